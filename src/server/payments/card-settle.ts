/**
 * The card gateway's word on a try (issue 38 §2 and §3, decision 124), by notification or by the
 * reconciliation asking after it: trusted only when it is signed and matches the try, and settled
 * once: a paid try is one ledger entry ("Card online", the gateway's payment id its reference and
 * its idempotency key), its receipt and its e-mail, in one transaction with the try's new state,
 * however often and however concurrently it arrives.
 */
import { type CardOutcome, isOpenTry } from '#domain/card-payments.ts';
import { resortToday } from '#domain/dates.ts';
import { ledgerProblem, type LedgerEntry } from '#domain/ledger.ts';
import { scheduleTotal } from '#domain/payment-schedule.ts';
import type { AuditAction } from '../staff/audit.ts';
import {
  findBookingWithVilla,
  lockBooking,
  toBooking,
  type BookingRow,
} from '../bookings/repository.ts';
import type { Executor } from '../db/client.ts';
import { consoleLink } from '../mail/context.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { mailContent } from '../mail/templates/index.ts';
import { newId } from '../lib/ids.ts';
import { nowOf } from '../lib/clock.ts';
import type { CardGateway, GatewayNotice } from './card-gateway.ts';
import {
  countRefusedNotification,
  findCardTry,
  lockCardTry,
  openTriesBefore,
  touchCardTry,
  updateCardTry,
  type CardTryRow,
} from './card-repository.ts';
import { accountNow, type CardDeps } from './card-service.ts';
import { findEntryByKey, recordedEntryOf } from './repository.ts';
import { writeEntry, type EntryContext } from './service.ts';

/** A try the gateway has given no final word on is asked about after this (issue 38 §3). */
export const RECONCILE_AFTER_MS = 30 * 60_000;
/** A try with no payment at the gateway this long after it started is failed: none will come. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;
/** Tries asked about per run: PayHere takes 20 requests per 10 seconds. */
const RECONCILE_BATCH = 10;

/** Why a notification was refused: logged and counted, never told to the sender. */
export type Refusal = 'unsigned' | 'unknown-order' | 'mismatch';

/**
 * A notification from the gateway (`notify_url`): settled when it is signed with our secret and
 * names our merchant and a try of ours with exactly its amount and currency; otherwise refused,
 * recording nothing, and counted on the try it names.
 */
export async function receiveNotification(
  deps: CardDeps,
  body: unknown,
): Promise<{ settled: true } | { settled: false; refusal: Refusal }> {
  const gateway = deps.gateway;
  const notice = gateway?.readNotification(body);
  if (!gateway || !notice) {
    await countAgainstNamedTry(deps, body);
    return { settled: false, refusal: 'unsigned' };
  }
  const tryRow = await findCardTry(deps.db, notice.orderId);
  if (!tryRow || tryRow.gateway !== gateway.name) {
    return { settled: false, refusal: 'unknown-order' };
  }
  if (!matches(gateway, tryRow, notice)) {
    await countRefusedNotification(deps.db, tryRow.id);
    return { settled: false, refusal: 'mismatch' };
  }
  await settle(deps, gateway, tryRow.id, notice);
  return { settled: true };
}

/** A refused body that names one of our tries is counted on it (issue 38 §2). */
async function countAgainstNamedTry(deps: CardDeps, body: unknown): Promise<void> {
  if (typeof body !== 'object' || body === null) return;
  const orderId = (body as Record<string, unknown>).order_id;
  if (typeof orderId !== 'string' || orderId.length !== 24) return;
  const tryRow = await findCardTry(deps.db, orderId);
  if (tryRow) await countRefusedNotification(deps.db, tryRow.id);
}

/** Exactly what we asked for: our merchant, the try's amount to the cent, its currency. */
function matches(
  gateway: CardGateway,
  tryRow: CardTryRow,
  notice: Pick<GatewayNotice, 'merchantId' | 'amountCents' | 'currency'>,
): boolean {
  return (
    notice.merchantId === gateway.merchantId &&
    notice.amountCents === tryRow.amountCents &&
    notice.currency === tryRow.currency
  );
}

type Settlement = Pick<GatewayNotice, 'paymentId' | 'outcome' | 'message'>;

