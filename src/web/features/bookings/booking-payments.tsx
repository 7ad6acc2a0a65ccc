/**
 * The money of a confirmed booking on the guest's page (issue 26 §2): what is owed next and how to
 * pay it, first, under the booking's status (issue 38 §1): by card through the gateway's hosted
 * checkout where the owner offers it, or by bank transfer; at the foot, what was paid of the
 * total, each part with its due date and where it stands, and the receipts to download.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatMoney } from '#domain/locale-format.ts';
import type { InstallmentKind } from '#domain/payment-schedule.ts';
import type { GuestPayments } from '#domain/schemas/payment.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { messageOf } from '#web/components/form/form-state.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatStayDate } from '#web/lib/calendar-dates.ts';
import { getLocale, m } from '#web/i18n/messages.ts';
import { richText } from '#web/i18n/rich-text.tsx';
import { guestPaymentsQuery, receiptHref, useStartCardPayment } from './manage-api.ts';
import { installmentStandingText } from './stay-words.ts';

type Receipt = GuestPayments['receipts'][number];

/** A receipt's line after its number: 'Payment of $1,250, {date}'. */
const RECEIPT: Record<Receipt['kind'], typeof m.booking_receipt_payment> = {
  payment: m.booking_receipt_payment,
  refund: m.booking_receipt_refund,
  reversal: m.booking_receipt_reversal,
};

/** A part of the schedule: 'Deposit of $1,250, by {date}'. */
const INSTALLMENT: Record<InstallmentKind, typeof m.booking_installment_deposit> = {
  deposit: m.booking_installment_deposit,
  balance: m.booking_installment_balance,
  full: m.booking_installment_full,
};

type Installment = GuestPayments['installments'][number];

/** The parts a payment pays, as 'This pays {parts} of your stay' names them. */
const PART: Record<InstallmentKind, () => string> = {
  deposit: m.booking_part_deposit,
  balance: m.booking_part_balance,
  full: m.booking_part_full,
};

/** 'the deposit', 'the deposit and the balance': the parts a payment pays, in words. */
export function partsWords(pays: readonly InstallmentKind[]): string {
  const words = pays.map((kind) => PART[kind]());
  return words.length > 0
    ? new Intl.ListFormat(getLocale(), { type: 'conjunction' }).format(words)
    : PART.full();
}

/** What is owed next, each part in words of its own: 'the deposit of $1,276'. */
const NEXT: Record<InstallmentKind, typeof m.booking_next_deposit> = {
  deposit: m.booking_next_deposit,
  balance: m.booking_next_balance,
  full: m.booking_next_full,
};

/** The rest of a part paid in part: 'the rest of the deposit, $638,'. */
const REST: Record<InstallmentKind, typeof m.booking_next_rest_deposit> = {
  deposit: m.booking_next_rest_deposit,
  balance: m.booking_next_rest_balance,
  full: m.booking_next_rest_full,
};

/** 'Next: the deposit of $1,276 by Wed, Dec 2, 2027', the rest of a part paid in part, or late. */
function nextWords(installment: Installment): string {
  const amount = formatMoney(getLocale(), installment.owedCents);
  const what =
    installment.status === 'part-paid'
      ? REST[installment.kind]({ amount })
      : NEXT[installment.kind]({ amount });
  const date = formatStayDate(installment.dueOn);
  return installment.status === 'overdue'
    ? m.booking_next_overdue({ what, date })
    : m.booking_next_due({ what, date });
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
      <h3 className="mt-4 text-xl">{m.booking_how_to_pay()}</h3>
      {byCard && <PayByCard id={id} choices={choices} open={open} />}
      {data.bankDetails ? (
        <>
          <p className={`${byCard ? 'mt-6' : 'mt-2'} text-ink-soft`}>
            {byCard ? m.booking_pay_or_bank() : m.booking_pay_bank()}
          </p>
          <p className="mt-1 whitespace-pre-line text-ink">{data.bankDetails}</p>
        </>
      ) : (
        <p className={`${byCard ? 'mt-6' : 'mt-2'} text-ink-soft`}>
          {byCard ? m.booking_pay_other_way() : m.booking_pay_ask_us()}
        </p>
      )}
      {data.instructions && (
        <p className="mt-3 whitespace-pre-line text-ink">{data.instructions}</p>
      )}
    </section>
  );
}

type CardChoice = NonNullable<GuestPayments['card']>['choices'][number];

const CARD_BUTTON: Record<CardChoice['kind'], typeof m.booking_pay_by_card> = {
  next: m.booking_pay_by_card,
  rest: m.booking_pay_rest_by_card,
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
            {CARD_BUTTON[choice.kind]({ amount: formatMoney(getLocale(), choice.amountCents) })}
          </Button>
        ))}
      </div>
      <noscript>
        <p className="mt-3 text-sm text-ink-soft">{m.booking_pay_card_noscript()}</p>
      </noscript>
      <p role="status" className="empty:hidden mt-3 font-medium text-teal-900">
        {opening ? m.booking_pay_opening() : ''}
      </p>
      <div className="has-[p]:mt-3">
        <FormAlertRegion message={start.error ? messageOf(start.error) : null} />
      </div>
      <p className="mt-3 text-sm text-ink-soft">{m.booking_pay_secure()}</p>
    </div>
  );
}

export function BookingPayments({ id, headingId }: { id: string; headingId: string }) {
  const { data } = useQuery(guestPaymentsQuery(id));
  if (!data || (data.installments.length === 0 && data.receipts.length === 0)) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl">
        {m.booking_payments_title()}
      </h2>
      <p className="mt-2 text-ink">
        {data.balanceCents === 0
          ? m.booking_payments_paid_in_full({
              amount: formatMoney(getLocale(), data.paidCents - data.refundedCents),
            })
          : m.booking_payments_paid_of({
              paid: formatMoney(getLocale(), data.paidCents - data.refundedCents),
              total: formatMoney(getLocale(), data.totalCents),
              balance: formatMoney(getLocale(), data.balanceCents),
            })}
        {data.creditCents > 0 &&
          ` ${m.booking_payments_credit({ amount: formatMoney(getLocale(), data.creditCents) })}`}
      </p>
      <ul className="mt-4 divide-y divide-sand-200 rounded-3xl border border-sand-200 bg-white px-6">
        {data.installments.map((installment) => (
          <li
            key={`${installment.kind}-${installment.dueOn}`}
            className="flex flex-col gap-1 py-4 sm:flex-row sm:items-baseline sm:justify-between"
          >
            <span className="text-ink">
              {richText(INSTALLMENT[installment.kind], {
                amount: formatMoney(getLocale(), installment.amountCents),
                date: <time dateTime={installment.dueOn}>{formatStayDate(installment.dueOn)}</time>,
              })}
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
              {installmentStandingText(installment)}
            </span>
          </li>
        ))}
      </ul>
      {data.receipts.length > 0 && (
        <div className="mt-6">
          <h3 className="text-xl">{m.booking_receipts()}</h3>
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
                ·{' '}
                {richText(RECEIPT[receipt.kind], {
                  amount: formatMoney(getLocale(), receipt.amountCents),
                  date: <time dateTime={receipt.date}>{formatStayDate(receipt.date)}</time>,
                })}
                {receipt.cancelled && ` ${m.booking_receipt_cancelled()}`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
