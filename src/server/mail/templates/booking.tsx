/**
 * The e-mails of a booking request: to the guest and to the villa team (decision 026). The
 * cancellations by the team and for non-payment, with the refund every cancel states, are in
 * booking-cancelled.tsx; what all of them show of a booking is booking-parts.tsx's.
 */
import { formatCents } from '#domain/money.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { siteSettings } from '#domain/site-settings.ts';
import { partyLabel } from '#domain/party.ts';
import { dateLabel, resortMomentLabel } from '../format.ts';
import { Action, Details, MailLayout, P, Quote, Rule, SignOff } from '../layout.tsx';
import type { MailLink } from '../private-link.tsx';
import { RefundLine } from './booking-cancelled.tsx';
import { BookingFacts, ConsoleAction, transferLabel } from './booking-parts.tsx';
import { HowToPay, MoneyPart, type HowToPayProps, type MailMoney } from './payment-parts.tsx';

/** What changed: the guest changed it, the guest cancelled it, or the 24-hour hold ran out. */
export type BookingChange = 'updated' | 'cancelled' | 'expired';

/**
 * `link`, in every guest's mail about a booking, opens its page on any device until the guest asks
 * for a fresh link (decision 061); rows queued before that decision hold it as a string.
 */
export function BookingRequestedGuest({ b, link }: { b: Booking; link: MailLink }) {
  return (
    <MailLayout
      preview={`Your request ${b.reference} for ${b.villaName} is in: we'll answer within 24 hours.`}
      heading={`Thank you, ${b.guestName}`}
    >
      <P>
        Thank you for your booking request. We'll contact you within 24 hours to confirm your
        reservation. No payment has been taken. Your dates are held for you until our team confirms
        {b.holdExpiresAt
          ? ` (for 24 hours at most: until ${resortMomentLabel(b.holdExpiresAt)})`
          : ''}
        .
      </P>
      <BookingFacts b={b} />
      <P>See or change your request, or cancel it, here (keep this link private):</P>
      <Action href={link}>See or change your request</Action>
      <SignOff />
    </MailLayout>
  );
}

export function BookingRequestedTeam({ b, consoleLink }: { b: Booking; consoleLink?: string }) {
  return (
    <MailLayout
      preview={`${b.guestName} asks for ${b.villaName}, ${dateLabel(b.checkInDate)}.`}
      heading="A new booking request"
    >
      <P>
        A new booking request needs an answer within 24 hours. Reply to this e-mail to write to the
        guest.
      </P>
      <ConsoleAction link={consoleLink}>Confirm or decline it in the console</ConsoleAction>
      <BookingFacts b={b} />
      <Details
        rows={[
          ['Guest', `${b.guestName} <${b.guestEmail}>`],
          ['Phone', b.guestPhone],
          [
            'Dates held until',
            b.holdExpiresAt ? resortMomentLabel(b.holdExpiresAt) : 'confirmation',
          ],
        ]}
      />
    </MailLayout>
  );
}

const guestHeadings: Record<BookingChange, string> = {
  updated: 'Your booking request was changed',
  cancelled: 'Your booking request was cancelled',
  expired: 'Your booking request has lapsed',
};

export function BookingChangedGuest(props: {
  b: Booking;
  change: BookingChange;
  siteUrl: string;
  link?: MailLink;
  /** A cancel's: the money kept on the booking, on which the refund was computed. */
  paidCents?: number | null;
}) {
  const { b, change } = props;
  return (
    <MailLayout
      preview={`${guestHeadings[change]}: ${b.reference}, ${b.villaName}.`}
      heading={guestHeadings[change]}
    >
      <P>Dear {b.guestName},</P>
      {change === 'updated' && (
        <P>
          Your booking request for {b.villaName} was changed. Here it is as it stands now.
          {b.holdExpiresAt
            ? ` Your dates are held until ${resortMomentLabel(b.holdExpiresAt)} while our team confirms.`
            : ''}
        </P>
      )}
      {change === 'cancelled' && (
        <>
          <P>Your booking request for {b.villaName} was cancelled, and its dates are free again.</P>
          <RefundLine b={b} paidCents={props.paidCents} />
        </>
      )}
      {change === 'expired' && (
        <P>
          We could not confirm your booking request for {b.villaName} within the 24 hours we held
          its dates, so the hold ended
          {b.holdExpiresAt ? ` on ${resortMomentLabel(b.holdExpiresAt)}` : ''}. No payment was
          taken. If you would still like to stay, reply to this e-mail or send a new request on our
          website:
        </P>
      )}
      {change === 'expired' && (
        <Action href={`${props.siteUrl}/villa/${b.villaSlug}`}>See {b.villaName}</Action>
      )}
      <BookingFacts b={b} />
      {props.link && (
        <>
          <P>Your request stays on its page (keep this link private):</P>
          <Action href={props.link}>See your request</Action>
        </>
      )}
      <P>Questions? Reply to this e-mail or call us on {siteSettings.phone}.</P>
      <SignOff />
    </MailLayout>
  );
}

