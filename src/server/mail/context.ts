/**
 * What every e-mail needs of the site: its address, for the links, and the team's e-mail, for the
 * copies (`app.mailContext`, plugins/mail-context.ts). With the two links every resource's mails
 * make to a booking, it sits in the mail infrastructure, not in one resource, so a resource that
 * writes to a guest imports no other resource's mails to do it (decision 108).
 */
import type { Booking } from '#domain/schemas/booking.ts';
import { languagePrefix, languageOf } from './language.ts';
import type { PrivateLink } from './private-link.tsx';

export interface MailContext {
  publicUrl: string;
  teamEmail: string;
}

/** The booking's row's `access_token_hash`: a fresh link replaces it (decision 025). */
export type LinkGeneration = string;

/**
 * The guest's private link to the booking's page, in the booking's language (/ru/booking/…); the
 * sender adds its token (decision 061).
 */
export const guestLink = (
  ctx: MailContext,
  b: Booking,
  generation: LinkGeneration,
): PrivateLink => ({
  page: `${ctx.publicUrl}${languagePrefix(languageOf(b))}/booking/${b.id}`,
  booking: b.id,
  generation,
});

/** The booking's page in the console (src/web/console/paths.ts `booking`), for the team. */
export const consoleLink = (ctx: MailContext, b: Booking) =>
  `${ctx.publicUrl}/console/bookings/${encodeURIComponent(b.id)}`;
