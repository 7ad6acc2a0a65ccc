/**
 * The e-mails a booking sends: to the guest (with the private link) and to the villa team, whose
 * copy has Reply-To the guest. Each is a MailMessage (mail/outbox.ts): to, subject, replyTo and a
 * template of mail/templates (by name, with its props) as `content`; the outbox's sender renders it.
 */
import type { Booking } from '../../domain/schemas/booking.ts';
import { siteSettings } from '../../domain/site-settings.ts';
import type { Executor } from '../db/client.ts';
import { dateLabel } from '../mail/format.ts';
import { enqueueMail, type MailMessage } from '../mail/outbox.ts';
import { expireStaleHolds } from '../villas/repository.ts';
import type { BookingChange } from '../mail/templates/booking.tsx';
import { mailContent } from '../mail/templates/index.ts';
import { findBookingWithVilla, toBooking } from './repository.ts';

export interface MailContext {
  publicUrl: string;
  teamEmail: string;
}

export function bookingLink(ctx: MailContext, b: Booking, token: string): string {
  return `${ctx.publicUrl}/booking/${b.id}?token=${encodeURIComponent(token)}`;
}

const guest = (b: Booking) => ({ name: b.guestName, address: b.guestEmail });

/** Where a guest's reply goes: the team, whatever address MAIL_FROM sends from. */
const team = (ctx: MailContext) => ({ name: siteSettings.companyName, address: ctx.teamEmail });

const stay = (b: Booking) => `${dateLabel(b.checkInDate)} to ${dateLabel(b.checkOutDate)}`;

export function bookingRequestedMails(ctx: MailContext, b: Booking, token: string): MailMessage[] {
  return [
    {
      to: b.guestEmail,
      replyTo: team(ctx),
      subject: `We received your booking request ${b.reference} for ${b.villaName}`,
      content: mailContent('booking-requested-guest', { b, link: bookingLink(ctx, b, token) }),
    },
    {
      to: ctx.teamEmail,
      replyTo: guest(b),
      subject: `New booking request ${b.reference}: ${b.villaName}, ${stay(b)}`,
      content: mailContent('booking-requested-team', { b }),
    },
  ];
}

const guestSubjects: Record<BookingChange, (b: Booking) => string> = {
  updated: (b) => `Your booking request ${b.reference} was changed`,
  cancelled: (b) => `Your booking request ${b.reference} was cancelled`,
  expired: (b) => `Your booking request ${b.reference} has lapsed`,
};

const teamSubjects: Record<BookingChange, (b: Booking) => string> = {
  updated: (b) => `Booking ${b.reference} changed by the guest`,
  cancelled: (b) => `Booking ${b.reference} cancelled by the guest`,
  expired: (b) => `Booking ${b.reference} lapsed: its hold ran out unanswered`,
};

/** A change to a booking, told to the guest and to the team: changed, cancelled or expired. */
export function bookingChangedMails(
  ctx: MailContext,
  b: Booking,
  change: BookingChange,
): MailMessage[] {
  return [
    {
      to: b.guestEmail,
      replyTo: team(ctx),
      subject: guestSubjects[change](b),
      content: mailContent('booking-changed-guest', { b, change, siteUrl: ctx.publicUrl }),
    },
    {
      to: ctx.teamEmail,
      replyTo: guest(b),
      subject: teamSubjects[change](b),
      content: mailContent('booking-changed-team', { b, change }),
    },
  ];
}

/** A fresh private link to a booking, to its guest only. */
export function bookingLinkMails(ctx: MailContext, b: Booking, token: string): MailMessage[] {
  return [
    {
      to: b.guestEmail,
      replyTo: team(ctx),
      subject: `Here is a fresh link to your booking ${b.reference}`,
      content: mailContent('booking-link-guest', { b, link: bookingLink(ctx, b, token) }),
    },
  ];
}

/**
 * Expires the lapsed holds (of one villa, or all) and queues the news to each guest and the team,
 * in the caller's transaction: the background sweep and a booking that takes a villa's lock both
 * come here, so no guest's hold ends unannounced. Returns the villa of each expired hold (whose
 * calendar changed).
 */
export async function expireHoldsAndTell(
  tx: Executor,
  ctx: MailContext,
  villaId?: string,
): Promise<string[]> {
  const ids = await expireStaleHolds(tx, villaId);
  const villaIds: string[] = [];
  for (const id of ids) {
    const found = await findBookingWithVilla(tx, id);
    if (!found) continue;
    villaIds.push(found.booking.villaId);
    const booking = toBooking(found.booking, { name: found.villaName, slug: found.villaSlug });
    await enqueueMail(tx, ...bookingChangedMails(ctx, booking, 'expired'));
  }
  return villaIds;
}
