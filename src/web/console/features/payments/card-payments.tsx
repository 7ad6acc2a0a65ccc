import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { CARD_TRY_STATES, type CardTryState } from '#domain/card-payments.ts';
import { INSTALLMENT_LABELS } from '#domain/ledger.ts';
import { formatCents } from '#domain/money.ts';
import type { InstallmentKind } from '#domain/payment-schedule.ts';
import type { CardPaymentRow } from '#domain/schemas/card-payment.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { badge } from '#web/console/components/classes.ts';
import { formatDateTime } from '#web/console/components/format.ts';
import { Pager } from '#web/console/components/pager.tsx';
import { useUrlQuery } from '#web/console/components/url-query.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { consolePaths } from '#web/console/paths.ts';
import { cardPaymentsQuery } from './api.ts';
import { tabClass } from './tabs.ts';

/** A try's state in words, as the filter and the rows say it. */
const STATE_LABELS: Record<CardTryState, string> = {
  started: 'Started',
  waiting: 'Waiting',
  paid: 'Paid',
  failed: 'Failed',
  charged_back: 'Charged back',
};

const isState = (value: string | undefined): value is CardTryState =>
  (CARD_TRY_STATES as readonly (string | undefined)[]).includes(value);

/** 'Deposit', 'Balance', 'Deposit and balance': the parts a card payment pays. */
export function paysInWords(pays: readonly InstallmentKind[]): string {
  const words = pays.map((kind, i) =>
    i === 0 ? INSTALLMENT_LABELS[kind] : INSTALLMENT_LABELS[kind].toLowerCase(),
  );
  const last = words.pop() ?? '';
  return words.length > 0 ? `${words.join(', ')} and ${last}` : last;
}

const plural = (count: number) => (count === 1 ? '1 card payment' : `${count} card payments`);

/**
 * The guests' tries at paying by card through PayHere (issue 38 §3), newest first, of every state
 * or of one, with PayHere's payment id: where the team looks when a guest says they paid and the
 * booking shows nothing. The state and the page are in the address, as the room's lists are. A
 * table on a wide screen, one card per try on a phone.
 */
export function CardPayments() {
  const url = useUrlQuery();
  const asked = url.text('state');
  const state = isState(asked) ? asked : undefined;
  const tries = useQuery(cardPaymentsQuery(state, url.page));

  return (
    <section aria-labelledby="card-payments" className="mt-6">
      <h2 id="card-payments" className="text-2xl">
        Card payments
      </h2>
      <p className="mt-2 max-w-2xl text-ink-soft">
        Each time a guest went to pay by card, newest first, with PayHere&apos;s payment id.
      </p>
      <nav aria-label="Card payment states" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {[undefined, ...CARD_TRY_STATES].map((name) => (
            <li key={name ?? 'all'}>
              <Link
                href={url.hrefWith({ state: name ?? null, page: null })}
                aria-current={name === state ? 'page' : undefined}
                className={tabClass(name === state)}
              >
                {name ? STATE_LABELS[name] : 'All'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {tries.isError && <FormAlertRegion message={messageOf(tries.error)} />}
      {tries.isPending && <p className="mt-4">Loading…</p>}
      {tries.data && (
        <>
          <p role="status" className="mt-4 text-ink-soft">
            {tries.data.totalElements > 0
              ? plural(tries.data.totalElements)
              : state
                ? `No ${STATE_LABELS[state].toLowerCase()} card payments.`
                : 'No card payments yet.'}
          </p>
          {tries.data.content.length > 0 && (
            <>
              <CardTable rows={tries.data.content} />
              <CardList rows={tries.data.content} />
            </>
          )}
          <Pager
            page={tries.data.number}
            totalPages={tries.data.totalPages}
            hrefFor={url.pageHref}
          />
        </>
      )}
    </section>
  );
}

const cell = 'px-3 py-3 align-top';
const NONE = '—';

function BookingLink({ row }: { row: CardPaymentRow }) {
  return (
    <Link
      href={consolePaths.booking(row.bookingId)}
      className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
    >
      {row.reference}
    </Link>
  );
}

const When = ({ row }: { row: CardPaymentRow }) => (
  <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
);

/** Wide screens: one row per try (hidden on a phone, where the cards show instead). */
function CardTable({ rows }: { rows: CardPaymentRow[] }) {
  return (
    <div className="mt-4 hidden overflow-x-auto rounded-2xl border border-sand-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Card payments, newest first</caption>
        <thead className="border-b border-sand-200 text-ink-soft">
          <tr>
            {['Date', 'Booking', 'Guest', 'Amount', 'Pays', 'State', 'PayHere payment id'].map(
              (heading) => (
                <th key={heading} scope="col" className={cell}>
                  {heading}
                </th>
              ),
            )}
            <th scope="col" className={cell}>
              Gateway&apos;s message
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {rows.map((row) => (
            <tr key={row.orderId}>
              <td className={`${cell} whitespace-nowrap`}>
                <When row={row} />
              </td>
              <td className="px-3 align-top">
                <BookingLink row={row} />
              </td>
              <td className={cell}>{row.guestName}</td>
              <td className={`${cell} font-semibold text-teal-900 tabular-nums`}>
                {formatCents(row.amountCents)}
              </td>
              <td className={cell}>{paysInWords(row.pays)}</td>
              <td className={cell}>
                <span className={badge}>{STATE_LABELS[row.state]}</span>
              </td>
              <td className={`${cell} break-all tabular-nums`}>{row.paymentId ?? NONE}</td>
              <td className={cell}>{row.statusMessage ?? NONE}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per try, its parts named. */
function CardList({ rows }: { rows: CardPaymentRow[] }) {
  return (
    <ul aria-label="Card payments" className="mt-4 space-y-3 md:hidden">
      {rows.map((row) => (
        <li key={row.orderId} className="rounded-2xl border border-sand-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <BookingLink row={row} />
              <span className={badge}>{STATE_LABELS[row.state]}</span>
            </p>
            <p className="font-semibold text-teal-900 tabular-nums">
              {formatCents(row.amountCents)}
            </p>
          </div>
          <p className="mt-1 text-ink">{row.guestName}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-soft">Date</dt>
            <dd>
              <When row={row} />
            </dd>
            <dt className="text-ink-soft">Pays</dt>
            <dd>{paysInWords(row.pays)}</dd>
            <dt className="text-ink-soft">PayHere payment id</dt>
            <dd className="break-all tabular-nums">{row.paymentId ?? NONE}</dd>
            {row.statusMessage && (
              <>
                <dt className="text-ink-soft">Gateway&apos;s message</dt>
                <dd>{row.statusMessage}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
