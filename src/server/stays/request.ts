/**
 * A guest's request and a guest's change of it while it waits (DESIGN.md decisions 7-12): each
 * one transaction under the villa's lock that expires stale holds, refuses overlaps, prices the
 * stay itself, writes, tells the followers and queues the e-mails (stays/transaction.ts).
 */
import type {
  BookingCreated,
  BookingRequest,
  BookingUpdate,
  Booking,
} from '#domain/schemas/booking.ts';
import type { ShownCurrency } from '#domain/currency.ts';
import { bookedStayChanges } from '#domain/stay-events.ts';
import { hashToken, newAccessToken, newId, newReference } from '#server/lib/ids.ts';
import { nowOf } from '#server/lib/clock.ts';
import { conflict } from '#server/plugins/errors.ts';
import { freshShownRate } from '../currency/shown-rates.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { bookingChangedMails, bookingRequestedMails } from '../bookings/notifications.ts';
import {
  findBookingWithVilla,
  insertBooking,
  toBooking,
  updateBookingRow,
} from '../bookings/repository.ts';
import { authorizedBooking } from '../bookings/guest-access.ts';
import { lockVilla } from '../villas/repository.ts';
import { resolveBookedVilla, resolveVilla } from '../villas/lookup.ts';
import { claimDates, HOLD_MS, isOpenRequest, priceStay, type StayDetails } from './claim.ts';
import { bookedStayOf, stayTransaction, type StaysDeps } from './transaction.ts';

/**
 * The currency the guest was shown beside dollars and its rate at `now`, margin in, as
 * GET /api/currency-rates answers it (issue 39 §3, decision 126). The client never sends a rate.
 * A currency without a fresh rate is kept with none: the guest saw no figure, and the request
 * stands all the same (it is charged in dollars either way).
 */
async function shownCurrencyOf(
  deps: StaysDeps,
  request: BookingRequest,
  now: Date,
): Promise<{ shownCurrency: ShownCurrency | null; shownRate: string | null }> {
  const currency = request.shownCurrency;
  if (!currency) return { shownCurrency: null, shownRate: null };
  return { shownCurrency: currency, shownRate: await freshShownRate(deps.db, currency, now) };
}

export async function requestStay(
  deps: StaysDeps,
  request: BookingRequest,
): Promise<BookingCreated> {
  const now = nowOf(deps);
  const villa = await resolveVilla(deps.db, request.villaId);
  const stay: StayDetails = {
    checkIn: request.checkInDate,
    checkOut: request.checkOutDate,
    adults: request.adults,
    children: request.children,
    infants: request.infants,
    airportPickup: request.airportPickup,
    airportDropoff: request.airportDropoff,
    vehicleType: request.vehicleType,
  };
  const priced = priceStay(villa, stay, now);
  const shown = await shownCurrencyOf(deps, request, now);
  const accessToken = newAccessToken();

  const booking = await stayTransaction(
    deps,
    async (tx, follow) => {
      await lockVilla(tx, villa.id);
      await claimDates(tx, deps.mail, follow, villa, stay, now);
      const row = await insertBooking(tx, {
        id: newId(),
        reference: newReference('VB'),
        villaId: villa.id,
        guestName: request.guestName,
        guestEmail: request.guestEmail,
        guestPhone: request.guestPhone,
        ...priced,
        specialRequests: request.specialRequests,
        ...shown,
        language: request.language ?? 'en',
        status: 'PENDING',
        holdExpiresAt: new Date(now.getTime() + HOLD_MS),
        accessTokenHash: hashToken(accessToken),
      });
      const after = bookedStayOf(row);
      await follow({
        workflow: 'request',
        before: null,
        after,
        changed: bookedStayChanges(null, after),
        now,
      });
      const booking = toBooking(row, villa);
      await enqueueMail(tx, ...bookingRequestedMails(deps.mail, booking, row.accessTokenHash));
      return booking;
    },
    villa,
  );
  return { ...booking, accessToken };
}

/**
 * The guest's change of their request while it waits: name, phone and requests, or the stay,
 * which is priced and checked anew. A change of name, phone or requests keeps the quote the
 * booking was made with, even if the villa's prices have changed since (issue 15 §4); the
 * currency shown and its rate stay those of the request, the moment the guest asked.
 */
export async function changeRequest(
  deps: StaysDeps,
  id: string,
  token: string | undefined,
  update: BookingUpdate,
): Promise<Booking> {
  const now = nowOf(deps);
  const { booking: current } = await authorizedBooking(deps, id, token);
  const villa = await resolveBookedVilla(deps.db, current.villaId);
  const stay: StayDetails = {
    checkIn: update.checkInDate ?? current.checkIn,
    checkOut: update.checkOutDate ?? current.checkOut,
    adults: update.adults ?? current.adults,
    children: update.children ?? current.children,
    infants: update.infants ?? current.infants,
    airportPickup: update.airportPickup ?? current.airportPickup,
    airportDropoff: update.airportDropoff ?? current.airportDropoff,
    vehicleType: update.vehicleType === undefined ? current.vehicleType : update.vehicleType,
  };
  const stayChanged =
    stay.checkIn !== current.checkIn ||
    stay.checkOut !== current.checkOut ||
    stay.adults !== current.adults ||
    stay.children !== current.children ||
    stay.infants !== current.infants ||
    stay.airportPickup !== current.airportPickup ||
    stay.airportDropoff !== current.airportDropoff ||
    (stay.vehicleType ?? null) !== current.vehicleType;
  const priced = stayChanged
    ? priceStay(villa, stay, now)
    : { quote: current.quote, totalCents: current.totalCents };

  return stayTransaction(
    deps,
    async (tx, follow) => {
      await lockVilla(tx, villa.id);
      const fresh = await findBookingWithVilla(tx, id);
      if (!fresh || !isOpenRequest(fresh.booking, now)) {
        throw conflict(
          'Only a booking request that is still waiting for confirmation can be changed online. Please contact us to change this booking.',
        );
      }
      await claimDates(tx, deps.mail, follow, villa, stay, now, id);
      const row = await updateBookingRow(tx, id, {
        guestName: update.guestName ?? current.guestName,
        guestPhone: update.guestPhone === undefined ? current.guestPhone : update.guestPhone,
        specialRequests:
          update.specialRequests === undefined ? current.specialRequests : update.specialRequests,
        ...priced,
        updatedAt: now,
      });
      const before = bookedStayOf(fresh.booking);
      const after = bookedStayOf(row);
      await follow({
        workflow: 'change-request',
        before,
        after,
        changed: bookedStayChanges(before, after),
        now,
      });
      const booking = toBooking(row, villa);
      await enqueueMail(
        tx,
        ...bookingChangedMails(deps.mail, booking, 'updated', row.accessTokenHash),
      );
      return booking;
    },
    villa,
  );
}
