/**
 * Sign-in throttling (issue 14 §2, decision 033): after a few failures, each further try waits
 * longer (backoff), per account and address together, per address, and per account from anywhere.
 * Nothing locks: the waits are capped, and the tightest limits belong to an address, so a stranger
 * guessing an owner's password slows only themselves; the owner, signing in from their own
 * address, meets only the loose account-wide limit, which costs them at most a minute.
 *
 * The failures are the audit log's own `login.failed` rows, and `login.2fa-failed` for a wrong
 * code at a sign-in's second step (decision 042), counted together: every instance sees them, on
 * either engine, so the throttle needs no store of its own.
 */
import { and, count, eq, gt, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { emailTarget } from './audit.ts';

interface Limit {
  /** Failures allowed before the first wait. */
  free: number;
  /** The first wait; each further failure doubles it. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** Shown to the person refused. */
  reason: string;
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
/** Many addresses against one account: loose and short, so its owner is never kept out for long. */
const ACCOUNT: Limit = {
  free: 50,
  firstWaitMs: 1_000,
  maxWaitMs: MINUTE,
  reason: 'Too many failed sign-ins to this account.',
};

export interface Throttled {
  retryAfterSeconds: number;
  message: string;
}

async function failuresSince(db: Executor, where: SQL, successWhere: SQL | null, now: Date) {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  let since = windowStart;
  if (successWhere) {
    const [success] = await db
      .select({ at: max(auditLog.at) })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login'), successWhere));
    if (success?.at && success.at > since) since = success.at;
  }
  const [row] = await db
    .select({ n: count(), last: max(auditLog.at) })
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.action, ['login.failed', 'login.2fa-failed']),
        gt(auditLog.at, since),
        where,
      ),
    );
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

/** Whether a sign-in to `email` from `ip` must wait, and for how long; null when it may go on. */
export async function signInThrottle(
  db: Executor,
  email: string,
  ip: string,
  now = new Date(),
): Promise<Throttled | null> {
  const target = emailTarget(email);
  const checks: [Limit, SQL, SQL | null][] = [
    [
      ACCOUNT_FROM_ADDRESS,
      and(eq(auditLog.target, target), eq(auditLog.ip, ip)) ?? sql`true`,
      and(eq(auditLog.target, target), eq(auditLog.ip, ip)) ?? null,
    ],
    [ADDRESS, eq(auditLog.ip, ip), null],
    [ACCOUNT, eq(auditLog.target, target), eq(auditLog.target, target)],
  ];
  let worst: { ms: number; limit: Limit } | null = null;
  for (const [limit, where, successWhere] of checks) {
    const ms = waitLeft(limit, await failuresSince(db, where, successWhere, now), now);
    if (ms > 0 && (!worst || ms > worst.ms)) worst = { ms, limit };
  }
  if (!worst) return null;
  const retryAfterSeconds = Math.ceil(worst.ms / 1000);
  return {
    retryAfterSeconds,
    message: `${worst.limit.reason} Please wait ${inWords(retryAfterSeconds)} and try again.`,
  };
}
