/**
 * What the team's accounts can do (issue 14 §2-3): the owner's setup, invitations, roles, disabling,
 * sessions. Each change and its audit entry are written in one transaction (DESIGN.md: the team's
 * side); signing in is better-auth's (routes.ts).
 */
import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  inviteBodySchema,
  setupBodySchema,
  staffCreateSchema,
  staffPatchSchema,
  StaffRole,
} from '#domain/schemas/staff.ts';
import type { Database, Executor } from '../db/client.ts';
import { staffAccounts, staffSessions, staffUsers } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '#server/plugins/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { appendAudit, sessionTarget, staffTarget } from './audit.ts';
import {
  consumePasswordLink,
  consumeSetupLink,
  dropSetupLinks,
  issuePasswordLink,
  issueSetupLink,
  passwordLinkAccount,
  setupLinkIsValid,
} from './links.ts';
import { staffInviteMail } from './invite-mail.ts';
import { hashPassword, passwordProblem } from './passwords.ts';

/** Who acts, and from where, for the audit log. */
export interface Actor {
  id: string | null;
  name: string;
  ip: string | null;
}

export type StaffUser = typeof staffUsers.$inferSelect;

const CREDENTIAL = 'credential';

/** The password's hash, once it passed the rules; hashed before any transaction, not in one. */
async function acceptablePasswordHash(password: string): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem, [{ path: 'password', message: problem }]);
  return hashPassword(password);
}

export async function hasAnyStaff(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(staffUsers);
  return (row?.n ?? 0) > 0;
}

async function hasOwner(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(staffUsers)
    .where(eq(staffUsers.role, 'owner'));
  return (row?.n ?? 0) > 0;
}

/** On start: with no account at all, a setup link for the owner (null when there are accounts). */
export async function setupLinkIfNoStaff(db: Database, publicUrl: string, now = new Date()) {
  if (await hasAnyStaff(db)) return null;
  return issueSetupLink(db, publicUrl, now);
}

const NO_SETUP_LINK =
  'This setup link is not valid: it was used already or has expired. Restart the server for a new one.';
const OWNER_EXISTS = 'The console already has an owner. Please sign in instead.';

export async function checkSetupLink(db: Database, token: string, now = new Date()) {
  if ((await hasOwner(db)) || !(await setupLinkIsValid(db, token, now))) {
    throw notFound(NO_SETUP_LINK);
  }
}

const EMAIL_TAKEN = 'There is already a console account or an invitation for this e-mail address.';

/**
 * A new account, or 409 when the address has one. The unique index decides, not a look first: two
 * invitations of one address at once both find none, and the second insert waits for the first
 * and then does nothing (issue 23 §1.5: it was a 500 on PostgreSQL).
 */
async function createAccount(
  db: Executor,
  person: { email: string; name: string; role: StaffRole },
): Promise<StaffUser> {
  const [user] = await db
    .insert(staffUsers)
    .values({ id: newId(), ...person })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning();
  if (!user) throw conflict(EMAIL_TAKEN);
  return user;
}

