/**
 * The team's answers to a stay (issue 14 §4, issue 26): confirm, decline, and cancel on the
 * guest's behalf (a person's, or the payment job's for non-payment). Each is `decide`: one
 * transaction holding the villa's lock re-reads the booking, checks it may still be decided, writes
 * it, tells the followers, audits it and queues the guest's e-mail (stays/transaction.ts). The
 * booking as the console shows it, with the refund a cancel would give now, is read here too,
 * from the same rule.
 */
import type { CancellationRefund } from '#domain/schemas/booking.ts';
import type { ConsoleBooking } from '#domain/schemas/console.ts';
import { resortToday } from '#domain/dates.ts';
import { refundOnKept } from '#domain/refund.ts';
import { bookedStayChanges, type BookingWorkflow } from '#domain/stay-events.ts';
import type { Executor } from '../db/client.ts';
import { nowOf } from '#server/lib/clock.ts';
import { conflict, notFound } from '#server/plugins/errors.ts';
import { resortMomentLabel } from '../mail/format.ts';
import { enqueueMail, type MailMessage } from '../mail/outbox.ts';
import {
  bookingCancelledByTeamMails,
  bookingConfirmedMails,
  bookingDeclinedMails,
} from '../bookings/notifications.ts';
import type { LinkGeneration } from '../mail/context.ts';
import {
  findBookingWithVilla,
  lockBooking,
  toBooking,
  updateBookingRow,
  type BookingRow,
  type NewBookingRow,
} from '../bookings/repository.ts';
import { exactDecimal } from '../currency/shown-rates.ts';
import { keptOn } from '../payments/kept.ts';
import { scheduleOf } from '../payments/repository.ts';
import { howToPay } from '../payments/schedule.ts';
import { appendAudit, bookingTarget, type Actor as AuditActor } from '../staff/audit.ts';
import { lockVilla } from '../villas/repository.ts';
import { cancellationValues, refundAudit } from './cancel-values.ts';
import { holdsItsDates, isOpenRequest } from './claim.ts';
import { bookedStayOf, stayTransaction, type StaysDeps } from './transaction.ts';

/** Who decided, for the audit log: a person of the team (its id and address, as audited). */
export type Actor = Pick<AuditActor, 'ip'> & { id: string };

/** No person: the payment job's cancel for non-payment (issue 26 §3), audited with no actor. */
export const SYSTEM_ACTOR = { id: null, ip: null } as const;
export type Acting = Actor | typeof SYSTEM_ACTOR;

const NOT_FOUND = 'There is no booking with this id. It may have been typed wrong.';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Why the team cannot cancel this booking at `now`, or null when it can: a stay that holds its
 * dates and has not ended (unlike the guest, the team may cancel a stay under way).
 */
function teamCancelRefusal(row: BookingRow, now: Date): string | null {
  // A request is answered, not cancelled (issue 23 §3.2): Decline tells the guest so.
  if (isOpenRequest(row, now)) {
    return 'This request is still waiting for an answer: decline it instead, with a word to the guest.';
  }
  if (!holdsItsDates(row, now)) {
    return `This booking ${statusPhrase(row, now)} and holds no dates, so there is nothing to cancel.`;
  }
  if (row.checkOut < resortToday(now)) {
    return 'This stay has ended, so it can no longer be cancelled.';
  }
  return null;
}

/** 'is already confirmed', 'was declined', …: where the booking stands, for a refusal. */
function statusPhrase(row: BookingRow, now: Date): string {
  if (row.status === 'PENDING' && !isOpenRequest(row, now)) return 'has lapsed';
  switch (row.status) {
    case 'PENDING':
      return 'is still waiting for an answer';
    case 'CONFIRMED':
      return 'is already confirmed';
    case 'DECLINED':
      return 'was declined';
    case 'CANCELLED':
      return 'was cancelled';
    case 'EXPIRED':
      return 'has lapsed';
  }
}

