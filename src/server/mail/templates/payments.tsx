/**
 * The money's reminders (issue 26 §3): to the guest a few days before a due date while something
 * is owed on it, and to the team once a due date has passed unpaid.
 */
import { formatCents } from '#domain/money.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { siteSettings } from '#domain/site-settings.ts';
import { dateLabel } from '../format.ts';
import { languageOf, mailWords } from '../language.ts';
import { Action, Details, MailLayout, P, SignOff } from '../layout.tsx';
import type { MailLink } from '../private-link.tsx';
import { MoneyPart, type HowToPayProps, type MailMoney } from './payment-parts.tsx';

export function PaymentReminderGuest(props: {
  b: Booking;
  owedCents: number;
  dueOn: string;
  /** Where the money stands and how to pay; the schedule only in a message queued before. */
  payments: HowToPayProps | MailMoney;
  link: MailLink;
}) {
  const { b } = props;
  const language = languageOf(b);
  const { t, date, money } = mailWords(language);
  const facts = {
    amount: money(props.owedCents),
    villa: b.villaName,
    reference: b.reference,
    date: date(props.dueOn),
  };
  return (
    <MailLayout
      language={language}
      preview={t.mail_reminder_preview(facts)}
      heading={t.mail_reminder_heading()}
    >
      <P>{t.mail_dear({ name: b.guestName })}</P>
      <P>{t.mail_reminder_intro(facts)}</P>
      <MoneyPart money={props.payments} payLink={props.link} language={language} />
      <P>{t.mail_reminder_link_intro()}</P>
      <Action href={props.link}>{t.mail_see_booking()}</Action>
      <P>{t.mail_questions({ phone: siteSettings.phone })}</P>
      <SignOff language={language} />
    </MailLayout>
  );
}

export function PaymentOverdueTeam(props: {
  b: Booking;
  kind: 'deposit' | 'balance' | 'full';
  owedCents: number;
  dueOn: string;
  /** Past the grace the owner chose: a person decides whether to cancel. */
  cancelForNonPayment: boolean;
  consoleLink: string;
}) {
  const { b } = props;
  const owed = formatCents(props.owedCents);
  const what = { deposit: 'deposit', balance: 'balance', full: 'payment' }[props.kind];
  return (
    <MailLayout
      preview={`${b.reference}: ${owed} was due by ${dateLabel(props.dueOn)} and is not paid.`}
      heading="A payment is overdue"
    >
      <P>
        {b.guestName}'s {what} of {owed} for {b.villaName} was due by {dateLabel(props.dueOn)} and
        has not been recorded as paid.
        {props.cancelForNonPayment
          ? ' It is past the grace period: decide whether to cancel for non-payment.'
          : ' The guest was reminded before the due date.'}
      </P>
      <Action href={props.consoleLink}>Open the booking in the console</Action>
      <Details
        rows={[
          ['Reference', b.reference],
          ['Guest', `${b.guestName} <${b.guestEmail}>`],
          ['Phone', b.guestPhone],
          ['Arrival', dateLabel(b.checkInDate)],
        ]}
      />
    </MailLayout>
  );
}

/**
 * The team's word on a card payment a person must look at (issue 38 §2): one for a part paid
 * already (a guest who paid in two tabs), going towards what is still owed or, beyond it, kept
 * as credit; or one the card holder charged back, reversed in the ledger.
 */
export function CardPaymentTeam(props: {
  b: Booking;
  event: 'credit' | 'charged-back';
  amountCents: number;
  creditCents: number;
  paymentId: string;
  /** Why the ledger could not reverse a charge-back by itself (money refunded already). */
  problem: string | null;
  consoleLink: string;
}) {
  const { b } = props;
  const amount = formatCents(props.amountCents);
  const credit = props.event === 'credit';
  return (
    <MailLayout
      preview={
        credit
          ? `${b.reference}: ${amount} paid by card beyond what was owed.`
          : `${b.reference}: the card payment of ${amount} was charged back.`
      }
      heading={credit ? 'A card payment beyond what was owed' : 'A card payment was charged back'}
    >
      {credit ? (
        <P>
          {b.guestName} paid {amount} by card for {b.villaName} ({b.reference}) for a part of the
          stay that was paid already.{' '}
          {props.creditCents > 0
            ? `${formatCents(props.creditCents)} of it is beyond what the booking owed: it shows as credit. Decide with the guest whether it goes back to the card or onto another stay.`
            : 'It goes towards what is still owed; let the guest know, or refund it to the card.'}
        </P>
      ) : (
        <P>
          The card holder charged back the payment of {amount} for {b.villaName} ({b.reference}).{' '}
          {props.problem
            ? `It could not be reversed in the ledger by itself: ${props.problem}`
            : 'It is reversed in the booking’s money, which now shows it as owed again.'}
        </P>
      )}
      <Action href={props.consoleLink}>Open the booking in the console</Action>
      <Details
        rows={[
          ['Reference', b.reference],
          ['Guest', `${b.guestName} <${b.guestEmail}>`],
          ['Card payment', props.paymentId],
          ['Arrival', dateLabel(b.checkInDate)],
        ]}
      />
    </MailLayout>
  );
}
