/**
 * Issue 12 §4: a guest whose dates are taken reads which nights, as the calendar names dates, in a
 * sentence that agrees with itself: "the night of ... is taken", "the nights of ... are taken".
 * It used to read "(the nights 2026-12-15 to 2026-12-16 is taken)".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/dates.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { CheckAvailability, Villa } from '#domain/schemas/villa.ts';
import { villaWithFreeStays, type Stay } from '#tests/helpers/free-stays.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { nightsLabel } from '#domain/date-labels.ts';
import { conflictMessage } from './conflict-message.ts';

const villa = { name: 'Villa River Breeze' };

describe('conflictMessage', () => {
  it.each([
    [
      [{ startDate: '2026-12-15', endDate: '2026-12-15' }],
      'Villa River Breeze is not available for these dates (the night of December 15, 2026 is taken). Please choose other dates.',
    ],
    [
      [{ startDate: '2026-12-15', endDate: '2026-12-16' }],
      'Villa River Breeze is not available for these dates (the nights of December 15 to 16, 2026 are taken). Please choose other dates.',
    ],
    [
      [
        { startDate: '2026-11-28', endDate: '2026-12-02' },
        { startDate: '2026-12-05', endDate: '2026-12-05' },
      ],
      'Villa River Breeze is not available for these dates (the nights of November 28 to December 2, 2026 and the night of December 5, 2026 are taken). Please choose other dates.',
    ],
    [
      [
        { startDate: '2026-12-30', endDate: '2027-01-02' },
        { startDate: '2027-01-05', endDate: '2027-01-06' },
        { startDate: '2027-01-08', endDate: '2027-01-08' },
        { startDate: '2027-01-10', endDate: '2027-01-12' },
      ],
      'Villa River Breeze is not available for these dates (the nights of December 30, 2026 to January 2, 2027, the nights of January 5 to 6, 2027, the night of January 8, 2027 and other nights are taken). Please choose other dates.',
    ],
    [[], 'Villa River Breeze is not available for these dates. Please choose other dates.'],
  ])('%j', (taken, expected) => {
    expect(conflictMessage(villa, taken)).toBe(expected);
  });

  it('names a night as the calendar would, without ISO dates', () => {
    expect(nightsLabel('2027-02-28', '2027-03-01')).toBe(
      'the nights of February 28 to March 1, 2027',
    );
  });
});

describe('a taken stay, through the API', () => {
  let t: TestApp;
  let target: Villa;
  let freshStay: (nights?: number) => Stay;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    ({ villa: target, freshStay } = await villaWithFreeStays(t.app));
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells the guest which nights are taken, in words', async () => {
    const stay = freshStay(target.minimumNights + 2);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        villaId: target.id,
        guestName: 'Amara Perera',
        guestEmail: 'amara@example.com',
        ...stay,
        adults: 2,
      },
    });
    expect(first.statusCode).toBe(201);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        villaId: target.id,
        guestName: 'Tom Becker',
        guestEmail: 'tom@example.com',
        ...stay,
        adults: 2,
      },
    });
    expect(second.statusCode).toBe(409);
    const expected = conflictMessage(target, [
      { startDate: stay.checkInDate, endDate: addDays(stay.checkOutDate, -1) },
    ]);
    expect(second.json<ApiError>().message).toBe(expected);
    expect(expected).toMatch(/the nights of [A-Z][a-z]+ \d+ to .*\d{4} are taken/);
    expect(expected).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    const check = await t.app.inject({
      url: `/api/villas/${target.id}/check-availability?checkIn=${stay.checkInDate}&checkOut=${stay.checkOutDate}`,
    });
    expect(check.json<CheckAvailability>().reason).toBe(expected);
  });
});
