/**
 * Sign-in throttling (issue 14 §2, decisions 033 and 057): after a few failures, each further try
 * waits longer (backoff). Nothing locks for good: the waits are capped.
 *
 * Who is counted depends on the device (issue 23 §1.3, OWASP's device cookies, device-cookie.ts):
 * - a browser that shows a valid device cookie for the account is throttled by that device's own
 *   failures only, so strangers guessing from elsewhere never keep a person out of an account on
 *   a device they signed in from before;
 * - any other client meets the limits per account and address, per address, and per account from
 *   anywhere (the loose one that strangers from many addresses can fill).
 *
 * Tries are counted in `sign_in_attempt` (schema.ts), not in the audit log, so that a try is
 * reserved before its password check (issue 23 §1.4): under advisory locks of its address and
 * account, the throttle counts and, when the try may go on, records it as `pending` (a failure
 * until it is known to be none) in one transaction. Parallel guesses thus queue for the count, and
 * only the free number of them reaches the (slow) hash; the rest are refused. The audit log still
 * records every sign-in for people to read.
 */
import type { Database, Executor } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import {
  failedTriesSince,
  insertAttempt,
  lastSignInSince,
  lockTries,
  pruneAttempts,
  settleAttempt,
  type AttemptKey,
  type AttemptScope,
  type SettledResult,
} from './repository.ts';

interface Limit {
  /** Failures allowed before the first wait. */
  free: number;
  /** The first wait; each further failure doubles it. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** Shown to the person refused. */
  reason: string;
  /** What else they may do, after "Please wait … and try again". */
  otherwise?: string;
}

const MINUTE = 60_000;
/** Failures older than this are forgotten. */
const WINDOW_MS = 60 * MINUTE;

/** One account from one address: a forgotten password, or someone guessing at one account. */
const ACCOUNT_FROM_ADDRESS: Limit = {
  free: 5,
  firstWaitMs: 30_000,
  maxWaitMs: 15 * MINUTE,
  reason: 'Too many failed sign-ins to this account from your address.',
};
/** One address trying many accounts. */
const ADDRESS: Limit = {
  free: 20,
  firstWaitMs: 30_000,
  maxWaitMs: 15 * MINUTE,
  reason: 'Too many failed sign-ins from your address.',
};
/** Many addresses against one account: loose and short, for a person on a new device. */
const ACCOUNT: Limit = {
  free: 50,
  firstWaitMs: 1_000,
  maxWaitMs: MINUTE,
  reason: 'Too many failed sign-ins to this account.',
  // The way in that strangers cannot close (device-cookie.ts).
  otherwise: 'or use a device you have signed in on before',
};
/** One account from a device that signed in to it before: as tight as one address. */
const DEVICE: Limit = {
  free: 5,
  firstWaitMs: 30_000,
  maxWaitMs: 15 * MINUTE,
  reason: 'Too many failed sign-ins to this account from this device.',
};

/** Whose try this is: the e-mail address typed, the client's address, its trusted device. */
export type SignInKey = AttemptKey;

export interface Throttled {
  retryAfterSeconds: number;
  message: string;
}

/** A try that may go on (its row, to settle after the check), or the wait it must keep. */
export type Reservation = { attemptId: string; throttled?: undefined } | { throttled: Throttled };

/** A limit, the tries it counts, and whether a whole sign-in of those tries clears them. */
interface Check {
  limit: Limit;
  counts: AttemptScope;
  clearedBySignIn: boolean;
}

/** A try's own key's limits; a success clears the counts it would itself be counted in. */
function checksFor(key: SignInKey): Check[] {
  if (key.device) return [{ limit: DEVICE, counts: 'device', clearedBySignIn: true }];
  return [
    { limit: ACCOUNT_FROM_ADDRESS, counts: 'account-from-address', clearedBySignIn: true },
    { limit: ADDRESS, counts: 'address', clearedBySignIn: false },
    { limit: ACCOUNT, counts: 'account', clearedBySignIn: true },
  ];
}

/** The check's failures in the window, since its latest sign-in when one clears them. */
async function failuresSince(db: Executor, key: SignInKey, check: Check, now: Date) {
  let since = new Date(now.getTime() - WINDOW_MS);
  if (check.clearedBySignIn) {
    const success = await lastSignInSince(db, check.counts, key, since);
    if (success && success > since) since = success;
  }
  return failedTriesSince(db, check.counts, key, since);
}

function waitLeft(limit: Limit, failures: { n: number; last: Date | null }, now: Date) {
  if (failures.n < limit.free || !failures.last) return 0;
  const wait = Math.min(limit.firstWaitMs * 2 ** (failures.n - limit.free), limit.maxWaitMs);
  return failures.last.getTime() + wait - now.getTime();
}

function inWords(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Whether a try with this key must wait, and for how long; null when it may go on. */
export async function signInThrottle(
  db: Executor,
  key: SignInKey,
  now = new Date(),
): Promise<Throttled | null> {
  let worst: { ms: number; limit: Limit } | null = null;
  for (const check of checksFor(key)) {
    const ms = waitLeft(check.limit, await failuresSince(db, key, check, now), now);
    if (ms > 0 && (!worst || ms > worst.ms)) worst = { ms, limit: check.limit };
  }
  if (!worst) return null;
  const retryAfterSeconds = Math.ceil(worst.ms / 1000);
  return {
    retryAfterSeconds,
    message: `${worst.limit.reason} Please wait ${inWords(retryAfterSeconds)} and try again${
      worst.limit.otherwise ? `, ${worst.limit.otherwise}` : ''
    }.`,
  };
}

/**
 * Counts and, when the try may go on, records it as pending, atomically: a try that reaches the
 * password check has been counted by every try after it. Tries of one address, and of one
 * account, take turns here (the address's lock first, then the account's, always in this order so
 * that two tries never wait for each other); the hash itself runs after, outside the locks.
 */
export async function reserveSignInAttempt(
  db: Database,
  key: SignInKey,
  at?: Date,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    if (!key.device) await lockTries(tx, `ip:${key.ip}`);
    await lockTries(tx, `account:${key.account}`);
    // Read after the locks: the tries that went first are all in the count.
    const now = at ?? new Date();
    const throttled = await signInThrottle(tx, key, now);
    if (throttled) return { throttled };
    const attemptId = newId();
    await insertAttempt(tx, { id: attemptId, at: now, ...key });
    return { attemptId };
  });
}

/**
 * A reserved try's result, once (the migration's trigger refuses any other change). Old rows go a
 * few at a time with each try, so the table holds about two days of tries.
 */
export async function settleSignInAttempt(
  db: Database,
  attemptId: string,
  result: SettledResult,
): Promise<void> {
  await settleAttempt(db, attemptId, result);
  await pruneAttempts(db);
}

/** A sign-in that needed no guess (the set-up or an invitation link just set the password). */
export async function recordSignIn(db: Executor, key: SignInKey, now = new Date()) {
  await insertAttempt(db, { id: newId(), at: now, ...key, result: 'signed-in' });
}