/** `keptCents`: the money kept so far on the booking, on which a cancel's refund is computed. */
function toConsoleBooking(
  row: BookingRow,
  villa: { name: string; slug: string },
  keptCents: number,
  now: Date,
): ConsoleBooking {
  return {
    ...toBooking(row, villa),
    cancelledBy: row.cancelledBy,
    teamMessage: row.teamMessage,
    decidedAt: iso(row.decidedAt),
    holdRemindedAt: iso(row.holdRemindedAt),
    refundIfCancelledNow: teamCancelRefusal(row, now) ? null : refundOnKept(row, keptCents, now),
    shownCurrency: row.shownCurrency,
    shownRate: row.shownRate === null ? null : exactDecimal(row.shownRate),
  };
}

async function found(db: Executor, id: string) {
  const row = await findBookingWithVilla(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** One booking as the console shows it, with the refund a team cancel would give now. */
export async function getConsoleBooking(
  deps: Pick<StaysDeps, 'db' | 'now'>,
  id: string,
): Promise<ConsoleBooking> {
  const now = nowOf(deps);
  const { booking, villaName, villaSlug } = await found(deps.db, id);
  const kept = await keptOn(deps.db, id, now);
  return toConsoleBooking(booking, { name: villaName, slug: villaSlug }, kept, now);
}

/** A request that can still be answered at `now`; a 409 saying why not otherwise. */
function checkOpen(row: BookingRow, now: Date, verb: 'confirmed' | 'declined'): void {
  if (isOpenRequest(row, now)) return;
  if (row.status === 'PENDING' && row.holdExpiresAt) {
    throw conflict(
      `This request's hold ran out at ${resortMomentLabel(row.holdExpiresAt)}; its dates are free again, so it can no longer be ${verb}.`,
    );
  }
  throw conflict(
    `This booking ${statusPhrase(row, now)}; only a request waiting for an answer can be ${verb}.`,
  );
}

interface Decision {
  workflow: Extract<BookingWorkflow, 'confirm' | 'decline' | 'cancel'>;
  action: 'booking.confirm' | 'booking.decline' | 'booking.cancel';
  /** Refuses (throws) unless the booking, as re-read under the lock, may take this decision. */
  check: (row: BookingRow, now: Date) => void;
  /** Work before the change, in its transaction, once the check has passed (a cancel's refund). */
  before?: (tx: Executor, row: BookingRow, now: Date) => Promise<void>;
  values: (row: BookingRow, now: Date) => Partial<NewBookingRow>;
  /** What the audit entry records of the booking after the change, beside its status. */
  recorded: (row: BookingRow) => Record<string, unknown>;
  /** The mails of the decision; `generation` is the booking's link generation (decision 061). */
  mails: (
    tx: Executor,
    booking: ConsoleBooking,
    generation: LinkGeneration,
  ) => Promise<MailMessage[]> | MailMessage[];
}

/**
 * One decision of the team: under the villa's lock (as the guest's own changes take it), the
 * booking re-read and checked, changed, followed, audited and its e-mail queued, all in one
 * transaction.
 */
async function decide(
  deps: StaysDeps,
  actor: Acting,
  id: string,
  decision: Decision,
): Promise<ConsoleBooking> {
  const now = nowOf(deps);
  const { booking: current } = await found(deps.db, id);
  return stayTransaction(deps, async (tx, follow) => {
    await lockVilla(tx, current.villaId);
    const { booking: fresh, villaName, villaSlug } = await found(tx, id);
    decision.check(fresh, now);
    await decision.before?.(tx, fresh, now);
    const row = await updateBookingRow(tx, id, { ...decision.values(fresh, now), updatedAt: now });
    const [before, after] = [bookedStayOf(fresh), bookedStayOf(row)];
    await follow({
      workflow: decision.workflow,
      before,
      after,
      changed: bookedStayChanges(before, after),
      now,
    });
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: decision.action,
      target: bookingTarget(id),
      before: { status: fresh.status, holdExpiresAt: iso(fresh.holdExpiresAt) },
      after: { status: row.status, ...decision.recorded(row) },
    });
    const kept = await keptOn(tx, id, now);
    const booking = toConsoleBooking(row, { name: villaName, slug: villaSlug }, kept, now);
    await enqueueMail(tx, ...(await decision.mails(tx, booking, row.accessTokenHash)));
    return booking;
  });
}

