/**
 * The money after "Confirmed" (issue 26, decision 085): what the console sends to record a
 * payment, a refund or a reversal, the owner's payment terms and settings, and the account of a
 * booking as the API answers it. Money is integer cents (USD). Every message is a sentence that
 * names its field, so a 400 reads on its own and the console shows the same words beside it.
 */
import { z } from 'zod';
import { resortToday } from '../dates.ts';
import { cardOfferSchema } from './card-payment.ts';
import { GRACE_DAYS_LIMITS, PAYMENT_METHODS, TEAM_PAYMENT_METHODS } from '../ledger.ts';
import { formatCents } from '../money.ts';
import { PAYMENT_TERMS_LIMITS } from '../payment-schedule.ts';
import {
  dateSchema,
  entityIdSchema,
  lineString,
  optionalText,
  pagedSchema,
  pageQuerySchema,
  text,
} from './common.ts';

/**
 * $1,000,000 in one entry: above the dearest stay of the collection many times over, and low
 * enough that a slip of the keyboard (cents typed as dollars) is caught here as well as by the
 * ledger's "likely typo" rule.
 */
export const MAX_ENTRY_CENTS = 1_000_000_00;
/** A bank's transfer reference or a receipt book's number is short. */
export const MAX_REFERENCE_LENGTH = 100;
export const MAX_NOTE_LENGTH = 1000;
export const MAX_REVERSAL_REASON_LENGTH = 500;
/** Bank details and instructions: a few paragraphs, as the owner writes them for the e-mails. */
export const MAX_PAYMENT_TEXT_LENGTH = 2000;

const METHOD_WORDS = 'bank_transfer, cash, card_at_villa or other';

/** A method the team records (an online card payment is the gateway's to record, never typed). */
export const paymentMethodSchema = z.enum(TEAM_PAYMENT_METHODS, {
  error: `The method must be one of ${METHOD_WORDS}`,
});
/** The method of a recorded entry, as answers show it. */
const recordedMethodSchema = z.enum(PAYMENT_METHODS);

const amountSchema = (label: string) =>
  z
    .number({ error: `${label} must be an amount in cents` })
    .int({ error: `${label} must be a whole number of cents` })
    .min(1, { error: `${label} must be more than $0` })
    .max(MAX_ENTRY_CENTS, { error: `${label} must be at most ${formatCents(MAX_ENTRY_CENTS)}` });

/**
 * The day the money arrived or left: not in the future on the resort's calendar (a payment
 * recorded ahead of its arrival is not a payment yet). Whether it lies within the booking's life
 * is the server's check, which knows the booking.
 */
const receivedOnSchema = (label: string) =>
  dateSchema(label).refine((date) => date <= resortToday(), {
    error: `${label} cannot be in the future`,
  });

/**
 * The form's own key, made once when the form opens (crypto.randomUUID): two people, or one
 * double tap, sending the same payment record it once (issue 26, Bad input).
 */
export const idempotencyKeySchema = lineString('The form key', 'must be text')
  .trim()
  .max(36, { error: 'The form key must be a UUID' })
  .pipe(z.uuid({ error: 'The form key must be a UUID' }))
  .transform((value) => value.toLowerCase());

const moneyEntry = (amountLabel: string, dateLabel: string) =>
  z.strictObject({
    amountCents: amountSchema(amountLabel),
    receivedOn: receivedOnSchema(dateLabel),
    method: paymentMethodSchema,
    reference: optionalText(MAX_REFERENCE_LENGTH, 'The reference'),
    note: optionalText(MAX_NOTE_LENGTH, 'The note', { multiline: true }),
    idempotencyKey: idempotencyKeySchema,
  });

/** POST .../payments: a payment the team received (issue 26 §2). */
export const recordPaymentSchema = moneyEntry('The amount', 'The date received');
export type RecordPayment = z.infer<typeof recordPaymentSchema>;

/** POST .../refunds: money the team sent back (issue 26 §4). */
export const recordRefundSchema = moneyEntry('The refund', 'The date sent');
export type RecordRefund = z.infer<typeof recordRefundSchema>;

/**
 * POST .../card-refunds: money sent back to the card of a payment made by card online (issue 38
 * §4), through the card gateway; recorded only once the gateway accepts it.
 */
