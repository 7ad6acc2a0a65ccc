/** Data access for villas and their calendars. Functions take the database or a transaction. */
import { and, asc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { mergeRanges, type DateRange } from '../../domain/calendar.ts';
import { addDays, type IsoDate } from '../../domain/dates.ts';
import type { Villa } from '../../domain/schemas/villa.ts';
import type { VillaRef } from '../../domain/villa-ref.ts';
import type { Executor } from '../db/client.ts';
import { blockedRanges, bookings, reviews, villas } from '../db/schema.ts';

/** Shown when a villa has no images yet (spec §2). */
export const PLACEHOLDER_IMAGE = '/images/placeholder-villa.jpg';

export type VillaRow = typeof villas.$inferSelect;

/** A villa's row with what its approved reviews say of it. */
export type VillaWithFigures = VillaRow & { rating: number | null; reviewCount: number };

/**
 * A villa's rating and review count come from its approved reviews, at the moment it is read
 * (decision 023): the average to one decimal, null when it has none (pages then show the spec's
 * 4.8), and how many. Counted in the villa's own query (two lookups in the index
 * reviews_villa_idx); the answers that show them are kept in the read cache (decision 008).
 */
const approvedReviewsOf = sql`from ${reviews}
  where ${reviews.villaId} = ${villas.id} and ${reviews.status} = 'APPROVED'`;

const villaWithFigures = {
  ...getTableColumns(villas),
  rating: sql<
    number | null
  >`(select round(avg(${reviews.rating}), 1)::float8 ${approvedReviewsOf})`,
  reviewCount: sql<number>`(select count(*)::int ${approvedReviewsOf})`,
};

export function toVilla(row: VillaWithFigures): Villa {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    subtitle: row.subtitle,
    location: row.location,
    image: row.images[0] ?? PLACEHOLDER_IMAGE,
    images: row.images,
    featured: row.featured,
    rating: row.rating,
    reviews: row.reviewCount,
    price: row.price,
    originalPrice: row.originalPrice,
    minimumNights: row.minimumNights,
    guests: row.guests,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    size: row.size,
    description: row.description,
    highlights: row.highlights,
    included: row.included,
    onRequest: row.onRequest,
    amenities: row.amenities,
    locationDetails: {
      description: row.locationDescription,
      nearby: row.nearby,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    houseRules: row.houseRules,
    tags: row.tags,
  };
}

export interface VillaFilters {
  featured?: boolean | undefined;
  tag?: string | undefined;
  guests?: number | undefined;
  /** Matched against name, location, description and amenities. */
  text?: string | undefined;
}

/** LIKE treats % and _ as wildcards; a guest typing them means the characters. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filters: VillaFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.featured !== undefined) conditions.push(eq(villas.featured, filters.featured));
  if (filters.tag) conditions.push(sql`${filters.tag} = any(${villas.tags})`);
  if (filters.guests !== undefined) conditions.push(gte(villas.guests, filters.guests));
  if (filters.text) {
    const pattern = likePattern(filters.text);
    conditions.push(
      sql`(${villas.name} ilike ${pattern} or ${villas.location} ilike ${pattern}
        or ${villas.description} ilike ${pattern} or ${villas.amenities}::text ilike ${pattern})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Featured villas first, then by name: the order guests see everywhere. */
const villaOrder = [sql`${villas.featured} desc`, asc(villas.name)];

export async function listVillas(db: Executor, filters: VillaFilters): Promise<VillaWithFigures[]> {
  return db
    .select(villaWithFigures)
    .from(villas)
    .where(whereOf(filters))
    .orderBy(...villaOrder);
}

export async function pageVillas(
  db: Executor,
  filters: VillaFilters,
  page: { page: number; size: number },
): Promise<{ rows: VillaWithFigures[]; total: number }> {
  const where = whereOf(filters);
  const [rows, counted] = await Promise.all([
    db
      .select(villaWithFigures)
      .from(villas)
      .where(where)
      .orderBy(...villaOrder)
      .limit(page.size)
      .offset(page.page * page.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(villas)
      .where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

export async function findVillaById(db: Executor, id: string): Promise<VillaRow | undefined> {
  const [row] = await db.select().from(villas).where(eq(villas.id, id));
  return row;
}

export async function findVillaBySlug(db: Executor, slug: string): Promise<VillaRow | undefined> {
  const [row] = await db.select().from(villas).where(eq(villas.slug, slug));
  return row;
}

/** The villa by id or slug, with its rating and review count: for the answers that show them. */
export async function findVillaWithFigures(
  db: Executor,
  ref: VillaRef,
): Promise<VillaWithFigures | undefined> {
  const [row] = await db
    .select(villaWithFigures)
    .from(villas)
    .where(ref.kind === 'id' ? eq(villas.id, ref.id) : eq(villas.slug, ref.slug));
  return row;
}

/**
 * Takes the villa's row lock for the rest of the transaction, so that two requests for one villa
 * check and insert one after the other (DESIGN.md, booking request path).
 */
export async function lockVilla(db: Executor, id: string): Promise<void> {
  await db.execute(sql`select id from villas where id = ${id} for update`);
}

/**
 * A booking that holds its dates at `at` (the database's now unless a caller says another time):
 * a PENDING booking whose hold has run out no longer holds anything, swept or not.
 */
export const holdsDatesAt = (at: Date | SQL = sql`now()`) => sql`(${bookings.status} = 'CONFIRMED'
  or (${bookings.status} = 'PENDING' and ${bookings.holdExpiresAt} > ${at}))`;

export const holdsDates = holdsDatesAt();

/**
 * Every night of the villa that cannot be booked from `from` on: staff blocks and active stays,
 * as inclusive ranges (spec §3), merged and sorted.
 */
export async function unavailableRanges(
  db: Executor,
  villaId: string,
  from: IsoDate,
): Promise<DateRange[]> {
  return (await villaCalendar(db, villaId, from)).ranges;
}

/**
 * `unavailableRanges`, and when the answer next changes by itself: the earliest instant a counted
 * hold lapses (null when none does), so a cached calendar can end then (decision 008).
 */
export async function villaCalendar(
  db: Executor,
  villaId: string,
  from: IsoDate,
): Promise<{ ranges: DateRange[]; holdLapsesAt: Date | null }> {
  const [blocks, stays] = await Promise.all([
    db
      .select({ startDate: blockedRanges.startDate, endDate: blockedRanges.endDate })
      .from(blockedRanges)
      .where(and(eq(blockedRanges.villaId, villaId), gte(blockedRanges.endDate, from))),
    db
      .select({
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        status: bookings.status,
        holdExpiresAt: bookings.holdExpiresAt,
      })
      .from(bookings)
      .where(and(eq(bookings.villaId, villaId), sql`${bookings.checkOut} > ${from}`, holdsDates)),
  ]);
  let holdLapsesAt: Date | null = null;
  for (const stay of stays) {
    const lapses = stay.status === 'PENDING' ? stay.holdExpiresAt : null;
    if (lapses && (holdLapsesAt === null || lapses < holdLapsesAt)) holdLapsesAt = lapses;
  }
  const ranges = mergeRanges([
    ...blocks,
    // A stay [checkIn, checkOut) holds the nights checkIn .. checkOut - 1 (DESIGN.md decision 8).
    ...stays.map((s) => ({ startDate: s.checkIn, endDate: addDays(s.checkOut, -1) })),
  ]);
  return { ranges, holdLapsesAt };
}

/** Blocks and active stays that take any night of [checkIn, checkOut), the first of each. */
export async function findConflicts(
  db: Executor,
  villaId: string,
  checkIn: IsoDate,
  checkOut: IsoDate,
  exceptBookingId?: string,
): Promise<DateRange[]> {
  const lastNight = addDays(checkOut, -1);
  const [blocks, stays] = await Promise.all([
    db
      .select({ startDate: blockedRanges.startDate, endDate: blockedRanges.endDate })
      .from(blockedRanges)
      .where(
        and(
          eq(blockedRanges.villaId, villaId),
          lte(blockedRanges.startDate, lastNight),
          gte(blockedRanges.endDate, checkIn),
        ),
      ),
    db
      .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut, id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.villaId, villaId),
          sql`${bookings.checkIn} < ${checkOut}`,
          sql`${bookings.checkOut} > ${checkIn}`,
          holdsDates,
        ),
      ),
  ]);
  return mergeRanges([
    ...blocks,
    ...stays
      .filter((s) => s.id !== exceptBookingId)
      .map((s) => ({ startDate: s.checkIn, endDate: addDays(s.checkOut, -1) })),
  ]);
}

/** Marks the villa's PENDING bookings whose hold ran out as EXPIRED; returns how many. */
/** Marks lapsed holds EXPIRED; returns their ids (bookings/notifications.ts tells their guests). */
export async function expireStaleHolds(db: Executor, villaId?: string): Promise<string[]> {
  const conditions = [eq(bookings.status, 'PENDING'), sql`${bookings.holdExpiresAt} <= now()`];
  if (villaId) conditions.push(eq(bookings.villaId, villaId));
  const expired = await db
    .update(bookings)
    .set({ status: 'EXPIRED', updatedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: bookings.id });
  return expired.map((row) => row.id);
}

export async function villaNamesByIds(
  db: Executor,
  ids: string[],
): Promise<Map<string, { name: string; slug: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: villas.id, name: villas.name, slug: villas.slug })
    .from(villas)
    .where(inArray(villas.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, slug: r.slug }]));
}