const teamHeadings: Record<BookingChange, string> = {
  updated: 'The guest changed a booking request',
  cancelled: 'The guest cancelled a booking request',
  expired: 'A booking request lapsed unanswered',
};

export function BookingChangedTeam(props: {
  b: Booking;
  change: BookingChange;
  consoleLink?: string;
  /** A cancel's: the money kept on the booking, on which the refund was computed. */
  paidCents?: number | null;
}) {
  const { b, change } = props;
  return (
    <MailLayout preview={`${teamHeadings[change]}: ${b.reference}.`} heading={teamHeadings[change]}>
      {change === 'expired' && (
        <P>
          Its 24-hour hold ended with no answer; the dates are free again and the guest was told.
        </P>
      )}
      <BookingFacts b={b} />
      <Details
        rows={[
          ['Guest', `${b.guestName} <${b.guestEmail}>`],
          ['Phone', b.guestPhone],
        ]}
      />
      {b.cancellationReason && (
        <>
          <P>The guest's reason:</P>
          <Quote>{b.cancellationReason}</Quote>
        </>
      )}
      <RefundLine b={b} paidCents={props.paidCents} to="team" />
      <ConsoleAction link={props.consoleLink}>See it in the console</ConsoleAction>
      <Rule />
      <P>Reply to this e-mail to write to the guest.</P>
    </MailLayout>
  );
}

/** `money`: a confirmed booking's schedule, what was paid and what is left (issue 26 §1). */
export function BookingLinkGuest({
  b,
  link,
  money,
}: {
  b: Booking;
  link: MailLink;
  money?: MailMoney | null;
}) {
  return (
    <MailLayout
      preview={`Your private link to booking ${b.reference}.`}
      heading={`Here is a fresh link to your booking ${b.reference}`}
    >
      <P>Dear {b.guestName},</P>
      <P>
        You asked for a new link to your booking at {b.villaName}. See or change your request, or
        cancel it, here (keep this link private):
      </P>
      <Action href={link}>See your booking</Action>
      {money && <MoneyPart money={money} payLink={link} />}
      <P>
        The link we sent you before no longer works. If you did not ask for a new one, you need do
        nothing: only this mailbox receives it.
      </P>
      <BookingFacts b={b} />
      <SignOff />
    </MailLayout>
  );
}

// ---------------------------------------------------------------------------------------------
// The team's answers from the console (issue 14 §4)

/** The team's own words to the guest, when it wrote some. */
function TeamMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <>
      <P>A note from our team:</P>
      <Quote>{message}</Quote>
    </>
  );
}

export function BookingConfirmedGuest(props: {
  b: Booking;
  message: string | null;
  link: MailLink;
  /** The schedule and how to pay (issue 26); absent from messages queued before it. */
  payments?: HowToPayProps | null;
}) {
  const { b, payments } = props;
  const scheduled = payments && payments.installments.length > 0;
  return (
    <MailLayout
      preview={`Your stay at ${b.villaName} is confirmed: ${b.reference}.`}
      heading="Your booking is confirmed"
    >
      <P>Dear {b.guestName},</P>
      <P>
        Good news: we have confirmed your stay at {b.villaName}, from {dateLabel(b.checkInDate)} to{' '}
        {dateLabel(b.checkOutDate)}.{' '}
        {scheduled
          ? 'The villa is kept for you on these dates while the payments below arrive on time.'
          : 'The villa is yours for these dates.'}
      </P>
      <TeamMessage message={props.message} />
      {payments && <HowToPay {...payments} payLink={props.link} />}
      <BookingFacts b={b} />
      <P>See your booking, or cancel it, on its page (keep this link private):</P>
      <Action href={props.link}>See your booking</Action>
      <P>Questions? Reply to this e-mail or call us on {siteSettings.phone}.</P>
      <SignOff />
    </MailLayout>
  );
}

