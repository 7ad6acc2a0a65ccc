/**
 * The database schema (Drizzle). Migrations in /drizzle are generated from this file with
 * `npm run db:generate`; the exclusion constraint on bookings is a hand-written migration because
 * Drizzle cannot express it (see drizzle/0001_booking_no_overlap.sql).
 *
 * Over 400 lines on purpose (decision 078): every table, its constraints and the foreign keys
 * between resources in one file, read top to bottom as the migrations were made from it. It holds
 * declarations only; each table's queries live in its resource's repository.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { CardTryState } from '#domain/card-payments.ts';
import type { ShownCurrency } from '#domain/currency.ts';
import type { Language } from '#domain/languages.ts';
import type { VillaTexts } from '#domain/villa-texts.ts';
import type { LedgerEntryKind, PaymentMethod } from '#domain/ledger.ts';
import type { FeedChannel } from '#domain/channels.ts';
import type { MessageTrigger, ScheduledMessageStatus } from '#domain/guest-messages.ts';
import type { InstallmentKind, PaymentTerms } from '#domain/payment-schedule.ts';
import type { PricingRules } from '#domain/pricing.ts';
import type { Quote } from '#domain/quote.ts';
import type { BookingStatus } from '#domain/schemas/booking.ts';
import type { StaffRole } from '#domain/schemas/staff.ts';
import type { TurnoverStatus } from '#domain/turnovers.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const villas = pgTable('villas', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  location: text('location').notNull(),
  featured: boolean('featured').notNull().default(false),
  /** Hidden from every public answer, page and the sitemap while false (issue 15 §2). */
  published: boolean('published').notNull().default(true),
  /** The order on the site, ascending. */
  position: integer('position').notNull().default(0),
  /** Rates, seasons and stay rules, money in integer cents (src/domain/pricing.ts, issue 15 §4). */
  pricing: jsonb('pricing').$type<PricingRules>().notNull(),
  /** A struck-through "was" price on the cards, in cents; null for none. */
  originalPriceCents: integer('original_price_cents'),
  guests: integer('guests').notNull(),
  bedrooms: integer('bedrooms').notNull(),
  bathrooms: integer('bathrooms').notNull(),
  size: text('size').notNull().default(''),
  description: text('description').notNull().default(''),
  highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
  included: jsonb('included').$type<{ icon: string; label: string }[]>().notNull().default([]),
  onRequest: jsonb('on_request')
    .$type<{ icon: string; label: string; price: string }[]>()
    .notNull()
    .default([]),
  amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
  locationDescription: text('location_description').notNull().default(''),
  nearby: jsonb('nearby')
    .$type<{ name: string; distance: string; type: string }[]>()
    .notNull()
    .default([]),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  houseRules: jsonb('house_rules').$type<{ icon: string; rule: string }[]>().notNull().default([]),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /**
   * The secret part of the villa's calendar feed address, /ical/{id}/{secret}.ics (issue 16 §1),
   * which lists every stay and block; the owner rotates it. Each connected feed has its own
   * (calendar_feeds.export_secret), which leaves out that feed's own events.
   */
  calendarSecret: text('calendar_secret')
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Where a photo's files are (decision 044). */
export type PhotoStorage = 'site' | 'uploaded';

/**
 * A villa's photos, in their order on the site (the first is the cover), each with its alt text
 * (issue 15 §3). `src` is its JPEG, whose address names its variants (src/domain/image-variants.ts):
 * the seed's are the site's own files under /images (storage 'site', variants made by the build);
 * uploaded ones are kept by the server under /photos (storage 'uploaded', src/server/photos/).
 */
export const villaPhotos = pgTable(
  'villa_photos',
  {
    id: text('id').primaryKey(),
    villaId: text('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    alt: text('alt').notNull(),
    src: text('src').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storage: text('storage').$type<PhotoStorage>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('villa_photos_villa_idx').on(t.villaId, t.position),
    check('villa_photos_alt_given', sql`length(trim(${t.alt})) > 0`),
    check('villa_photos_storage_valid', sql`${t.storage} in ('site', 'uploaded')`),
  ],
);

/**
 * A villa's own words in Russian, German or French (issue 39 §1): the English stay on the villa.
 * One row per villa and language, written by the owner in the console (src/domain/villa-texts.ts).
 */
export const villaTexts = pgTable(
  'villa_texts',
  {
    villaId: text('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    language: text('language').$type<Exclude<Language, 'en'>>().notNull(),
    texts: jsonb('texts').$type<VillaTexts>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.villaId, t.language] }),
    check('villa_texts_language', sql`${t.language} in ('ru', 'de', 'fr')`),
  ],
);

