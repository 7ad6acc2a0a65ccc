/**
 * The console's rooms (issue 14 §4-5): what the team's API under /api/console takes and answers,
 * shared by the server's routes and the console's pages. Lists page on the server (`pagedSchema`,
 * DESIGN.md decision 14) and search there; nothing loads a whole table into the browser.
 *
 * Roles (issue 14 §3): housekeeping reads arrivals and departures only, and its answers carry
 * names and guest counts, never an e-mail address, a phone number or money (`stayMovementSchema`).
 */
import { z } from 'zod';
import { SHOWN_CURRENCIES } from '../currency.ts';
import {
  bookingLanguageSchema,
  bookingSchema,
  bookingStatusSchema,
  cancellationRefundSchema,
} from './booking.ts';
import {
  entityIdSchema,
  isoDateSchema,
  lineString,
  optionalText,
  pageQuerySchema,
  pagedSchema,
  text,
} from './common.ts';
import { paymentsRowSchema } from './payment.ts';
import { staffRoleSchema } from './staff.ts';

/** A search box's text: trimmed, empty means no search. */
const searchSchema = lineString('q')
  .trim()
  .max(100, { error: 'q must be at most 100 characters' })
  .optional()
  .transform((value) => (value ? value : undefined));

const stayOrderIssue = { error: 'to must be on or after from', path: ['to'] };

// ---------------------------------------------------------------------------------------------
// Today and the arrivals calendar (every role)

/** GET /api/console/movements: arrivals and departures from a day, for some days (default 7). */
export const movementsQuerySchema = z.strictObject({
  from: isoDateSchema.optional(),
  days: z.coerce
    .number({ error: 'days must be a whole number' })
    .int({ error: 'days must be a whole number' })
    .min(1, { error: 'days must be at least 1' })
    .max(31, { error: 'days must be at most 31' })
    .default(7),
});
export type MovementsQuery = z.infer<typeof movementsQuerySchema>;

/**
 * One confirmed or pending stay arriving or leaving: what housekeeping needs to prepare a villa and
 * nothing more (no contact, no money), for every role alike.
 */
/** A stay as the console's lists name it: who, where, when, how many. No contact, no money. */
const stayFields = {
  reference: z.string(),
  villaId: z.string(),
  villaName: z.string(),
  guestName: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
};

export const stayMovementSchema = z.object({
  bookingId: z.string(),
  ...stayFields,
  status: z.enum(['PENDING', 'CONFIRMED']),
});
export type StayMovement = z.infer<typeof stayMovementSchema>;

export const movementsSchema = z.object({
  /** The first day shown (the resort's today by default) and the last, inclusive. */
  from: z.string(),
  to: z.string(),
  /** Ordered by day, then villa. */
  arrivals: z.array(stayMovementSchema),
  departures: z.array(stayMovementSchema),
});
export type Movements = z.infer<typeof movementsSchema>;

/** A request waiting for the team, with the time left on its hold. */
export const pendingHoldSchema = z.object({
  id: z.string(),
  reference: z.string(),
  villaName: z.string(),
  guestName: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  holdExpiresAt: z.string(),
  createdAt: z.string(),
});
export type PendingHold = z.infer<typeof pendingHoldSchema>;

/** GET /api/console/today (owner, manager): what waits for the team, oldest hold first. */
export const todaySchema = z.object({
  pendingRequests: z.array(pendingHoldSchema),
  /** Money overdue (issue 26 §3), the latest first: the Payments room's first lines. */
  overduePayments: z.array(paymentsRowSchema),
  newMessages: z.number().int(),
  pendingReviews: z.number().int(),
  pendingTestimonials: z.number().int(),
});
export type Today = z.infer<typeof todaySchema>;

// ---------------------------------------------------------------------------------------------
// Requests and bookings (owner, manager)

