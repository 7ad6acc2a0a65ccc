/**
 * What the team's accounts can do (issue 14 §2-3): the owner's setup, invitations, roles, disabling,
 * sessions. Each change and its audit entry are written in one transaction (DESIGN.md: the team's
 * side); signing in is better-auth's (sign-in-service.ts). The SQL is repository.ts's.
 */
import type { z } from 'zod';
import type {
  inviteBodySchema,
  setupBodySchema,
  staffCreateSchema,
  staffPatchSchema,
  StaffRole,
} from '#domain/schemas/staff.ts';
import type { Database, Executor } from '../db/client.ts';
import { badRequest, conflict, notFound } from '#server/plugins/errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { appendAudit, sessionTarget, staffTarget, type Actor } from './audit.ts';
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
import {
  countOtherActiveOwners,
  deleteSession,
  deleteSessionsOf,
  findStaff,
  findStaffByEmail,
  hasAnyStaff,
  hasOwner,
  insertStaffUser,
  listStaffUsers,
  liveSessions,
  lockOwners,
  setPassword,
  updateStaffUser,
  type StaffUser,
} from './repository.ts';

/** The password's hash, once it passed the rules; hashed before any transaction, not in one. */
async function acceptablePasswordHash(password: string): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem, [{ path: 'password', message: problem }]);
  return hashPassword(password);
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
  const user = await insertStaffUser(db, person);
  if (!user) throw conflict(EMAIL_TAKEN);
  return user;
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
    const user = await updateStaffUser(tx, before.id, { name: input.name, updatedAt: now });
    if (!user) throw notFound(NO_PASSWORD_LINK);
    await setPassword(tx, user.id, hashed);
    await deleteSessionsOf(tx, user.id);
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

/**
 * The signed-in person as the console shows them (GET /me, and after a set-up or invitation),
 * with whether they may open Reports: the owner always, a manager once the owner shares them
 * (issue 28 §2), so the navigation lists only what the server lets them in.
 */
export const toMe = (
  user: Pick<StaffUser, 'id' | 'name' | 'email' | 'role' | 'twoFactorEnabled'>,
  reportsShared: boolean,
) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  twoFactorEnabled: user.twoFactorEnabled,
  reports: user.role === 'owner' || (user.role === 'manager' && reportsShared),
});

/**
 * Whether the owner shares Reports with the managers. The switch is the reports' (their settings
 * and service): they depend on staff for the guard and the audit log, so staff is given the read
 * at its plugin's registration (app.ts) rather than importing it back.
 */
export type ReportsShared = (db: Executor) => Promise<boolean>;

export interface MeDeps {
  db: Executor;
  reportsShared: ReportsShared;
}

/** `toMe` with the owner's Reports switch read, for a manager only (nobody else's answer needs it). */
export async function meOf(
  deps: MeDeps,
  user: Pick<StaffUser, 'id' | 'name' | 'email' | 'role' | 'twoFactorEnabled'>,
) {
  const shared = user.role === 'manager' && (await deps.reportsShared(deps.db));
  return toMe(user, shared);
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
  const rows = await listStaffUsers(db);
  return rows.map((row) => staffMember(row.user, row.hasPassword));
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
    await lockOwners(tx);
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
      if ((await countOtherActiveOwners(tx, id)) === 0) throw conflict(LAST_OWNER);
    }
    const user = await updateStaffUser(tx, id, { role, disabled, updatedAt: now });
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
      const ended = disabled ? await deleteSessionsOf(tx, id) : [];
      await appendAudit(tx, {
        actorId: actor.id,
        ip: actor.ip,
        action: disabled ? 'staff.disable' : 'staff.enable',
        target,
        before: { disabled: before.disabled },
        after: { disabled, ...(disabled ? { sessionsEnded: ended } : {}) },
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
  const rows = await liveSessions(db, userId, now);
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
    if (!(await deleteSession(tx, sessionId, actor.id)))
      throw notFound('There is no such session of yours.');
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'session.end',
      target: sessionTarget(sessionId),
    });
  });
}
