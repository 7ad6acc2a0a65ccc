/**
 * Card payments through PayHere's hosted checkout (issue 38, decision 123): what a guest may pay
 * by card, and PayHere's own rules written out as PayHere documents them, the amount's text, the
 * texts its checkout hash and its notification's `md5sig` are made from, and what each status
 * code means. The digests themselves are the server's (src/server/payments/payhere-signature.ts):
 * the domain does no I/O and names no library.
 *
 * Sources (quoted in decision 123): PayHere's Checkout API,
 * https://support.payhere.lk/api-&-mobile-sdk/checkout-api, and its official WooCommerce plugin,
 * github.com/PayHereLK/payhere-woocommerce.
 */
import type { Account } from './ledger.ts';
import type { Cents } from './money.ts';
import type { InstallmentKind } from './payment-schedule.ts';

/** Every amount is charged in US dollars (DESIGN.md: other currencies are shown "≈" only). */
export const CARD_CURRENCY = 'USD';

/**
 * Where a try at paying by card stands (issue 38): 'started' when its checkout was made, 'waiting'
 * when the guest came back or the gateway said pending, then 'paid', 'failed' (declined or
 * cancelled: the guest may try again) or, after a paid one was disputed, 'charged_back'.
 */
export const CARD_TRY_STATES = ['started', 'waiting', 'paid', 'failed', 'charged_back'] as const;
export type CardTryState = (typeof CARD_TRY_STATES)[number];

/** A try not settled yet: the reconciliation asks the gateway about it (issue 38 §3). */
export const isOpenTry = (state: CardTryState): boolean =>
  state === 'started' || state === 'waiting';

/** What a card payment may pay: the next part owed, or everything left (issue 38 §1). */
export interface CardChoice {
  /** 'next': the first part still owed; 'rest': everything left, when more than that is owed. */
  kind: 'next' | 'rest';
  amountCents: Cents;
  /** The parts it pays, oldest due first, as the ledger allocates money (ledger.ts). */
  pays: InstallmentKind[];
}

/**
 * The card payments a booking offers on its account: none when nothing is owed; the next part
 * (what is still owed of the first installment not paid in full); and everything left when that is
 * more than the next part. The amounts come from the account on the server, never from the page.
 */
export function cardChoices(account: Account): CardChoice[] {
  const owing = account.installments.filter((installment) => installment.owedCents > 0);
  const [next] = owing;
  if (!next || account.balanceCents <= 0) return [];
  const choices: CardChoice[] = [{ kind: 'next', amountCents: next.owedCents, pays: [next.kind] }];
  if (account.balanceCents > next.owedCents) {
    choices.push({
      kind: 'rest',
      amountCents: account.balanceCents,
      pays: owing.map((installment) => installment.kind),
    });
  }
  return choices;
}

/**
 * An amount as PayHere's checkout and notification carry it: two decimals, a point, no thousands
 * separator ('1276.00'), PHP's `number_format($amount, 2, '.', '')` in PayHere's samples. Written
 * from whole cents with integer arithmetic, never through a float. Throws a RangeError for
 * anything but whole cents of 1 or more.
 */
export function gatewayAmount(cents: Cents): string {
  if (!Number.isSafeInteger(cents) || cents < 1) {
    throw new RangeError(`A card payment is whole cents of 1 or more, not ${cents}`);
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * PayHere's `payhere_amount` in whole cents: exactly digits, a point and two digits
 * ('1276.00' is 127600); null for any other text. Read character by character, in linear time.
 */
export function centsOfGatewayAmount(text: string): Cents | null {
  const point = text.length - 3;
  if (point < 1 || point > 12 || text[point] !== '.') return null;
  const digits = text.slice(0, point) + text.slice(point + 1);
  for (const character of digits) if (character < '0' || character > '9') return null;
  const cents = Number(digits);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** What the checkout's `hash` is the digest of, for one try. */
export interface CheckoutSigned {
  merchantId: string;
  orderId: string;
  amountCents: Cents;
  currency: string;
}

/**
 * The text whose MD5, upper-case hexadecimal, is the checkout's `hash`: merchant id, order id,
 * amount (`gatewayAmount`), currency, then `secretDigest`, the upper-case hexadecimal MD5 of the
 * merchant secret. PayHere's words: hash = to_upper_case(md5(merchant_id + order_id + amount +
 * currency + to_upper_case(md5(merchant_secret)))).
 */
export function checkoutSignedText(fields: CheckoutSigned, secretDigest: string): string {
  return (
    fields.merchantId +
    fields.orderId +
    gatewayAmount(fields.amountCents) +
    fields.currency +
    secretDigest
  );
}

/** What a notification's `md5sig` is the digest of: its fields as PayHere sent them. */
export interface NotificationSigned {
  merchantId: string;
  orderId: string;
  /** `payhere_amount` as received ('1276.00'). */
  amount: string;
  /** `payhere_currency` as received. */
  currency: string;
  /** `status_code` as received ('2', '0', '-1', '-2', '-3'). */
  statusCode: string;
}

/**
 * The text whose MD5, upper-case hexadecimal, is a notification's `md5sig`: merchant id, order id,
 * `payhere_amount`, `payhere_currency` and `status_code` as received, then the upper-case MD5 of
 * the merchant secret. PayHere's words: md5sig = strtoupper(md5(merchant_id + order_id +
 * payhere_amount + payhere_currency + status_code + strtoupper(md5(merchant_secret)))).
 */
export function notificationSignedText(fields: NotificationSigned, secretDigest: string): string {
  return (
    fields.merchantId +
    fields.orderId +
    fields.amount +
    fields.currency +
    fields.statusCode +
    secretDigest
  );
}

/** What a notification says of a try, by PayHere's `status_code`. */
export type CardOutcome = 'paid' | 'pending' | 'cancelled' | 'failed' | 'charged-back';

/** PayHere's status codes: 2 success, 0 pending, -1 canceled, -2 failed, -3 chargedback. */
const OUTCOMES: Readonly<Record<string, CardOutcome>> = {
  '2': 'paid',
  '0': 'pending',
  '-1': 'cancelled',
  '-2': 'failed',
  '-3': 'charged-back',
};

/** The outcome a `status_code` names; null for a code PayHere does not document. */
export function cardOutcome(statusCode: string): CardOutcome | null {
  return Object.hasOwn(OUTCOMES, statusCode) ? (OUTCOMES[statusCode] ?? null) : null;
}
