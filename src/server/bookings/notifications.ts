/**
 * The e-mails a booking sends: to the guest (with the private link) and to the villa team, whose
 * copy has Reply-To the guest and a link to the booking in the console. Each is a MailMessage
 * (mail/outbox.ts): to, subject, replyTo and a template of mail/templates (by name, with its
 * props) as `content`; the outbox's sender renders it.
 *
 * Every guest's e-mail about one booking links to its page with a token that opens it on any
 * device (decision 061). The builders take the booking's link generation (its row's
 * `access_token_hash`), never a token: the outbox keeps the link unsigned and its sender signs it.
 */
import type { Booking } from '#domain/schemas/booking.ts';
import { siteSettings } from '#domain/site-settings.ts';
import { consoleLink, guestLink, type LinkGeneration, type MailContext } from '../mail/context.ts';
import { dateLabel } from '../mail/format.ts';
import { languageOf, mailWords } from '../mail/language.ts';
import type { MailMessage } from '../mail/outbox.ts';
import type { BookingChange, StayBefore } from '../mail/templates/booking.tsx';
import { mailContent } from '../mail/templates/index.ts';
import type { HowToPayProps, MailMoney } from '../mail/templates/payment-parts.tsx';

const guest = (b: Booking) => ({ name: b.guestName, address: b.guestEmail });

/** Where a guest's reply goes: the team, whatever address MAIL_FROM sends from. */
const team = (ctx: MailContext) => ({ name: siteSettings.companyName, address: ctx.teamEmail });

const stay = (b: Booking) => `${dateLabel(b.checkInDate)} to ${dateLabel(b.checkOutDate)}`;

/**
 * The server's messages in the booking's language: every guest's subject (and, through the
 * booking in its props, its mail) is written in it; the team's stay English (issue 39).
 */
const guestWords = (b: Booking) => mailWords(languageOf(b)).t;

export function bookingRequestedMails(
  ctx: MailContext,
  b: Booking,
  generation: LinkGeneration,
): MailMessage[] {
  return [
    {
      to: b.guestEmail,
      replyTo: team(ctx),
      subject: guestWords(b).mail_booking_requested_subject({
        reference: b.reference,
        villa: b.villaName,
      }),
      content: mailContent('booking-requested-guest', { b, link: guestLink(ctx, b, generation) }),
    },
    {
      to: ctx.teamEmail,
      replyTo: guest(b),
      subject: `New booking request ${b.reference}: ${b.villaName}, ${stay(b)}`,
      content: mailContent('booking-requested-team', { b, consoleLink: consoleLink(ctx, b) }),
    },
  ];
}

const guestSubjects: Record<BookingChange, (b: Booking) => string> = {
  updated: (b) => guestWords(b).mail_booking_updated_subject({ reference: b.reference }),
  cancelled: (b) => guestWords(b).mail_booking_cancelled_subject({ reference: b.reference }),
  expired: (b) => guestWords(b).mail_booking_expired_subject({ reference: b.reference }),
};

const teamSubjects: Record<BookingChange, (b: Booking) => string> = {
  updated: (b) => `Booking ${b.reference} changed by the guest`,
  cancelled: (b) => `Booking ${b.reference} cancelled by the guest`,
  expired: (b) => `Booking ${b.reference} lapsed: its hold ran out unanswered`,
};

/**
 * A change to a booking, told to the guest and to the team: changed, cancelled or expired. A
 * cancel's mails say what was paid (`paidCents`) and the refund due on it (issue 26 §4).
 */
export function bookingChangedMails(
  ctx: MailContext,
  b: Booking,
  change: BookingChange,
  generation: LinkGeneration,
  paidCents: number | null = null,
): MailMessage[] {
  return [
    {
      to: b.guestEmail,
      replyTo: team(ctx),
      subject: guestSubjects[change](b),
      content: mailContent('booking-changed-guest', {
        b,
        change,
        siteUrl: ctx.publicUrl,
        link: guestLink(ctx, b, generation),
        paidCents,
      }),
    },
    {
      to: ctx.teamEmail,
      replyTo: guest(b),
      subject: teamSubjects[change](b),
      content: mailContent('booking-changed-team', {
        b,
        change,
        consoleLink: consoleLink(ctx, b),
        paidCents,
      }),
    },
  ];
}

