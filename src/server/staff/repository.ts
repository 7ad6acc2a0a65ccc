/**
 * The team's accounts in the database: better-auth's user, credential account, session,
 * two-factor and verification tables (the one-time links' hashes, links.ts), and the sign-in tries
 * the throttle counts (throttle.ts) (db/schema.ts). Every query takes the database or a
 * transaction, so the service decides what goes together. The audit log's are
 * audit-repository.ts's.
 */
import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  like,
  max,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { StaffRole } from '#domain/schemas/staff.ts';
import type { Executor } from '#server/db/client.ts';
import {
  signInAttempts,
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
  type SignInResult,
} from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';

export type StaffUser = typeof staffUsers.$inferSelect;

/** better-auth's provider id of an e-mail and password account. */
const CREDENTIAL = 'credential';

export async function hasAnyStaff(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(staffUsers);
  return (row?.n ?? 0) > 0;
}

export async function hasOwner(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(staffUsers)
    .where(eq(staffUsers.role, 'owner'));
  return (row?.n ?? 0) > 0;
}

/** Enabled owners other than `exceptId`. */
export async function countOtherActiveOwners(db: Executor, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.role, 'owner'),
        eq(staffUsers.disabled, false),
        ne(staffUsers.id, exceptId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Until the transaction ends, no other one counts or changes owners (updateStaff). Any number,
 * the same in every instance.
 */
export async function lockOwners(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
}

/**
 * A new account, or undefined when the address has one. The unique index decides, not a look
 * first: two inserts of one address at once both find none, and the second waits for the first
 * and then does nothing.
 */
export async function insertStaffUser(
  db: Executor,
  person: { email: string; name: string; role: StaffRole },
): Promise<StaffUser | undefined> {
  const [user] = await db
    .insert(staffUsers)
    .values({ id: newId(), ...person })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning();
  return user;
}

export async function updateStaffUser(
  db: Executor,
  id: string,
  values: Partial<Pick<StaffUser, 'name' | 'role' | 'disabled' | 'twoFactorEnabled' | 'updatedAt'>>,
): Promise<StaffUser | undefined> {
  const [user] = await db.update(staffUsers).set(values).where(eq(staffUsers.id, id)).returning();
  return user;
}

/** The account's password hash, replacing any earlier one (better-auth's credential account). */
export async function setPassword(db: Executor, userId: string, hashed: string): Promise<void> {
  await db
    .delete(staffAccounts)
    .where(and(eq(staffAccounts.userId, userId), eq(staffAccounts.providerId, CREDENTIAL)));
  await db.insert(staffAccounts).values({
    id: newId(),
    accountId: userId,
    providerId: CREDENTIAL,
    userId,
    password: hashed,
  });
}

export function findStaff(db: Executor, id: string): Promise<StaffUser | undefined> {
  return db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.id, id))
    .then((rows) => rows[0]);
}

export function findStaffByEmail(db: Executor, email: string): Promise<StaffUser | undefined> {
  return db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, email.toLowerCase()))
    .then((rows) => rows[0]);
}

/** Every account, oldest first, with whether it has a password yet (an invitation not). */
export async function listStaffUsers(
  db: Executor,
): Promise<{ user: StaffUser; hasPassword: boolean }[]> {
  const rows = await db
    .select({
      user: staffUsers,
      passwords: sql<number>`count(${staffAccounts.password})::int`,
    })
    .from(staffUsers)
    .leftJoin(
      staffAccounts,
      and(eq(staffAccounts.userId, staffUsers.id), eq(staffAccounts.providerId, CREDENTIAL)),
    )
    .groupBy(staffUsers.id)
    .orderBy(staffUsers.createdAt, staffUsers.id);
  return rows.map((row) => ({ user: row.user, hasPassword: row.passwords > 0 }));
}

/** The account's sessions that have not expired, the most recently used first. */
export function liveSessions(db: Executor, userId: string, now: Date) {
  return db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.userId, userId), gt(staffSessions.expiresAt, now)))
    .orderBy(desc(staffSessions.updatedAt), staffSessions.id);
}

/** Ends every session of the account; resolves to the ids ended. */
export async function deleteSessionsOf(db: Executor, userId: string): Promise<string[]> {
  const ended = await db
    .delete(staffSessions)
    .where(eq(staffSessions.userId, userId))
    .returning({ id: staffSessions.id });
  return ended.map((s) => s.id);
}

/** Ends one session; with `userId`, only when it is that account's. Resolves to whether it did. */
export async function deleteSession(
  db: Executor,
  sessionId: string,
  userId?: string,
): Promise<boolean> {
  const ended = await db
    .delete(staffSessions)
    .where(
      userId === undefined
        ? eq(staffSessions.id, sessionId)
        : and(eq(staffSessions.id, sessionId), eq(staffSessions.userId, userId)),
    )
    .returning({ id: staffSessions.id });
  return ended.length > 0;
}

/** Removes the account's second factor (its secret and backup codes); whether it had one. */
export async function deleteTwoFactor(db: Executor, userId: string): Promise<boolean> {
  const removed = await db
    .delete(staffTwoFactors)
    .where(eq(staffTwoFactors.userId, userId))
    .returning({ id: staffTwoFactors.id });
  return removed.length > 0;
}

/** The account a two-factor cookie's identifier stands for, while it has not expired. */
export async function twoFactorCookieAccount(
  db: Executor,
  identifier: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: staffVerifications.value })
    .from(staffVerifications)
    .where(
      and(eq(staffVerifications.identifier, identifier), gt(staffVerifications.expiresAt, now)),
    );
  return row?.userId;
}

