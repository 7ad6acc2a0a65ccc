import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { formatCents } from '#domain/money.ts';
import type { PendingHold } from '#domain/schemas/console.ts';
import type { PaymentsRow } from '#domain/schemas/payment.ts';
import { plural } from '#domain/plural.ts';
import { formatCompactDate } from '#web/lib/calendar-dates.ts';
import { messageOf } from '#web/console/lib/console-api.ts';
import { useNow } from '#web/console/lib/use-now.ts';
import { consolePaths } from '#web/console/paths.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { ROLE_LABELS, type Me } from '#web/console/lib/me-api.ts';
import { HoldLeft } from '#web/console/components/booking-status.tsx';
import { movementsQuery } from '#web/console/lib/movements-api.ts';
import { MovementsList } from '#web/console/components/movements-list.tsx';
import { todayQuery } from '#web/console/lib/today-api.ts';
import { turnoverAlertsQuery } from '#web/console/lib/turnover-alerts-api.ts';
import { lazyPart, preload } from '#web/lib/lazy.tsx';

/**
 * The turnovers' warnings, whose code is fetched only on a day that has some: Today's first load
 * stays within its budget (issue 25 §2, decision 095), and a quiet day draws nothing there.
 */
const TurnoverAlertList = lazyPart(() =>
  import('#web/console/components/turnover-alerts.tsx').then((module) => module.TurnoverAlerts),
);

function TurnoverAlerts() {
  const alerts = useQuery(turnoverAlertsQuery);
  const some = alerts.isError || (alerts.data?.length ?? 0) > 0;
  useEffect(() => {
    if (some) preload(TurnoverAlertList);
  }, [some]);
  return some ? <TurnoverAlertList /> : null;
}

/**
 * Today, the room the console opens on: for owner and manager what waits for an answer (payments
 * overdue, requests on hold, messages, reviews); for everyone the week's arrivals and departures. Housekeeping's
 * page never asks for what waits (the server would refuse it).
 */
export function TodayPage({ me }: { me: Me }) {
  const decides = me.role === 'owner' || me.role === 'manager';
  return (
    <>
      <title>Today · Console</title>
      {/* The greeting says whose console this is, on a shared device too. */}
      <h1 className="text-4xl">Welcome, {me.name}</h1>
      <p className="mt-3 text-ink-soft">
        You are signed in as <strong className="text-ink">{ROLE_LABELS[me.role]}</strong>.
      </p>
      {decides && <Waiting />}
      <TurnoverAlerts />
      <Week linkToBookings={decides} />
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Waiting() {
  const today = useQuery(todayQuery);
  const now = useNow();
  return (
    <Section id="today-waiting" title="Waiting for you">
      {today.isPending && <p>Loading…</p>}
      {today.isError && <FormAlertRegion message={messageOf(today.error)} />}
      {today.data && (
        <div className="space-y-4">
          {today.data.overduePayments.length > 0 && (
            <ul aria-label="Payments overdue" className="space-y-3">
              {today.data.overduePayments.map((line) => (
                <OverdueItem key={`${line.bookingId}-${line.kind}`} line={line} />
              ))}
            </ul>
          )}
          {today.data.pendingRequests.length === 0 ? (
            <p className="text-ink-soft">No requests waiting for an answer.</p>
          ) : (
            <ul aria-label="Requests on hold" className="space-y-3">
              {today.data.pendingRequests.map((hold) => (
                <HoldItem key={hold.id} hold={hold} now={now} />
              ))}
            </ul>
          )}
          <ul className="flex flex-wrap gap-3">
            <Count
              href={consolePaths.messages}
              text={plural(today.data.newMessages, 'new message', 'new messages')}
            />
            <Count
              href={consolePaths.moderation}
              text={plural(today.data.pendingReviews, 'review waiting', 'reviews waiting')}
            />
            <Count
              href={consolePaths.moderation}
              text={plural(
                today.data.pendingTestimonials,
                'testimonial waiting',
                'testimonials waiting',
              )}
            />
          </ul>
        </div>
      )}
    </Section>
  );
}

/** A booking that waits for the team: its reference (a link to it) and guest, what, and why now. */
function BookingLine(props: {
  bookingId: string;
  reference: string;
  guestName: string;
  detail: ReactNode;
  aside: ReactNode;
  /** The card's border and background: gold for a hold, danger for money overdue. */
  tone: string;
}) {
  return (
    <li
      className={`flex flex-col gap-2 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between ${props.tone}`}
    >
      <div className="min-w-0">
        <p className="font-medium text-ink">
          <Link href={consolePaths.booking(props.bookingId)} className="text-teal-800 underline">
            {props.reference}
          </Link>{' '}
          · {props.guestName}
        </p>
        <p className="text-sm text-ink-soft">{props.detail}</p>
      </div>
      {props.aside}
    </li>
  );
}

function HoldItem({ hold, now }: { hold: PendingHold; now: Date }) {
  return (
    <BookingLine
      bookingId={hold.id}
      reference={hold.reference}
      guestName={hold.guestName}
      detail={`${hold.villaName} · ${formatCompactDate(hold.checkInDate)} to ${formatCompactDate(hold.checkOutDate)}`}
      aside={<HoldLeft expiresAt={hold.holdExpiresAt} now={now} />}
      tone="border-gold-400/60 bg-gold-100/40"
    />
  );
}

const INSTALLMENT_WORDS = {
  deposit: 'Deposit',
  balance: 'Balance',
  full: 'Payment',
  payment: 'Payment',
  refund: 'Refund',
};

/** An installment not paid by its due date (issue 26 §3): what is owed and how late. */
function OverdueItem({ line }: { line: PaymentsRow }) {
  return (
    <BookingLine
      bookingId={line.bookingId}
      reference={line.reference}
      guestName={line.guestName}
      detail={`${line.villaName} · ${INSTALLMENT_WORDS[line.kind]} of ${formatCents(line.amountCents)} was due ${formatCompactDate(line.date)}`}
      aside={
        <p className="text-sm font-medium text-danger">
          {plural(line.daysLate, 'day late', 'days late')}
          {line.cancelForNonPayment && ' · Cancel for non-payment?'}
        </p>
      }
      tone="border-danger/40 bg-danger/5"
    />
  );
}

function Count({ href, text }: { href: string; text: string }) {
  return (
    <li>
      <Link
        href={href}
        className="inline-flex min-h-11 items-center rounded-full border border-teal-800 px-4 text-sm font-medium text-teal-800 hover:bg-teal-800 hover:text-sand-50"
      >
        {text}
      </Link>
    </li>
  );
}

function Week({ linkToBookings }: { linkToBookings: boolean }) {
  const movements = useQuery(movementsQuery(undefined));
  return (
    <Section id="today-week" title="Arrivals and departures, next 7 days">
      {movements.isPending && <p>Loading…</p>}
      {movements.isError && <FormAlertRegion message={messageOf(movements.error)} />}
      {movements.data && (
        <MovementsList movements={movements.data} linkToBookings={linkToBookings} dayHeading="h3" />
      )}
    </Section>
  );
}