/** node-postgres answers a bytea as a Buffer, PGlite as a Uint8Array: a Buffer either way. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The files of uploaded photos (the JPEG and each variant) when the app runs on a PostgreSQL
 * server, so every instance serves every photo (decision 044); with the embedded database they are
 * files in DATA_DIR/photos instead. Named as in their address: `{photo id}-{w}x{h}-800.avif`.
 */
export const photoFiles = pgTable(
  'photo_files',
  {
    name: text('name').primaryKey(),
    photoId: text('photo_id').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('photo_files_photo_idx').on(t.photoId)],
);

/** A renamed villa's earlier slugs: their addresses redirect to the villa's current one. */
export const villaSlugs = pgTable('villa_slugs', {
  slug: text('slug').primaryKey(),
  villaId: text('villa_id')
    .notNull()
    .references(() => villas.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Staff blocks: both ends inclusive (spec §3). */
export const blockedRanges = pgTable(
  'blocked_ranges',
  {
    id: text('id').primaryKey(),
    villaId: text('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    /** The staff account that made the block; null for the seed's and imported ones. */
    createdBy: text('created_by'),
    /**
     * The calendar feed the block was imported from (issue 16 §2); null for the team's own. Removing
     * the feed removes its blocks.
     */
    feedId: text('feed_id').references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    /** The imported event's UID; null when the feed gave none (matched by dates then). */
    feedUid: text('feed_uid'),
    /** When the team was told that this imported block overlaps a booking; null if not (yet). */
    conflictNotifiedAt: timestamp('conflict_notified_at', { withTimezone: true }),
    /**
     * What an imported stay earned (issue 28 §1), entered by the team; null while unknown, which
     * the reports count as nights without an amount. Never set on the team's own blocks.
     */
    revenueCents: integer('revenue_cents'),
    /**
     * An imported event the team marked as no stay (the platform's own "not available" days):
     * counted as the team's blocks are, neither sold nor available.
     */
    notAStay: boolean('not_a_stay').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blocked_ranges_villa_idx').on(t.villaId, t.startDate),
    index('blocked_ranges_feed_idx').on(t.feedId),
    check('blocked_ranges_order', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'blocked_ranges_revenue',
      sql`${t.revenueCents} is null or (${t.revenueCents} >= 0 and ${t.feedId} is not null)`,
    ),
  ],
);

/**
 * Another platform's calendar of a villa (Airbnb, Booking.com, Vrbo, ...), imported as blocks
 * (issue 16 §2): its address, the team's label for it, and how its last fetches went.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: text('id').primaryKey(),
    villaId: text('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** The platform its stays were sold on (issue 28 §1); `other` is reported by its label. */
    channel: text('channel').$type<FeedChannel>().notNull().default('other'),
    url: text('url').notNull(),
    /**
     * The secret of the address given back to this platform, /ical/{villa id}/{secret}.ics: the
     * villa's stays and blocks without this feed's own events.
     */
    exportSecret: text('export_secret')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** The last fetch whose calendar was read and applied. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** The last fetch that failed, and why, in words for the team; kept after a later success. */
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Events the last applied calendar held (those it skipped not counted). */
    eventCount: integer('event_count').notNull().default(0),
    /** The platform's ETag and Last-Modified, for a conditional next fetch. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('calendar_feeds_villa_idx').on(t.villaId),
    check('calendar_feeds_channel', sql`${t.channel} in ('airbnb', 'booking', 'vrbo', 'other')`),
  ],
);

/**
 * Background jobs that run once across every app instance (issue 16 §3): a job is run by the
 * instance that takes its lease, when it is due.
 */
export const backgroundJobs = pgTable('background_jobs', {
  name: text('name').primaryKey(),
  /** When it is due next. */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** The instance running it now, and until when its lease holds (a crashed run's lapses). */
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});

export const bookings = pgTable(
  'bookings',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    villaId: text('villa_id')
      .notNull()
      .references(() => villas.id),
    guestName: text('guest_name').notNull(),
    /** Stored lower-cased so the by-e-mail list finds every booking of one address. */
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone'),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    infants: integer('infants').notNull(),
    airportPickup: boolean('airport_pickup').notNull(),
    airportDropoff: boolean('airport_dropoff').notNull(),
    /** Null when no transfer was chosen (DESIGN.md decision 11). */
    vehicleType: text('vehicle_type').$type<'CAR' | 'VAN'>(),
    specialRequests: text('special_requests'),
    status: text('status').$type<BookingStatus>().notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The quote the booking was made with, kept when prices change later (money in cents). */
    quote: jsonb('quote').$type<Quote>().notNull(),
    totalCents: integer('total_cents').notNull(),
    /** SHA-256 of the guest's access token; the token itself is never stored (decision 003). */
    accessTokenHash: text('access_token_hash').notNull(),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundPercent: smallint('refund_percent'),
    refundAmountCents: integer('refund_amount_cents'),
    refundRule: text('refund_rule'),
    /** Who cancelled: the guest from their page, or the team on their behalf (issue 14 §4). */
    cancelledBy: text('cancelled_by').$type<'GUEST' | 'TEAM'>(),
    /** The team's words to the guest with a confirmation or a decline, as the e-mail said them. */
    teamMessage: text('team_message'),
    /** When the team said yes or no; null while the request waits. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the team was reminded of this request, 20 hours into its hold (issue 14 §4). */
    holdRemindedAt: timestamp('hold_reminded_at', { withTimezone: true }),
    /** The payment terms it was confirmed under (issue 26): later changes leave it as it was. */
    paymentTerms: jsonb('payment_terms').$type<PaymentTerms>(),
    /**
     * The currency the guest was shown beside dollars when they asked (issue 39 §3, decision
     * 126), and its rate then, margin in, as GET /api/currency-rates gave it; the rate is null
     * when that currency had no fresh rate (the guest saw no figure). Both null: dollars alone.
     */
    shownCurrency: text('shown_currency').$type<ShownCurrency>(),
    shownRate: numeric('shown_rate', { precision: 22, scale: 10 }),
    /**
     * The language the guest booked in (issue 39 §1): every e-mail, message and receipt the guest
     * receives is written in it; the team's stay in English.
     */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_villa_status_idx').on(t.villaId, t.status),
    index('bookings_email_idx').on(t.guestEmail),
    index('bookings_hold_idx').on(t.holdExpiresAt),
    check('bookings_dates_order', sql`${t.checkOut} > ${t.checkIn}`),
    check(
      'bookings_status_valid',
      sql`${t.status} in ('PENDING', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'EXPIRED')`,
    ),
    check('bookings_cancelled_by_valid', sql`${t.cancelledBy} in ('GUEST', 'TEAM')`),
    check(
      'bookings_shown_currency',
      sql`${t.shownCurrency} in ('EUR', 'GBP', 'RUB', 'INR', 'CNY', 'AUD')`,
    ),
    check('bookings_language', sql`${t.language} in ('en', 'ru', 'de', 'fr')`),
    // A rate is always of a currency, and a sane one (currency_rates_rate).
    check(
      'bookings_shown_rate',
      sql`${t.shownRate} is null or (${t.shownCurrency} is not null and ${t.shownRate} > 0)`,
    ),
    // The console's lists: the newest first, within a status (issue 14 §4).
    index('bookings_status_created_idx').on(t.status, t.createdAt),
    // The reports' stays of a period (issue 28).
    index('bookings_check_in_idx').on(t.checkIn, t.checkOut),
  ],
);

export const MODERATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const testimonials = pgTable(
  'testimonials',
  {
    id: text('id').primaryKey(),
    villaId: text('villa_id').references(() => villas.id, { onDelete: 'set null' }),
    villaName: text('villa_name'),
    name: text('name').notNull(),
    location: text('location').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    avatar: text('avatar'),
    featured: boolean('featured').notNull().default(false),
    status: text('status').$type<ModerationStatus>().notNull().default('PENDING'),
    createdAt: createdAt(),
  },
  (t) => [
    index('testimonials_list_idx').on(t.status, t.createdAt),
    check('testimonials_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    villaId: text('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    status: text('status').$type<ModerationStatus>().notNull().default('PENDING'),
    /**
     * The stay it was sent from, through that stay's review link (issue 27 §2): a verified stay, at
     * most one review each. Null for a review sent from the villa page by anyone.
     */
    bookingId: text('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'set null' }),
    /** The first day of the month the verified stay began ("Stayed in March 2027"), kept with it. */
    stayedIn: date('stayed_in', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_villa_idx').on(t.villaId, t.status, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** Where the team is with a guest's message (issue 14 §4): NEW, IN_PROGRESS or ANSWERED. */
export const MESSAGE_STATUSES = ['NEW', 'IN_PROGRESS', 'ANSWERED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    inquiryType: text('inquiry_type').notNull(),
    status: text('status').$type<MessageStatus>().notNull().default('NEW'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_inquiries_list_idx').on(t.status, t.createdAt),
    check('contact_inquiries_status', sql`${t.status} in ('NEW', 'IN_PROGRESS', 'ANSWERED')`),
  ],
);

export const transportRequests = pgTable(
  'transport_requests',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    /** QUOTE: the guest asks for a price; BOOKING: the guest asks the team to book the ride. */
    kind: text('kind').$type<'QUOTE' | 'BOOKING'>().notNull(),
    service: text('service').notNull(),
    fromPlace: text('from_place').notNull(),
    toPlace: text('to_place').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time'),
    passengers: integer('passengers').notNull(),
    luggage: integer('luggage').notNull(),
    vehicleType: text('vehicle_type').$type<'CAR' | 'VAN'>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    notes: text('notes'),
    /** USD cents; null when the team prices the trip by hand. */
    priceCents: integer('price_cents'),
    status: text('status').$type<MessageStatus>().notNull().default('NEW'),
    createdAt: createdAt(),
  },
  (t) => [
    index('transport_requests_list_idx').on(t.status, t.createdAt),
    check('transport_requests_status', sql`${t.status} in ('NEW', 'IN_PROGRESS', 'ANSWERED')`),
  ],
);

/**
 * The team's replies to a guest's message (issue 14 §4), sent by e-mail and kept with it: each
 * belongs to exactly one contact message or one transport request.
 */
export const messageReplies = pgTable(
  'message_replies',
  {
    id: text('id').primaryKey(),
    contactInquiryId: text('contact_inquiry_id').references(() => contactInquiries.id, {
      onDelete: 'cascade',
    }),
    transportRequestId: text('transport_request_id').references(() => transportRequests.id, {
      onDelete: 'cascade',
    }),
    staffId: text('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The name the reply was signed with, kept if the account goes. */
    staffName: text('staff_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_replies_contact_idx').on(t.contactInquiryId, t.createdAt),
    index('message_replies_transport_idx').on(t.transportRequestId, t.createdAt),
    check(
      'message_replies_one_message',
      sql`(${t.contactInquiryId} is null) <> (${t.transportRequestId} is null)`,
    ),
  ],
);

/**
 * Transactional outbox: a notification is written in the same transaction as the change it
 * announces and sent after commit, so a crash never sends mail for a change that did not happen.
 * A row holds the message as a template's name and its props (decision 029): the sender renders
 * it, so no request renders mail while it holds a villa's lock. A sender claims a row for a while
 * (`leased_until`), sends outside any transaction, then marks it sent or schedules the next try.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    recipient: text('recipient').notNull(),
    /** One line: no CR or LF (enqueueMail strips them). */
    subject: text('subject').notNull(),
    /** The template's name in mail/templates/index.ts; null on rows queued as text (body). */
    template: text('template'),
    /** The template's props, as JSON. */
    props: jsonb('props'),
    /** The plain-text part of a row queued before templates; null on a template's row. */
    body: text('body'),
    /** Where replies go (the guest, on the team's mail); name without CR or LF. */
    replyToName: text('reply_to_name'),
    replyToAddress: text('reply_to_address'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not tried before this time: now when queued, later after a failure (backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender holds the row until then; a crashed sender's claim lapses by itself. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    /** Set when the tries ran out: the row stays, with its last error, for a person. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // What a sender claims, in its order: found at once however much mail is waiting, even when
  // the senders fall behind a burst of bookings (the index holds the unsent rows only).
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt, t.createdAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/**
 * The team's accounts (issue 14, decision 032): better-auth's four tables, named `staff_*` so they
 * do not read as the guests', with the console's role and a disabled flag on the account. The
 * property names are better-auth's field names; its Drizzle adapter maps them to these columns.
 */

export const staffUsers = pgTable(
  'staff_user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').$type<StaffRole>().notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** better-auth's two-factor plugin: a TOTP is asked at every sign-in once this is set. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('staff_user_role', sql`${t.role} in ('owner', 'manager', 'housekeeping')`)],
);

export const staffSessions = pgTable(
  'staff_session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** Refreshed by better-auth as the session is used: the console shows it as "last seen". */
    updatedAt: updatedAt(),
  },
  (t) => [index('staff_session_user').on(t.userId)],
);

export const staffAccounts = pgTable(
  'staff_account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The argon2id hash (staff/passwords.ts); null until an invited person sets one. */
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('staff_account_user').on(t.userId)],
);

/** better-auth's one-time values; the console's setup and invite links are kept here too, hashed. */
export const staffVerifications = pgTable(
  'staff_verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('staff_verification_identifier').on(t.identifier)],
);

/** better-auth's two-factor plugin: the TOTP secret and backup codes, encrypted by better-auth. */
export const staffTwoFactors = pgTable(
  'staff_two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * The last 30-second step whose code completed a call (RFC 6238 §5.2): a code is taken once,
     * so one seen over a shoulder or replayed cannot sign in again within its window (decision 119).
     */
    lastTotpStep: integer('last_totp_step'),
  },
  (t) => [
    index('staff_two_factor_user').on(t.userId),
    index('staff_two_factor_secret').on(t.secret),
  ],
);

/**
 * What the team did, and every sign-in attempt (issue 14 §5): rows are only ever added, and a
 * trigger in the migration refuses UPDATE and DELETE. `actorId` is the staff account that acted
 * (null for the command line or an unknown e-mail address); `target` names what was acted on
 * (`staff:<id>`, `session:<id>`, or `email:<address>` for a sign-in).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    ip: text('ip'),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at').on(t.at),
    // The log's filter by action; until issue 23 the sign-in throttle counted failures with it.
    index('audit_log_action_at').on(t.action, t.at),
    // The owner's filter by person (issue 14 §5).
    index('audit_log_actor_at').on(t.actorId, t.at),
  ],
);

/**
 * The sign-in throttle's memory (issue 23 §1.3-1.4, decision 057): one row per try that reaches a
 * password or code check, written before the check (`pending`, counted as a failure) under an
 * advisory lock, so parallel tries cannot all pass a count taken before any of them is recorded;
 * its result is set once after the check. `account` is the e-mail address typed (lower case, known
 * or not); `device` the nonce of a valid device cookie for that account, null for an untrusted
 * client. Triggers in migration 0009 let a row change only from `pending` to its result, and be
 * deleted only once it is a day old; TRUNCATE is refused, so the memory cannot be wiped.
 */
export const signInAttempts = pgTable(
  'sign_in_attempt',
  {
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    device: text('device'),
    result: text('result').$type<SignInResult>().notNull().default('pending'),
  },
  (t) => [
    check('sign_in_attempt_result', sql`${t.result} in ('pending', 'wrong', 'signed-in', 'other')`),
    index('sign_in_attempt_account_at').on(t.account, t.at),
    index('sign_in_attempt_ip_at').on(t.ip, t.at),
    index('sign_in_attempt_at').on(t.at),
  ],
);

/**
 * A try's result: `pending` until checked (a crash leaves it so, and it counts as a failure),
 * `wrong` (a wrong password or code: counted), `signed-in` (a whole sign-in: clears the key's
 * earlier failures), `other` (neither: the password was right and a code is still to come, or the
 * check did not happen).
 */
export type SignInResult = 'pending' | 'wrong' | 'signed-in' | 'other';

/**
 * The money after "Confirmed" (issue 26, decision 086). The terms a booking is paid by: the site's
 * (one row, id 1) and, where the owner set them, a villa's own (`villas_payment_terms`). A booking
 * keeps the terms it was confirmed under (`bookings.payment_terms`), so a later change applies only
 * to bookings confirmed after it. Amounts are integer cents (USD); percentages whole numbers.
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: smallint('id').primaryKey().default(1),
    depositPercent: smallint('deposit_percent').notNull().default(50),
    depositDueDays: smallint('deposit_due_days').notNull().default(3),
    balanceDueDays: smallint('balance_due_days').notNull().default(30),
    /** Days after a due date before an unpaid booking is listed as "cancel for non-payment?". */
    graceDays: smallint('grace_days').notNull().default(5),
    /** Cancel for non-payment without a person deciding: off unless the owner turns it on. */
    autoCancel: boolean('auto_cancel').notNull().default(false),
    /** How to pay, as the owner writes it for the guests' e-mails and page (plain text). */
    bankDetails: text('bank_details').notNull().default(''),
    paymentInstructions: text('payment_instructions').notNull().default(''),
    /**
     * The owner shares the Reports room with the managers (issue 28 §2): off unless the owner
     * allows; a manager then sees it without the money columns, never the money.
     */
    managersSeeReports: boolean('managers_see_reports').notNull().default(false),
    /**
     * Guests may pay by card online (issue 38 §5): the owner's switch, which counts only when the
     * server has a card gateway's configuration. Off until the owner turns it on.
     */
    cardPayments: boolean('card_payments').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_settings_one_row', sql`${t.id} = 1`),
    check('payment_settings_deposit', sql`${t.depositPercent} between 1 and 100`),
    check('payment_settings_deposit_days', sql`${t.depositDueDays} between 0 and 30`),
    check('payment_settings_balance_days', sql`${t.balanceDueDays} between 0 and 365`),
    check('payment_settings_grace', sql`${t.graceDays} between 0 and 60`),
  ],
);

/** A villa's own payment terms, over the site's; no row means the site's terms. */
export const villaPaymentTerms = pgTable(
  'villa_payment_terms',
  {
    villaId: text('villa_id')
      .primaryKey()
      .references(() => villas.id, { onDelete: 'cascade' }),
    depositPercent: smallint('deposit_percent').notNull(),
    depositDueDays: smallint('deposit_due_days').notNull(),
    balanceDueDays: smallint('balance_due_days').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('villa_payment_terms_deposit', sql`${t.depositPercent} between 1 and 100`),
    check('villa_payment_terms_deposit_days', sql`${t.depositDueDays} between 0 and 30`),
    check('villa_payment_terms_balance_days', sql`${t.balanceDueDays} between 0 and 365`),
  ],
);

/**
 * What a confirmed booking owes and when, fixed from its terms on confirmation; a changed stay
 * re-prices the installments not yet paid, never what was paid. `position` orders them (1, 2).
 */
export const bookingInstallments = pgTable(
  'booking_installments',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').$type<InstallmentKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** When the guest was reminded of this due date, and when the team was told it is overdue. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    overdueNoticeAt: timestamp('overdue_notice_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.position] }),
    check('booking_installments_kind', sql`${t.kind} in ('deposit', 'balance', 'full')`),
    check('booking_installments_amount', sql`${t.amountCents} >= 0`),
    index('booking_installments_due').on(t.dueOn),
  ],
);

/**
 * Money received and given back, per booking: rows are only ever added (a trigger in migration
 * 0010 refuses UPDATE, DELETE and TRUNCATE); a mistake is put right by a reversal that names the
 * entry it cancels, at most one per entry. Each entry has its receipt number, which never repeats
 * or skips (`receipt_counters`), and the form's idempotency key, so one payment sent twice is
 * recorded once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind').$type<LedgerEntryKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    method: text('method').$type<PaymentMethod>(),
    reference: text('reference'),
    note: text('note'),
    /** The entry a reversal cancels. */
    reverses: text('reverses')
      .unique()
      .references((): AnyPgColumn => ledgerEntries.id),
    receiptNumber: text('receipt_number').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /**
     * The staff account that recorded it; for an entry the card gateway's confirmation recorded
     * (issue 38 §2), the gateway's name ('PayHere'), as the exports show it.
     */
    recordedBy: text('recorded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_kind', sql`${t.kind} in ('payment', 'refund', 'reversal')`),
    check('ledger_entries_amount', sql`${t.amountCents} > 0`),
    check(
      'ledger_entries_method',
      sql`${t.method} is null or ${t.method} in ('bank_transfer', 'cash', 'card_at_villa', 'other', 'card_online')`,
    ),
    check('ledger_entries_reversal', sql`(${t.kind} = 'reversal') = (${t.reverses} is not null)`),
    index('ledger_entries_booking').on(t.bookingId, t.createdAt),
    index('ledger_entries_received').on(t.receivedOn),
  ],
);