/** The deposit and the balance are fixed from the villa's terms today by the payment follower. */
export function confirmStay(
  deps: StaysDeps,
  actor: Actor,
  id: string,
  message: string | null,
): Promise<ConsoleBooking> {
  return decide(deps, actor, id, {
    workflow: 'confirm',
    action: 'booking.confirm',
    check: (row, now) => checkOpen(row, now, 'confirmed'),
    values: (_row, now) => ({
      status: 'CONFIRMED',
      decidedAt: now,
      teamMessage: message,
      holdExpiresAt: null,
    }),
    recorded: (row) => ({ teamMessage: row.teamMessage }),
    // The e-mail says how to pay the schedule the follower has just fixed (issue 26 §2).
    mails: async (tx, b, generation) =>
      bookingConfirmedMails(
        deps.mail,
        b,
        message,
        generation,
        await howToPay(tx, await scheduleOf(tx, b.id)),
      ),
  });
}

/** The dates are free once the status leaves PENDING: the no-overlap constraint counts active stays only. */
export function declineRequest(
  deps: StaysDeps,
  actor: Actor,
  id: string,
  message: string,
): Promise<ConsoleBooking> {
  return decide(deps, actor, id, {
    workflow: 'decline',
    action: 'booking.decline',
    check: (row, now) => checkOpen(row, now, 'declined'),
    values: (_row, now) => ({
      status: 'DECLINED',
      decidedAt: now,
      teamMessage: message,
      holdExpiresAt: null,
    }),
    recorded: (row) => ({ teamMessage: row.teamMessage }),
    mails: (_tx, b) => bookingDeclinedMails(deps.mail, b, message),
  });
}

/** What the payment job adds to a cancel for non-payment (stays/cancel-unpaid.ts). */
export interface UnpaidCancel {
  /** Still unpaid past the grace days, re-checked under the lock. */
  stillUnpaid: (tx: Executor, row: BookingRow, now: Date) => Promise<boolean>;
  teamMail: (booking: ConsoleBooking, paidCents: number) => MailMessage;
}

/**
 * On the guest's behalf, with the refund the policy gives on what was paid (the guest's own
 * cancel's rule, issue 26 §4): the booking's row is locked as the payments service locks it, so
 * no payment or refund slips in between; the payment follower re-prices the schedule to what the
 * guest keeps paying, so the refund due shows as credit until the team records it; the audit
 * entry records it. `actor` is who acted: a person, or no one (the payment job's cancel for
 * non-payment, which passes `unpaid`: still unpaid is re-checked under the lock, so a payment
 * that came meanwhile leaves the booking alone with a 409, as another instance's cancel does; and
 * the team is told).
 */
export function cancelByTeam(
  deps: StaysDeps,
  actor: Acting,
  id: string,
  reason: string,
  unpaid?: UnpaidCancel,
): Promise<ConsoleBooking> {
  let refund: CancellationRefund | null = null;
  const refundOf = (): CancellationRefund => {
    if (!refund) throw new Error('The refund is computed before the cancel is written');
    return refund;
  };
  return decide(deps, actor, id, {
    workflow: 'cancel',
    action: 'booking.cancel',
    check: (row, now) => {
      const refusal = teamCancelRefusal(row, now);
      if (refusal) throw conflict(refusal);
    },
    before: async (tx, row, now) => {
      await lockBooking(tx, row.id);
      if (unpaid && !(await unpaid.stillUnpaid(tx, row, now))) {
        throw conflict('This booking is no longer overdue past the grace days.');
      }
      refund = refundOnKept(row, await keptOn(tx, row.id, now), now);
    },
    values: (_row, now) => cancellationValues(refundOf(), now, 'TEAM', reason),
    recorded: (row) => ({
      cancelledBy: row.cancelledBy,
      cancellationReason: row.cancellationReason,
      ...refundAudit(refundOf()),
    }),
    mails: (_tx, b, generation) => [
      ...bookingCancelledByTeamMails(deps.mail, b, generation, refundOf().paidCents),
      ...(unpaid ? [unpaid.teamMail(b, refundOf().paidCents)] : []),
    ],
  });
}
