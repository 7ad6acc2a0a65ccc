/**
 * The e-mails of what a guest sends besides a booking: the team's copy (Reply-To the guest) and
 * the guest's receipt. Each returns MailMessages (outbox.ts) for enqueueMail; the services call
 * them, and so does the preview (scripts/mail-preview.tsx).
 */
import { INQUIRY_TYPES } from '#domain/inquiry-types.ts';
import { siteSettings } from '#domain/site-settings.ts';
import { TRANSPORT_SERVICES } from '#domain/transport-services.ts';
import type { MailMessage } from './outbox.ts';
import { mailContent } from './templates/index.ts';
import type { ContactMessage, MessageReplyFacts, TransportFacts } from './templates/requests.tsx';

export type { ContactMessage, MessageReplyFacts, TransportFacts };

/** Where a guest's reply goes: the team, whatever address MAIL_FROM sends from. */
const team = (address: string) => ({ name: siteSettings.companyName, address });

export function contactMails(teamEmail: string, m: ContactMessage): MailMessage[] {
  return [
    {
      to: teamEmail,
      replyTo: { name: m.name, address: m.email },
      subject: `${INQUIRY_TYPES[m.inquiryType]}: ${m.subject}`,
      content: mailContent('contact-team', { m }),
    },
    {
      to: m.email,
      replyTo: team(teamEmail),
      subject: `We received your message: ${m.subject}`,
      content: mailContent('contact-acknowledged', { m }),
    },
  ];
}

export function transportMails(teamEmail: string, t: TransportFacts): MailMessage[] {
  const what = `${t.kind === 'QUOTE' ? 'quote request' : 'booking request'} ${t.reference}`;
  return [
    {
      to: teamEmail,
      replyTo: { name: t.name, address: t.email },
      subject: `Transport ${what}: ${TRANSPORT_SERVICES[t.service]}`,
      content: mailContent('transport-team', { t }),
    },
    {
      to: t.email,
      replyTo: team(teamEmail),
      subject: `We received your transport ${what}`,
      content: mailContent('transport-acknowledged', { t }),
    },
  ];
}

export interface SharedExperience {
  name: string;
  rating: number;
  comment: string;
  villaName: string | null;
}

export function reviewThanks(to: string, review: SharedExperience): MailMessage {
  return {
    to,
    subject: `Thank you for your review of ${review.villaName ?? 'our villa'}`,
    content: mailContent('shared-experience-acknowledged', { ...review, what: 'review' }),
  };
}

export function testimonialThanks(to: string, testimonial: SharedExperience): MailMessage {
  return {
    to,
    subject: 'Thank you for sharing your experience',
    content: mailContent('shared-experience-acknowledged', { ...testimonial, what: 'testimonial' }),
  };
}

/** The team's reply from the console to a guest's message; the guest's answer comes to the team. */
export function messageReplyMail(to: string, teamEmail: string, r: MessageReplyFacts): MailMessage {
  return {
    to,
    replyTo: team(teamEmail),
    subject: r.trip ? `Your transport request ${r.trip.reference}` : `Re: ${r.subject ?? ''}`,
    content: mailContent('message-reply-guest', { r }),
  };
}
