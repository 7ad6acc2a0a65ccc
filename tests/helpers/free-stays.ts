/**
 * A seeded villa and stays on dates nobody holds: each test books its own, a week apart, starting a
 * month after the last seeded block, so no two tests (or seeded blocks) ever meet.
 */
import type { FastifyInstance } from 'fastify';
import { addDays, type IsoDate, resortToday } from '#domain/dates.ts';
import type { Availability, Villa } from '#domain/schemas/villa.ts';

export interface Stay {
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
}

export async function villaWithFreeStays(app: FastifyInstance, slug = 'villa-river-breeze') {
  const villa = (await app.inject({ url: `/api/villas/${slug}` })).json<Villa>();
  const { blockedDates } = (
    await app.inject({ url: `/api/villas/${villa.id}/availability` })
  ).json<Availability>();
  let nextFreeDay = addDays(blockedDates.at(-1)?.endDate ?? resortToday(), 30);

  /** A stay of `nights` (the villa's minimum by default) on free dates. */
  const freshStay = (nights = villa.minimumNights): Stay => {
    const checkInDate = nextFreeDay;
    nextFreeDay = addDays(nextFreeDay, nights + 7);
    return { checkInDate, checkOutDate: addDays(checkInDate, nights) };
  };
  /** POST /api/bookings for a guest and a fresh stay; `overrides` change any field of the body. */
  const bookFreshStay = (overrides: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        villaId: villa.id,
        guestName: 'Amara Perera',
        guestEmail: 'amara@example.com',
        ...freshStay(),
        adults: 2,
        ...overrides,
      },
    });
  return { villa, freshStay, bookFreshStay };
}

export type FreeStays = Awaited<ReturnType<typeof villaWithFreeStays>>;
