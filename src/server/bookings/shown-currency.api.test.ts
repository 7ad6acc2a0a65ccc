/**
 * Issue 39 §3 on each engine: "the booking keeps the currency shown and the rate at that moment,
 * for the owner's reports". A request naming a currency with a fresh rate keeps the currency and
 * the rate with the margin in, as GET /api/currency-rates answers it; with a stale rate or none it
 * keeps the currency alone; without one, nothing; a currency not among the six is a 400 in words
 * that writes nothing. The console's booking and the bookings CSV show what was kept.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { ConsoleBooking } from '#domain/schemas/console.ts';
import type { PublicCurrencyRates } from '#domain/schemas/currency.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { readCsv } from '#tests/helpers/csv-reader.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { bookings, currencyRates } from '../db/schema.ts';

const EIGHT_DAYS_MS = 8 * 24 * 60 * 60 * 1000;

describe.each(engines)('the currency a booking was shown, on %s', (engine) => {
  let t: TestApp;
  let owner: ConsoleSession;
  let stays: FreeStays;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signedInAs(t, 'owner');
    stays = await villaWithFreeStays(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(currencyRates);
  });

  const setRate = async (currency: string, rate: string, marginPercent: string) => {
    const url = `/api/console/currency-rates/${currency}`;
    const res = await consoleCall(t, owner, 'PUT', url, { rate, marginPercent });
    expect(res.statusCode, res.body).toBe(200);
  };
  const publicRate = async (currency: string) => {
    const res = await t.app.inject({ url: '/api/currency-rates' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PublicCurrencyRates>().rates.find((rate) => rate.currency === currency)?.rate;
  };
  const book = async (overrides: Record<string, unknown>) => {
    const res = await stays.bookFreshStay(overrides);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BookingCreated>();
  };
  const storedOf = async (id: string) => {
    const [row] = await t.database.db
      .select({ shownCurrency: bookings.shownCurrency, shownRate: bookings.shownRate })
      .from(bookings)
      .where(eq(bookings.id, id));
    return row && { ...row, shownRate: row.shownRate === null ? null : Number(row.shownRate) };
  };
  const consoleView = async (id: string) => {
    const res = await consoleCall(t, owner, 'GET', `/api/console/bookings/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ConsoleBooking>();
  };
  const bookingCount = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]?.n ?? -1;

  it('keeps the currency and its fresh rate with the margin in, as the site answered it', async () => {
    await setRate('EUR', '0.92', '2.5');
    const shown = await publicRate('EUR');
    expect(shown).toBe('0.943');

    const booking = await book({ shownCurrency: 'EUR' });
    expect(await storedOf(booking.id)).toEqual({ shownCurrency: 'EUR', shownRate: 0.943 });
    expect(await consoleView(booking.id)).toMatchObject({
      shownCurrency: 'EUR',
      shownRate: shown,
    });
  });

  it('keeps the rate of the moment: a later change of rate leaves the booking as it was', async () => {
    await setRate('GBP', '0.79', '0');
    const booking = await book({ shownCurrency: 'GBP' });
    await setRate('GBP', '0.8', '1');
    expect(await publicRate('GBP')).toBe('0.808');
    expect(await consoleView(booking.id)).toMatchObject({
      shownCurrency: 'GBP',
      shownRate: '0.79',
    });
  });

  it('keeps the currency with no rate when its rate is stale or was never set', async () => {
    await setRate('EUR', '0.92', '0');
    await t.database.db
      .update(currencyRates)
      .set({ updatedAt: new Date(Date.now() - EIGHT_DAYS_MS) })
      .where(eq(currencyRates.currency, 'EUR'));
    expect(await publicRate('EUR')).toBeUndefined();

    const stale = await book({ shownCurrency: 'EUR' });
    expect(await storedOf(stale.id)).toEqual({ shownCurrency: 'EUR', shownRate: null });
    expect(await consoleView(stale.id)).toMatchObject({ shownCurrency: 'EUR', shownRate: null });

    const never = await book({ shownCurrency: 'INR' });
    expect(await storedOf(never.id)).toEqual({ shownCurrency: 'INR', shownRate: null });
  });

  it('keeps nothing when the guest saw dollars alone', async () => {
    await setRate('EUR', '0.92', '0');
    const booking = await book({});
    expect(await storedOf(booking.id)).toEqual({ shownCurrency: null, shownRate: null });
    expect(await consoleView(booking.id)).toMatchObject({ shownCurrency: null, shownRate: null });
  });

  it('refuses a currency that is not shown, or a rate sent with it, in words, writing nothing', async () => {
    await setRate('EUR', '0.92', '0');
    const before = await bookingCount();
    for (const [overrides, field] of [
      [{ shownCurrency: 'USD' }, 'shownCurrency'],
      [{ shownCurrency: 'eur' }, 'shownCurrency'],
      [{ shownCurrency: '' }, 'shownCurrency'],
      [{ shownCurrency: 7 }, 'shownCurrency'],
      [{ shownCurrency: ['EUR'] }, 'shownCurrency'],
      // The server's rate is the only one: a client's is an unknown field.
      [{ shownCurrency: 'EUR', shownRate: '0.5' }, ''],
    ] as const) {
      const res = await stays.bookFreshStay(overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      const error = res.json<ApiError>();
      if (field) {
        expect(error.message).toContain(
          'shownCurrency must be one of EUR, GBP, RUB, INR, CNY, AUD',
        );
        expect(error.issues?.map((issue) => issue.path)).toContain(field);
      } else {
        expect(error.message).toMatch(/shownRate/);
      }
    }
    expect(await bookingCount()).toBe(before);
  });

  it('puts the currency and rate at the end of the bookings CSV', async () => {
    await setRate('RUB', '90', '2');
    const withRate = await book({ shownCurrency: 'RUB' });
    const dollars = await book({});
    const period = `from=${withRate.checkInDate}&to=${dollars.checkInDate}`;
    const res = await consoleCall(
      t,
      owner,
      'GET',
      `/api/console/exports/bookings.csv?${period}&villaId=${stays.villa.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = readCsv(res.body.slice(1));
    expect(header?.slice(-6, -1)).toEqual([
      'Total',
      'Paid',
      'Balance',
      'Shown currency',
      'Shown rate',
    ]);
    const rowOf = (reference: string) => rows.find((row) => row[0] === reference)?.slice(-3, -1);
    expect(rowOf(withRate.reference)).toEqual(['RUB', '91.8']);
    expect(rowOf(dollars.reference)).toEqual(['', '']);
  });
});
