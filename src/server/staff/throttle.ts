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
import { and, count, eq, gt, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { signInAttempts, type SignInResult } from '../db/schema.ts';
import { newId } from '#server/lib/ids.ts';

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
export interface SignInKey {
  /** The e-mail address typed, in lower case (an account or not). */
  account: string;
  ip: string;
  /** The nonce of a valid device cookie for this account (device-cookie.ts); null: untrusted. */
  device: string | null;
}

export interface Throttled {
  retryAfterSeconds: number;
  message: string;
}

/** A try that may go on (its row, to settle after the check), or the wait it must keep. */
export type Reservation = { attemptId: string; throttled?: undefined } | { throttled: Throttled };

/** A counted limit: the tries it counts, and the successes that clear them (null: none do). */
interface Check {
  limit: Limit;
  tries: SQL | undefined;
  clearedBy: SQL | undefined | null;
}

/** A try's own key's limits; a success clears the counts it would itself be counted in. */
function checksFor(key: SignInKey): Check[] {
  const { account, ip, device } = key;
  const t = signInAttempts;
  if (device) {
    const ofDevice = and(eq(t.account, account), eq(t.device, device));
    return [{ limit: DEVICE, tries: ofDevice, clearedBy: ofDevice }];
  }
  const untrusted = isNull(t.device);
  const accountFromAddress = and(eq(t.account, account), eq(t.ip, ip), untrusted);
  const anyAddress = and(eq(t.account, account), untrusted);
  return [
    { limit: ACCOUNT_FROM_ADDRESS, tries: accountFromAddress, clearedBy: accountFromAddress },
    { limit: ADDRESS, tries: and(eq(t.ip, ip), untrusted), clearedBy: null },
    { limit: ACCOUNT, tries: anyAddress, clearedBy: anyAddress },
  ];
}

/** Tries not yet known to be right count as failures: a check in flight, or one a crash cut. */
const FAILED: SignInResult[] = ['pending', 'wrong'];

async function failuresSince(db: Executor, check: Check, now: Date) {
  let since = new Date(now.getTime() - WINDOW_MS);
  if (check.clearedBy) {
    const [success] = await db
      .select({ at: max(signInAttempts.at) })
      .from(signInAttempts)
      .where(
        and(eq(signInAttempts.result, 'signed-in'), gt(signInAttempts.at, since), check.clearedBy),
      );
    if (success?.at && success.at > since) since = success.at;
  }
  const [row] = await db
    .select({ n: count(), last: max(signInAttempts.at) })
    .from(signInAttempts)
    .where(and(inArray(signInAttempts.result, FAILED), gt(signInAttempts.at, since), check.tries));
  return { n: row?.n ?? 0, last: row?.last ?? null };
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
    const ms = waitLeft(check.limit, await failuresSince(db, check, now), now);
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

/** Advisory locks of the throttle (two-key form: apart from the app's one-key locks). */
const LOCK_SPACE = 727_020;

const lock = (db: Executor, name: string) =>
  db.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${name}))`);

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
    if (!key.device) await lock(tx, `ip:${key.ip}`);
    await lock(tx, `account:${key.account}`);
    // Read after the locks: the tries that went first are all in the count.
    const now = at ?? new Date();
    const throttled = await signInThrottle(tx, key, now);
    if (throttled) return { throttled };
    const attemptId = newId();
    await tx.insert(signInAttempts).values({ id: attemptId, at: now, ...key });
    return { attemptId };
  });
}

/** Rows the throttle no longer reads (it looks back an hour; the trigger frees them after a day). */
const PRUNE_AFTER = sql`interval '2 days'`;
const PRUNE_BATCH = 100;

/**
 * A reserved try's result, once (the migration's trigger refuses any other change). Old rows go a
 * few at a time with each try, so the table holds about two days of tries; rows another try is
 * deleting are skipped rather than waited for.
 */
export async function settleSignInAttempt(
  db: Database,
  attemptId: string,
  result: Exclude<SignInResult, 'pending'>,
): Promise<void> {
  await db
    .update(signInAttempts)
    .set({ result })
    .where(and(eq(signInAttempts.id, attemptId), eq(signInAttempts.result, 'pending')));
  await db.execute(sql`
    delete from ${signInAttempts} where ${signInAttempts.id} in (
      select ${signInAttempts.id} from ${signInAttempts}
      where ${signInAttempts.at} < now() - ${PRUNE_AFTER}
      order by ${signInAttempts.at} limit ${PRUNE_BATCH} for update skip locked
    )`);
}

/** A sign-in that needed no guess (the set-up or an invitation link just set the password). */
export async function recordSignIn(db: Executor, key: SignInKey, now = new Date()) {
  await db.insert(signInAttempts).values({ id: newId(), at: now, ...key, result: 'signed-in' });
}
