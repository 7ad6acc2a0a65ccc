/**
 * The holds' own work (DESIGN.md decision 7), run by the background jobs (jobs/background-jobs.ts)
 * and by a booking that takes a villa's lock: lapsed holds expire with news to guest and team, and
 * the team is reminded of a request still waiting 20 hours into its hold. Each runs in the caller's
 * transaction, so the change and its mail commit together.
 */
import type { Executor } from '#server/db/client.ts';
import { enqueueMail } from '#server/mail/outbox.ts';
import type { MailContext } from '#server/mail/context.ts';
import { bookingChangedMails, holdReminderMails } from './notifications.ts';
import {
  claimHoldReminders,
  expireStaleHolds,
  findBookingWithVilla,
  toBooking,
} from './repository.ts';

/**
 * Expires the lapsed holds (of one villa, or all) and queues the news to each guest and the team,
 * in the caller's transaction: the background sweep and a booking that takes a villa's lock both
 * come here, so no guest's hold ends unannounced. Returns the villa of each expired hold (whose
 * calendar changed).
 */
export async function expireHoldsAndTell(
  tx: Executor,
  ctx: MailContext,
  villaId?: string,
): Promise<string[]> {
  const ids = await expireStaleHolds(tx, villaId);
  const villaIds: string[] = [];
  for (const id of ids) {
    const found = await findBookingWithVilla(tx, id);
    if (!found) continue;
    villaIds.push(found.booking.villaId);
    const booking = toBooking(found.booking, { name: found.villaName, slug: found.villaSlug });
    await enqueueMail(
      tx,
      ...bookingChangedMails(ctx, booking, 'expired', found.booking.accessTokenHash),
    );
  }
  return villaIds;
}

/** 20 hours into a hold still unanswered, the team is reminded by e-mail (issue 14 §4). */
export const HOLD_REMINDER_HOURS = 20;

/**
 * Reminds the team, once, of each request `HOLD_REMINDER_HOURS` into its hold and still waiting at
 * `now`, in the caller's transaction (the mark and the mail commit together). Returns how many.
 */
export async function remindTeamOfHolds(
  tx: Executor,
  ctx: MailContext,
  now: Date,
): Promise<number> {
  const madeBy = new Date(now.getTime() - HOLD_REMINDER_HOURS * 60 * 60 * 1000);
  const rows = await claimHoldReminders(tx, now, madeBy);
  for (const row of rows) {
    const found = await findBookingWithVilla(tx, row.id);
    if (!found) continue;
    const booking = toBooking(found.booking, { name: found.villaName, slug: found.villaSlug });
    await enqueueMail(tx, ...holdReminderMails(ctx, booking, now));
  }
  return rows.length;
}
