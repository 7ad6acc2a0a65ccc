/**
 * The money of a booking in the console (issue 26 §2, decisions 085 and 086): its account (the
 * schedule fixed on confirmation, what was paid and given back, what is owed and late), and the
 * payments, refunds and reversals the owner and the manager record. Each entry is checked by the
 * ledger's rules against the entries before it, under the booking's row lock, gets the next
 * receipt number of the year and an audit entry, all in one transaction; the form's idempotency
 * key makes a second send of the same entry a 409 that names the first.
 */
import { datesLabel } from '#domain/date-labels.ts';
import { type IsoDate, resortToday } from '#domain/dates.ts';
import { accountOf, ledgerProblem, type LedgerEntry } from '#domain/ledger.ts';
import { scheduleTotal, type PaymentSchedule } from '#domain/payment-schedule.ts';
import { formatReceiptNumber } from '#domain/receipt-number.ts';
import type {
  AccountView,
  LedgerEntryView,
  RecordCardRefund,
  RecordPayment,
  RecordRefund,
  RecordReversal,
} from '#domain/schemas/payment.ts';
import { formatCents } from '#domain/money.ts';
import type { CardGateway, RefundAnswer } from './card-gateway.ts';
import type { MailContext } from '../mail/context.ts';
import { findBookingWithVilla, lockBooking, type BookingRow } from '../bookings/repository.ts';
import type { Database, Executor } from '../db/client.ts';
import { newId } from '../lib/ids.ts';
import { badRequest, conflict, HttpError, notFound } from '../plugins/errors.ts';
import { appendAudit, bookingTarget, type Actor, type AuditEntry } from '../staff/audit.ts';
import {
  findEntryByKey,
  graceDays,
  insertEntry,
  ledgerOf,
  recordedEntryOf,
  scheduleOf,
  takeReceiptSequence,
  type LedgerRow,
} from './repository.ts';
import { queueReceiptMail } from './receipts.ts';
import { nowOf } from '#server/lib/clock.ts';

export interface PaymentDeps {
  db: Database;
  /** Where the guest's receipt links to and who it is from (decision 087). */
  mail: MailContext;
  /** The card gateway, when the server has one: refunds to a card go through it (issue 38 §4). */
  gateway?: CardGateway | undefined;
  now?: () => Date;
}

/** Who records: a signed-in person, for the entry and the audit log. */
type Recorder = Actor & { id: string };

const asLedgerEntry = (row: LedgerRow): LedgerEntry => recordedEntryOf(row);

function entryView(row: LedgerRow, rows: readonly LedgerRow[]): LedgerEntryView {
  const { reference, note, reverses, ...entry } = recordedEntryOf(row);
  return {
    ...entry,
    reference: reference ?? null,
    note: note ?? null,
    reverses: reverses ?? null,
    reversedBy: rows.find((other) => other.reverses === row.id)?.id ?? null,
  };
}

async function accountView(
  db: Executor,
  schedule: PaymentSchedule,
  rows: readonly LedgerRow[],
  today: IsoDate,
): Promise<AccountView> {
  const account = accountOf({
    schedule,
    entries: rows.map(asLedgerEntry),
    today,
    graceDays: await graceDays(db),
  });
  return {
    currency: 'USD',
    ...account,
    entries: rows.map((row) => entryView(row, rows)),
  };
}

/**
 * Why this entry cannot be recorded on this booking, or null: only a stay once confirmed has
 * money, and a cancelled one takes no more payments (decision 118): its refunds and reversals
 * still go in.
 */
function closedToMoney(row: BookingRow, scheduled: boolean, kind: NewEntry['kind']): string | null {
  if (row.status === 'CANCELLED' && kind === 'payment') return cancelledTakesNoPayment(row);
  switch (row.status) {
    case 'PENDING':
      return 'This request is not confirmed yet: confirm it first, and its payment schedule is set.';
    case 'DECLINED':
      return 'This request was declined: no money is recorded on it.';
    case 'EXPIRED':
      return 'This request expired unanswered: no money is recorded on it.';
    default:
      return scheduled ? null : 'This booking has no payment schedule: it was never confirmed.';
  }
}

/**
 * The refusal of a payment on a cancelled booking (decision 118), whatever its account shows: a
 * payment there is a slip (the wrong booking picked) or money the guest sent late, which goes
 * back to them or onto their new booking; a receipt for a stay that will not happen helps no one.
 */
function cancelledTakesNoPayment(row: BookingRow): string {
  const day = row.cancelledAt ? resortToday(row.cancelledAt) : null;
  return `This booking was cancelled${day ? ` on ${datesLabel(day, day)}` : ''}: a cancelled booking takes no payment. Money that reaches you after a cancellation goes back to the guest, or onto their new booking; to give back what was paid before it, record a refund.`;
}

