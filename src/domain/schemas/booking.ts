import { z } from 'zod';
import { SHOWN_CURRENCIES } from '../currency.ts';
import { isAcceptedDate } from '../dates.ts';
import { LANGUAGES } from '../languages.ts';
import {
  emailSchema,
  entityIdSchema,
  honeypotSchema,
  isoDateSchema,
  lineString,
  optionalText,
  phoneSchema,
  text,
} from './common.ts';
import { quoteSchema, vehicleTypeSchema } from './quote.ts';

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

/** Party size; the villa's capacity is checked by the service (spec §5, infants not counted). */
const party = {
  adults: count('adults', 1, 50),
  children: count('children', 0, 50),
  infants: count('infants', 0, 20),
};

/** Checked on two accepted dates only: a date refused on its own has said so already. */
const stayOrder = (b: { checkInDate?: string; checkOutDate?: string }) =>
  !b.checkInDate ||
  !b.checkOutDate ||
  !isAcceptedDate(b.checkInDate) ||
  !isAcceptedDate(b.checkOutDate) ||
  b.checkOutDate > b.checkInDate;
const stayOrderIssue = {
  error: 'checkOutDate must be after checkInDate',
  path: ['checkOutDate'],
};

/**
 * The currency the guest was shown beside dollars as they asked, if they picked one (issue 39
 * §3): the server keeps it with the rate it had then. Never a rate: the server's is the only one.
 */
const shownCurrencySchema = z.enum(SHOWN_CURRENCIES, {
  error: `shownCurrency must be one of ${SHOWN_CURRENCIES.join(', ')}`,
});

/**
 * The language the guest booked in (issue 39 §1): the page's, sent by the booking dialog. Every
 * e-mail the guest receives about the booking is written in it; English when not sent.
 */
export const bookingLanguageSchema = z.enum(LANGUAGES, {
  error: `language must be one of ${LANGUAGES.join(', ')}`,
});