/**
 * A guest's try at paying by card (issue 38 §1): recorded before the guest leaves for the
 * gateway's checkout, its id the order id the gateway knows it by, one per try. A notification or
 * the reconciliation (§3) settles it: 'paid' with the gateway's payment id and the ledger entry it
 * made, 'failed', or after a charge-back 'charged_back'. 'waiting' is a try the guest came back
 * from, or the gateway called pending, with no final word yet.
 */
export const cardTries = pgTable(
  'card_tries',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The gateway the try went to ('payhere'), so a second one needs no new table. */
    gateway: text('gateway').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The installments it pays, oldest due first ('deposit', 'balance' or 'full'). */
    pays: text('pays').array().$type<InstallmentKind[]>().notNull(),
    state: text('state').$type<CardTryState>().notNull().default('started'),
    /** The gateway's id of the payment, once it told us of one. */
    paymentId: text('payment_id').unique(),
    ledgerEntryId: text('ledger_entry_id').references(() => ledgerEntries.id),
    /** The gateway's words on a failure or charge-back, as it sent them. */
    statusMessage: text('status_message'),
    /** Notifications about this try refused because they did not match it (issue 38 §2). */
    refusedNotifications: integer('refused_notifications').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'card_tries_state',
      sql`${t.state} in ('started', 'waiting', 'paid', 'failed', 'charged_back')`,
    ),
    check('card_tries_amount', sql`${t.amountCents} > 0`),
    check(
      'card_tries_paid',
      sql`(${t.state} in ('paid', 'charged_back')) = (${t.ledgerEntryId} is not null)`,
    ),
    index('card_tries_state').on(t.state, t.createdAt),
    index('card_tries_booking').on(t.bookingId, t.createdAt),
  ],
);

