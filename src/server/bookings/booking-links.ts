/**
 * The token of a booking's e-mailed links (decision 061): an HMAC, by a key derived from the
 * server's secret, of the booking's id and its link generation. The generation is the booking's
 * `access_token_hash`: the hash of the token its booking answer gave the guest's browser, replaced
 * when the guest asks for a fresh link (decision 025), which so ends every link made before. Every
 * e-mail's link opens the booking on any device, and no token is ever stored: not in the booking
 * (a hash), not in the outbox (the sender signs the link as it renders the mail).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { hashToken } from '#server/lib/ids.ts';
import type { LinkSigner, PrivateLink } from '#server/mail/private-link.tsx';
import { authSecret } from '#server/staff/auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks the tokens of guests' booking links (decision 061). */
    bookingLinks: BookingLinks;
  }
}

/** What a check needs of a booking: its id and its current link generation. */
export interface LinkedBooking {
  id: string;
  accessTokenHash: string;
}

export interface BookingLinks {
  /** Whether `token` opens the booking: its booking answer's token, or its e-mails' links'. */
  opens(booking: LinkedBooking, token: string | undefined): boolean;
  /** A private link's address, its token added: the outbox's sender renders with this. */
  sign: LinkSigner;
}

/** Its own key, so a link's token says nothing about the secret's other uses (sessions). */
const KEY_LABEL = 'villa booking links v1';

export function bookingLinks(serverSecret: string): BookingLinks {
  const key = createHmac('sha256', serverSecret).update(KEY_LABEL).digest();
  const tokenOf = (id: string, generation: string) =>
    createHmac('sha256', key).update(`${id}\n${generation}`).digest('base64url');
  return {
    opens(booking, token) {
      if (!token) return false;
      if (hashToken(token) === booking.accessTokenHash) return true;
      const given = Buffer.from(token);
      const expected = Buffer.from(tokenOf(booking.id, booking.accessTokenHash));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    sign: (link: PrivateLink) =>
      `${link.page}?token=${encodeURIComponent(tokenOf(link.booking, link.generation))}`,
  };
}

/**
 * `app.bookingLinks`: the guests' links in e-mails are signed by the server's secret, as the
 * console's sessions are (staff/auth.ts).
 */
export const bookingLinksPlugin = fp(
  async (app) => {
    app.decorate('bookingLinks', bookingLinks(authSecret(app.config)));
  },
  { name: 'booking-links', decorators: { fastify: ['config'] } },
);
