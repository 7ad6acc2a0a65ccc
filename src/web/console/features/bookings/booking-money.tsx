/**
 * A confirmed booking's money in the console (issue 26 §2): what was paid of the total, each part
 * of the schedule with its due date and where it stands, every entry with its receipt, and the
 * team's forms (money-forms.tsx): record a payment (the next part's amount suggested), record a
 * refund (the refund due suggested; its button the main one while a refund is due, as after a
 * cancellation), reverse an entry that stands. What was recorded is said in
 * the section's own status line, beside the money it changed.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { INSTALLMENT_LABELS, installmentStanding, PAYMENT_METHOD_LABELS } from '#domain/ledger.ts';
import { formatCents } from '#domain/money.ts';
import type { AccountView } from '#domain/schemas/payment.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { messageOf } from '#web/console/lib/console-api.ts';
import { formatStayDate } from '#web/lib/calendar-dates.ts';
import { accountQuery, consoleReceiptHref } from './api.ts';
import { CardRefund } from './card-refund-form.tsx';
import { RecordEntry } from './money-forms.tsx';
import { ReverseEntry } from './reverse-entry.tsx';

const ENTRY: Record<AccountView['entries'][number]['kind'], string> = {
  payment: 'Payment',
  refund: 'Refund',
  reversal: 'Reversal',
};

/** What the payment form suggests: the next part of the schedule still owed, in words too. */
function nextOwed(a: AccountView): { cents: number; hint: string } {
  const next = a.installments.find((installment) => installment.owedCents > 0);
  if (!next) return { cents: 0, hint: 'Nothing is owed on this booking now.' };
  return {
    cents: next.owedCents,
    hint: `${INSTALLMENT_LABELS[next.kind]}: ${formatCents(next.owedCents)} to pay by ${formatStayDate(next.dueOn)}.`,
  };
}

/** What the refund form suggests: the money kept beyond the total (after a cancellation, the refund due). */
function refundDue(a: AccountView): { cents: number; hint: string } {
  const kept = a.paidCents - a.refundedCents;
  return a.creditCents > 0
    ? { cents: a.creditCents, hint: `Refund due: ${formatCents(a.creditCents)}.` }
    : { cents: 0, hint: `At most ${formatCents(kept)}, what was paid and not refunded yet.` };
}

/** `cancelled`: a cancelled booking takes no payment (decision 118); refunds and reversals still go in. */
export function BookingMoney({ id, cancelled }: { id: string; cancelled: boolean }) {
  const account = useQuery(accountQuery(id));
  const [notice, setNotice] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  if (account.isPending) return <p className="mt-2 text-ink-soft">Loading…</p>;
  if (account.isError) return <FormAlertRegion message={messageOf(account.error)} />;
  const a = account.data;
  const kept = a.paidCents - a.refundedCents;
  const owed = nextOwed(a);
  const refund = refundDue(a);
  return (
    <div className="mt-2 space-y-4">
      <p className="text-ink">
        {a.balanceCents === 0
          ? `Paid in full: ${formatCents(kept)}.`
          : `Paid ${formatCents(kept)} of ${formatCents(a.totalCents)}; ${formatCents(a.balanceCents)} to pay.`}
        {a.creditCents > 0 && ` Credit: ${formatCents(a.creditCents)}.`}
        {a.cancelForNonPayment && ' Past the grace period: cancel for non-payment?'}
        {cancelled && ' A cancelled booking takes no payment.'}
      </p>
      <p
        ref={status}
        role="status"
        tabIndex={-1}
        className="font-medium text-teal-900 empty:hidden focus:outline-none"
      >
        {notice}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {!cancelled && (
          <RecordEntry
            kind="payment"
            bookingId={id}
            suggestedCents={owed.cents}
            hint={owed.hint}
            primary={a.creditCents === 0}
            onDone={setNotice}
          />
        )}
        {kept > 0 && (
          <RecordEntry
            kind="refund"
            bookingId={id}
            suggestedCents={refund.cents}
            hint={refund.hint}
            primary={a.creditCents > 0}
            onDone={setNotice}
          />
        )}
      </div>
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
        <ul aria-label="Payments and refunds recorded" className="divide-y divide-sand-200">
          {a.entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-2 py-2 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <span>
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
                {entry.reverses && ` · cancels ${receiptOf(a, entry.reverses)}`}
                {entry.reversedBy && ' (reversed)'}
              </span>
              {entry.kind === 'payment' &&
                entry.method === 'card_online' &&
                !entry.reversedBy &&
                cardLeft(a, entry) > 0 &&
                kept > 0 && (
                  <CardRefund
                    bookingId={id}
                    entry={entry}
                    leftCents={Math.min(cardLeft(a, entry), kept)}
                    suggestedCents={Math.min(cardLeft(a, entry), refund.cents || kept)}
                    onDone={setNotice}
                  />
                )}
              {entry.kind !== 'reversal' && !entry.reversedBy && (
                <ReverseEntry
                  bookingId={id}
                  entry={entry}
                  onDone={setNotice}
                  afterDone={() => status.current?.focus()}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What of a card payment has not gone back to its card yet (refunds to it that stand). */
function cardLeft(a: AccountView, payment: AccountView['entries'][number]): number {
  const sentBack = a.entries
    .filter(
      (entry) =>
        entry.kind === 'refund' &&
        entry.method === 'card_online' &&
        entry.reference === payment.reference &&
        !entry.reversedBy,
    )
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  return payment.amountCents - sentBack;
}

const receiptOf = (a: AccountView, entryId: string) =>
  a.entries.find((entry) => entry.id === entryId)?.receiptNumber ?? 'an entry';