/** The last receipt number given in each year: taken in the entry's transaction, so none skips. */
export const receiptCounters = pgTable('receipt_counters', {
  year: smallint('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * The stay itself (issue 27). Messages the site sends a guest on a schedule: the owner's templates,
 * each with a trigger and an offset in days (the four the site ships are marked by `builtIn`), and
 * one scheduled message per booking and template, made on confirmation, moved with the stay's
 * dates, cancelled with it. A message is marked sent in the transaction that puts its e-mail in
 * the outbox, so a crash never sends it twice.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: text('id').primaryKey(),
    /** The default it started as ('confirmed', 'before-arrival', 'day-before', 'after-stay'). */
    builtIn: text('built_in').unique(),
    name: text('name').notNull(),
    trigger: text('trigger').$type<MessageTrigger>().notNull(),
    /** Days before arrival or after departure; 0 with the 'confirmed' trigger. */
    offsetDays: smallint('offset_days').notNull().default(0),
    /** The hour of the day (Sri Lanka time) it goes out, for the triggers tied to a date. */
    sendHour: smallint('send_hour').notNull().default(9),
    /** A stay confirmed inside the offset: send at once, or skip this message. */
    whenLate: text('when_late').$type<'send' | 'skip'>().notNull().default('send'),
    subject: text('subject').notNull(),
    /** Plain words with {variables}; never HTML. */
    body: text('body').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'message_templates_trigger',
      sql`${t.trigger} in ('confirmed', 'before_arrival', 'after_departure')`,
    ),
    check('message_templates_offset', sql`${t.offsetDays} between 0 and 365`),
    check('message_templates_hour', sql`${t.sendHour} between 0 and 23`),
    check('message_templates_when_late', sql`${t.whenLate} in ('send', 'skip')`),
  ],
);