export function BookingDeclinedGuest(props: { b: Booking; message: string; siteUrl: string }) {
  const { b } = props;
  return (
    <MailLayout
      preview={`We cannot confirm your request ${b.reference} for ${b.villaName}.`}
      heading="We cannot confirm your request"
    >
      <P>Dear {b.guestName},</P>
      <P>
        We are sorry: we cannot confirm your booking request for {b.villaName}, from{' '}
        {dateLabel(b.checkInDate)} to {dateLabel(b.checkOutDate)}. No payment was taken.
      </P>
      <TeamMessage message={props.message} />
      <P>If other dates suit you, reply to this e-mail or send a new request on our website:</P>
      <Action href={`${props.siteUrl}/villa/${b.villaSlug}`}>See {b.villaName}</Action>
      <BookingFacts b={b} />
      <SignOff />
    </MailLayout>
  );
}

/** 20 hours into a hold (issue 14 §4): the request will lapse unless someone answers it. */
export function HoldReminderTeam(props: { b: Booking; timeLeft: string; consoleLink: string }) {
  const { b } = props;
  return (
    <MailLayout
      preview={`${b.reference} lapses in ${props.timeLeft} unless someone answers it.`}
      heading="A booking request is waiting for an answer"
    >
      <P>
        {b.guestName}'s request for {b.villaName} is still unanswered. Its hold runs out in{' '}
        {props.timeLeft}
        {b.holdExpiresAt ? ` (${resortMomentLabel(b.holdExpiresAt)})` : ''}; then its dates are free
        again and the guest is told it lapsed.
      </P>
      <Action href={props.consoleLink}>Confirm or decline it in the console</Action>
      <BookingFacts b={b} />
      <Details
        rows={[
          ['Guest', `${b.guestName} <${b.guestEmail}>`],
          ['Phone', b.guestPhone],
        ]}
      />
    </MailLayout>
  );
}

/** The stay as it was before the team changed it: what the stay-changed e-mail compares. */
export type StayBefore = Pick<
  Booking,
  | 'checkInDate'
  | 'checkOutDate'
  | 'adults'
  | 'children'
  | 'infants'
  | 'airportPickup'
  | 'airportDropoff'
  | 'vehicleType'
> & { totalCents: number };

const stayLine = (s: StayBefore | Booking) =>
  [
    `${dateLabel(s.checkInDate)} to ${dateLabel(s.checkOutDate)}`,
    partyLabel(s),
    transferLabel(s) ? `airport ${transferLabel(s)}` : 'no airport transfer',
  ].join('; ');

/**
 * The team changed a confirmed stay (issue 26 §1): the stay before and now, the team's reason, and
 * the money as it stands after the change, the part already paid unchanged.
 */
export function BookingStayChangedGuest(props: {
  b: Booking;
  reason: string;
  before: StayBefore;
  link: MailLink;
  money: MailMoney | null;
}) {
  const { b, before } = props;
  return (
    <MailLayout
      preview={`Your stay at ${b.villaName} was changed: ${b.reference}, now ${dateLabel(b.checkInDate)} to ${dateLabel(b.checkOutDate)}.`}
      heading="Your booking was changed"
    >
      <P>Dear {b.guestName},</P>
      <P>
        Our team has changed your confirmed stay at {b.villaName} ({b.reference}). It stays
        confirmed; here is what changed and what it means for your payments.
      </P>
      <P>The reason:</P>
      <Quote>{props.reason}</Quote>
      <Details
        rows={[
          ['Before', stayLine(before)],
          ['Now', stayLine(b)],
          ['Total before', formatCents(before.totalCents)],
          ['Total now', formatCents(b.quote.total)],
        ]}
      />
      {props.money && <MoneyPart money={props.money} payLink={props.link} />}
      <BookingFacts b={b} />
      <P>See your booking on its page (keep this link private):</P>
      <Action href={props.link}>See your booking</Action>
      <P>Questions? Reply to this e-mail or call us on {siteSettings.phone}.</P>
      <SignOff />
    </MailLayout>
  );
}
