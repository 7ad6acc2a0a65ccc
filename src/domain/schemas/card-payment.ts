/**
 * What PayHere POSTs to our `notify_url` (issue 38 §2, decision 123), read before anything else is
 * done with it: every field PayHere documents that we use, as the text it sends, in the shape it
 * documents, without control characters, and short. Fields PayHere adds that we do not use (the
 * recurring ones) are dropped. Passing this says nothing of trust: the signature and the match with
 * our recorded try are checked after it.
 */
import { z } from 'zod';
import { CARD_TRY_STATES, cardOutcome, centsOfGatewayAmount } from '../card-payments.ts';
import { lineString, pagedSchema, pageQuerySchema } from './common.ts';

/** Longer than any value PayHere sends: a status message is a sentence, the rest are codes. */
const MAX_CODE = 64;
const MAX_WORDS = 500;

const code = (label: string) =>
  lineString(label)
    .min(1, { error: `${label} is required`, abort: true })
    .max(MAX_CODE, { error: `${label} must be at most ${MAX_CODE} characters`, abort: true });

const words = (label: string) =>
  lineString(label)
    .max(MAX_WORDS, { error: `${label} must be at most ${MAX_WORDS} characters` })
    .optional();

/** Whether every character of `value` is one `allowed` takes: read once, in linear time. */
function only(value: string, allowed: (character: string) => boolean): boolean {
  for (const character of value) if (!allowed(character)) return false;
  return true;
}

const isDigit = (c: string) => c >= '0' && c <= '9';
const isHex = (c: string) => isDigit(c) || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f');

/** Digits only, as PayHere's merchant and payment ids are. */
const digits = (label: string) =>
  code(label).refine((value) => only(value, isDigit), {
    error: `${label} must be digits`,
  });

export const payhereNotificationSchema = z.object({
  merchant_id: digits('merchant_id'),
  order_id: code('order_id'),
  payment_id: digits('payment_id'),
  payhere_amount: code('payhere_amount').refine((value) => centsOfGatewayAmount(value) !== null, {
    error: 'payhere_amount must be an amount with two decimals, as 1276.00',
  }),
  payhere_currency: code('payhere_currency').refine(
    (value) => value.length === 3 && only(value, (c) => c >= 'A' && c <= 'Z'),
    { error: 'payhere_currency must be a currency code, as USD' },
  ),
  status_code: code('status_code').refine((value) => cardOutcome(value) !== null, {
    error: 'status_code must be one of 2, 0, -1, -2, -3',
  }),
  md5sig: code('md5sig').refine((value) => value.length === 32 && only(value, isHex), {
    error: 'md5sig must be 32 hexadecimal digits',
  }),
  custom_1: words('custom_1'),
  custom_2: words('custom_2'),
  method: words('method'),
  status_message: words('status_message'),
  card_holder_name: words('card_holder_name'),
  card_no: words('card_no'),
  card_expiry: words('card_expiry'),
});
export type PayHereNotification = z.infer<typeof payhereNotificationSchema>;

/** POST /api/bookings/:id/card-payments: which of the booking's card choices the guest pays. */
export const startCardPaymentSchema = z.strictObject({
  pays: z.enum(['next', 'rest'], {
    error: "What to pay must be 'next' (the next part owed) or 'rest' (everything left)",
  }),
});
export type StartCardPayment = z.infer<typeof startCardPaymentSchema>;

/** A try's order id in an address: our own ids, 24 lowercase hexadecimal digits. */
export const cardTryParamsSchema = z.object({
  id: z.string().min(1).max(64),
  orderId: z
    .string()
    .length(24, { error: 'No payment has this id' })
    .refine((value) => only(value, (c) => isDigit(c) || (c >= 'a' && c <= 'f')), {
      error: 'No payment has this id',
    }),
});

/** What the booking offers to pay by card, on the guest's money (null: no card payment). */
export const cardOfferSchema = z
  .object({
    choices: z.array(
      z.object({
        kind: z.enum(['next', 'rest']),
        amountCents: z.number().int(),
        pays: z.array(z.enum(['deposit', 'balance', 'full'])),
      }),
    ),
  })
  .nullable();

/** A try as the guest's pay page and its return show it. */
export const cardTryViewSchema = z.object({
  orderId: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  villaName: z.string(),
  state: z.enum(CARD_TRY_STATES),
  amountCents: z.number().int(),
  currency: z.string(),
  pays: z.array(z.enum(['deposit', 'balance', 'full'])),
  /** The gateway's words when it failed. */
  message: z.string().nullable(),
  /** The form to the gateway, while the try is still to be paid; null once it has an answer. */
  checkout: z.object({ action: z.string(), fields: z.record(z.string(), z.string()) }).nullable(),
});
export type CardTryView = z.infer<typeof cardTryViewSchema>;

/** The answer to a started try: where its pay page is. */
export const cardTryStartedSchema = z.object({
  orderId: z.string(),
  amountCents: z.number().int(),
  payPath: z.string(),
});

/**
 * GET /api/console/card-payments (issue 38 §3): the Payments room's card tries, newest first, of
 * one state or of all (no `state`), paged like the room's other lists.
 */
export const cardPaymentsQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  state: z
    .enum(CARD_TRY_STATES, { error: `The state must be one of ${CARD_TRY_STATES.join(', ')}` })
    .optional(),
});
export type CardPaymentsQuery = z.infer<typeof cardPaymentsQuerySchema>;

/** One try as the Payments room lists it, with its booking and PayHere's payment id. */
export const cardPaymentRowSchema = z.object({
  orderId: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  guestName: z.string(),
  state: z.enum(CARD_TRY_STATES),
  amountCents: z.number().int(),
  currency: z.string(),
  pays: z.array(z.enum(['deposit', 'balance', 'full'])),
  /** The gateway's id of the payment, once it told us of one. */
  paymentId: z.string().nullable(),
  /** The gateway's words on a failure or a charge-back. */
  statusMessage: z.string().nullable(),
  /** Notifications about the try refused for not matching it (issue 38 §2). */
  refusedNotifications: z.number().int(),
  /** When the guest started it and when it last changed, ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CardPaymentRow = z.infer<typeof cardPaymentRowSchema>;

export const cardPaymentsPageSchema = pagedSchema(cardPaymentRowSchema);
export type CardPaymentsPage = z.infer<typeof cardPaymentsPageSchema>;
