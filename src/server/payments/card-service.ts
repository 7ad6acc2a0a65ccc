/**
 * Card payments (issue 38, decision 124): a guest's try is recorded before they leave for the
 * gateway's checkout, whose form the server makes; the gateway's word on it, by notification
 * (§2) or by the reconciliation asking after it (§3), is trusted only when it is signed and
 * matches the try, and is settled once: a paid try is one ledger entry ("Card online", the
 * gateway's payment id its reference and its idempotency key), its receipt and its e-mail, in one
 * transaction with the try's new state, however often and however concurrently it arrives.
 */
import { cardChoices, CARD_CURRENCY, isOpenTry, type CardOutcome } from '#domain/card-payments.ts';
import { resortToday } from '#domain/dates.ts';
import { accountOf, INSTALLMENT_LABELS, ledgerProblem, type LedgerEntry } from '#domain/ledger.ts';
import { scheduleTotal } from '#domain/payment-schedule.ts';
import type { CardTryView, StartCardPayment } from '#domain/schemas/card-payment.ts';
import type { GuestPayments } from '#domain/schemas/payment.ts';
import type { BookingLinks } from '../bookings/booking-links.ts';
import {
  findBookingWithVilla,
  lockBooking,
  toBooking,
  type BookingRow,
} from '../bookings/repository.ts';
import type { Database, Executor } from '../db/client.ts';
import { consoleLink, type MailContext } from '../mail/context.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { mailContent } from '../mail/templates/index.ts';
import { newId } from '../lib/ids.ts';
import { nowOf } from '../lib/clock.ts';
import { conflict, notFound } from '../plugins/errors.ts';
import type { CardGateway, GatewayNotice } from './card-gateway.ts';
import {
  countRefusedNotification,
  findCardTry,
  insertCardTry,
  lockCardTry,
  openTriesBefore,
  touchCardTry,
  updateCardTry,
  type CardTryRow,
} from './card-repository.ts';
import {
  findEntryByKey,
  findPaymentSettings,
  graceDays,
  ledgerOf,
  recordedEntryOf,
  scheduleOf,
} from './repository.ts';
import { writeEntry } from './service.ts';

export interface CardDeps {
  db: Database;
  mail: MailContext;
  links: Pick<BookingLinks, 'opens'>;
  /** Undefined when the server has no gateway's configuration: no card payment at all. */
  gateway: CardGateway | undefined;
  now?: () => Date;
}

/** A try the gateway has given no final word on is asked about after this (issue 38 §3). */
export const RECONCILE_AFTER_MS = 30 * 60_000;
/** A try with no payment at the gateway this long after it started is failed: none will come. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;
/** Tries asked about per run: PayHere takes 20 requests per 10 seconds. */
const RECONCILE_BATCH = 10;

const NOT_FOUND =
  'We could not find that booking. Please use the link from your confirmation e-mail.';
const NO_TRY = 'We could not find this payment. Please start again from your booking page.';
const NOT_OFFERED =
  'Card payment is not offered at the moment. Please pay by bank transfer, or write to us.';

/** The gateway when the server has one and the owner offers card payment; null otherwise. */
async function offeredGateway(
  gateway: CardGateway | undefined,
  db: Executor,
): Promise<CardGateway | null> {
  if (!gateway) return null;
  return (await findPaymentSettings(db)).cardPayments ? gateway : null;
}

async function accountNow(db: Executor, bookingId: string, today: string) {
  const [schedule, rows] = await Promise.all([scheduleOf(db, bookingId), ledgerOf(db, bookingId)]);
  const account = accountOf({
    schedule,
    entries: rows.map(recordedEntryOf),
    today,
    graceDays: await graceDays(db),
  });
  return { schedule, rows, account };
}

/** What the guest's money offers to pay by card (GuestPayments `card`); null when none. */
export async function cardOffer(
  deps: { gateway?: CardGateway | undefined },
  db: Executor,
  booking: Pick<BookingRow, 'status'>,
  account: Parameters<typeof cardChoices>[0],
): Promise<GuestPayments['card']> {
  if (booking.status !== 'CONFIRMED') return null;
  return (await offeredGateway(deps.gateway, db)) ? { choices: cardChoices(account) } : null;
}

/** The addresses the gateway sends the guest back to, and its notifications (`/api/payhere/notify`). */
function gatewayUrls(publicUrl: string, gateway: CardGateway, bookingId: string, orderId: string) {
  const page = `${publicUrl}/booking/${encodeURIComponent(bookingId)}/pay/${orderId}`;
  return {
    returnUrl: `${page}/back`,
    cancelUrl: `${page}/cancelled`,
    notifyUrl: `${publicUrl}/api/${gateway.name}/notify`,
  };
}

/**
 * Records the guest's try at paying `input.pays` of booking `bookingId` by card, before they
 * leave for the gateway: the amount from the booking's schedule on the server, never from the
 * page. 404 without the booking's token; 409 when card payment is not offered, the booking is not
 * confirmed, or nothing is owed.
 */
