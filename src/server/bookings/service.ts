/**
 * A guest's booking read by the holder of its token (DESIGN.md decision 12). What changes a stay
 * (the request, its change, the cancel) is the stays seam's (src/server/stays); a guest's way back
 * to a booking by e-mail (a fresh link, every booking of one address) is in by-email.ts.
 */
import type { IsoDate } from '#domain/dates.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import type { Database, Executor } from '../db/client.ts';
import type { MailMoney } from '../mail/templates/payment-parts.tsx';
import type { BookingLinks } from './booking-links.ts';
import type { MailContext } from '../mail/context.ts';
import { authorizedBooking } from './guest-access.ts';
import { toBooking } from './repository.ts';

export interface BookingDeps {
  db: Database;
  mail: MailContext;
  /** Which tokens open a booking: its answer's, and its e-mails' links' (decision 061). */
  links: Pick<BookingLinks, 'opens'>;
  /**
   * Where a confirmed booking's money stands, for its e-mails: the payments' (`app.mailMoney`,
   * payments/plugin.ts), which read the bookings and so are not read from here.
   */
  moneyOf: (tx: Executor, bookingId: string, today: IsoDate) => Promise<MailMoney>;
  now?: () => Date;
}

export async function getBooking(
  deps: BookingDeps,
  id: string,
  token: string | undefined,
): Promise<Booking> {
  const { booking, villaName, villaSlug } = await authorizedBooking(deps, id, token);
  return toBooking(booking, { name: villaName, slug: villaSlug });
}
