/**
 * The team's side of bookings (issue 14 §4): arrivals and departures, what waits today, the list
 * of requests and bookings, and the team's answers to them. A decision runs as the guest's own
 * changes do (service.ts): one transaction holding the villa's lock re-reads the booking, checks
 * it may still be decided, writes it with its audit entry and queues the guest's e-mail.
 */
import { addDays, nightsBetween, resortToday } from '#domain/dates.ts';
import type {
  ConsoleBooking,
  ConsoleBookingSummary,
  ConsoleBookingsQuery,
  Movements,
  MovementsQuery,
  Today,
} from '#domain/schemas/console.ts';
import type { Paged } from '#domain/schemas/common.ts';
import type { Database, Executor } from '../db/client.ts';
import { conflict, notFound } from '#server/plugins/errors.ts';
import { resortMomentLabel } from '../mail/format.ts';
import { enqueueMail, type MailMessage } from '../mail/outbox.ts';
import { listPayments } from '../payments/room-service.ts';
import type { HowToPayProps } from '../mail/templates/payment-parts.tsx';
import { fixSchedule } from '../payments/schedule.ts';
import { syncGuestMessages } from '../guest-messages/schedule.ts';
import { appendAudit, bookingTarget } from '../staff/audit.ts';
import { followBooking } from '../turnovers/follow-stays.ts';
import { lockVilla } from '../villas/repository.ts';
import type { LinkGeneration, MailContext } from '../mail/context.ts';
import {
  bookingCancelledByTeamMails,
  bookingConfirmedMails,
  bookingDeclinedMails,
} from './notifications.ts';
import {
  countWaiting,
  findBookingWithVilla,
  lockBooking,
  listMovements,
  listOpenRequests,
  pageBookingsWithVilla,
  toBooking,
  updateBookingRow,
  type BookingRow,
  type NewBookingRow,
} from './repository.ts';
import { keptOn, refundOnKept, settleCancellation } from '../payments/cancellation.ts';
import type { CancellationRefund } from '#domain/schemas/booking.ts';
import { cancellationValues, holdsItsDates, isOpenRequest, refundAudit } from './service.ts';
import { nowOf } from '#server/lib/clock.ts';

export interface ConsoleBookingDeps {
  db: Database;
  mail: MailContext;
  now?: () => Date;
}

/** Who decided, for the audit log. */
export interface Actor {
  id: string;
  ip: string | null;
}

/** No person: the payment job's cancel for non-payment (issue 26 §3), audited with no actor. */
export const SYSTEM_ACTOR = { id: null, ip: null } as const;
export type Acting = Actor | typeof SYSTEM_ACTOR;

const NOT_FOUND = 'There is no booking with this id. It may have been typed wrong.';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function getMovements(
  deps: ConsoleBookingDeps,
  query: MovementsQuery,
): Promise<Movements> {
  const now = nowOf(deps);
  const from = query.from ?? resortToday(now);
  const to = addDays(from, query.days - 1);
  const [arrivals, departures] = await Promise.all([
    listMovements(deps.db, 'checkIn', from, to, now),
    listMovements(deps.db, 'checkOut', from, to, now),
  ]);
  return { from, to, arrivals: arrivals.map(movement), departures: departures.map(movement) };
}

function movement(row: Awaited<ReturnType<typeof listMovements>>[number]) {
  return {
    ...row,
    nights: nightsBetween(row.checkInDate, row.checkOutDate),
    status: row.status === 'CONFIRMED' ? ('CONFIRMED' as const) : ('PENDING' as const),
  };
}

/** How many overdue payments Today lists; the Payments room has them all. */
export const TODAY_OVERDUE_LINES = 10;

export async function getToday(deps: ConsoleBookingDeps): Promise<Today> {
  const [requests, waiting, overdue] = await Promise.all([
    listOpenRequests(deps.db, nowOf(deps)),
    countWaiting(deps.db),
    listPayments(deps, { list: 'overdue', page: 0, size: TODAY_OVERDUE_LINES }),
  ]);
  return {
    overduePayments: overdue.content,
    pendingRequests: requests.map(({ booking: b, villaName }) => ({
      id: b.id,
      reference: b.reference,
      villaName,
      guestName: b.guestName,
      checkInDate: b.checkIn,
      checkOutDate: b.checkOut,
      holdExpiresAt: iso(b.holdExpiresAt) ?? '',
      createdAt: b.createdAt.toISOString(),
    })),
    ...waiting,
  };
}

export async function listConsoleBookings(
  deps: ConsoleBookingDeps,
  query: ConsoleBookingsQuery,
): Promise<Paged<ConsoleBookingSummary>> {
  const page = await pageBookingsWithVilla(deps.db, query, query);
  return {
    ...page,
    content: page.content.map(({ booking: b, villaName }) => ({
      id: b.id,
      reference: b.reference,
      villaId: b.villaId,
      villaName,
      guestName: b.guestName,
      guestEmail: b.guestEmail,
      checkInDate: b.checkIn,
      checkOutDate: b.checkOut,
      nights: nightsBetween(b.checkIn, b.checkOut),
      adults: b.adults,
      children: b.children,
      infants: b.infants,
      status: b.status,
      holdExpiresAt: iso(b.holdExpiresAt),
      totalPrice: b.totalCents,
      createdAt: b.createdAt.toISOString(),
    })),
  };
}

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
  };
}

