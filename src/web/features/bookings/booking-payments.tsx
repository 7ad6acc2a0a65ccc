/**
 * The money of a confirmed booking on the guest's page (issue 26 §2): what is owed next and how to
 * pay it, first, under the booking's status (issue 38 §1); at the foot, what was paid of the
 * total, each part with its due date and where it stands, and the receipts to download. No payment
 * is taken online yet.
 */
import { useQuery } from '@tanstack/react-query';
import { INSTALLMENT_LABELS, installmentStanding } from '#domain/ledger.ts';
import { formatCents } from '#domain/money.ts';
import type { InstallmentKind } from '#domain/payment-schedule.ts';
import type { GuestPayments } from '#domain/schemas/payment.ts';
import { formatStayDate } from '#web/lib/calendar-dates.ts';
import { guestPaymentsQuery, receiptHref } from './manage-api.ts';

type Receipt = GuestPayments['receipts'][number];

const RECEIPT: Record<Receipt['kind'], string> = {
  payment: 'Payment',
  refund: 'Refund',
  reversal: 'Correction',
};

type Installment = GuestPayments['installments'][number];

const NEXT: Record<InstallmentKind, string> = {
  deposit: 'the deposit',
  balance: 'the balance',
  full: 'the payment',
};

/** 'Next: the deposit of $1,276 by Wed, Dec 2, 2027', the rest of a part paid in part, or late. */
function nextWords(installment: Installment): string {
  const owed = formatCents(installment.owedCents);
  const what =
    installment.status === 'part-paid'
      ? `the rest of ${NEXT[installment.kind]}, ${owed},`
      : `${NEXT[installment.kind]} of ${owed}`;
  const by = formatStayDate(installment.dueOn);
  return installment.status === 'overdue'
    ? `Next: ${what} due by ${by}, now overdue`
    : `Next: ${what} by ${by}`;
}

/** What the guest owes next and the ways to pay it; nothing once nothing is owed. */
export function NextPayment({ id, headingId }: { id: string; headingId: string }) {
  const { data } = useQuery(guestPaymentsQuery(id));
  const next = data?.installments.find((installment) => installment.owedCents > 0);
  if (!data || !next || data.balanceCents === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-3xl border border-sand-200 bg-white p-6 sm:p-8"
    >
      <h2 id={headingId} className="text-2xl">
        {nextWords(next)}
      </h2>
      <h3 className="mt-4 text-xl">How to pay</h3>
      {data.bankDetails ? (
        <>
          <p className="mt-2 text-ink-soft">By bank transfer to:</p>
          <p className="mt-1 whitespace-pre-line text-ink">{data.bankDetails}</p>
        </>
      ) : (
        <p className="mt-2 text-ink-soft">
          Write to us or call us and we will tell you how to pay.
        </p>
      )}
      {data.instructions && (
        <p className="mt-3 whitespace-pre-line text-ink">{data.instructions}</p>
      )}
    </section>
  );
}

export function BookingPayments({ id, headingId }: { id: string; headingId: string }) {
  const { data } = useQuery(guestPaymentsQuery(id));
  if (!data || (data.installments.length === 0 && data.receipts.length === 0)) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl">
        Payments
      </h2>
      <p className="mt-2 text-ink">
        {data.balanceCents === 0
          ? `Paid in full: ${formatCents(data.paidCents - data.refundedCents)}.`
          : `Paid ${formatCents(data.paidCents - data.refundedCents)} of ${formatCents(data.totalCents)}; ${formatCents(data.balanceCents)} still to pay.`}
        {data.creditCents > 0 && ` ${formatCents(data.creditCents)} is in your favour.`}
      </p>
      <ul className="mt-4 divide-y divide-sand-200 rounded-3xl border border-sand-200 bg-white px-6">
        {data.installments.map((installment) => (
          <li
            key={`${installment.kind}-${installment.dueOn}`}
            className="flex flex-col gap-1 py-4 sm:flex-row sm:items-baseline sm:justify-between"
          >
            <span className="text-ink">
              {INSTALLMENT_LABELS[installment.kind]} of {formatCents(installment.amountCents)}, by{' '}
              <time dateTime={installment.dueOn}>{formatStayDate(installment.dueOn)}</time>
            </span>
            <span
              className={
                installment.status === 'overdue'
                  ? 'font-medium text-danger'
                  : installment.status === 'paid'
                    ? 'font-medium text-teal-800'
                    : 'text-ink-soft'
              }
            >
              {installmentStanding(installment)}
            </span>
          </li>
        ))}
      </ul>
      {data.receipts.length > 0 && (
        <div className="mt-6">
          <h3 className="text-xl">Receipts</h3>
          <ul className="mt-2 space-y-2">
            {data.receipts.map((receipt) => (
              <li key={receipt.number}>
                <a
                  href={receiptHref(id, receipt.number)}
                  download={`${receipt.number}.pdf`}
                  className="inline-flex min-h-11 items-center text-teal-800 underline"
                >
                  {receipt.number}
                </a>{' '}
                · {RECEIPT[receipt.kind]} of {formatCents(receipt.amountCents)},{' '}
                <time dateTime={receipt.date}>{formatStayDate(receipt.date)}</time>
                {receipt.cancelled && ' (cancelled)'}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
