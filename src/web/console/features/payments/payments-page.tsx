import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { INSTALLMENT_LABELS, PAYMENT_METHOD_LABELS } from '#domain/ledger.ts';
import { formatCents } from '#domain/money.ts';
import { PAYMENT_LISTS, type PaymentList, type PaymentsRow } from '#domain/schemas/payment.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { formatCompactDate, formatDays } from '#web/lib/calendar-dates.ts';
import { badge, card, secondaryButton } from '#web/console/components/classes.ts';
import { Pager } from '#web/console/components/pager.tsx';
import { useUrlQuery } from '#web/console/components/url-query.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { consolePaths } from '#web/console/paths.ts';
import { paymentsQuery } from './api.ts';
import { CardPayments } from './card-payments.tsx';
import { tabClass } from './tabs.ts';

const LISTS: Record<PaymentList, { tab: string; empty: string; one: string; many: string }> = {
  overdue: {
    tab: 'Overdue',
    empty: 'Nothing is overdue.',
    one: 'payment overdue',
    many: 'payments overdue',
  },
  due: {
    tab: 'Due this week',
    empty: 'Nothing falls due in the next 7 days.',
    one: 'payment due in the next 7 days',
    many: 'payments due in the next 7 days',
  },
  received: {
    tab: 'Received this month',
    empty: 'No payment received this month yet.',
    one: 'payment received this month',
    many: 'payments received this month',
  },
  refunds: {
    tab: 'Refunds due',
    empty: 'No refund to send.',
    one: 'refund to send',
    many: 'refunds to send',
  },
};

const KIND_LABELS: Record<PaymentsRow['kind'], string> = {
  ...INSTALLMENT_LABELS,
  payment: 'Payment',
  refund: 'Refund',
};

/** The room's tabs: its lists of money, then the guests' card payments (issue 38 §3). */
type Tab = PaymentList | 'card';
const TABS: readonly Tab[] = [...PAYMENT_LISTS, 'card'];
const CARD_TAB = 'Card payments';

const isTab = (value: string | undefined): value is Tab =>
  (TABS as readonly (string | undefined)[]).includes(value);

/**
 * The Payments room (issue 26 §5, owner and manager): money overdue, due this week, received this
 * month and refunds due, one list at a time, paged on the server, and the guests' card payments
 * (issue 38 §3); the list and the page are in the address, so a list can be linked and comes back
 * with Back. Each line links to its booking, where the money is recorded.
 */
export function PaymentsPage() {
  const url = useUrlQuery();
  const asked = url.text('list');
  const tab: Tab = isTab(asked) ? asked : 'overdue';
  const card = tab === 'card';
  // On the card payments' tab the lists' counts still show: the first list's, the room's own.
  const list: PaymentList = card ? 'overdue' : tab;
  const room = useQuery(paymentsQuery(list, card ? 0 : url.page));
  const texts = LISTS[list];

  return (
    <>
      <title>{`${card ? CARD_TAB : texts.tab} · Payments · Console`}</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-4xl">Payments</h1>
          <p className="mt-3 max-w-2xl text-ink-soft">
            What guests owe and when, what came in this month, and what cancelled stays are owed
            back. Open a booking to record a payment or a refund.
          </p>
        </div>
        <Link href={consolePaths.paymentSettings} className={`${secondaryButton} shrink-0`}>
          Payment settings
        </Link>
      </div>

      <nav aria-label="Payment lists" className="mt-6">
        <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {TABS.map((name) => {
            const current = name === tab;
            const count = name === 'card' ? undefined : room.data?.counts[name];
            return (
              <li key={name}>
                <Link
                  href={url.hrefWith({
                    list: name === 'overdue' ? null : name,
                    page: null,
                    state: null,
                  })}
                  aria-current={current ? 'page' : undefined}
                  className={tabClass(current)}
                >
                  {name === 'card' ? CARD_TAB : LISTS[name].tab}{' '}
                  {count !== undefined && (
                    <span
                      className={`rounded-full px-2 text-xs tabular-nums ${
                        current ? 'bg-sand-50 text-teal-900' : 'bg-sand-100 text-teal-900'
                      }`}
                    >
                      {count}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {card ? (
        <CardPayments />
      ) : (
        <section aria-labelledby="payments-results" className="mt-6">
          <h2 id="payments-results" className="text-2xl">
            {texts.tab}
          </h2>
          {room.isError && <FormAlertRegion message={messageOf(room.error)} />}
          {room.isPending && <p>Loading…</p>}
          {room.data && (
            <>
              <p role="status" className="mt-2 text-ink-soft">
                {room.data.totalElements === 0 ? (
                  texts.empty
                ) : (
                  <>
                    {room.data.totalElements}{' '}
                    {room.data.totalElements === 1 ? texts.one : texts.many}:{' '}
                    <strong className="font-semibold text-teal-900 tabular-nums">
                      {formatCents(room.data.totalCents)}
                    </strong>{' '}
                    in all
                  </>
                )}
              </p>
              <ul aria-label={texts.tab} className="mt-4 space-y-3">
                {room.data.content.map((line, index) => (
                  <PaymentLine key={`${line.bookingId}-${line.kind}-${index}`} line={line} />
                ))}
              </ul>
              <Pager
                page={room.data.number}
                totalPages={room.data.totalPages}
                hrefFor={url.pageHref}
              />
            </>
          )}
        </section>
      )}
    </>
  );
}

/** When the line's money was or is due, in words, and how late. */
function when(line: PaymentsRow): string {
  switch (line.kind) {
    case 'payment': {
      const how = [
        `Received ${formatCompactDate(line.date)}`,
        line.method && PAYMENT_METHOD_LABELS[line.method],
        line.receiptNumber && `receipt ${line.receiptNumber}`,
      ];
      return how.filter(Boolean).join(' · ');
    }
    case 'refund':
      return `Cancelled ${formatCompactDate(line.date)}`;
    default:
      return line.daysLate > 0
        ? `Was due ${formatCompactDate(line.date)} · ${formatDays(line.daysLate)} late`
        : `Due ${formatCompactDate(line.date)}`;
  }
}

function PaymentLine({ line }: { line: PaymentsRow }) {
  const late = line.daysLate > 0;
  return (
    <li className={`${card} ${late ? 'border-danger/40' : ''}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            href={consolePaths.booking(line.bookingId)}
            className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
          >
            {line.reference}
          </Link>
          <span className={badge}>{KIND_LABELS[line.kind]}</span>
        </p>
        <p className="font-semibold text-teal-900 tabular-nums">{formatCents(line.amountCents)}</p>
      </div>
      <p className="mt-1 text-ink">{line.guestName}</p>
      <p className="mt-1 text-sm text-ink-soft">
        {line.villaName} · arrives {formatCompactDate(line.checkInDate)}
      </p>
      <p className={`mt-1 text-sm ${late ? 'font-medium text-danger' : 'text-ink'}`}>
        {when(line)}
      </p>
      {line.cancelForNonPayment && (
        <p className="mt-2">
          <span className="inline-flex items-center rounded-full bg-danger px-2.5 py-0.5 text-xs font-semibold text-white">
            Cancel for non-payment?
          </span>
        </p>
      )}
    </li>
  );
}