/** The account's password hash, replacing any earlier one (better-auth's credential account). */
async function setPassword(db: Executor, userId: string, hashed: string) {
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

/** The first start's setup: creates the owner from a valid setup link, once. */
export async function setupOwner(
  db: Database,
  input: z.infer<typeof setupBodySchema>,
  ip: string | null,
  now = new Date(),
): Promise<StaffUser> {
  const hashed = await acceptablePasswordHash(input.password);
  return db.transaction(async (tx) => {
    if (await hasOwner(tx)) throw conflict(OWNER_EXISTS);
    if (!(await consumeSetupLink(tx, input.token, now))) throw notFound(NO_SETUP_LINK);
    const user = await createAccount(tx, { email: input.email, name: input.name, role: 'owner' });
    await setPassword(tx, user.id, hashed);
    await dropSetupLinks(tx);
    await appendAudit(tx, {
      actorId: user.id,
      ip,
      action: 'setup',
      target: staffTarget(user.id),
      after: { email: user.email, name: user.name, role: user.role },
    });
    return user;
  });
}

const NO_PASSWORD_LINK =
  'This link is not valid: it was used already or has expired. Please ask the owner for a new one.';

/** The person a set-password link is for, to greet them (404 when the link does not work). */
export async function checkPasswordLink(db: Database, token: string, now = new Date()) {
  const userId = await passwordLinkAccount(db, token, now);
  const user = userId ? await findStaff(db, userId) : undefined;
  if (!user || user.disabled) throw notFound(NO_PASSWORD_LINK);
  return user;
}

/** An invitation or reset accepted: the person's name and password, their older sessions ended. */
export async function acceptPasswordLink(
  db: Database,
  input: z.infer<typeof inviteBodySchema>,
  ip: string | null,
  now = new Date(),
): Promise<StaffUser> {
  const hashed = await acceptablePasswordHash(input.password);
  return db.transaction(async (tx) => {
    const userId = await consumePasswordLink(tx, input.token, now);
    const before = userId ? await findStaff(tx, userId) : undefined;
    if (!before || before.disabled) throw notFound(NO_PASSWORD_LINK);
    const [user] = await tx
      .update(staffUsers)
      .set({ name: input.name, updatedAt: now })
      .where(eq(staffUsers.id, before.id))
      .returning();
    if (!user) throw notFound(NO_PASSWORD_LINK);
    await setPassword(tx, user.id, hashed);
    await tx.delete(staffSessions).where(eq(staffSessions.userId, user.id));
    await appendAudit(tx, {
      actorId: user.id,
      ip,
      action: 'staff.password-set',
      target: staffTarget(user.id),
      before: { name: before.name },
      after: { name: user.name },
    });
    return user;
  });
}

export function findStaff(db: Executor, id: string): Promise<StaffUser | undefined> {
  return db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.id, id))
    .then((rows) => rows[0]);
}

export function findStaffByEmail(db: Executor, email: string) {
  return db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, email.toLowerCase()))
    .then((rows) => rows[0]);
}

export function staffMember(user: StaffUser, hasPassword: boolean) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    disabled: user.disabled,
    invitePending: !hasPassword,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function listStaff(db: Database) {
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
  return rows.map((row) => staffMember(row.user, row.passwords > 0));
}

/** A new account without a password, and its one-time link by e-mail (and in the answer). */
export async function inviteStaff(
  db: Database,
  actor: Actor,
  input: z.infer<typeof staffCreateSchema>,
  publicUrl: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const user = await createAccount(tx, input);
    const link = await issuePasswordLink(tx, user.id, publicUrl, now);
    await enqueueMail(
      tx,
      staffInviteMail(user.email, {
        name: user.name,
        invitedBy: actor.name,
        role: user.role,
        link: link.url,
        expiresAt: link.expiresAt.toISOString(),
      }),
    );
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'staff.invite',
      target: staffTarget(user.id),
      after: { email: user.email, name: user.name, role: user.role },
    });
    return {
      ...staffMember(user, false),
      inviteUrl: link.url,
      inviteExpiresAt: link.expiresAt.toISOString(),
    };
  });
}

/** A new set-password link for an account (the command line's reset-password). */
export async function passwordLinkFor(
  db: Database,
  actor: Actor,
  email: string,
  publicUrl: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const user = await findStaffByEmail(tx, email);
    if (!user) throw notFound(`There is no console account for ${email}.`);
    const link = await issuePasswordLink(tx, user.id, publicUrl, now);
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'staff.password-link',
      target: staffTarget(user.id),
    });
    return link;
  });
}

/** The command line's add: an account and its set-password link (no e-mail: the link is printed). */
export async function addStaff(
  db: Database,
  actor: Actor,
  person: { email: string; name: string; role: StaffRole },
  publicUrl: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const user = await createAccount(tx, person);
    const link = await issuePasswordLink(tx, user.id, publicUrl, now);
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'staff.invite',
      target: staffTarget(user.id),
      after: { email: user.email, name: user.name, role: user.role },
    });
    return { user, link };
  });
}

