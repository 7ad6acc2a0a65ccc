/**
 * The e-mails of a guest's message, transport request, review or testimonial: the team's copy
 * (Reply-To the guest) and the guest's acknowledgement (decision 026); and the team's reply to a
 * message, written in the console (issue 14 §4).
 */
import { Text } from '@react-email/components';
import type { ContactRequest } from '#domain/schemas/contact.ts';
import { INQUIRY_TYPES } from '#domain/inquiry-types.ts';
import { formatCents } from '#domain/money.ts';
import { TRANSPORT_SERVICES, type TransportService } from '#domain/transport-services.ts';
import { siteSettings } from '#domain/site-settings.ts';
import { plural } from '#domain/plural.ts';
import { dateLabel, RESORT_ZONE_NAME, resortMomentLabel, timeOfDayLabel } from '../format.ts';
import { Details, MailLayout, P, Quote, Rule, SignOff } from '../layout.tsx';

export type ContactMessage = Pick<
  ContactRequest,
  'name' | 'email' | 'phone' | 'subject' | 'message' | 'inquiryType'
>;

export function ContactTeam({ m }: { m: ContactMessage }) {
  return (
    <MailLayout preview={`${m.name} wrote: ${m.subject}`} heading={m.subject}>
      <Details
        rows={[
          ['About', INQUIRY_TYPES[m.inquiryType]],
          ['From', `${m.name} <${m.email}>`],
          ['Phone', m.phone],
        ]}
      />
      <Quote>{m.message}</Quote>
      <P>Reply to this e-mail to answer {m.name}.</P>
    </MailLayout>
  );
}

export function ContactAcknowledged({ m }: { m: ContactMessage }) {
  return (
    <MailLayout
      preview="We have your message and will answer within 24 hours."
      heading={`Thank you, ${m.name}`}
    >
      <P>
        Thank you for contacting us. We'll get back to you within 24 hours. Here is what you sent
        us:
      </P>
      <Details
        rows={[
          ['Subject', m.subject],
          ['About', INQUIRY_TYPES[m.inquiryType]],
        ]}
      />
      <Quote>{m.message}</Quote>
      <P>Anything to add? Reply to this e-mail or call us on {siteSettings.phone}.</P>
      <SignOff />
    </MailLayout>
  );
}

export interface TransportFacts {
  reference: string;
  kind: 'QUOTE' | 'BOOKING';
  service: TransportService;
  from: string;
  to: string;
  date: string;
  time: string | null;
  passengers: number;
  luggage: number;
  vehicleType: 'CAR' | 'VAN';
  /** USD; null when the team prices the trip. */
  price: number | null;
  name: string;
  email: string;
  phone: string | null;
  notes: string | null;
}

const kindLabel = (t: TransportFacts) => (t.kind === 'QUOTE' ? 'quote request' : 'booking request');

function TransportDetails({ t }: { t: TransportFacts }) {
  return (
    <Details
      rows={[
        ['Reference', t.reference],
        ['Service', TRANSPORT_SERVICES[t.service]],
        ['From', t.from],
        ['To', t.to],
        ['Date', dateLabel(t.date)],
        ['Pickup time', t.time ? `${timeOfDayLabel(t.time)} ${RESORT_ZONE_NAME}` : null],
        [
          'Travelling',
          `${plural(t.passengers, 'passenger')}, ${plural(t.luggage, 'bag')}, by ${t.vehicleType === 'VAN' ? 'van' : 'car'}`,
        ],
        ['Price', t.price !== null ? formatCents(t.price) : 'to be quoted by our team'],
      ]}
    />
  );
}

export function TransportTeam({ t }: { t: TransportFacts }) {
  return (
    <MailLayout
      preview={`${t.name}: ${TRANSPORT_SERVICES[t.service]} on ${dateLabel(t.date)}.`}
      heading={`A transport ${kindLabel(t)}`}
    >
      <TransportDetails t={t} />
      <Details
        rows={[
          ['Guest', `${t.name} <${t.email}>`],
          ['Phone', t.phone],
        ]}
      />
      {t.notes && (
        <>
          <P>Notes:</P>
          <Quote>{t.notes}</Quote>
        </>
      )}
      <P>Reply to this e-mail to answer {t.name}.</P>
    </MailLayout>
  );
}

export function TransportAcknowledged({ t }: { t: TransportFacts }) {
  const next =
    t.kind === 'QUOTE'
      ? `Our team will send you ${t.price !== null ? 'a confirmation' : 'a quote'} within 24 hours.`
      : 'Our team will confirm your ride within 24 hours.';
  return (
    <MailLayout
      preview={`Your transport ${kindLabel(t)} ${t.reference} is in.`}
      heading={`Thank you, ${t.name}`}
    >
      <P>
        We received your transport {kindLabel(t)}; your reference is {t.reference}. {next}
      </P>
      <TransportDetails t={t} />
      {t.notes && (
        <>
          <P>Your notes:</P>
          <Quote>{t.notes}</Quote>
        </>
      )}
      <P>Anything to change? Reply to this e-mail or call us on {siteSettings.phone}.</P>
      <SignOff />
    </MailLayout>
  );
}

/** A review or a testimonial: thanked, and told it shows once approved. */
export function SharedExperienceAcknowledged(props: {
  name: string;
  what: 'review' | 'testimonial';
  villaName: string | null;
  rating: number;
  comment: string;
}) {
  const about = props.villaName ? ` of ${props.villaName}` : '';
  return (
    <MailLayout
      preview={`Thank you for your ${props.what}${about}.`}
      heading={`Thank you, ${props.name}`}
    >
      <P>
        Thank you for sharing your experience. Your {props.what}
        {about} will appear on our website once our team has approved it.
      </P>
      <Details rows={[['Your rating', `${plural(props.rating, 'star')} of 5`]]} />
      <Quote>{props.comment}</Quote>
      <SignOff />
    </MailLayout>
  );
}

/** The team's answer to a guest's message or transport request, their own words quoted below. */
export interface MessageReplyFacts {
  name: string;
  /** Who in the team wrote it, to sign it. */
  staffName: string;
  reply: string;
  /** The contact message's subject; null for a transport request. */
  subject: string | null;
  /** The transport request's trip; null for a contact message. */
  trip: TransportFacts | null;
  /** What the guest wrote: the message, or the transport request's notes (null if none). */
  original: string | null;
  /** When the guest sent it, as an ISO instant. */
  sentAt: string;
}

export function MessageReplyGuest({ r }: { r: MessageReplyFacts }) {
  const about = r.trip
    ? `your transport request ${r.trip.reference}`
    : `your message "${r.subject ?? ''}"`;
  return (
    <MailLayout preview={r.reply.slice(0, 120)} heading={`Dear ${r.name}`}>
      <Text style={{ fontSize: '16px', lineHeight: '24px', whiteSpace: 'pre-wrap' }}>
        {r.reply}
      </Text>
      <P>
        Warm regards,
        <br />
        {r.staffName}, {siteSettings.companyName}
      </P>
      <Rule />
      <P>
        This answers {about}, sent on {resortMomentLabel(r.sentAt)}. To write back, reply to this
        e-mail or call us on {siteSettings.phone}.
      </P>
      {r.trip && <TransportDetails t={r.trip} />}
      {r.original && (
        <>
          <P>You wrote:</P>
          <Quote>{r.original}</Quote>
        </>
      )}
    </MailLayout>
  );
}