/**
 * The gateway's word on a try, in one transaction under the booking's and the try's row locks:
 * paid records the payment once (its idempotency key is the gateway's payment id), pending waits,
 * cancelled or failed fail a try not paid, charged back reverses the payment and tells the team.
 */
async function settle(
  deps: CardDeps,
  gateway: CardGateway,
  orderId: string,
  notice: Settlement,
): Promise<void> {
  const now = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    const first = await findCardTry(tx, orderId);
    if (!first) return;
    // The booking first, then the try: every writer of a booking's money locks in this order.
    const booking = await lockBooking(tx, first.bookingId);
    const tryRow = await lockCardTry(tx, orderId);
    if (!booking || !tryRow) return;
    const outcome: CardOutcome = notice.outcome;
    if (outcome === 'paid') return recordPaid(tx, deps, gateway, booking, tryRow, notice, now);
    if (outcome === 'charged-back') {
      return recordChargeBack(tx, deps, gateway, booking, tryRow, notice, now);
    }
    if (!isOpenTry(tryRow.state)) return;
    await updateCardTry(
      tx,
      orderId,
      outcome === 'pending'
        ? { state: 'waiting' }
        : { state: 'failed', statusMessage: notice.message ?? null },
      now,
    );
  });
}

const paymentKey = (gateway: CardGateway, paymentId: string) => `${gateway.name}:${paymentId}`;

/** An entry the gateway's word records: by the gateway, with no person in the audit entry. */
function writeByGateway(
  tx: Executor,
  deps: CardDeps,
  gateway: CardGateway,
  context: EntryContext,
  { entry, key, action }: { entry: LedgerEntry; key: string; action: AuditAction },
) {
  return writeEntry(tx, deps.mail, context, {
    entry,
    idempotencyKey: key,
    recordedBy: gateway.label,
    audit: { actorId: null, ip: null, action },
  });
}

async function recordPaid(
  tx: Executor,
  deps: CardDeps,
  gateway: CardGateway,
  booking: BookingRow,
  tryRow: CardTryRow,
  notice: Settlement,
  now: Date,
): Promise<void> {
  const key = paymentKey(gateway, notice.paymentId);
  if (await findEntryByKey(tx, key)) return;
  const today = resortToday(now);
  const { schedule, rows, account } = await accountNow(tx, booking.id, today);
  const entry: LedgerEntry = {
    id: newId(),
    kind: 'payment',
    amountCents: tryRow.amountCents,
    receivedOn: today,
    method: 'card_online',
    reference: notice.paymentId,
    note: null,
  };
  const row = await writeByGateway(
    tx,
    deps,
    gateway,
    { booking, rows, schedule, today, now },
    { entry, key, action: 'payment.card' },
  );
  if (!row) return;
  if (tryRow.state !== 'paid' && tryRow.state !== 'charged_back') {
    await updateCardTry(
      tx,
      tryRow.id,
      { state: 'paid', paymentId: notice.paymentId, ledgerEntryId: row.id, statusMessage: null },
      now,
    );
  }
  // Paid for parts that were paid already (two tabs, or the guest paid by transfer meanwhile), or
  // beyond what the booking owes (credit), or on a stay no longer confirmed: a person looks.
  const owedOnParts = account.installments
    .filter((installment) => tryRow.pays.includes(installment.kind))
    .reduce((sum, installment) => sum + installment.owedCents, 0);
  if (booking.status !== 'CONFIRMED' || tryRow.amountCents > owedOnParts) {
    await tellTeam(tx, deps, booking, {
      event: 'credit',
      amountCents: tryRow.amountCents,
      creditCents: Math.max(0, tryRow.amountCents - account.balanceCents),
      paymentId: notice.paymentId,
    });
  }
}

