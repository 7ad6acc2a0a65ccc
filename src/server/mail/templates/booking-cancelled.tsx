/**
 * The e-mails of a booking cancelled by the team or for non-payment, and the refund that every
 * cancellation's mail states (issue 26 §4), the guest's own cancel in booking.tsx included.
 */
import { formatCents } from '#domain/money.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { siteSettings } from '#domain/site-settings.ts';
import { dateLabel } from '../format.ts';
import { Action, MailLayout, P, Quote, Rule, SignOff } from '../layout.tsx';
import type { MailLink } from '../private-link.tsx';
import { BookingFacts, ConsoleAction } from './booking-parts.tsx';

/**
 * A cancellation's money (issue 26 §4): what was paid and the refund due on it by the policy, and
 * how it is sent; for the team, that it is recorded in the console. `paidCents` is null in a
 * mail queued before refunds were on what was paid: the refund alone is said.
 */
export function RefundLine({
  b,
  paidCents = null,
  to = 'guest',
}: {
  b: Booking;
  paidCents?: number | null;
  to?: 'guest' | 'team';
}) {
  const refund = b.refund;
  if (!refund) return null;
  if (paidCents === null) {
    return (
      <P>
        Refund: {refund.percent}% ({formatCents(refund.amount)}). {refund.rule}
      </P>
    );
  }
  if (paidCents === 0) {
    return (
      <P>
        {to === 'guest' ? 'Nothing was paid on this booking' : 'The guest had paid nothing'}, so
        there is nothing to refund.
      </P>
    );
  }
  const paid = to === 'guest' ? 'You paid' : 'The guest paid';
  return (
    <>
      <P>
        {paid} {formatCents(paidCents)}. The cancellation policy gives back {refund.percent}% of
        what was paid: {formatCents(refund.amount)}. {refund.rule}
      </P>
      {refund.amount > 0 &&
        (to === 'guest' ? (
          <P>
            We will send the refund the way you paid (a bank transfer back to your account, or cash
            at the villa) and e-mail you a receipt when it is sent.
          </P>
        ) : (
          <P>
            The refund of {formatCents(refund.amount)} is due: record it on the booking in the
            console when it is sent, and the guest gets a receipt.
          </P>
        ))}
    </>
  );
}

export function BookingCancelledByTeamGuest(props: {
  b: Booking;
  link: MailLink;
  /** The money kept on the booking, on which the refund was computed. */
  paidCents?: number | null;
}) {
  const { b } = props;
  return (
    <MailLayout
      preview={`We have cancelled your booking ${b.reference} at ${b.villaName}.`}
      heading="Your booking was cancelled"
    >
      <P>Dear {b.guestName},</P>
      <P>
        Our team has cancelled your booking at {b.villaName}, from {dateLabel(b.checkInDate)} to{' '}
        {dateLabel(b.checkOutDate)}.
      </P>
      {b.cancellationReason && (
        <>
          <P>The reason:</P>
          <Quote>{b.cancellationReason}</Quote>
        </>
      )}
      <RefundLine b={b} paidCents={props.paidCents} />
      <BookingFacts b={b} />
      <Action href={props.link}>See your booking</Action>
      <P>Questions? Reply to this e-mail or call us on {siteSettings.phone}.</P>
      <SignOff />
    </MailLayout>
  );
}

/**
 * The payment job cancelled a booking for non-payment (issue 26 §3, "cancel automatically" on):
 * the team is told, with the refund due on what was paid, as the guest was.
 */
export function BookingCancelledUnpaidTeam(props: {
  b: Booking;
  consoleLink: string;
  /** The money kept on the booking, on which the refund was computed. */
  paidCents: number;
}) {
  const { b } = props;
  return (
    <MailLayout
      preview={`${b.reference} was cancelled for non-payment; the guest was told.`}
      heading="A booking was cancelled for non-payment"
    >
      <P>
        {b.reference} was still unpaid past the grace days, so it was cancelled automatically, as
        the payment settings ask. Its dates are free again and the guest was told.
      </P>
      <BookingFacts b={b} />
      {b.cancellationReason && <Quote>{b.cancellationReason}</Quote>}
      <RefundLine b={b} paidCents={props.paidCents} to="team" />
      <ConsoleAction link={props.consoleLink}>See it in the console</ConsoleAction>
      <Rule />
      <P>Reply to this e-mail to write to the guest.</P>
    </MailLayout>
  );
}
