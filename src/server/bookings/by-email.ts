/**
 * A guest's bookings found by e-mail address: "Lost your link?" (a fresh link mailed, decisions
 * 025, 061) and every booking of one address for the holder of a link to one of them.
 */
import type { Booking, LostLinkRequest } from '#domain/schemas/booking.ts';
import { hashToken, newAccessToken } from '#server/lib/ids.ts';
import { unauthorized } from '#server/plugins/errors.ts';
import { resortToday } from '#domain/dates.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { bookingLinkMails } from './notifications.ts';
import {
  findBookingByReference,
  listBookingsWithVillaByEmail,
  toBooking,
  updateBookingRow,
} from './repository.ts';
import type { BookingDeps } from './service.ts';
import { nowOf } from '#server/lib/clock.ts';

/**
 * A lost-link request answers in no less than this, match or not, so its timing does not tell
 * whether a booking exists (the match's extra write and mail take a few milliseconds).
 */
export const LOST_LINK_MIN_MS = 300;

/**
 * "Lost your link?": when the reference and the e-mail address belong to one booking, its link
 * generation is replaced, which ends every link and cookie made before (its booking answer's token
 * and its e-mails' links), and a fresh link is mailed to that address (decisions 025, 061). The
 * caller learns nothing either way.
 */
export async function sendFreshLink(
  deps: Omit<BookingDeps, 'links'>,
  request: LostLinkRequest,
): Promise<void> {
  const started = Date.now();
  // The hash of a token nobody is given: the e-mail's link carries the token made from it.
  const generation = hashToken(newAccessToken());
  const found = await findBookingByReference(deps.db, request.reference);
  if (found && found.booking.guestEmail.toLowerCase() === request.email) {
    const now = nowOf(deps);
    await deps.db.transaction(async (tx) => {
      const row = await updateBookingRow(tx, found.booking.id, {
        accessTokenHash: generation,
        updatedAt: now,
      });
      const booking = toBooking(row, { name: found.villaName, slug: found.villaSlug });
      // A confirmed booking's mail says where its money stands (issue 26 §1).
      const money =
        row.status === 'CONFIRMED' ? await deps.moneyOf(tx, row.id, resortToday(now)) : null;
      await enqueueMail(tx, ...bookingLinkMails(deps.mail, booking, row.accessTokenHash, money));
    });
  }
  const rest = LOST_LINK_MIN_MS - (Date.now() - started);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

/**
 * Every booking of one e-mail address, for the holder of a token of one of them: the token was sent
 * to that address, so it proves the guest reads that mailbox (decision 003).
 */
export async function listBookingsForEmail(
  deps: BookingDeps,
  email: string,
  token: string | undefined,
): Promise<Booking[]> {
  const rows = await listBookingsWithVillaByEmail(deps.db, email);
  if (!rows.some((r) => deps.links.opens(r.booking, token))) {
    throw unauthorized(
      'To see the bookings of an e-mail address, use the link from one of its confirmation e-mails.',
    );
  }
  return rows.map((r) => toBooking(r.booking, { name: r.villaName, slug: r.villaSlug }));
}
