/**
 * A confirmed booking's money in the console (issue 26 §2), read only: what was paid of the
 * total, each part of the schedule with its due date and where it stands, and every entry with
 * its receipt. The forms that record payments, refunds and reversals are not built yet (README).
 */
import { useQuery } from '@tanstack/react-query';
import { INSTALLMENT_LABELS, installmentStanding, PAYMENT_METHOD_LABELS } from '#domain/ledger.ts';
import { formatCents } from '#domain/money.ts';
import type { AccountView } from '#domain/schemas/payment.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import { formatStayDate } from '#web/lib/calendar-dates.ts';
import { accountQuery, consoleReceiptHref } from './api.ts';

const ENTRY: Record<AccountView['entries'][number]['kind'], string> = {
  payment: 'Payment',
  refund: 'Refund',
  reversal: 'Reversal',
};

export function BookingMoney({ id }: { id: string }) {
  const account = useQuery(accountQuery(id));
  if (account.isPending) return <p className="mt-2 text-ink-soft">Loading…</p>;
  if (account.isError) return <FormAlertRegion message={messageOf(account.error)} />;
  const a = account.data;
  return (
    <div className="mt-2 space-y-4">
      <p className="text-ink">
        {a.balanceCents === 0
          ? `Paid in full: ${formatCents(a.paidCents - a.refundedCents)}.`
          : `Paid ${formatCents(a.paidCents - a.refundedCents)} of ${formatCents(a.totalCents)}; ${formatCents(a.balanceCents)} to pay.`}
        {a.creditCents > 0 && ` Credit: ${formatCents(a.creditCents)}.`}
        {a.cancelForNonPayment && ' Past the grace period: cancel for non-payment?'}
      </p>
      <ul aria-label="Schedule" className="divide-y divide-sand-200">
        {a.installments.map((installment) => (
          <li
            key={`${installment.kind}-${installment.dueOn}`}
            className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between"
          >
            <span>
              {INSTALLMENT_LABELS[installment.kind]} of {formatCents(installment.amountCents)}, by{' '}
              <time dateTime={installment.dueOn}>{formatStayDate(installment.dueOn)}</time>
            </span>
            <span className={installment.status === 'overdue' ? 'font-medium text-danger' : ''}>
              {installmentStanding(installment)}
              {installment.daysLate > 0 && ` (${installment.daysLate} days late)`}
            </span>
          </li>
        ))}
      </ul>
      {a.entries.length === 0 ? (
        <p className="text-ink-soft">Nothing recorded yet.</p>
      ) : (
        <ul aria-label="Payments and refunds recorded" className="space-y-2">
          {a.entries.map((entry) => (
            <li key={entry.id} className="text-sm">
              <a
                href={consoleReceiptHref(id, entry.receiptNumber)}
                download={`${entry.receiptNumber}.pdf`}
                className="inline-flex min-h-11 items-center text-teal-800 underline"
              >
                {entry.receiptNumber}
              </a>{' '}
              · {ENTRY[entry.kind]} of {formatCents(entry.amountCents)},{' '}
              <time dateTime={entry.receivedOn}>{formatStayDate(entry.receivedOn)}</time>
              {entry.method && ` · ${PAYMENT_METHOD_LABELS[entry.method]}`}
              {entry.reference && ` · ${entry.reference}`}
              {entry.reversedBy && ' (reversed)'}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
