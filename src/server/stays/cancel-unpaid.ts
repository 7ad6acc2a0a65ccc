/**
 * Cancel for non-payment without a person (issue 26 §3), when the owner has turned on "cancel
 * automatically" (`payment_settings.auto_cancel`, off by default): the payment job cancels each
 * CONFIRMED booking with an installment unpaid more than the grace days after its due date, as the
 * team would (`cancelByTeam`: the refund on what was paid, the schedule re-priced, the guest
 * told), audited with no actor, and tells the team. Once: each cancel re-reads the booking under
 * its villa's and its own row lock, so a second instance (or run) finds it cancelled, and a payment
 * recorded meanwhile leaves it alone.
 */
import { addDays, resortToday } from '#domain/dates.ts';
import { nowOf } from '#server/lib/clock.ts';
import { dateLabel } from '../mail/format.ts';
import { cancelledUnpaidTeamMail, unpaidSince } from '../payments/auto-cancel.ts';
import { bookingsWithDueInstallments, findPaymentSettings } from '../payments/repository.ts';
import { cancelByTeam, SYSTEM_ACTOR } from './decide.ts';
import type { StaysDeps } from './transaction.ts';

/** Cancels what is unpaid past the grace days, if the owner said so; resolves to how many. */
export async function cancelUnpaid(deps: StaysDeps): Promise<number> {
  const now = nowOf(deps);
  const settings = await findPaymentSettings(deps.db);
  if (!settings.autoCancel) return 0;
  const today = resortToday(now);
  // More than `graceDays` late: due on or before today less (grace + 1) days.
  const heads = await bookingsWithDueInstallments(deps.db, addDays(today, -settings.graceDays - 1));
  let cancelled = 0;
  for (const { bookingId } of heads) {
    const since = await unpaidSince(deps.db, bookingId, today, settings.graceDays);
    if (!since) continue;
    try {
      await cancelByTeam(
        { ...deps, now: () => now },
        SYSTEM_ACTOR,
        bookingId,
        `Not paid by ${dateLabel(since)}`,
        {
          stillUnpaid: async (tx) =>
            (await unpaidSince(tx, bookingId, today, settings.graceDays)) !== null,
          teamMail: (b, paid) => cancelledUnpaidTeamMail(deps.mail, b, paid),
        },
      );
      cancelled += 1;
    } catch (error) {
      // Cancelled by another run or a person meanwhile, or paid: nothing to do (a 409).
      if ((error as { statusCode?: number }).statusCode === 409) continue;
      throw error;
    }
  }
  return cancelled;
}