async function recordChargeBack(
  tx: Executor,
  deps: CardDeps,
  gateway: CardGateway,
  booking: BookingRow,
  tryRow: CardTryRow,
  notice: Settlement,
  now: Date,
): Promise<void> {
  const paid = await findEntryByKey(tx, paymentKey(gateway, notice.paymentId));
  const key = `${paymentKey(gateway, notice.paymentId)}:charge-back`;
  if (!paid || (await findEntryByKey(tx, key))) return;
  const today = resortToday(now);
  const { schedule, rows } = await accountNow(tx, booking.id, today);
  const entry: LedgerEntry = {
    id: newId(),
    kind: 'reversal',
    amountCents: paid.amountCents,
    receivedOn: today,
    method: null,
    note: `Charged back by the card holder (${gateway.label} payment ${notice.paymentId}).`,
    reverses: paid.id,
  };
  // A charge-back of money already refunded cannot be reversed in the ledger: the team sorts it.
  const problem = ledgerProblem(rows.map(recordedEntryOf), entry, scheduleTotal(schedule));
  if (!problem) {
    await writeByGateway(
      tx,
      deps,
      gateway,
      { booking, rows, schedule, today, now },
      { entry, key, action: 'payment.card-chargeback' },
    );
  }
  if (tryRow.paymentId === notice.paymentId) {
    await updateCardTry(
      tx,
      tryRow.id,
      { state: 'charged_back', statusMessage: notice.message },
      now,
    );
  }
  await tellTeam(tx, deps, booking, {
    event: 'charged-back',
    amountCents: paid.amountCents,
    creditCents: 0,
    paymentId: notice.paymentId,
    problem,
  });
}

async function tellTeam(
  tx: Executor,
  deps: CardDeps,
  booking: BookingRow,
  what: {
    event: 'credit' | 'charged-back';
    amountCents: number;
    creditCents: number;
    paymentId: string;
    problem?: string | null;
  },
): Promise<void> {
  const found = await findBookingWithVilla(tx, booking.id);
  if (!found) return;
  const b = toBooking(booking, { name: found.villaName, slug: found.villaSlug });
  await enqueueMail(tx, {
    to: deps.mail.teamEmail,
    replyTo: { name: b.guestName, address: b.guestEmail },
    subject:
      what.event === 'credit'
        ? `Card payment beyond what was owed: ${b.reference}`
        : `Card payment charged back: ${b.reference}`,
    content: mailContent('card-payment-team', {
      b,
      event: what.event,
      amountCents: what.amountCents,
      creditCents: what.creditCents,
      paymentId: what.paymentId,
      problem: what.problem ?? null,
      consoleLink: consoleLink(deps.mail, b),
    }),
  });
}

/**
 * The reconciliation (issue 38 §3): the tries with no final word 30 minutes after they started
 * are asked about at the gateway, a few per run, the least recently asked first; a payment found
 * is settled exactly as its notification would be, and a try with none after a day is failed.
 * Resolves to how many tries it settled.
 */
export async function reconcileCardTries(deps: CardDeps, at?: Date): Promise<number> {
  const gateway = deps.gateway;
  if (!gateway) return 0;
  const now = at ?? nowOf(deps);
  const tries = await openTriesBefore(
    deps.db,
    new Date(now.getTime() - RECONCILE_AFTER_MS),
    RECONCILE_BATCH,
  );
  let settled = 0;
  for (const tryRow of tries) {
    if (tryRow.gateway !== gateway.name) continue;
    const payments = await gateway.paymentsOf(tryRow.id);
    const found = payments.filter((payment) =>
      matches(gateway, tryRow, { ...payment, merchantId: gateway.merchantId }),
    );
    const at = { ...deps, now: () => now };
    for (const payment of found) {
      // Refunded and charged-back payments were paid first: each is recorded as it happened.
      const { paymentId } = payment;
      await settle(at, gateway, tryRow.id, { paymentId, outcome: 'paid', message: null });
      if (payment.outcome === 'charged-back') {
        await settle(at, gateway, tryRow.id, { paymentId, outcome: 'charged-back', message: null });
      }
    }
    if (found.length > 0) {
      settled++;
    } else if (now.getTime() - tryRow.createdAt.getTime() > ABANDONED_AFTER_MS) {
      await settle(at, gateway, tryRow.id, {
        paymentId: '',
        outcome: 'failed',
        message: 'No payment reached the card company within a day.',
      });
      settled++;
    } else {
      await touchCardTry(deps.db, tryRow.id, now);
    }
  }
  return settled;
}
