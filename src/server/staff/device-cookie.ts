/**
 * Device cookies (issue 23 §1.3, decision 057), as OWASP's "Slow Down Online Guessing Attacks with
 * Device Cookies" describes them: after a whole sign-in the browser gets a cookie naming the
 * account, with a random nonce, signed with the auth secret (HMAC-SHA256). A later sign-in to that
 * account that shows a valid one is throttled by that device's own failures only (throttle.ts),
 * never by what strangers did from other addresses; without one, the account-wide and per-address
 * limits apply. The cookie proves only that this browser signed in to the account before: it opens
 * nothing by itself, so it is stateless and a stolen one buys a thief a few slow guesses at most.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '#server/lib/cookies.ts';
import { AUTH_BASE_PATH } from './auth.ts';

/** Long-lived, as the scheme asks: a device seen once a year stays known. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** 16 random bytes, base64url: what tells two devices (and two sign-ins of one) apart. */
const NONCE_BYTES = 16;
const NONCE = /^[\w-]{22}$/;
const DIGITS = /^\d{1,12}$/;
/** What the signature covers starts with this, so no other HMAC of the secret can pass for one. */
const PURPOSE = 'villa-console-device-cookie-v1';

const isHttps = (publicUrl: string) => publicUrl.startsWith('https://');

/**
 * One cookie per account (`…-device-<account id>`), so two people sharing the office computer both
 * stay known. Sent only to the sign-in calls (its Path), `__Secure-` over https.
 */
export function deviceCookieName(publicUrl: string, userId: string): string {
  return `${isHttps(publicUrl) ? '__Secure-' : ''}villa-console-device-${userId}`;
}

function sign(secret: string, userId: string, nonce: string, issuedAt: string): Buffer {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}\n${userId}\n${nonce}\n${issuedAt}`)
    .digest();
}

/** A new device cookie for the account on the reply (after a whole sign-in). */
export function setDeviceCookie(
  reply: FastifyReply,
  secret: string,
  publicUrl: string,
  userId: string,
  now = new Date(),
): void {
  const nonce = randomBytes(NONCE_BYTES).toString('base64url');
  const issuedAt = String(Math.floor(now.getTime() / 1000));
  const mac = sign(secret, userId, nonce, issuedAt).toString('base64url');
  const secure = isHttps(publicUrl) ? '; Secure' : '';
  // Every part is base64url or digits: nothing in the value needs escaping in a cookie.
  void reply.header(
    'set-cookie',
    `${deviceCookieName(publicUrl, userId)}=${nonce}.${issuedAt}.${mac}; Path=${AUTH_BASE_PATH}; ` +
      `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  );
}

/**
 * The nonce of the request's device cookie for this account when it is valid (signed with our
 * secret for this very account, and not older than its lifetime); null otherwise: a missing,
 * forged, altered, expired or other account's cookie makes an untrusted client.
 */
export function trustedDevice(
  request: FastifyRequest,
  secret: string,
  publicUrl: string,
  userId: string,
  now = new Date(),
): string | null {
  const value = cookieValue(request, deviceCookieName(publicUrl, userId));
  if (!value || value.length > 200) return null;
  const [nonce = '', issuedAt = '', mac = '', ...rest] = value.split('.');
  if (rest.length > 0 || !NONCE.test(nonce) || !DIGITS.test(issuedAt)) return null;
  const age = now.getTime() / 1000 - Number(issuedAt);
  if (age > DEVICE_COOKIE_MAX_AGE_SECONDS || age < -300) return null;
  const expected = sign(secret, userId, nonce, issuedAt);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return nonce;
}