/** GET /api/console/bookings: requests and bookings, newest first, filtered and searched. */
export const consoleBookingsQuerySchema = z
  .strictObject({
    ...pageQuerySchema.shape,
    status: bookingStatusSchema.optional(),
    villa: entityIdSchema.optional(),
    /** Stays that overlap these days (check-in before `to`'s next day, check-out after `from`). */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    /** A reference (exact, any case), or part of the guest's name or e-mail. */
    q: searchSchema,
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, stayOrderIssue);
export type ConsoleBookingsQuery = z.infer<typeof consoleBookingsQuerySchema>;

export const consoleBookingSummarySchema = z.object({
  id: z.string(),
  ...stayFields,
  guestEmail: z.string(),
  status: bookingStatusSchema,
  holdExpiresAt: z.string().nullable(),
  totalPrice: z.number(),
  createdAt: z.string(),
  /** The guest's language (issue 39): the list shows it where there is room. */
  language: bookingLanguageSchema,
});
export type ConsoleBookingSummary = z.infer<typeof consoleBookingSummarySchema>;
export const consoleBookingPageSchema = pagedSchema(consoleBookingSummarySchema);

/** GET /api/console/bookings/:id: everything the guest sent and what the team did with it. */
export const consoleBookingSchema = bookingSchema.extend({
  cancelledBy: z.enum(['GUEST', 'TEAM']).nullable(),
  /** The team's words to the guest with its yes or no (decline, confirm, cancel). */
  teamMessage: z.string().nullable(),
  decidedAt: z.string().nullable(),
  holdRemindedAt: z.string().nullable(),
  /**
   * What a cancellation by the team now would refund of what was paid (spec §9, issue 26 §4);
   * null unless active.
   */
  refundIfCancelledNow: cancellationRefundSchema.nullable(),
  /**
   * The currency the guest was shown beside dollars as they asked (issue 39 §3), null for
   * dollars alone; and its rate then, margin in (units per US dollar, an exact decimal string),
   * null when that currency had no fresh rate and the guest saw no figure.
   */
  shownCurrency: z.enum(SHOWN_CURRENCIES).nullable(),
  shownRate: z.string().nullable(),
});
export type ConsoleBooking = z.infer<typeof consoleBookingSchema>;

/** POST /api/console/bookings/:id/confirm: an optional note to the guest in the e-mail. */
export const confirmBookingSchema = z.strictObject({
  message: optionalText(2000, 'message'),
});
/** POST /api/console/bookings/:id/decline: the guest is told why, in the team's words. */
export const declineBookingSchema = z.strictObject({
  message: text(2000, 'message'),
});
/** POST /api/console/bookings/:id/cancel: on the guest's behalf, with the refund the policy gives. */
export const staffCancelBookingSchema = z.strictObject({
  reason: text(1000, 'reason'),
});

// ---------------------------------------------------------------------------------------------
// Moderation (owner, manager)

export const moderationStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED'], {
  error: 'must be PENDING, APPROVED or REJECTED',
});

/** GET /api/console/reviews and /testimonials: PENDING first by default, newest first. */
export const moderationQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  status: moderationStatusSchema.default('PENDING'),
  q: searchSchema,
});

/** Where a review came from: a verified stay's review link, or the villa page's form. */
export const reviewSourceSchema = z.enum(['stay', 'page'], { error: 'must be stay or page' });
export type ReviewSource = z.infer<typeof reviewSourceSchema>;

/** GET /api/console/reviews: as the testimonials', and narrowed to one source when `from` is set. */
export const reviewModerationQuerySchema = moderationQuerySchema.extend({
  from: reviewSourceSchema.optional(),
});

export const consoleReviewSchema = z.object({
  id: z.string(),
  villaId: z.string(),
  villaName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string(),
  status: moderationStatusSchema,
  createdAt: z.string(),
  /**
   * The stay it was sent from through the stay's review link (issue 27 §2): a verified review.
   * Null for one sent from the villa page. `reference` is null once the booking is deleted.
   */
  stay: z.object({ stayedIn: z.string(), reference: z.string().nullable() }).nullable(),
});
export type ConsoleReview = z.infer<typeof consoleReviewSchema>;
export const consoleReviewPageSchema = pagedSchema(consoleReviewSchema);

export const consoleTestimonialSchema = z.object({
  id: z.string(),
  villaId: z.string().nullable(),
  villaName: z.string().nullable(),
  name: z.string(),
  location: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  featured: z.boolean(),
  status: moderationStatusSchema,
  createdAt: z.string(),
});
export type ConsoleTestimonial = z.infer<typeof consoleTestimonialSchema>;
export const consoleTestimonialPageSchema = pagedSchema(consoleTestimonialSchema);

/** PATCH /api/console/reviews/:id */
export const reviewModerationSchema = z.strictObject({
  status: z.enum(['APPROVED', 'REJECTED'], { error: 'must be APPROVED or REJECTED' }),
});
/**
 * POST /api/console/reviews/:id/reopen: a decision undone, the review waiting again (decision 064).
 * `from` is the status the moderator saw: a review someone has changed since is not reopened.
 */
