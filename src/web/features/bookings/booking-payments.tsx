/**
 * The money of a confirmed booking on the guest's page (issue 26 §2): what is owed next and how to
 * pay it, first, under the booking's status (issue 38 §1): by card through the gateway's hosted
 * checkout where the owner offers it, or by bank transfer; at the foot, what was paid of the
 * total, each part with its due date and where it stands, and the receipts to download.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { INSTALLMENT_LABELS, installmentStanding } from '#domain/ledger.ts';
import { formatCents } from '#domain/money.ts';
import type { InstallmentKind } from '#domain/payment-schedule.ts';
import type { GuestPayments } from '#domain/schemas/payment.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { messageOf } from '#web/components/form/form-state.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatStayDate } from '#web/lib/calendar-dates.ts';
import { guestPaymentsQuery, receiptHref, useStartCardPayment } from './manage-api.ts';

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

/** 'the deposit', 'the deposit and the balance': the parts a payment pays, in words. */
export function partsWords(pays: readonly InstallmentKind[]): string {
  const words = pays.map((kind) => NEXT[kind]);
  const last = words.pop() ?? NEXT.full;
  return words.length > 0 ? `${words.join(', ')} and ${last}` : last;
}

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

/** A full page load: the pay page is the server's, rendered with the try's checkout. */
const loadPage = (path: string) => window.location.assign(path);

/**
 * What the guest owes next and the ways to pay it; nothing once nothing is owed. Its id is where
 * the gateway's cancel sends the guest back to (src/server/payments/card-page-routes.ts). `open`
 * is how the browser leaves for a card payment's pay page.
 */
export function NextPayment({
  id,
  headingId,
  open = loadPage,
}: {
  id: string;
  headingId: string;
  open?: (path: string) => void;
}) {
  const { data } = useQuery(guestPaymentsQuery(id));
  const next = data?.installments.find((installment) => installment.owedCents > 0);
  if (!data || !next || data.balanceCents === 0) return null;
  const choices = data.card?.choices ?? [];
  const byCard = choices.length > 0;
  return (
    <section
      id="next-payment"
      aria-labelledby={headingId}
      className="mt-6 scroll-mt-24 rounded-3xl border border-sand-200 bg-white p-6 sm:p-8"
    >
      <h2 id={headingId} className="text-2xl">
        {nextWords(next)}
      </h2>
      <h3 className="mt-4 text-xl">How to pay</h3>
      {byCard && <PayByCard id={id} choices={choices} open={open} />}
      {data.bankDetails ? (
        <>
          <p className={`${byCard ? 'mt-6' : 'mt-2'} text-ink-soft`}>
            {byCard ? 'Or by bank transfer to:' : 'By bank transfer to:'}
          </p>
          <p className="mt-1 whitespace-pre-line text-ink">{data.bankDetails}</p>
        </>
      ) : (
        <p className={`${byCard ? 'mt-6' : 'mt-2'} text-ink-soft`}>
          {byCard
            ? 'To pay another way, write to us or call us and we will tell you how.'
            : 'Write to us or call us and we will tell you how to pay.'}
        </p>
      )}
      {data.instructions && (
        <p className="mt-3 whitespace-pre-line text-ink">{data.instructions}</p>
      )}
    </section>
  );
}

type CardChoice = NonNullable<GuestPayments['card']>['choices'][number];

const CARD_BUTTON: Record<CardChoice['kind'], (amount: string) => string> = {
  next: (amount) => `Pay ${amount} by card`,
  rest: (amount) => `Pay everything left, ${amount}, by card`,
};

/**
 * The card choices the server offers: a press starts a try (the server works out its amount) and
 * opens its pay page, a page of the server's, which holds the gateway's form. The buttons are off
 * from the press until the browser has left for the pay page: one try per press.
 */
function PayByCard({
  id,
  choices,
  open,
}: {
  id: string;
  choices: CardChoice[];
  open: (path: string) => void;
}) {
  const start = useStartCardPayment(id);
  const { reset } = start;
  // Back from the gateway by the browser's back button, a page kept in memory shows again as it
  // was left, opening: it may start another try.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [reset]);

  const opening = start.isPending || start.isSuccess;
  const pay = (pays: CardChoice['kind']) => {
    if (!opening) start.mutate(pays, { onSuccess: ({ payPath }) => open(payPath) });
  };
  return (
    <div className="mt-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {choices.map((choice) => (
          <Button
            key={choice.kind}
            variant={choice.kind === 'next' ? 'primary' : 'outline'}
            className="w-full sm:w-auto"
            disabled={opening}
            onClick={() => pay(choice.kind)}
          >
            {CARD_BUTTON[choice.kind](formatCents(choice.amountCents))}
          </Button>
        ))}
      </div>
      <noscript>
        <p className="mt-3 text-sm text-ink-soft">Paying by card needs JavaScript.</p>
      </noscript>
      <p role="status" className="empty:hidden mt-3 font-medium text-teal-900">
        {opening ? 'Opening the secure payment page…' : ''}
      </p>
      <div className="has-[p]:mt-3">
        <FormAlertRegion message={start.error ? messageOf(start.error) : null} />
      </div>
      <p className="mt-3 text-sm text-ink-soft">
        Paid securely through PayHere; we never see your card.
      </p>
    </div>
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
