/**
 * The audit log (issue 14 §5): who did what, when, from where, to what, with the state before and
 * after. One function appends, inside the caller's transaction, so a change and its entry are
 * written together or not at all. Rows are never changed (a trigger refuses it, migration 0004).
 */
import type { Executor } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { newId } from '../ids.ts';

export type AuditAction =
  | 'login'
  | 'login.failed'
  /** The password was right; the account's second factor is asked for next (decision 042). */
  | 'login.2fa-asked'
  /** A wrong code or backup code at the second step; the sign-in throttle counts it. */
  | 'login.2fa-failed'
  | 'logout'
  | 'session.end'
  | 'setup'
  | 'staff.invite'
  | 'staff.password-link'
  | 'staff.password-set'
  | 'staff.role'
  | 'staff.disable'
  | 'staff.enable'
  | '2fa.enable'
  | '2fa.disable';

export interface AuditEntry {
  /** The staff account that acted; null for the command line or an unknown sign-in address. */
  actorId: string | null;
  ip: string | null;
  action: AuditAction;
  /** `staff:<id>`, `session:<id>` or, for sign-ins, `email:<address>`. */
  target: string | null;
  before?: unknown;
  after?: unknown;
}

export async function appendAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    id: newId(),
    actorId: entry.actorId,
    ip: entry.ip,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export const staffTarget = (id: string) => `staff:${id}`;
export const sessionTarget = (id: string) => `session:${id}`;
export const emailTarget = (email: string) => `email:${email.toLowerCase()}`;