const LAST_OWNER = 'The console must keep at least one active owner.';
const NOT_YOURSELF =
  'You cannot change your own role or disable your own account: another owner can do it for you.';

/** A role change or (dis)abling; disabling ends every session of the account at once. */
export async function updateStaff(
  db: Database,
  actor: Actor,
  id: string,
  patch: z.infer<typeof staffPatchSchema>,
  now = new Date(),
): Promise<StaffUser> {
  return db.transaction(async (tx) => {
    // Owners are counted under a lock, so two owners cannot demote each other at once.
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const before = await findStaff(tx, id);
    if (!before) throw notFound('There is no such console account.');
    const role = patch.role ?? before.role;
    const disabled = patch.disabled ?? before.disabled;
    // One's own card offers neither (issue 23 §3.6): an owner demoting or disabling themselves by a
    // slip would lose the console at once.
    if (actor.id === id && (role !== before.role || disabled !== before.disabled)) {
      throw conflict(NOT_YOURSELF);
    }
    const stopsBeingOwner =
      before.role === 'owner' && !before.disabled && (role !== 'owner' || disabled);
    if (stopsBeingOwner) {
      const [others] = await tx
        .select({ n: count() })
        .from(staffUsers)
        .where(
          and(eq(staffUsers.role, 'owner'), eq(staffUsers.disabled, false), ne(staffUsers.id, id)),
        );
      if ((others?.n ?? 0) === 0) throw conflict(LAST_OWNER);
    }
    const [user] = await tx
      .update(staffUsers)
      .set({ role, disabled, updatedAt: now })
      .where(eq(staffUsers.id, id))
      .returning();
    if (!user) throw notFound('There is no such console account.');
    const target = staffTarget(id);
    if (role !== before.role) {
      await appendAudit(tx, {
        actorId: actor.id,
        ip: actor.ip,
        action: 'staff.role',
        target,
        before: { role: before.role },
        after: { role },
      });
    }
    if (disabled !== before.disabled) {
      const ended = disabled
        ? await tx
            .delete(staffSessions)
            .where(eq(staffSessions.userId, id))
            .returning({ id: staffSessions.id })
        : [];
      await appendAudit(tx, {
        actorId: actor.id,
        ip: actor.ip,
        action: disabled ? 'staff.disable' : 'staff.enable',
        target,
        before: { disabled: before.disabled },
        after: { disabled, ...(disabled ? { sessionsEnded: ended.map((s) => s.id) } : {}) },
      });
    }
    return user;
  });
}

export async function disableStaffByEmail(db: Database, actor: Actor, email: string) {
  const user = await findStaffByEmail(db, email);
  if (!user) throw notFound(`There is no console account for ${email}.`);
  return updateStaff(db, actor, user.id, { disabled: true });
}

export async function listSessions(
  db: Database,
  userId: string,
  currentSessionId: string,
  now = new Date(),
) {
  const rows = await db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.userId, userId), gt(staffSessions.expiresAt, now)))
    .orderBy(desc(staffSessions.updatedAt), staffSessions.id);
  return rows.map((s) => ({
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.updatedAt.toISOString(),
    ipAddress: s.ipAddress,
    userAgent: s.userAgent,
    current: s.id === currentSessionId,
  }));
}

/** Ends one of the person's own sessions (another person's is "not found"). */
export async function endOwnSession(
  db: Database,
  actor: Actor & { id: string },
  sessionId: string,
) {
  await db.transaction(async (tx) => {
    const ended = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.userId, actor.id)))
      .returning({ id: staffSessions.id });
    if (ended.length === 0) throw notFound('There is no such session of yours.');
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'session.end',
      target: sessionTarget(sessionId),
    });
  });
}