export const reviewReopenSchema = z.strictObject({
  from: z.enum(['APPROVED', 'REJECTED'], { error: 'must be APPROVED or REJECTED' }),
});
/** PATCH /api/console/testimonials/:id: approve or reject, feature or not, or both. */
export const testimonialModerationSchema = z
  .strictObject({
    status: z.enum(['APPROVED', 'REJECTED'], { error: 'must be APPROVED or REJECTED' }).optional(),
    featured: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.featured !== undefined, {
    error: 'Send a status, featured, or both.',
  });

// ---------------------------------------------------------------------------------------------
// Messages: contact messages and transport requests (owner, manager)

export const MESSAGE_KINDS = ['contact', 'transport'] as const;
export const messageKindSchema = z.enum(MESSAGE_KINDS, { error: 'must be contact or transport' });
export type MessageKind = z.infer<typeof messageKindSchema>;

export const messageStatusSchema = z.enum(['NEW', 'IN_PROGRESS', 'ANSWERED'], {
  error: 'must be NEW, IN_PROGRESS or ANSWERED',
});
export type MessageStatus = z.infer<typeof messageStatusSchema>;

/** GET /api/console/messages: both kinds together, newest first, unless `kind` names one. */
export const messagesQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  kind: messageKindSchema.optional(),
  status: messageStatusSchema.optional(),
  /** Part of the name, e-mail, subject or reference. */
  q: searchSchema,
});

export const messageSummarySchema = z.object({
  kind: messageKindSchema,
  id: z.string(),
  /** A transport request's reference; null for a contact message. */
  reference: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  /** The contact message's subject, or the transport request's service and date. */
  subject: z.string(),
  status: messageStatusSchema,
  replies: z.number().int(),
  createdAt: z.string(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;
export const messagePageSchema = pagedSchema(messageSummarySchema);

export const messageReplySchema = z.object({
  id: z.string(),
  staffName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type MessageReply = z.infer<typeof messageReplySchema>;

/** GET /api/console/messages/:kind/:id: the whole message and the replies sent to it. */
export const consoleMessageSchema = messageSummarySchema.extend({
  phone: z.string().nullable(),
  /** The guest's own words: the contact message, or the transport request's notes. */
  message: z.string().nullable(),
  /** The contact form's inquiry type; null for transport. */
  inquiryType: z.string().nullable(),
  /** A transport request's trip; null for a contact message. */
  transport: z
    .object({
      requestKind: z.enum(['QUOTE', 'BOOKING']),
      service: z.string(),
      fromPlace: z.string(),
      toPlace: z.string(),
      date: z.string(),
      time: z.string().nullable(),
      passengers: z.number().int(),
      luggage: z.number().int(),
      vehicleType: z.enum(['CAR', 'VAN']),
      price: z.number().nullable(),
    })
    .nullable(),
  replyList: z.array(messageReplySchema),
});
export type ConsoleMessage = z.infer<typeof consoleMessageSchema>;

export const messageParamsSchema = z.object({ kind: messageKindSchema, id: entityIdSchema });
/** PATCH /api/console/messages/:kind/:id */
export const messageStatusPatchSchema = z.strictObject({ status: messageStatusSchema });
/** POST /api/console/messages/:kind/:id/replies: e-mailed to the guest, kept, marks it answered. */
export const messageReplyBodySchema = z.strictObject({
  body: text(5000, 'body', { multiline: true }),
});

// ---------------------------------------------------------------------------------------------
// Audit log (owner)

/** GET /api/console/audit: newest first. */
export const auditQuerySchema = z
  .strictObject({
    ...pageQuerySchema.shape,
    actor: entityIdSchema.optional(),
    /** An action's name (`booking.confirm`) or its family (`booking`). */
    action: lineString('action')
      .trim()
      .max(60, { error: 'action must be at most 60 characters' })
      .regex(/^[a-z.-]*$/, { error: 'action must be a name like booking.confirm' })
      .optional()
      .transform((value) => (value ? value : undefined)),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    /** Part of the target (`booking:…`, `email:…`) or of the address it came from. */
    q: searchSchema,
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, stayOrderIssue);

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z
    .object({ id: z.string(), name: z.string(), email: z.string(), role: staffRoleSchema })
    .nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pagedSchema(auditEntrySchema);

export const consoleIdParamsSchema = z.object({ id: entityIdSchema });
