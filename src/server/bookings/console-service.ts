/**
 * The team's reads of bookings (issue 14 §4): arrivals and departures, the requests waiting today,
 * and the list of requests and bookings. The team's answers to a booking (confirm, decline,
 * cancel, change) are the stays seam's (src/server/stays).
 */
import { addDays, nightsBetween, resortToday } from '#domain/dates.ts';
import type {
  ConsoleBookingSummary,
  ConsoleBookingsQuery,
  Movements,
  MovementsQuery,
  Today,
} from '#domain/schemas/console.ts';
import type { Paged } from '#domain/schemas/common.ts';
import type { Database } from '../db/client.ts';
import { nowOf } from '#server/lib/clock.ts';
import {
  countWaiting,
  listMovements,
  listOpenRequests,
  pageBookingsWithVilla,
} from './repository.ts';

export interface ConsoleBookingDeps {
  db: Database;
  now?: () => Date;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function getMovements(
  deps: ConsoleBookingDeps,
  query: MovementsQuery,
): Promise<Movements> {
  const now = nowOf(deps);
  const from = query.from ?? resortToday(now);
  const to = addDays(from, query.days - 1);
  const [arrivals, departures] = await Promise.all([
    listMovements(deps.db, 'checkIn', from, to, now),
    listMovements(deps.db, 'checkOut', from, to, now),
  ]);
  return { from, to, arrivals: arrivals.map(movement), departures: departures.map(movement) };
}

function movement(row: Awaited<ReturnType<typeof listMovements>>[number]) {
  return {
    ...row,
    nights: nightsBetween(row.checkInDate, row.checkOutDate),
    status: row.status === 'CONFIRMED' ? ('CONFIRMED' as const) : ('PENDING' as const),
  };
}

/** What waits today of the bookings: the requests and the counts (the route adds the money's). */
export async function getToday(deps: ConsoleBookingDeps): Promise<Omit<Today, 'overduePayments'>> {
  const [requests, waiting] = await Promise.all([
    listOpenRequests(deps.db, nowOf(deps)),
    countWaiting(deps.db),
  ]);
  return {
    pendingRequests: requests.map(({ booking: b, villaName }) => ({
      id: b.id,
      reference: b.reference,
      villaName,
      guestName: b.guestName,
      checkInDate: b.checkIn,
      checkOutDate: b.checkOut,
      holdExpiresAt: iso(b.holdExpiresAt) ?? '',
      createdAt: b.createdAt.toISOString(),
    })),
    ...waiting,
  };
}

export async function listConsoleBookings(
  deps: ConsoleBookingDeps,
  query: ConsoleBookingsQuery,
): Promise<Paged<ConsoleBookingSummary>> {
  const page = await pageBookingsWithVilla(deps.db, query, query);
  return {
    ...page,
    content: page.content.map(({ booking: b, villaName }) => ({
      id: b.id,
      reference: b.reference,
      villaId: b.villaId,
      villaName,
      guestName: b.guestName,
      guestEmail: b.guestEmail,
      checkInDate: b.checkIn,
      checkOutDate: b.checkOut,
      nights: nightsBetween(b.checkIn, b.checkOut),
      adults: b.adults,
      children: b.children,
      infants: b.infants,
      status: b.status,
      holdExpiresAt: iso(b.holdExpiresAt),
      totalPrice: b.totalCents,
      createdAt: b.createdAt.toISOString(),
      language: b.language,
    })),
  };
}
