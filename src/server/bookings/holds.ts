/**
 * The team is reminded of a request still waiting 20 hours into its 24-hour hold (issue 14 §4),
 * by the holds' sweep (stays/plugin.ts), in the caller's transaction so the mark and the mail
 * commit together. The hold's expiry itself changes a stay: the stays seam's (stays/expire.ts).
 */
import type { Executor } from '#server/db/client.ts';
import { enqueueMail } from '#server/mail/outbox.ts';
import type { MailContext } from '#server/mail/context.ts';
import { holdReminderMails } from './notifications.ts';
import { claimHoldReminders, findBookingWithVilla, toBooking } from './repository.ts';

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