export const recordCardRefundSchema = z.strictObject({
  entryId: entityIdSchema,
  amountCents: amountSchema('The refund'),
  note: optionalText(MAX_NOTE_LENGTH, 'The note', { multiline: true }),
  idempotencyKey: idempotencyKeySchema,
});
export type RecordCardRefund = z.infer<typeof recordCardRefundSchema>;

/** POST .../reversals: cancels a payment or refund recorded by mistake; history is never edited. */
export const recordReversalSchema = z.strictObject({
  entryId: entityIdSchema,
  reason: text(MAX_REVERSAL_REASON_LENGTH, 'The reason', { multiline: true }),
  idempotencyKey: idempotencyKeySchema,
});
export type RecordReversal = z.infer<typeof recordReversalSchema>;

const wholeNumber = (label: string, unit: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a whole number of ${unit} from ${min} to ${max}` })
    .int({ error: `${label} must be a whole number of ${unit} from ${min} to ${max}` })
    .min(min, { error: `${label} must be at least ${min} ${unit}` })
    .max(max, { error: `${label} must be at most ${max} ${unit}` });

/** The owner's payment terms (the site's, or a villa's own): limits in payment-schedule.ts. */
export const paymentTermsSchema = z.strictObject({
  depositPercent: wholeNumber('The deposit', 'percent', PAYMENT_TERMS_LIMITS.depositPercent),
  depositDueDays: wholeNumber(
    'The days to pay the deposit',
    'days',
    PAYMENT_TERMS_LIMITS.depositDueDays,
  ),
  balanceDueDays: wholeNumber(
    'The days before arrival the balance is due',
    'days',
    PAYMENT_TERMS_LIMITS.balanceDueDays,
  ),
});
export type PaymentTermsInput = z.infer<typeof paymentTermsSchema>;

/** A villa's own terms; null: the site's terms apply. */
export const villaPaymentTermsSchema = z.strictObject({ terms: paymentTermsSchema.nullable() });

/** The site's payment settings: the default terms, the grace, and how to pay (issue 26 §2, §3). */
export const paymentSettingsSchema = paymentTermsSchema.extend({
  graceDays: wholeNumber('The grace period', 'days', GRACE_DAYS_LIMITS),
  autoCancel: z.boolean({ error: 'Cancel automatically must be true or false' }),
  bankDetails: optionalText(MAX_PAYMENT_TEXT_LENGTH, 'The bank details', { multiline: true }),
  paymentInstructions: optionalText(MAX_PAYMENT_TEXT_LENGTH, 'The payment instructions', {
    multiline: true,
  }),
  /** Guests may pay by card online (issue 38 §5); left out, it stays as it was. */
  cardPayments: z.boolean({ error: 'Card payment must be true or false' }).optional(),
});
export type PaymentSettingsInput = z.infer<typeof paymentSettingsSchema>;

const cents = z.number().int();

export const installmentAccountSchema = z.object({
  kind: z.enum(['deposit', 'balance', 'full']),
  amountCents: cents,
  dueOn: z.string(),
  status: z.enum(['paid', 'part-paid', 'due', 'overdue']),
  paidCents: cents,
  owedCents: cents,
  daysLate: z.number().int(),
  paidOn: z.string().nullable(),
});

/** One entry of the ledger as the console shows it. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['payment', 'refund', 'reversal']),
  amountCents: cents,
  receivedOn: z.string(),
  method: recordedMethodSchema.nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  reverses: z.string().nullable(),
  /** Set on a payment or refund a later reversal cancels. */
  reversedBy: z.string().nullable(),
  receiptNumber: z.string(),
  recordedAt: z.string(),
});
export type LedgerEntryView = z.infer<typeof ledgerEntrySchema>;

/** GET .../account: the account of a booking (ledger.ts `accountOf`) and its entries. */
export const accountSchema = z.object({
  currency: z.literal('USD'),
  totalCents: cents,
  paidCents: cents,
  refundedCents: cents,
  balanceCents: cents,
  creditCents: cents,
  installments: z.array(installmentAccountSchema),
  daysLate: z.number().int(),
  cancelForNonPayment: z.boolean(),
  entries: z.array(ledgerEntrySchema),
});
export type AccountView = z.infer<typeof accountSchema>;

/** GET/PUT /api/console/payment-settings: the site's settings and the version they were read at. */
export const paymentSettingsViewSchema = z.object({
  depositPercent: z.number().int(),
  depositDueDays: z.number().int(),
  balanceDueDays: z.number().int(),
  graceDays: z.number().int(),
  autoCancel: z.boolean(),
  bankDetails: z.string(),
  paymentInstructions: z.string(),
  /** The owner's switch for card payment online (issue 38 §5). */
  cardPayments: z.boolean(),
  /** The card gateway the server is configured for ('PayHere'); null: card payment cannot be on. */
  cardGateway: z.string().nullable(),
  version: z.string(),
});
export type PaymentSettingsView = z.infer<typeof paymentSettingsViewSchema>;

const termsViewSchema = z.object({
  depositPercent: z.number().int(),
  depositDueDays: z.number().int(),
  balanceDueDays: z.number().int(),
});

/** GET/PUT /api/console/villas/{id}/payment-terms: its own terms (null: the site's) and the site's. */
export const villaPaymentTermsViewSchema = z.object({
  villaId: z.string(),
  terms: termsViewSchema.nullable(),
  siteTerms: termsViewSchema,
  version: z.string(),
});
export type VillaPaymentTermsView = z.infer<typeof villaPaymentTermsViewSchema>;

/**
 * The Payments room's lists (issue 26 §5): money overdue, due in the next 7 days, received this
 * month, and refunds due (cancelled bookings whose account still holds money to give back);
 * `list` in the address like the other lists' filters.
 */
export const PAYMENT_LISTS = ['overdue', 'due', 'received', 'refunds'] as const;
export type PaymentList = (typeof PAYMENT_LISTS)[number];

export const paymentsQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  list: z
    .enum(PAYMENT_LISTS, { error: `The list must be one of ${PAYMENT_LISTS.join(', ')}` })
    .default('overdue'),
});
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

/**
 * One line of a list: an installment owed, a payment received, or a refund due; it links to its
 * booking.
 */
export const paymentsRowSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  guestName: z.string(),
  villaName: z.string(),
  checkInDate: z.string(),
  /**
   * What the line is: an installment ('deposit', 'balance', 'full'), a 'payment' received, or a
   * 'refund' due to the guest of a cancelled booking.
   */
  kind: z.enum(['deposit', 'balance', 'full', 'payment', 'refund']),
  /** What is owed on the installment, the payment's amount, or the refund still to send. */
  amountCents: cents,
  /** The installment's due date, the day the payment arrived, or the day the stay was cancelled. */
  date: z.string(),
  daysLate: z.number().int(),
  /** Overdue longer than the grace days: a person decides whether to cancel. */
  cancelForNonPayment: z.boolean(),
  receiptNumber: z.string().nullable(),
  method: recordedMethodSchema.nullable(),
});
export type PaymentsRow = z.infer<typeof paymentsRowSchema>;

export const paymentsPageSchema = pagedSchema(paymentsRowSchema).extend({
  /** The sum of the list's amounts, every page. */
  totalCents: cents,
});
export type PaymentsPage = z.infer<typeof paymentsPageSchema>;

/** GET /api/console/payments: a page of one list, and how many lines each list has (its tabs). */
export const paymentsRoomSchema = paymentsPageSchema.extend({
  counts: z.object({
    overdue: z.number().int(),
    due: z.number().int(),
    received: z.number().int(),
    refunds: z.number().int(),
  }),
});
export type PaymentsRoom = z.infer<typeof paymentsRoomSchema>;

/**
 * GET /api/bookings/{id}/payments: the guest's side of the account (issue 26 §2), on the booking's
 * page: what is due by when, what was paid, how to pay, and the receipts. Nothing the team keeps
 * for itself (notes, who recorded).
 */
export const guestPaymentsSchema = accountSchema
  .omit({ daysLate: true, cancelForNonPayment: true, entries: true })
  .extend({
    receipts: z.array(
      z.object({
        number: z.string(),
        kind: z.enum(['payment', 'refund', 'reversal']),
        amountCents: cents,
        /** The day the money arrived or left; a reversal's, the day it was recorded. */
        date: z.string(),
        /** Cancelled by a later reversal (its receipt is in the list too). */
        cancelled: z.boolean(),
      }),
    ),
    bankDetails: z.string(),
    instructions: z.string(),
    /** What may be paid by card now (issue 38 §1); null when card payment is not offered. */
    card: cardOfferSchema,
  });
export type GuestPayments = z.infer<typeof guestPaymentsSchema>;