/**
 * A fresh private link to a booking, to its guest only: `generation` is the new one; `money`, a
 * confirmed booking's schedule, what was paid and what is left (issue 26 §1).
 */
export function bookingLinkMails(
  ctx: MailContext,
  b: Booking,
  generation: LinkGeneration,
  money: MailMoney | null = null,
): MailMessage[] {
  return [
    {
      to: b.guestEmail,
      replyTo: team(ctx),
      subject: guestWords(b).mail_booking_link_subject({ reference: b.reference }),
      content: mailContent('booking-link-guest', { b, link: guestLink(ctx, b, generation), money }),
    },
  ];
}

/** The team confirmed the request (from the console): the guest is told, with the team's note. */
export function bookingConfirmedMails(
  ctx: MailContext,
  b: Booking,
  message: string | null,
  generation: LinkGeneration,
  payments: HowToPayProps | null = null,
): MailMessage[] {
  return [
    {
      to: b.guestEmail,
      replyTo: team(ctx),
      subject: guestWords(b).mail_booking_confirmed_subject({
        reference: b.reference,
        villa: b.villaName,
      }),
      content: mailContent('booking-confirmed-guest', {
        b,
        message,
        link: guestLink(ctx, b, generation),
        payments,
      }),
    },
  ];
}

/** The team declined the request: the guest is told why, in the team's words. */
export function bookingDeclinedMails(ctx: MailContext, b: Booking, message: string): MailMessage[] {
  return [
    {
      to: b.guestEmail,
      replyTo: team(ctx),
      subject: guestWords(b).mail_booking_declined_subject({ reference: b.reference }),
      content: mailContent('booking-declined-guest', { b, message, siteUrl: ctx.publicUrl }),
    },
  ];
}

/**
 * The team cancelled on the guest's behalf: the guest is told the reason, what was paid
 * (`paidCents`) and the refund due on it (issue 26 §4).
 */
export function bookingCancelledByTeamMails(
  ctx: MailContext,
  b: Booking,
  generation: LinkGeneration,
  paidCents: number | null = null,
): MailMessage[] {
  return [
    {
      to: b.guestEmail,
      replyTo: team(ctx),
      subject: guestWords(b).mail_booking_cancelled_by_team_subject({
        reference: b.reference,
        villa: b.villaName,
      }),
      content: mailContent('booking-cancelled-by-team-guest', {
        b,
        link: guestLink(ctx, b, generation),
        paidCents,
      }),
    },
  ];
}

/**
 * The team changed a confirmed stay (issue 26 §1): the guest is told what changed and why, with
 * the money as it stands after the change.
 */
export function bookingStayChangedMails(
  ctx: MailContext,
  b: Booking,
  change: { reason: string; before: StayBefore },
  generation: LinkGeneration,
  money: MailMoney | null,
): MailMessage[] {
  return [
    {
      to: b.guestEmail,
      replyTo: team(ctx),
      subject: guestWords(b).mail_booking_stay_changed_subject({
        reference: b.reference,
        villa: b.villaName,
      }),
      content: mailContent('booking-stay-changed-guest', {
        b,
        reason: change.reason,
        before: change.before,
        link: guestLink(ctx, b, generation),
        money,
      }),
    },
  ];
}

/** '3 hours', '1 hour', '40 minutes': what is left of a hold, roughly. */
function timeLeftLabel(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** A request still unanswered 20 hours into its hold: the team is reminded, once. */
export function holdReminderMails(ctx: MailContext, b: Booking, now: Date): MailMessage[] {
  const left = b.holdExpiresAt ? new Date(b.holdExpiresAt).getTime() - now.getTime() : 0;
  return [
    {
      to: ctx.teamEmail,
      replyTo: guest(b),
      subject: `Reminder: booking request ${b.reference} lapses in ${timeLeftLabel(left)}`,
      content: mailContent('hold-reminder-team', {
        b,
        timeLeft: timeLeftLabel(left),
        consoleLink: consoleLink(ctx, b),
      }),
    },
  ];
}