// The one-time links (links.ts): a row per link, its token's hash as `value`.

/** Which links: those of one identifier, or of every identifier that starts with a prefix. */
export type VerificationKey = { identifier: string } | { prefix: string };

const ofKey = (key: VerificationKey) =>
  'identifier' in key
    ? eq(staffVerifications.identifier, key.identifier)
    : like(staffVerifications.identifier, `${key.prefix}%`);

/** The key's link whose token hashes to `valueHash`, while it has not expired. */
const liveLink = (key: VerificationKey, valueHash: string, now: Date) =>
  and(ofKey(key), eq(staffVerifications.value, valueHash), gt(staffVerifications.expiresAt, now));

export async function insertVerification(
  db: Executor,
  link: { identifier: string; value: string; expiresAt: Date },
): Promise<void> {
  await db.insert(staffVerifications).values({ id: newId(), ...link });
}

/** Every link of this identifier stops working. */
export async function deleteVerifications(db: Executor, identifier: string): Promise<void> {
  await db.delete(staffVerifications).where(eq(staffVerifications.identifier, identifier));
}

/** The identifier of the key's live link with this hash, or undefined. */
export async function findLiveVerification(
  db: Executor,
  key: VerificationKey,
  valueHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ identifier: staffVerifications.identifier })
    .from(staffVerifications)
    .where(liveLink(key, valueHash, now));
  return row?.identifier;
}

/** Deletes the key's live link with this hash: its identifier for the one caller that did. */
export async function consumeLiveVerification(
  db: Executor,
  key: VerificationKey,
  valueHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .delete(staffVerifications)
    .where(liveLink(key, valueHash, now))
    .returning({ identifier: staffVerifications.identifier });
  return row?.identifier;
}

// The sign-in tries (throttle.ts, decisions 033 and 057).

/** Whose try it is: the e-mail address typed (lower case), the client's address, its device. */
export interface AttemptKey {
  account: string;
  ip: string;
  /** The nonce of a valid device cookie for this account; null: an untrusted client. */
  device: string | null;
}

/**
 * Which tries a limit counts, of a try's key: its device's for the account; or, of untrusted
 * clients, the account's from its address, the address's, the account's from anywhere.
 */
export type AttemptScope = 'device' | 'account-from-address' | 'address' | 'account';

function inScope(scope: AttemptScope, { account, ip, device }: AttemptKey): SQL | undefined {
  const t = signInAttempts;
  const untrusted = isNull(t.device);
  switch (scope) {
    case 'device':
      // Asked for only with a device (throttle.ts); without one it counts nothing.
      return and(eq(t.account, account), eq(t.device, device ?? ''));
    case 'account-from-address':
      return and(eq(t.account, account), eq(t.ip, ip), untrusted);
    case 'address':
      return and(eq(t.ip, ip), untrusted);
    case 'account':
      return and(eq(t.account, account), untrusted);
  }
}

/** Tries not yet known to be right count as failures: a check in flight, or one a crash cut. */
const FAILED: SignInResult[] = ['pending', 'wrong'];

/** When the scope's latest whole sign-in after `since` was; null when none. */
export async function lastSignInSince(
  db: Executor,
  scope: AttemptScope,
  key: AttemptKey,
  since: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(signInAttempts.at) })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.result, 'signed-in'),
        gt(signInAttempts.at, since),
        inScope(scope, key),
      ),
    );
  return row?.at ?? null;
}

/** How many of the scope's tries after `since` failed, and when the last of them was. */
export async function failedTriesSince(
  db: Executor,
  scope: AttemptScope,
  key: AttemptKey,
  since: Date,
): Promise<{ n: number; last: Date | null }> {
  const [row] = await db
    .select({ n: count(), last: max(signInAttempts.at) })
    .from(signInAttempts)
    .where(
      and(
        inArray(signInAttempts.result, FAILED),
        gt(signInAttempts.at, since),
        inScope(scope, key),
      ),
    );
  return { n: row?.n ?? 0, last: row?.last ?? null };
}

/** Advisory locks of the throttle (two-key form: apart from the app's one-key locks). */
const LOCK_SPACE = 727_020;

/** Until the transaction ends, the other tries of this name (an address, an account) wait. */
export async function lockTries(tx: Executor, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${name}))`);
}

/** A try, `pending` unless its result is known already. */
export async function insertAttempt(
  db: Executor,
  attempt: AttemptKey & { id: string; at: Date; result?: SignInResult },
): Promise<void> {
  await db.insert(signInAttempts).values(attempt);
}

/** What a try came to, once known. */
export type SettledResult = Exclude<SignInResult, 'pending'>;

/** A pending try's result, once (the migration's trigger refuses any other change). */
export async function settleAttempt(
  db: Executor,
  attemptId: string,
  result: SettledResult,
): Promise<void> {
  await db
    .update(signInAttempts)
    .set({ result })
    .where(and(eq(signInAttempts.id, attemptId), eq(signInAttempts.result, 'pending')));
}

/** Rows the throttle no longer reads (it looks back an hour; the trigger frees them after a day). */
const PRUNE_AFTER = sql`interval '2 days'`;
const PRUNE_BATCH = 100;

/**
 * Deletes a few tries older than two days; rows another try is deleting are skipped rather than
 * waited for.
 */
export async function pruneAttempts(db: Executor): Promise<void> {
  await db.execute(sql`
    delete from ${signInAttempts} where ${signInAttempts.id} in (
      select ${signInAttempts.id} from ${signInAttempts}
      where ${signInAttempts.at} < now() - ${PRUNE_AFTER}
      order by ${signInAttempts.at} limit ${PRUNE_BATCH} for update skip locked
    )`);
}
