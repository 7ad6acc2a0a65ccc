/**
 * The e-mails of a booking cancelled by the team or for non-payment, and the refund that every
 * cancellation's mail states (issue 26 §4), the guest's own cancel in booking.tsx included.
 */
import { formatCents } from '#domain/money.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { siteSettings } from '#domain/site-settings.ts';
import { languageOf, mailWords } from '../language.ts';
import { Action, MailLayout, P, Quote, Rule, SignOff } from '../layout.tsx';
import type { MailLink } from '../private-link.tsx';
import { BookingFacts, ConsoleAction } from './booking-parts.tsx';
import { refundRuleIn } from './refund-rule.ts';

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
  if (to === 'guest') return <GuestRefundLine b={b} paidCents={paidCents} />;
  if (paidCents === null) {
    return (
      <P>
        Refund: {refund.percent}% ({formatCents(refund.amount)}). {refund.rule}
      </P>
    );
  }
  if (paidCents === 0) {
    return <P>The guest had paid nothing, so there is nothing to refund.</P>;
  }
  return (
    <>
      <P>
        The guest paid {formatCents(paidCents)}. The cancellation policy gives back {refund.percent}
        % of what was paid: {formatCents(refund.amount)}. {refund.rule}
      </P>
      {refund.amount > 0 && (
        <P>
          The refund of {formatCents(refund.amount)} is due: record it on the booking in the console
          when it is sent, and the guest gets a receipt.
        </P>
      )}
    </>
  );
}

/**
 * The guest's refund line, in the guest's language. The policy's rule (`refund.rule`) is written
 * in English where it is made: an English mail quotes it, another language says it in its own
 * words (refund-rule.ts), or the figures only when the rule is none it knows.
 */
function GuestRefundLine({ b, paidCents }: { b: Booking; paidCents: number | null }) {
  const refund = b.refund;
  if (!refund) return null;
  const language = languageOf(b);
  const { t, money } = mailWords(language);
  const ruleWords = refundRuleIn(language, refund.rule);
  const rule = ruleWords === null ? '' : ` ${ruleWords}`;
  if (paidCents === null) {
    return (
      <P>
        {t.mail_refund_short({ percent: refund.percent, amount: money(refund.amount) })}
        {rule}
      </P>
    );
  }
  if (paidCents === 0) return <P>{t.mail_refund_nothing_paid()}</P>;
  return (
    <>
      <P>
        {t.mail_refund_paid({
          paid: money(paidCents),
          percent: refund.percent,
          amount: money(refund.amount),
        })}
        {rule}
      </P>
      {refund.amount > 0 && <P>{t.mail_refund_how()}</P>}
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
  const language = languageOf(b);
  const { t, date } = mailWords(language);
  return (
    <MailLayout
      language={language}
      preview={t.mail_cancelled_by_team_preview({ reference: b.reference, villa: b.villaName })}
      heading={t.mail_cancelled_by_team_heading()}
    >
      <P>{t.mail_dear({ name: b.guestName })}</P>
      <P>
        {t.mail_cancelled_by_team_intro({
          villa: b.villaName,
          from: date(b.checkInDate),
          to: date(b.checkOutDate),
        })}
      </P>
      {b.cancellationReason && (
        <>
          <P>{t.mail_the_reason()}</P>
          <Quote>{b.cancellationReason}</Quote>
        </>
      )}
      <RefundLine b={b} paidCents={props.paidCents} />
      <BookingFacts b={b} language={language} />
      <Action href={props.link}>{t.mail_see_booking()}</Action>
      <P>{t.mail_questions({ phone: siteSettings.phone })}</P>
      <SignOff language={language} />
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