/** POST /bookings (spec §3). No total: the server prices the stay (DESIGN.md decision 9). */
export const bookingRequestSchema = z
  .strictObject({
    villaId: lineString('villaId').trim().min(1, { error: 'villaId is required' }).max(120),
    guestName: text(100, 'guestName'),
    guestEmail: emailSchema,
    guestPhone: phoneSchema,
    checkInDate: isoDateSchema,
    checkOutDate: isoDateSchema,
    adults: party.adults,
    children: party.children.default(0),
    infants: party.infants.default(0),
    airportPickup: z.boolean({ error: 'airportPickup must be true or false' }).default(false),
    airportDropoff: z.boolean({ error: 'airportDropoff must be true or false' }).default(false),
    vehicleType: vehicleTypeSchema.nullish(),
    specialRequests: optionalText(2000, 'specialRequests', { multiline: true }),
    shownCurrency: shownCurrencySchema.optional(),
    language: bookingLanguageSchema.optional(),
    website: honeypotSchema,
  })
  .refine(stayOrder, stayOrderIssue);
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** PUT /bookings/{id}: any of the stay's details, re-checked like a new request. */
export const bookingUpdateSchema = z
  .strictObject({
    guestName: text(100, 'guestName').optional(),
    guestPhone: phoneSchema.optional(),
    checkInDate: isoDateSchema.optional(),
    checkOutDate: isoDateSchema.optional(),
    adults: party.adults.optional(),
    children: party.children.optional(),
    infants: party.infants.optional(),
    airportPickup: z.boolean({ error: 'airportPickup must be true or false' }).optional(),
    airportDropoff: z.boolean({ error: 'airportDropoff must be true or false' }).optional(),
    vehicleType: vehicleTypeSchema.nullish(),
    specialRequests: optionalText(2000, 'specialRequests', { multiline: true }).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { error: 'Send at least one field to change' })
  .refine(stayOrder, stayOrderIssue);
export type BookingUpdate = z.infer<typeof bookingUpdateSchema>;

/** POST /bookings/{id}/cancel: the body is optional (spec §7). */
export const cancellationSchema = z
  .strictObject({ reason: optionalText(500, 'reason', { multiline: true }) })
  .nullish()
  .transform((body) => ({ reason: body?.reason ?? null }));
export type Cancellation = z.infer<typeof cancellationSchema>;

export const bookingIdParamsSchema = z.object({ id: entityIdSchema });
export const bookingEmailParamsSchema = z.object({ email: emailSchema });

/** The guest's access token travels as `Authorization: Bearer` or `?token=` (e-mail links). */
export const bookingTokenQuerySchema = z.strictObject({
  token: lineString('token', 'is not a valid access token')
    .max(200, { error: 'token is not a valid access token' })
    .optional(),
});

export const BOOKING_STATUSES = [
  'PENDING',
  'CONFIRMED',
  'DECLINED',
  'CANCELLED',
  'EXPIRED',
] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const refundSchema = z.object({
  percent: z.number().int(),
  amount: z.number(),
  rule: z.string(),
});

/**
 * A refund a cancellation now would give (issue 26 §4): the policy's percent of `paidCents`, the
 * money kept so far on the booking (payments less refunds); 0 paid gives 0 back.
 */
export const cancellationRefundSchema = refundSchema.extend({ paidCents: z.number().int() });
export type CancellationRefund = z.infer<typeof cancellationRefundSchema>;

export const bookingSchema = z.object({
  id: z.string(),
  /** Short code the guest quotes on the phone. */
  reference: z.string(),
  villaId: z.string(),
  villaName: z.string(),
  villaSlug: z.string(),
  guestName: z.string(),
  guestEmail: z.string(),
  guestPhone: z.string().nullable(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  airportPickup: z.boolean(),
  airportDropoff: z.boolean(),
  vehicleType: z.enum(['CAR', 'VAN']).nullable(),
  specialRequests: z.string().nullable(),
  status: bookingStatusSchema,
  /** PENDING requests hold their dates until then (DESIGN.md decision 7). */
  holdExpiresAt: z.string().nullable(),
  quote: quoteSchema,
  totalPrice: z.number(),
  cancellationReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  refund: refundSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The guest's language; absent from bookings read before it was kept (English). */
  language: bookingLanguageSchema.optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The answer to POST /bookings: the booking and, once only, its access token. */
export const bookingCreatedSchema = bookingSchema.extend({ accessToken: z.string() });
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/**
 * GET /bookings/{id}/cancellation: whether the guest may cancel now and the refund the policy gives
 * today, the figure the cancel applies if sent now.
 */
export const cancellationTermsSchema = z.object({
  cancellable: z.boolean(),
  /** Why not, in words, when it cannot be cancelled online. */
  reason: z.string().nullable(),
  refund: cancellationRefundSchema.nullable(),
});
export type CancellationTerms = z.infer<typeof cancellationTermsSchema>;

/** A booking reference as printed: 'VB-7K3Q9P' (any case, spaces around ignored). */
export const bookingReferenceSchema = lineString('reference')
  .trim()
  .min(1, { error: 'Please enter your booking reference, like VB-7K3Q9P.' })
  .max(20, { error: 'A booking reference is short, like VB-7K3Q9P.' })
  .transform((value) => value.toUpperCase());

/** POST /bookings/lost-link: a fresh link is mailed if the reference and e-mail match (decision 025). */
export const lostLinkSchema = z.strictObject({
  reference: bookingReferenceSchema,
  email: emailSchema,
  website: honeypotSchema,
});
export type LostLinkRequest = z.infer<typeof lostLinkSchema>;

/** The one answer to a lost-link request, whether or not a booking matched. */
export const LOST_LINK_ANSWER =
  'If a booking matches that reference and e-mail address, we have sent a fresh link to that address. It may take a few minutes to arrive.';
export const lostLinkAnswerSchema = z.object({ message: z.string() });
export type LostLinkAnswer = z.infer<typeof lostLinkAnswerSchema>;
