/**
 * The e-mails of a booking request: to the guest and to the villa team (decision 026). The
 * cancellations by the team and for non-payment, with the refund every cancel states, are in
 * booking-cancelled.tsx; what all of them show of a booking is booking-parts.tsx's.
 */
import type { Language } from '#domain/languages.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { siteSettings } from '#domain/site-settings.ts';
import { dateLabel, resortMomentLabel } from '../format.ts';
import { languageOf, languagePrefix, mailWords, type MailWords } from '../language.ts';
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
  const language = languageOf(b);
  const { t, moment } = mailWords(language);
  return (
    <MailLayout
      language={language}
      preview={t.mail_requested_preview({ reference: b.reference, villa: b.villaName })}
      heading={t.mail_requested_heading({ name: b.guestName })}
    >
      <P>
        {b.holdExpiresAt
          ? t.mail_requested_intro_held({ until: moment(b.holdExpiresAt) })
          : t.mail_requested_intro()}
      </P>
      <BookingFacts b={b} language={language} />
      <P>{t.mail_requested_link_intro()}</P>
      <Action href={link}>{t.mail_requested_action()}</Action>
      <SignOff language={language} />
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

const guestHeading = ({ t }: MailWords, change: BookingChange) =>
  ({
    updated: t.mail_changed_heading_updated,
    cancelled: t.mail_changed_heading_cancelled,
    expired: t.mail_changed_heading_expired,
  })[change]();

/** A page of the public site in the guest's language: `/ru/villa/…` for a Russian booking. */
const sitePage = (siteUrl: string, language: Language, path: string) =>
  `${siteUrl}${languagePrefix(language)}${path}`;

export function BookingChangedGuest(props: {
  b: Booking;
  change: BookingChange;
  siteUrl: string;
  link?: MailLink;
  /** A cancel's: the money kept on the booking, on which the refund was computed. */
  paidCents?: number | null;
}) {
  const { b, change } = props;
  const language = languageOf(b);
  const words = mailWords(language);
  const { t, moment } = words;
  const villa = b.villaName;
  const heading = guestHeading(words, change);
  return (
    <MailLayout
      language={language}
      preview={t.mail_changed_preview({ heading, reference: b.reference, villa })}
      heading={heading}
    >
      <P>{t.mail_dear({ name: b.guestName })}</P>
      {change === 'updated' && (
        <P>
          {b.holdExpiresAt
            ? t.mail_changed_updated_held({ villa, until: moment(b.holdExpiresAt) })
            : t.mail_changed_updated({ villa })}
        </P>
      )}
      {change === 'cancelled' && (
        <>
          <P>{t.mail_changed_cancelled({ villa })}</P>
          <RefundLine b={b} paidCents={props.paidCents} />
        </>
      )}
      {change === 'expired' && (
        <P>
          {b.holdExpiresAt
            ? t.mail_changed_expired_on({ villa, until: moment(b.holdExpiresAt) })
            : t.mail_changed_expired({ villa })}
        </P>
      )}
      {change === 'expired' && (
        <Action href={sitePage(props.siteUrl, language, `/villa/${b.villaSlug}`)}>
          {t.mail_see_villa({ villa })}
        </Action>
      )}
      <BookingFacts b={b} language={language} />
      {props.link && (
        <>
          <P>{t.mail_changed_link_intro()}</P>
          <Action href={props.link}>{t.mail_changed_action()}</Action>
        </>
      )}
      <P>{t.mail_questions({ phone: siteSettings.phone })}</P>
      <SignOff language={language} />
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
  const language = languageOf(b);
  const { t } = mailWords(language);
  return (
    <MailLayout
      language={language}
      preview={t.mail_link_preview({ reference: b.reference })}
      heading={t.mail_booking_link_subject({ reference: b.reference })}
    >
      <P>{t.mail_dear({ name: b.guestName })}</P>
      <P>{t.mail_link_intro({ villa: b.villaName })}</P>
      <Action href={link}>{t.mail_see_booking()}</Action>
      {money && <MoneyPart money={money} payLink={link} language={language} />}
      <P>{t.mail_link_old()}</P>
      <BookingFacts b={b} language={language} />
      <SignOff language={language} />
    </MailLayout>
  );
}

// ---------------------------------------------------------------------------------------------
// The team's answers from the console (issue 14 §4)

/** The team's own words to the guest, when it wrote some, as written. */
function TeamMessage({ message, language }: { message: string | null; language: Language }) {
  if (!message) return null;
  return (
    <>
      <P>{mailWords(language).t.mail_team_note()}</P>
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
  const language = languageOf(b);
  const { t, date } = mailWords(language);
  return (
    <MailLayout
      language={language}
      preview={t.mail_confirmed_preview({ villa: b.villaName, reference: b.reference })}
      heading={t.mail_confirmed_heading()}
    >
      <P>{t.mail_dear({ name: b.guestName })}</P>
      <P>
        {t.mail_confirmed_intro({
          villa: b.villaName,
          from: date(b.checkInDate),
          to: date(b.checkOutDate),
        })}{' '}
        {scheduled ? t.mail_confirmed_scheduled() : t.mail_confirmed_yours()}
      </P>
      <TeamMessage message={props.message} language={language} />
      {payments && <HowToPay {...payments} payLink={props.link} language={language} />}
      <BookingFacts b={b} language={language} />
      <P>{t.mail_confirmed_link_intro()}</P>
      <Action href={props.link}>{t.mail_see_booking()}</Action>
      <P>{t.mail_questions({ phone: siteSettings.phone })}</P>
      <SignOff language={language} />
    </MailLayout>
  );
}

export function BookingDeclinedGuest(props: { b: Booking; message: string; siteUrl: string }) {
  const { b } = props;
  const language = languageOf(b);
  const { t, date } = mailWords(language);
  return (
    <MailLayout
      language={language}
      preview={t.mail_declined_preview({ reference: b.reference, villa: b.villaName })}
      heading={t.mail_declined_heading()}
    >
      <P>{t.mail_dear({ name: b.guestName })}</P>
      <P>
        {t.mail_declined_intro({
          villa: b.villaName,
          from: date(b.checkInDate),
          to: date(b.checkOutDate),
        })}
      </P>
      <TeamMessage message={props.message} language={language} />
      <P>{t.mail_declined_other_dates()}</P>
      <Action href={sitePage(props.siteUrl, language, `/villa/${b.villaSlug}`)}>
        {t.mail_see_villa({ villa: b.villaName })}
      </Action>
      <BookingFacts b={b} language={language} />
      <SignOff language={language} />
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

const stayLine = (words: MailWords, s: StayBefore | Booking) => {
  const transfer = transferLabel(s, words.language);
  return [
    words.dates(s.checkInDate, s.checkOutDate),
    words.party(s),
    transfer ? words.t.mail_stay_transfer({ transfer }) : words.t.mail_stay_no_transfer(),
  ].join('; ');
};

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
  const language = languageOf(b);
  const words = mailWords(language);
  const { t, date, money } = words;
  return (
    <MailLayout
      language={language}
      preview={t.mail_stay_changed_preview({
        villa: b.villaName,
        reference: b.reference,
        from: date(b.checkInDate),
        to: date(b.checkOutDate),
      })}
      heading={t.mail_stay_changed_heading()}
    >
      <P>{t.mail_dear({ name: b.guestName })}</P>
      <P>{t.mail_stay_changed_intro({ villa: b.villaName, reference: b.reference })}</P>
      <P>{t.mail_the_reason()}</P>
      <Quote>{props.reason}</Quote>
      <Details
        language={language}
        rows={[
          [t.mail_stay_before(), stayLine(words, before)],
          [t.mail_stay_now(), stayLine(words, b)],
          [t.mail_stay_total_before(), money(before.totalCents)],
          [t.mail_stay_total_now(), money(b.quote.total)],
        ]}
      />
      {props.money && <MoneyPart money={props.money} payLink={props.link} language={language} />}
      <BookingFacts b={b} language={language} />
      <P>{t.mail_stay_changed_link_intro()}</P>
      <Action href={props.link}>{t.mail_see_booking()}</Action>
      <P>{t.mail_questions({ phone: siteSettings.phone })}</P>
      <SignOff language={language} />
    </MailLayout>
  );
}