export async function startCardTry(
  deps: CardDeps,
  bookingId: string,
  token: string | undefined,
  input: StartCardPayment,
): Promise<{ orderId: string; amountCents: number; payPath: string }> {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || !deps.links.opens(booking, token)) throw notFound(NOT_FOUND);
    const gateway = await offeredGateway(deps.gateway, tx);
    if (!gateway) throw conflict(NOT_OFFERED);
    if (booking.status !== 'CONFIRMED') {
      throw conflict('Only a confirmed booking is paid for: nothing is owed on this one.');
    }
    const { account } = await accountNow(tx, bookingId, resortToday(now));
    const choice = cardChoices(account).find((offered) => offered.kind === input.pays);
    if (!choice) {
      throw conflict(
        account.balanceCents > 0
          ? 'Everything left is the next payment: choose it instead.'
          : 'Nothing is owed on this booking: it is paid in full.',
      );
    }
    const row = await insertCardTry(tx, {
      id: newId(),
      bookingId,
      gateway: gateway.name,
      amountCents: choice.amountCents,
      currency: CARD_CURRENCY,
      pays: choice.pays,
      createdAt: now,
      updatedAt: now,
    });
    return {
      orderId: row.id,
      amountCents: row.amountCents,
      payPath: `/booking/${encodeURIComponent(bookingId)}?pay=${row.id}`,
    };
  });
}

/** What the guest reads on the gateway's page: "Deposit, Villa Sundara (VB-7Q2M-1)". */
function itemsOf(tryRow: CardTryRow, villaName: string, reference: string): string {
  const parts = tryRow.pays.map((kind) => INSTALLMENT_LABELS[kind]).join(' and ');
  return `${parts}, ${villaName} (${reference})`;
}

/**
 * A try as its pay page shows it, with the checkout's form while it is still to be paid: 404
 * without the booking's token, or for a try of another booking.
 */
export async function cardTryView(
  deps: CardDeps,
  bookingId: string,
  orderId: string,
  token: string | undefined,
): Promise<CardTryView> {
  const [found, tryRow] = await Promise.all([
    findBookingWithVilla(deps.db, bookingId),
    findCardTry(deps.db, orderId),
  ]);
  if (!found || !deps.links.opens(found.booking, token)) throw notFound(NOT_FOUND);
  if (!tryRow || tryRow.bookingId !== bookingId) throw notFound(NO_TRY);
  const { booking, villaName } = found;
  // The form only while the owner offers card payment through the try's own gateway.
  const offered = await offeredGateway(deps.gateway, deps.db);
  const gateway = offered?.name === tryRow.gateway ? offered : undefined;
  const checkout =
    tryRow.state === 'started' && gateway && booking.status === 'CONFIRMED'
      ? gateway.checkout({
          orderId: tryRow.id,
          amountCents: tryRow.amountCents,
          currency: tryRow.currency,
          items: itemsOf(tryRow, villaName, booking.reference),
          guest: {
            name: booking.guestName,
            email: booking.guestEmail,
            phone: booking.guestPhone ?? '',
          },
          ...gatewayUrls(deps.mail.publicUrl, gateway, bookingId, tryRow.id),
        })
      : null;
  return {
    orderId: tryRow.id,
    bookingId,
    reference: booking.reference,
    villaName,
    state: tryRow.state,
    amountCents: tryRow.amountCents,
    currency: tryRow.currency,
    pays: tryRow.pays,
    message: tryRow.statusMessage,
    checkout,
  };
}

/**
 * The guest came back from the gateway (`return_url`, which carries no status) or left it
 * (`cancel_url`): a try not answered yet waits for the gateway's word, or, cancelled, is failed
 * and nothing is recorded. A paid notification after it is still recorded: the money is taken.
 * Only with the booking's token (the browser brings its cookie back); anyone else changes nothing.
 */
export async function cameBack(
  deps: CardDeps,
  bookingId: string,
  orderId: string,
  token: string | undefined,
  how: 'returned' | 'cancelled',
): Promise<void> {
  const now = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || !deps.links.opens(booking, token)) return;
    const tryRow = await lockCardTry(tx, orderId);
    if (!tryRow || tryRow.bookingId !== bookingId || !isOpenTry(tryRow.state)) return;
    await updateCardTry(
      tx,
      orderId,
      how === 'returned'
        ? { state: 'waiting' }
        : { state: 'failed', statusMessage: 'Cancelled on the payment page.' },
      now,
    );
  });
}

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
  const row = await writeEntry(
    tx,
    deps.mail,
    { booking, rows, schedule, today, now },
    {
      entry,
      idempotencyKey: key,
      recordedBy: gateway.label,
      audit: { actorId: null, ip: null, action: 'payment.card' },
    },
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
    await writeEntry(
      tx,
      deps.mail,
      { booking, rows, schedule, today, now },
      {
        entry,
        idempotencyKey: key,
        recordedBy: gateway.label,
        audit: { actorId: null, ip: null, action: 'payment.card-chargeback' },
      },
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
