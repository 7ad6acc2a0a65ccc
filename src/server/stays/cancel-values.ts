/**
 * What a cancellation writes and audits, the guest's own or the team's on their behalf: the refund
 * columns hold the refund due on what was paid (issue 26 §4).
 */
import type { CancellationRefund } from '#domain/schemas/booking.ts';
import type { NewBookingRow } from '../bookings/repository.ts';

export function cancellationValues(
  refund: CancellationRefund,
  now: Date,
  by: 'GUEST' | 'TEAM',
  reason: string | null,
): Partial<NewBookingRow> {
  return {
    status: 'CANCELLED',
    holdExpiresAt: null,
    cancelledBy: by,
    cancellationReason: reason,
    cancelledAt: now,
    refundPercent: refund.percent,
    refundAmountCents: refund.amount,
    refundRule: refund.rule,
    updatedAt: now,
  };
}

/** What a cancel's audit entry records of the money: what was paid and kept, the refund due. */
export const refundAudit = (refund: CancellationRefund) => ({
  paidCents: refund.paidCents,
  refundDueCents: refund.amount,
  refundPercent: refund.percent,
  refundRule: refund.rule,
});
