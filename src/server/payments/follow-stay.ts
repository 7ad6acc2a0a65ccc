/**
 * The payment schedule follows the stay (issue 26 §1 and §4, decisions 085 and 090; a follower of
 * stays/followers.ts): fixed from the villa's terms when the team confirms, re-priced over the
 * money kept when the team changes the stay, and re-priced to what the guest keeps paying when it
 * is cancelled, so the refund due shows as credit until the team records it. What was paid never
 * changes. A request never confirmed has no schedule and gets none.
 */
import { resortToday } from '#domain/dates.ts';
import { scheduleAfterCancelling } from '#domain/refund.ts';
import type { StayEvent } from '#domain/stay-events.ts';
import type { Executor } from '../db/client.ts';
import { keptOn } from './kept.ts';
import { deleteInstallments, insertSchedule, scheduleOf } from './repository.ts';
import { planRepricing, rewriteSchedule } from './reprice.ts';
import { fixSchedule } from './schedule.ts';

export async function followStayPayments(tx: Executor, change: StayEvent): Promise<void> {
  if (change.workflow === 'import') return;
  const { before, after, now } = change;
  const today = resortToday(now);
  switch (change.workflow) {
    case 'confirm':
      await fixSchedule(tx, after, now);
      return;
    case 'change': {
      const repricing = await planRepricing(tx, before ?? after, {
        newTotalCents: after.totalCents,
        checkIn: after.checkIn,
        today,
      });
      await rewriteSchedule(tx, after.id, repricing, today, now);
      return;
    }
    case 'cancel': {
      const schedule = await scheduleOf(tx, after.id);
      if (schedule.length === 0) return;
      const settled = scheduleAfterCancelling(schedule, {
        keptCents: await keptOn(tx, after.id, now),
        refundCents: after.refundAmountCents ?? 0,
        cancelledOn: today,
        checkIn: after.checkIn,
        terms: after.paymentTerms,
      });
      await deleteInstallments(tx, after.id);
      await insertSchedule(tx, after.id, settled);
      return;
    }
    default:
      return;
  }
}
