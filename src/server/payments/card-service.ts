/**
 * Card payments, the guest's side (issue 38 §1, decision 124): what a booking offers to pay by
 * card, a try recorded before the guest leaves for the gateway's checkout, the pay page's view of
 * it with the form the server makes, and the guest's return. The gateway's word on a try is
 * card-settle.ts.
 */
import { cardChoices, CARD_CURRENCY, isOpenTry } from '#domain/card-payments.ts';
import { resortToday } from '#domain/dates.ts';
import { accountOf, INSTALLMENT_LABELS } from '#domain/ledger.ts';
import type { CardTryView, StartCardPayment } from '#domain/schemas/card-payment.ts';
import type { GuestPayments } from '#domain/schemas/payment.ts';
import type { BookingLinks } from '../bookings/booking-links.ts';
import { findBookingWithVilla, lockBooking, type BookingRow } from '../bookings/repository.ts';
import type { Database, Executor } from '../db/client.ts';
import type { MailContext } from '../mail/context.ts';
import { newId } from '../lib/ids.ts';
import { nowOf } from '../lib/clock.ts';
import { conflict, notFound } from '../plugins/errors.ts';
import type { CardGateway } from './card-gateway.ts';
import {
  findCardTry,
  insertCardTry,
  lockCardTry,
  updateCardTry,
  type CardTryRow,
} from './card-repository.ts';
import {
  findPaymentSettings,
  graceDays,
  ledgerOf,
  recordedEntryOf,
  scheduleOf,
} from './repository.ts';

export interface CardDeps {
  db: Database;
  mail: MailContext;
  links: Pick<BookingLinks, 'opens'>;
  /** Undefined when the server has no gateway's configuration: no card payment at all. */
  gateway: CardGateway | undefined;
  now?: () => Date;
}

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

/** A booking's schedule, ledger and account on `today`, in the caller's transaction or not. */
export async function accountNow(db: Executor, bookingId: string, today: string) {
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
