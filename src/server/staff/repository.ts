/**
 * The team's accounts in the database: better-auth's user, credential account, session and
 * two-factor tables (db/schema.ts). Every query takes the database or a transaction, so the
 * service decides what goes together; the set-up and password links are links.ts's, the audit
 * log audit.ts's and the sign-in tries throttle.ts's.
 */
import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { StaffRole } from '#domain/schemas/staff.ts';
import type { Executor } from '../db/client.ts';
import {
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from '../db/schema.ts';
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
