import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, firstRefusedYear, resortToday } from '#domain/dates.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { TransportReceipt } from '#domain/schemas/transport.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { transportRequests } from '../db/schema.ts';

const REFERENCE = /^TR-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

describe.each(engines)('transport API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const body = (patch: Record<string, unknown> = {}) => ({
    service: 'AIRPORT_TRANSFER',
    from: 'Bandaranaike International Airport',
    to: 'Villa River Breeze, Weligama',
    date: addDays(resortToday(), 30),
    time: '14:30',
    passengers: 2,
    luggage: 3,
    name: 'Amelia Perera',
    email: 'amelia.perera@example.com',
    phone: '+44 20 7946 0958',
    notes: 'Flight UL 504',
    ...patch,
  });
  const send = (kind: 'quote' | 'book', patch: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/transport/${kind}`, payload: body(patch) });
  const stored = async (id: string) =>
    (await t.database.db.select().from(transportRequests).where(eq(transportRequests.id, id)))[0];
  const countRows = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(transportRequests))[0]?.n ??
    -1;

  describe.each([
    ['quote', 'QUOTE'],
    ['book', 'BOOKING'],
  ] as const)('POST /api/transport/%s', (kind, storedKind) => {
    it.each([
      ['a car for 1', { passengers: 1 }, 'CAR', 5000],
      ['a car for 4', { passengers: 4 }, 'CAR', 5000],
      ['a van for 5 by default', { passengers: 5 }, 'VAN', 8000],
      ['a van for 8 by default', { passengers: 8 }, 'VAN', 8000],
      ['a van for 2 on request', { passengers: 2, vehicleType: 'VAN' }, 'VAN', 8000],
      ['a car for 3 on request, lower-case', { passengers: 3, vehicleType: 'car' }, 'CAR', 5000],
    ] as const)(
      'prices an airport transfer in %s at the spec §9 price per direction',
      async (_what, patch, vehicle, price) => {
        const res = await send(kind, patch);
        expect(res.statusCode, res.body).toBe(201);
        const receipt = res.json<TransportReceipt>();
        expect(receipt).toMatchObject({
          kind: storedKind,
          service: 'AIRPORT_TRANSFER',
          vehicleType: vehicle,
          price,
          currency: 'USD',
          status: 'NEW',
        });
        expect(receipt.reference).toMatch(REFERENCE);
        expect(receipt.message).toContain(receipt.reference);
        // Money is in cents on the wire and in the database (decision 048), dollars in words.
        expect(receipt.message).toContain(`$${price / 100}`);
        expect(await stored(receipt.id)).toMatchObject({
          reference: receipt.reference,
          kind: storedKind,
          service: 'AIRPORT_TRANSFER',
          vehicleType: vehicle,
          priceCents: price,
          passengers: patch.passengers,
          luggage: 3,
          fromPlace: 'Bandaranaike International Airport',
          toPlace: 'Villa River Breeze, Weligama',
          time: '14:30',
          email: 'amelia.perera@example.com',
          status: 'NEW',
        });
      },
    );

    it.each(['TOUR', 'POINT_TO_POINT'])('leaves the price of a %s to the team', async (service) => {
      const res = await send(kind, { service, passengers: 6 });
      expect(res.statusCode, res.body).toBe(201);
      const receipt = res.json<TransportReceipt>();
      expect(receipt).toMatchObject({
        kind: storedKind,
        service,
        price: null,
        vehicleType: 'VAN',
        status: 'NEW',
      });
      expect(receipt.reference).toMatch(REFERENCE);
      expect(receipt.message).toContain(receipt.reference);
      expect(await stored(receipt.id)).toMatchObject({
        kind: storedKind,
        service,
        priceCents: null,
      });
    });

    it('refuses a car for 5 passengers and stores nothing', async () => {
      const before = await countRows();
      const res = await send(kind, { passengers: 5, vehicleType: 'CAR' });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: 'A car seats at most 4 passengers; please choose the van for 5.',
      });
      expect(await countRows()).toBe(before);
    });

    it('refuses 9 passengers, the van has 8 seats', async () => {
      const before = await countRows();
      const res = await send(kind, { passengers: 9 });
      expect(res.statusCode).toBe(400);
      const error = res.json<ApiError>();
      expect(error.message).toMatch(/passengers must be at most 8/);
      expect(error.issues?.map((i) => i.path)).toContain('passengers');
      expect(await countRows()).toBe(before);
    });

    it('refuses a date in the past (Asia/Colombo), accepts today', async () => {
      const before = await countRows();
      const res = await send(kind, { date: addDays(resortToday(), -1) });
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().message).toBe('The date cannot be in the past.');
      expect(await countRows()).toBe(before);
      const today = await send(kind, { date: resortToday() });
      expect(today.statusCode, today.body).toBe(201);
    });

    it.each([
      ['9999-12-31', `date must be a date before ${firstRefusedYear()}`],
      ['0000-01-01', 'date must be a date in 2000 or later'],
      ['99999-01-01', 'date must be a real calendar date written as YYYY-MM-DD'],
    ])(
      'refuses the year of %s with a 400 that names the date (issue 23 §1.5)',
      async (date, words) => {
        const before = await countRows();
        const res = await send(kind, { date });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json<ApiError>()).toMatchObject({
          message: `Please check the request body: ${words}.`,
          issues: [{ path: 'date', message: words }],
        });
        expect(await countRows()).toBe(before);
      },
    );
  });

  it('tells the team about each request with its reference', async () => {
    const res = await send('book', { service: 'TOUR', passengers: 3 });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json<TransportReceipt>();
    const toTeam = (m: { to: string; subject: string }) =>
      m.to === 'team@villas.test' && m.subject.includes(reference);
    await vi.waitFor(() => {
      expect(t.sentMail.some(toTeam)).toBe(true);
    });
    const mail = t.sentMail.find(toTeam);
    expect(mail?.subject).toBe(`Transport booking request ${reference}: Local Tour`);
    expect(mail?.text).toContain('to be quoted by our team');
  });
});
