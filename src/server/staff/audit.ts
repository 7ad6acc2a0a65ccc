/**
 * The audit log (issue 14 §5): who did what, when, from where, to what, with the state before and
 * after. One function appends, inside the caller's transaction, so a change and its entry are
 * written together or not at all. Rows are never changed (a trigger refuses it, migration 0004).
 * The SQL is audit-repository.ts's.
 */
import type { AuditEntry as AuditEntryView } from '#domain/schemas/console.ts';
import type { Paged } from '#domain/schemas/common.ts';
import type { Executor } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { pageOf } from '#server/lib/paging.ts';
import { findAuditPage, insertAuditRow, type AuditQuery } from './audit-repository.ts';

/** Who acts, and from where, for the audit log. */
export interface Actor {
  id: string | null;
  name: string;
  ip: string | null;
}

/** What the log records, as `family.verb` (the console words each: audit/action-words.ts). */
export const AUDIT_ACTIONS = [
  'login',
  'login.failed',
  // The password was right; the account's second factor is asked for next (decision 042).
  'login.2fa-asked',
  // A wrong code or backup code at the second step; the sign-in throttle counts it.
  'login.2fa-failed',
  'logout',
  'session.end',
  'setup',
  'staff.invite',
  'staff.password-link',
  'staff.password-set',
  'staff.role',
  'staff.disable',
  'staff.enable',
  'booking.confirm',
  'booking.decline',
  'booking.cancel',
  // The team changed a confirmed stay's dates, party or transfers (issue 26 §1).
  'booking.change',
  // A villa's calendar (issue 15 §1): a staff block added, changed or removed.
  'block.create',
  'block.update',
  'block.delete',
  'review.approve',
  'review.reject',
  // An approval or rejection undone: the review waits again (decision 064).
  'review.reopen',
  'testimonial.approve',
  'testimonial.reject',
  'testimonial.feature',
  'testimonial.unfeature',
  'message.status',
  'message.reply',
  // A villa's prices and stay rules saved from the console (issue 15 §4).
  'villa.pricing',
  'photo.upload',
  'photo.alt',
  'photo.order',
  'photo.delete',
  '2fa.enable',
  '2fa.disable',
  'villa.create',
  'villa.update',
  'villa.publish',
  'villa.unpublish',
  'villa.reorder',
  // A villa's calendar sync (issue 16): its address renewed; a platform's feed added, changed,
  // removed, fetched now, or its own address renewed.
  'villa.calendar-rotate',
  'feed.create',
  'feed.update',
  'feed.delete',
  'feed.sync',
  'feed.rotate',
  // A booking's money (issue 26): a payment or a refund recorded, an entry reversed.
  'payment.record',
  'refund.record',
  'payment.reverse',
  // A card payment the gateway confirmed, and a charge-back of one (issue 38), with no person.
  'payment.card',
  'payment.card-chargeback',
  // The site's payment settings, or a villa's own payment terms, saved by the owner.
  'payment.settings',
  'villa.payment-terms',
  // A turnover (issue 27 §3): its status, ticks or note; given to a person; a photo; a villa's
  // checklist.
  'turnover.update',
  'turnover.assign',
  'turnover.photo',
  'villa.turnover-checklist',
  // A guest message template (issue 27 §1) added, edited or deleted by the owner.
  'message-template.create',
  'message-template.update',
  'message-template.delete',
  // One of a booking's scheduled messages sent now or skipped by the team.
  'guest-message.send',
  'guest-message.skip',
  // The reports (issue 28): whether Reports are shared with the managers; an imported stay's amount.
  'report.settings',
  'imported-stay.update',
  // Prices in the guest's currency (issue 39 §3): a currency's rate and margin, the feed's address.
  'currency.rate',
  'currency.feed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  /** The staff account that acted; null for the command line or an unknown sign-in address. */
  actorId: string | null;
  ip: string | null;
  action: AuditAction;
  /**
   * `staff:<id>`, `session:<id>`, `booking:<id>`, `review:<id>`, `testimonial:<id>`, `contact:<id>`,
   * `transport:<id>`, `block:<id>`, `photo:<id>`, `villa:<id>`, `feed:<id>` or, for sign-ins,
   * `email:<address>`.
   */
  target: string | null;
  before?: unknown;
  after?: unknown;
}

export async function appendAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
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
export const bookingTarget = (id: string) => `booking:${id}`;
/** A staff block of a villa's calendar. */
export const blockTarget = (id: string) => `block:${id}`;
export const reviewTarget = (id: string) => `review:${id}`;
export const testimonialTarget = (id: string) => `testimonial:${id}`;
export const photoTarget = (id: string) => `photo:${id}`;
export const villaTarget = (id: string) => `villa:${id}`;
/** A platform's calendar feed imported by a villa (issue 16). */
export const feedTarget = (id: string) => `feed:${id}`;
/** A turnover task between two stays (issue 27 §3). */
export const turnoverTarget = (id: string) => `turnover:${id}`;
/** A guest message template (issue 27 §1). */
export const messageTemplateTarget = (id: string) => `message-template:${id}`;
/** A guest's message by its kind: `contact:<id>` or `transport:<id>`. */
export const messageTarget = (kind: 'contact' | 'transport', id: string) => `${kind}:${id}`;

/**
 * One page of the log, newest first, with who acted: null for the command line and for a sign-in
 * with an unknown address (no account), and for an account since removed.
 */
export async function pageAudit(db: Executor, query: AuditQuery): Promise<Paged<AuditEntryView>> {
  const { rows, total } = await findAuditPage(db, query);
  const content = rows.map(({ entry, actor }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    actor: actor ? { id: actor.id, name: actor.name, email: actor.email, role: actor.role } : null,
    ip: entry.ip,
    action: entry.action,
    target: entry.target,
    before: entry.before,
    after: entry.after,
  }));
  return pageOf(content, total, query.page, query.size);
}