async function found(db: Executor, id: string) {
  const row = await findBookingWithVilla(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function getConsoleBooking(
  deps: ConsoleBookingDeps,
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
  action: 'booking.confirm' | 'booking.decline' | 'booking.cancel';
  /** Refuses (throws) unless the booking, as re-read under the lock, may take this decision. */
  check: (row: BookingRow, now: Date) => void;
  /** Work before the change, in its transaction, once the check has passed (a cancel's refund). */
  before?: (tx: Executor, row: BookingRow, now: Date) => Promise<void>;
  values: (row: BookingRow, now: Date) => Partial<NewBookingRow>;
  /** More work of the decision, in its transaction, once the booking row has changed. */
  alongside?: (tx: Executor, row: BookingRow, now: Date) => Promise<void>;
  /** What the audit entry records of the booking after the change, beside its status. */
  recorded: (row: BookingRow) => Record<string, unknown>;
  /** The mails of the decision; `generation` is the booking's link generation (decision 061). */
  mails: (booking: ConsoleBooking, generation: LinkGeneration) => MailMessage[];
}

/**
 * One decision of the team: under the villa's lock (as the guest's own changes take it), the
 * booking re-read and checked, changed, audited and its e-mail queued, all in one transaction.
 */
async function decide(
  deps: ConsoleBookingDeps,
  actor: Acting,
  id: string,
  decision: Decision,
): Promise<ConsoleBooking> {
  const now = nowOf(deps);
  const { booking: current } = await found(deps.db, id);
  return deps.db.transaction(async (tx) => {
    await lockVilla(tx, current.villaId);
    const { booking: fresh, villaName, villaSlug } = await found(tx, id);
    decision.check(fresh, now);
    await decision.before?.(tx, fresh, now);
    const row = await updateBookingRow(tx, id, { ...decision.values(fresh, now), updatedAt: now });
    await decision.alongside?.(tx, row, now);
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
    await enqueueMail(tx, ...decision.mails(booking, row.accessTokenHash));
    return booking;
  });
}

export function confirmBooking(
  deps: ConsoleBookingDeps,
  actor: Actor,
  id: string,
  message: string | null,
): Promise<ConsoleBooking> {
  // Set by the schedule's step, which runs before the mails are made (decide).
  let payments: HowToPayProps | null = null;
  return decide(deps, actor, id, {
    action: 'booking.confirm',
    check: (row, now) => checkOpen(row, now, 'confirmed'),
    values: (_row, now) => ({
      status: 'CONFIRMED',
      decidedAt: now,
      teamMessage: message,
      holdExpiresAt: null,
    }),
    // The deposit and the balance, from the villa's terms today (issue 26 §1).
    alongside: async (tx, row, now) => {
      payments = await fixSchedule(tx, row, now);
      await syncGuestMessages(tx, row.id, now);
      await followBooking(tx, row.id, now);
    },
    recorded: (row) => ({ teamMessage: row.teamMessage }),
    mails: (b, generation) => bookingConfirmedMails(deps.mail, b, message, generation, payments),
  });
}

/** The dates are free once the status leaves PENDING: the no-overlap constraint counts active stays only. */
export function declineBooking(
  deps: ConsoleBookingDeps,
  actor: Actor,
  id: string,
  message: string,
): Promise<ConsoleBooking> {
  return decide(deps, actor, id, {
    action: 'booking.decline',
    check: (row, now) => checkOpen(row, now, 'declined'),
    values: (_row, now) => ({
      status: 'DECLINED',
      decidedAt: now,
      teamMessage: message,
      holdExpiresAt: null,
    }),
    recorded: (row) => ({ teamMessage: row.teamMessage }),
    mails: (b) => bookingDeclinedMails(deps.mail, b, message),
  });
}

/**
 * On the guest's behalf, with the refund the policy gives on what was paid (the guest's own
 * cancel's rule, issue 26 §4): the booking's row is locked as the payments service locks it, so
 * no payment or refund slips in between; the schedule is re-priced to what the guest keeps paying,
 * so the refund due shows as credit until the team records it; the audit entry records it.
 * `actor` is who acted: a person, or no one (the payment job's cancel for non-payment, which
 * passes `unpaid`: still unpaid is re-checked under the lock, so a payment that came meanwhile
 * leaves the booking alone with a 409, as another instance's cancel does; and the team is told).
 */
export function cancelOnBehalf(
  deps: ConsoleBookingDeps,
  actor: Acting,
  id: string,
  reason: string,
  unpaid?: {
    stillUnpaid: (tx: Executor, row: BookingRow, now: Date) => Promise<boolean>;
    teamMail: (booking: ConsoleBooking, paidCents: number) => MailMessage;
  },
): Promise<ConsoleBooking> {
  let refund: CancellationRefund | null = null;
  const refundOf = (): CancellationRefund => {
    if (!refund) throw new Error('The refund is computed before the cancel is written');
    return refund;
  };
  return decide(deps, actor, id, {
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
    alongside: async (tx, row, now) => {
      await settleCancellation(tx, row, refundOf(), now);
    },
    recorded: (row) => ({
      cancelledBy: row.cancelledBy,
      cancellationReason: row.cancellationReason,
      ...refundAudit(refundOf()),
    }),
    mails: (b, generation) => [
      ...bookingCancelledByTeamMails(deps.mail, b, generation, refundOf().paidCents),
      ...(unpaid ? [unpaid.teamMail(b, refundOf().paidCents)] : []),
    ],
  });
}
