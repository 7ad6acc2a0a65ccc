/**
 * The guest's booking link as a cookie (decision 024): the e-mail's `/booking/{id}?token=T` is
 * checked once, then the token travels in an HttpOnly cookie of that booking and leaves the
 * address bar (and so the history, the logs of any proxy, and what a shared screen shows). The
 * page and the booking API accept the cookie beside `Authorization: Bearer` and `?token=`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '#server/lib/cookies.ts';
import { HttpError } from '#server/plugins/errors.ts';

/** Two weeks: long enough to come back to a request, short enough for a shared computer. */
export const BOOKING_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

/** One cookie per booking, so a guest with two requests keeps both. */
export const bookingCookieName = (id: string) => `booking_${id}`;

export function setBookingCookie(
  reply: FastifyReply,
  id: string,
  token: string,
  publicUrl: string,
): void {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  // The token is base64url: nothing in it needs escaping in a cookie.
  reply.header(
    'Set-Cookie',
    `${bookingCookieName(id)}=${token}; Path=/; Max-Age=${BOOKING_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
}

export type AccessVia = 'bearer' | 'query' | 'cookie';

/** The token of an `Authorization: Bearer` header, if the request has one. */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/** The guest's token for booking `id`: `Authorization: Bearer`, then `?token=`, then the cookie. */
export function bookingAccess(
  request: FastifyRequest,
  id: string,
  queryToken: string | undefined,
): { token: string | undefined; via: AccessVia | null } {
  const bearer = bearerToken(request);
  if (bearer !== undefined) return { token: bearer, via: 'bearer' };
  if (queryToken) return { token: queryToken, via: 'query' };
  const cookie = cookieValue(request, bookingCookieName(id));
  return cookie ? { token: cookie, via: 'cookie' } : { token: undefined, via: null };
}

/**
 * A change authenticated by the cookie alone must come from this site's own pages: the browser
 * sends the cookie with any request to this site, whoever's page made it (cross-site request
 * forgery; SameSite=Lax already keeps it off other sites' posts, and this holds where it does
 * not). The `Origin` a browser sends must be PUBLIC_URL's, or the very host the request was sent
 * to (the site reached by another name, as on a test machine): a page elsewhere has neither. A
 * Bearer token or `?token=` is never sent by the browser on its own, so needs no check.
 */
export function checkSameOrigin(request: FastifyRequest, via: AccessVia | null, publicUrl: string) {
  if (via !== 'cookie') return;
  const origin = request.headers.origin;
  if (origin && (origin === new URL(publicUrl).origin || sameHost(origin, request.headers.host))) {
    return;
  }
  throw new HttpError(
    403,
    'This change was not sent from our booking page. Please open your booking page and try again.',
  );
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