/**
 * A message template's words in Russian, German or French (issue 39 §1): the English stay on the
 * template. A booking in a language its template has no row for is sent the English, and the
 * console says so.
 */
export const messageTemplateTexts = pgTable(
  'message_template_texts',
  {
    templateId: text('template_id')
      .notNull()
      .references(() => messageTemplates.id, { onDelete: 'cascade' }),
    language: text('language').$type<Exclude<Language, 'en'>>().notNull(),
    subject: text('subject').notNull(),
    /** Plain words with {variables}, as the English body; never HTML. */
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.language] }),
    check('message_template_texts_language', sql`${t.language} in ('ru', 'de', 'fr')`),
  ],
);

export const scheduledMessages = pgTable(
  'scheduled_messages',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    templateId: text('template_id')
      .notNull()
      .references(() => messageTemplates.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').$type<ScheduledMessageStatus>().notNull().default('scheduled'),
    /** Why it was skipped or cancelled, in words for the team. */
    reason: text('reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The outbox row of the e-mail it became. */
    outboxId: text('outbox_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('scheduled_messages_once').on(t.bookingId, t.templateId),
    index('scheduled_messages_due').on(t.status, t.dueAt),
    check(
      'scheduled_messages_status',
      sql`${t.status} in ('scheduled', 'sent', 'skipped', 'cancelled')`,
    ),
  ],
);

/**
 * The review request's link, bound to one stay (issue 27 §2): only the token's SHA-256 is kept; it
 * is used once and expires. A review sent through it names the booking (`reviews.booking_id`).
 */
export const reviewInvites = pgTable('review_invites', {
  bookingId: text('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The villa made ready between stays (issue 27 §3). One turnover per departure, from a booking or
 * from a stay imported from a calendar feed (never both, never twice); due between that check-out
 * and the next check-in, which is read when the task is shown, so it follows the calendar.
 */
export const turnoverTasks = pgTable(
  'turnover_tasks',
  {
    id: text('id').primaryKey(),
    villaId: text('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    bookingId: text('booking_id')
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    blockedRangeId: text('blocked_range_id')
      .unique()
      .references(() => blockedRanges.id, { onDelete: 'cascade' }),
    /** The departure it follows: the stay's check-out day. */
    departureOn: date('departure_on', { mode: 'string' }).notNull(),
    status: text('status').$type<TurnoverStatus>().notNull().default('open'),
    /** The staff account it is given to; null for anyone in housekeeping. */
    assignedTo: text('assigned_to').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The checklist items ticked, by their text as the villa's list had them. */
    checked: jsonb('checked').$type<string[]>().notNull().default([]),
    /** What the problem is, in housekeeping's words. */
    note: text('note'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    updatedBy: text('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('turnover_tasks_villa_day').on(t.villaId, t.departureOn),
    index('turnover_tasks_day').on(t.departureOn, t.status),
    check(
      'turnover_tasks_status',
      sql`${t.status} in ('open', 'started', 'ready', 'problem', 'cancelled')`,
    ),
    check(
      'turnover_tasks_one_source',
      sql`(${t.bookingId} is null) <> (${t.blockedRangeId} is null)`,
    ),
  ],
);

/** The owner's checklist for a villa's turnover, in order. */
export const turnoverChecklists = pgTable('turnover_checklists', {
  villaId: text('villa_id')
    .primaryKey()
    .references(() => villas.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/**
 * Photos of a problem housekeeping found, checked and stripped as villa photos are; their files
 * are kept as villa photos' are (DATA_DIR/photos or `photo_files`), named by this row's id.
 */
export const turnoverPhotos = pgTable(
  'turnover_photos',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id')
      .notNull()
      .references(() => turnoverTasks.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: text('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('turnover_photos_task').on(t.taskId, t.createdAt)],
);

/**
 * Rates for the prices shown "≈" in the guest's currency (issue 39 §3, decision 126): one row per
 * currency, none until the owner or the feed sets one. `rate` is how many units of the currency a
 * US dollar buys, an exact decimal (numeric, read as text, never a float); `margin_percent` the
 * owner's margin over it. `updated_by` is the staff account that typed it, null for the feed.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: text('currency').primaryKey(),
    rate: numeric('rate', { precision: 22, scale: 10 }).notNull(),
    marginPercent: numeric('margin_percent', { precision: 4, scale: 2 }).notNull().default('0'),
    source: text('source').$type<'owner' | 'feed'>().notNull(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check(
      'currency_rates_currency',
      sql`${t.currency} in ('EUR', 'GBP', 'RUB', 'INR', 'CNY', 'AUD')`,
    ),
    check('currency_rates_rate', sql`${t.rate} > 0`),
    check('currency_rates_margin', sql`${t.marginPercent} between 0 and 10`),
    check('currency_rates_source', sql`${t.source} in ('owner', 'feed')`),
  ],
);

/**
 * The owner's rate feed (one row, id 1): its address ('' for none) and how its last fetch went,
 * `problem` in the owner's words (null when every rate was taken), for the console to show.
 */
export const currencyFeed = pgTable(
  'currency_feed',
  {
    id: smallint('id').primaryKey().default(1),
    url: text('url').notNull().default(''),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    problem: text('problem'),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (t) => [check('currency_feed_one_row', sql`${t.id} = 1`)],
);
