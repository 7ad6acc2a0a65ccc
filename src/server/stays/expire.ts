/**
 * A request whose 24-hour hold ran out expires (DESIGN.md decision 7): run by the background sweep
 * and by every workflow that takes a villa's lock before it claims dates, so no guest's hold ends
 * unannounced and no lapsed hold blocks a new request. Each expired request is one change for the
 * followers, and its news to the guest and the team is queued in the same transaction.
 */
import type { Executor } from '../db/client.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { bookingChangedMails } from '../bookings/notifications.ts';
import type { MailContext } from '../mail/context.ts';
import { expireStaleHolds, findBookingWithVilla, toBooking } from '../bookings/repository.ts';
import { bookedStayChanges } from '#domain/stay-events.ts';
import { bookedStayOf, type Follow } from './transaction.ts';

/**
 * Expires the lapsed holds (of one villa, or all) at the database's now, in the caller's
 * transaction; resolves to the villas whose calendars changed.
 */
export async function expireHolds(
  tx: Executor,
  mail: MailContext,
  follow: Follow,
  now: Date,
  villaId?: string,
): Promise<string[]> {
  const villaIds: string[] = [];
  for (const id of await expireStaleHolds(tx, villaId)) {
    const found = await findBookingWithVilla(tx, id);
    if (!found) continue;
    const after = bookedStayOf(found.booking);
    const before = { ...after, status: 'PENDING' as const };
    await follow({
      workflow: 'expire',
      before,
      after,
      changed: bookedStayChanges(before, after),
      now,
    });
    villaIds.push(found.booking.villaId);
    const booking = toBooking(found.booking, { name: found.villaName, slug: found.villaSlug });
    await enqueueMail(
      tx,
      ...bookingChangedMails(mail, booking, 'expired', found.booking.accessTokenHash),
    );
  }
  return villaIds;
}
