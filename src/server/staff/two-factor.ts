/**
 * The optional second factor (issue 14 §2, decision 042) around better-auth's two-factor plugin:
 * who a code is typed for while a sign-in waits for it, the plugin's refusals in the console's
 * words, and the command line's way back in for a lost phone (`npm run staff -- reset-2fa EMAIL`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Database, Executor } from '../db/client.ts';
import { notFound } from '#server/plugins/errors.ts';
import { appendAudit, staffTarget, type Actor } from './audit.ts';
import {
  deleteSessionsOf,
  deleteTwoFactor,
  findStaff,
  findStaffByEmail,
  twoFactorCookieAccount,
  updateStaffUser,
  type StaffUser,
} from './repository.ts';
import { findTwoFactorSecret, takeTotpStep } from './two-factor-repository.ts';

export const WRONG_CODE =
  'That code is not right. Codes change every 30 seconds: try the one your app shows now.';

export const USED_CODE =
  'That code has been used already. Please wait for the next one your app shows (codes change every 30 seconds).';

/** better-auth's two-factor error codes, in the console's words. */
export const TWO_FACTOR_MESSAGES: Record<string, string> = {
  INVALID_CODE: WRONG_CODE,
  /** Ours, not better-auth's: a code of a step already taken (takeTotpCode). */
  CODE_USED: USED_CODE,
  INVALID_BACKUP_CODE: 'That backup code is not right, or it has been used already.',
  INVALID_PASSWORD: 'The password is not right.',
  INVALID_TWO_FACTOR_COOKIE:
    'This sign-in has expired (the code must follow the password within 10 minutes). Please sign in again.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE:
    'Too many wrong codes for this sign-in. Please sign in again with your password.',
  ACCOUNT_TEMPORARILY_LOCKED:
    'Too many wrong codes for this account. Please wait 15 minutes and try again.',
  TOTP_ALREADY_ENABLED: 'Two-step sign-in is already on for your account.',
  TOTP_NOT_ENABLED: 'Two-step sign-in is not on for this account.',
  BACKUP_CODES_NOT_ENABLED: 'Two-step sign-in is not on for this account.',
};

/** The codes that mean a wrong guess, counted by the sign-in throttle as a failed sign-in. */
export const WRONG_GUESS_CODES = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE', 'CODE_USED']);

export const OWNER_KEEPS_TWO_FACTOR =
  "An owner's two-step sign-in stays on: it guards the whole console. If your phone is lost, sign in with a backup code, or ask whoever runs the server to run `npm run staff -- reset-2fa` with your e-mail address.";

/** One cookie's value from a Cookie header, decoded; undefined when it is not there. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The account a half-done sign-in belongs to, from its two-factor cookie (`identifier.signature`):
 * only to count wrong codes against the right account and to name it in the audit log. The
 * signature is better-auth's to check (it does, before it looks at any code); the identifier alone
 * is 20 random characters only the browser that typed the password was given.
 */
export async function pendingSignInUser(
  db: Executor,
  cookieHeader: string | undefined,
  cookieName: string,
  now = new Date(),
): Promise<StaffUser | undefined> {
  const signed = cookieValue(cookieHeader, cookieName);
  const identifier = signed?.slice(0, signed.lastIndexOf('.'));
  if (!identifier?.startsWith('2fa-')) return undefined;
  const userId = await twoFactorCookieAccount(db, identifier, now);
  return userId ? findStaff(db, userId) : undefined;
}

/**
 * Turns the second factor off for whoever runs the server (a lost phone, no backup code left):
 * the secret and backup codes are deleted and every session ends, since one may be on the lost
 * phone. The person signs in with the password alone, then may turn it on again.
 */
export async function resetTwoFactor(
  db: Database,
  actor: Actor,
  email: string,
  now = new Date(),
): Promise<{ user: StaffUser; wasOn: boolean }> {
  const found = await findStaffByEmail(db, email);
  if (!found) throw notFound(`There is no console account for ${email}.`);
  return db.transaction(async (tx) => {
    const before = await findStaff(tx, found.id);
    if (!before) throw notFound(`There is no console account for ${email}.`);
    const removed = await deleteTwoFactor(tx, before.id);
    const wasOn = before.twoFactorEnabled || removed;
    if (!wasOn) return { user: before, wasOn };
    const user = await updateStaffUser(tx, before.id, { twoFactorEnabled: false, updatedAt: now });
    const ended = await deleteSessionsOf(tx, before.id);
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: '2fa.disable',
      target: staffTarget(before.id),
      before: { twoFactorEnabled: before.twoFactorEnabled },
      after: { twoFactorEnabled: false, by: actor.name, sessionsEnded: ended },
    });
    return { user: user ?? before, wasOn };
  });
}

// ---------------------------------------------------------------------------------------------
// A code is taken once (RFC 6238 §5.2, decision 119)

/** better-auth's TOTP: 30-second steps, 6 digits, one step either side of now accepted. */
const TOTP_PERIOD_MS = 30_000;
const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;

/** RFC 4226's HOTP of `counter` (HMAC-SHA-1, dynamic truncation), as the authenticator computes it. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac.at(-1) ?? 0) & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** TOTP_DIGITS).padStart(
    TOTP_DIGITS,
    '0',
  );
}

/** The latest step within better-auth's window whose code `code` is, or null for none. */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  const key = Buffer.from(secret, 'utf8');
  const typed = Buffer.from(code);
  const current = Math.floor(now.getTime() / TOTP_PERIOD_MS);
  for (let step = current + TOTP_WINDOW; step >= current - TOTP_WINDOW; step -= 1) {
    const expected = Buffer.from(hotp(key, step));
    if (typed.length === expected.length && timingSafeEqual(typed, expected)) return step;
  }
  return null;
}

/**
 * Takes a TOTP code for `userId` before better-auth checks it: a code of a step already taken (a
 * second sign-in with the same code, at once or later within its window) is 'used'; a code of a
 * later step is recorded as taken ('taken'); anything else is left to better-auth to refuse
 * ('unknown'). Taken before the check, so two calls at once cannot both pass it; a code taken by a
 * call that then fails (an expired sign-in) is spent all the same, and the next one serves.
 * `secretKey` is better-auth's own key for the secret (its context's `secretConfig`).
 */
export async function takeTotpCode(
  db: Executor,
  secretKey: Parameters<typeof symmetricDecrypt>[0]['key'],
  userId: string,
  code: string,
  now = new Date(),
): Promise<'taken' | 'used' | 'unknown'> {
  const stored = await findTwoFactorSecret(db, userId);
  if (!stored) return 'unknown';
  const step = totpStepOf(await symmetricDecrypt({ key: secretKey, data: stored }), code, now);
  if (step === null) return 'unknown';
  return (await takeTotpStep(db, userId, step)) ? 'taken' : 'used';
}