export async function getAccount(deps: PaymentDeps, bookingId: string): Promise<AccountView> {
  const [rows, schedule, found] = await Promise.all([
    ledgerOf(deps.db, bookingId),
    scheduleOf(deps.db, bookingId),
    findBookingWithVilla(deps.db, bookingId),
  ]);
  if (!found) throw notFound('No booking has this id.');
  if (schedule.length === 0 && rows.length === 0) {
    throw conflict(
      found.booking.status === 'PENDING'
        ? 'This request is not confirmed yet: its payment schedule is set when it is confirmed.'
        : 'This booking has no payment schedule: it was never confirmed.',
    );
  }
  return accountView(deps.db, schedule, rows, resortToday(nowOf(deps)));
}

type NewEntry =
  | ({ kind: 'payment' } & RecordPayment)
  | ({ kind: 'refund' } & RecordRefund)
  | ({ kind: 'card-refund' } & RecordCardRefund)
  | ({ kind: 'reversal' } & RecordReversal);

const AUDIT_ACTIONS = {
  payment: 'payment.record',
  refund: 'refund.record',
  'card-refund': 'refund.record',
  reversal: 'payment.reverse',
} as const;

/**
 * Records one entry and answers it with the booking's account after it: 404 for no booking, 409
 * when the booking takes no money (a cancelled one no payment) or the key was recorded already,
 * 400 with the ledger's words when the entry breaks one of its rules (a refund above what was
 * kept, a likely typo).
 */
export async function recordEntry(
  deps: PaymentDeps,
  actor: Recorder,
  bookingId: string,
  input: NewEntry,
): Promise<{ entry: LedgerEntryView; account: AccountView }> {
  const now = nowOf(deps);
  const today = resortToday(now);
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) throw notFound('No booking has this id.');
    const again = await findEntryByKey(tx, input.idempotencyKey);
    if (again) throw recordedAlready(again, bookingId);

    const [schedule, rows] = await Promise.all([
      scheduleOf(tx, bookingId),
      ledgerOf(tx, bookingId),
    ]);
    const closed = closedToMoney(booking, schedule.length > 0, input.kind);
    if (closed) throw conflict(closed);

    const entry = toLedgerEntry(input, rows, today);
    if (entry === null) {
      const problem = 'Only a payment made by card online, not reversed, goes back to its card.';
      throw badRequest(problem, [{ path: 'entryId', message: problem }]);
    }
    const bookedOn = resortToday(booking.createdAt);
    if (entry.receivedOn < bookedOn) {
      const label = input.kind === 'refund' ? 'The date sent' : 'The date received';
      throw badRequest(`${label} cannot be before the booking was made (${bookedOn}).`, [
        { path: 'receivedOn', message: `${label} cannot be before ${bookedOn}` },
      ]);
    }
    const total = scheduleTotal(schedule);
    const problem = ledgerProblem(rows.map(asLedgerEntry), entry, total);
    if (problem) {
      const path = input.kind === 'reversal' ? 'entryId' : 'amountCents';
      throw badRequest(problem, [{ path, message: problem }]);
    }
    // Back to the card: the gateway first, under the booking's lock; a refusal records nothing.
    if (input.kind === 'card-refund') await refundToCard(deps, booking, rows, entry);

    const row = await writeEntry(
      tx,
      deps.mail,
      { booking, rows, schedule, today, now },
      {
        entry,
        idempotencyKey: input.idempotencyKey,
        recordedBy: actor.id,
        audit: { actorId: actor.id, ip: actor.ip, action: AUDIT_ACTIONS[input.kind] },
      },
    );
    // Another booking's entry took the key between the look and the insert: the key decides.
    if (!row) throw conflict('This form was sent already: reload the booking to see its entry.');
    const all = [...rows, row];
    return { entry: entryView(row, all), account: await accountView(tx, schedule, all, today) };
  });
}

/** A booking's money as it stands, locked, in the transaction an entry is written in. */
export interface EntryContext {
  booking: BookingRow;
  rows: readonly LedgerRow[];
  schedule: PaymentSchedule;
  today: IsoDate;
  now: Date;
}

/** An entry checked already, and who records it. */
export interface EntryToWrite {
  entry: LedgerEntry;
  idempotencyKey: string;
  /** A staff account's id, or the card gateway's name for the entries its word records. */
  recordedBy: string;
  audit: Omit<AuditEntry, 'target' | 'after'>;
}

/**
 * Writes one checked entry of `context.booking` with the next receipt number of the year, its
 * audit entry and the guest's receipt mail, in the caller's transaction (a rolled-back entry sends
 * nothing): the team's forms and the card gateway's confirmations alike. Undefined, writing
 * nothing, when the idempotency key was recorded already.
 */
