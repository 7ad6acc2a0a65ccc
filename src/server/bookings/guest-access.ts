/**
 * A guest's way into a booking (DESIGN.md decision 12): only the holder of its token (its answer's,
 * or its e-mails' links', decision 061) reads or changes it; anyone else is told it does not
 * exist. The bookings' reads and the stays seam's guest workflows both open a booking here.
 */
import type { Executor } from '../db/client.ts';
import { notFound } from '#server/plugins/errors.ts';
import type { BookingLinks } from './booking-links.ts';
import { findBookingWithVilla } from './repository.ts';

export const BOOKING_NOT_FOUND =
  'We could not find that booking. Please use the link from your confirmation e-mail.';

/**
 * The booking, only for the holder of its token (its answer's, or its e-mails' links'); anyone else
 * is told it does not exist.
 */
export async function authorizedBooking(
  deps: { db: Executor; links: Pick<BookingLinks, 'opens'> },
  id: string,
  token: string | undefined,
) {
  const found = await findBookingWithVilla(deps.db, id);
  if (!found || !deps.links.opens(found.booking, token)) throw notFound(BOOKING_NOT_FOUND);
  return found;
}