export async function writeEntry(
  tx: Executor,
  mail: MailContext,
  context: EntryContext,
  { entry, idempotencyKey, recordedBy, audit }: EntryToWrite,
): Promise<LedgerRow | undefined> {
  const { booking, rows, schedule, today, now } = context;
  const year = Number(today.slice(0, 4));
  const row = await insertEntry(tx, {
    ...entry,
    bookingId: booking.id,
    reference: entry.reference ?? null,
    note: entry.note ?? null,
    reverses: entry.reverses ?? null,
    receiptNumber: formatReceiptNumber(year, await takeReceiptSequence(tx, year)),
    idempotencyKey,
    recordedBy,
    createdAt: now,
  });
  if (!row) return undefined;
  await appendAudit(tx, {
    ...audit,
    target: bookingTarget(booking.id),
    after: {
      receiptNumber: row.receiptNumber,
      kind: row.kind,
      amountCents: row.amountCents,
      receivedOn: row.receivedOn,
      method: row.method,
      reverses: row.reverses,
    },
  });
  await queueReceiptMail(tx, mail, booking, [...rows, row], schedule, row);
  return row;
}

function toLedgerEntry(
  input: NewEntry,
  rows: readonly LedgerRow[],
  today: IsoDate,
): LedgerEntry | null {
  if (input.kind === 'card-refund') {
    // Sent back today, to the card of the payment named, under its gateway's payment id.
    const card = cardPaymentOf(rows, input.entryId);
    if (!card) return null;
    return {
      id: newId(),
      kind: 'refund',
      amountCents: input.amountCents,
      receivedOn: today,
      method: 'card_online',
      reference: card.reference,
      note: input.note,
    };
  }
  if (input.kind !== 'reversal') {
    return {
      id: newId(),
      kind: input.kind,
      amountCents: input.amountCents,
      receivedOn: input.receivedOn,
      method: input.method,
      reference: input.reference,
      note: input.note,
    };
  }
  // A reversal moves the whole amount of the entry it cancels, on the day it is recorded.
  const target = rows.find((row) => row.id === input.entryId);
  return {
    id: newId(),
    kind: 'reversal',
    amountCents: target?.amountCents ?? 1,
    receivedOn: today,
    method: null,
    note: input.reason,
    reverses: input.entryId,
  };
}

/** A card payment of the booking that stands (not reversed), by its entry's id. */
function cardPaymentOf(rows: readonly LedgerRow[], entryId: string): LedgerRow | undefined {
  return rows.find(
    (row) =>
      row.id === entryId &&
      row.kind === 'payment' &&
      row.method === 'card_online' &&
      row.reference !== null &&
      !rows.some((other) => other.reverses === row.id),
  );
}

/**
 * Sends `entry` back to the card of the payment it names, through the gateway (issue 38 §4):
 * never more than that payment less what went back to its card already; a refusal, or a gateway
 * that cannot be reached, is said in words and nothing is recorded.
 */
async function refundToCard(
  deps: PaymentDeps,
  booking: BookingRow,
  rows: readonly LedgerRow[],
  entry: LedgerEntry,
): Promise<void> {
  const paymentId = entry.reference ?? '';
  const card = rows.find((row) => row.kind === 'payment' && row.reference === paymentId);
  const reversed = new Set(rows.flatMap((row) => (row.reverses ? [row.reverses] : [])));
  const sentBack = rows
    .filter(
      (row) =>
        row.kind === 'refund' &&
        row.method === 'card_online' &&
        row.reference === paymentId &&
        !reversed.has(row.id),
    )
    .reduce((sum, row) => sum + row.amountCents, 0);
  const left = (card?.amountCents ?? 0) - sentBack;
  if (entry.amountCents > left) {
    const problem =
      left > 0
        ? `At most ${formatCents(left)} of this card payment is left to send back to its card.`
        : 'This card payment was sent back to its card in full already.';
    throw badRequest(problem, [{ path: 'amountCents', message: problem }]);
  }
  const gateway = deps.gateway;
  if (!gateway) {
    throw conflict(
      'Refunds to a card need the card company’s account on the server (PAYHERE_* in the README). Nothing was refunded or recorded.',
    );
  }
  let answer: RefundAnswer;
  try {
    answer = await gateway.refund(
      paymentId,
      entry.amountCents,
      entry.note ?? `Refund for booking ${booking.reference}`,
    );
  } catch {
    throw new HttpError(
      502,
      `${gateway.label} could not be reached, so nothing was recorded. Check ${gateway.label}'s portal for this refund before you try again.`,
    );
  }
  if (!answer.accepted) {
    throw conflict(
      `${gateway.label} did not accept the refund: ${answer.message} Nothing was refunded or recorded.`,
    );
  }
}

function recordedAlready(entry: LedgerRow, bookingId: string) {
  return conflict(
    entry.bookingId === bookingId
      ? `This ${entry.kind} was recorded already, as ${entry.receiptNumber}: reload the booking to see it.`
      : 'This form was sent already for another booking: reload the page and start again.',
  );
}
