/** Data access for villas (which of their nights are taken is availability-repository.ts's). Functions take the database or a transaction. */
import { and, asc, eq, getTableColumns, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { type IsoDate, resortToday } from '#domain/dates.ts';
import { lowestRate } from '#domain/price-from.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import type { VillaRef } from '#domain/villa-ref.ts';
import { villaInLanguage, type VillaTexts } from '#domain/villa-texts.ts';
import type { Executor } from '../db/client.ts';
import { reviews, villaPhotos, villaSlugs, villas } from '../db/schema.ts';

/** Shown when a villa has no images yet (spec §2). */
export const PLACEHOLDER_IMAGE = '/images/placeholder-villa.jpg';

export type VillaRow = typeof villas.$inferSelect;

/** A villa's photo as the public answers show it, with its id (its alt's translations name it). */
export interface PublicPhoto {
  id: string;
  src: string;
  alt: string;
}

/** A villa's row with what its approved reviews say of it, and its photos in order. */
export type VillaWithFigures = VillaRow & {
  rating: number | null;
  reviewCount: number;
  photos: PublicPhoto[];
};

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
  // In the villa's own query too (the index villa_photos_villa_idx), in their order (issue 15 §3).
  // Named by an alias: Drizzle writes a select's columns without their table, so "villa_id" = "id"
  // would compare a photo's own columns.
  photos: sql<PublicPhoto[]>`(select coalesce(json_agg(json_build_object('id', photo.id,
    'src', photo.src, 'alt', photo.alt) order by photo.position, photo.id), '[]'::json)
    from ${villaPhotos} photo where photo.villa_id = ${villas}.id)`,
};

/** The address of a villa's cover (its first photo), or null when it has none. */
export const coverPhoto = sql<string | null>`(select photo.src from ${villaPhotos} photo
  where photo.villa_id = ${villas}.id order by photo.position, photo.id limit 1)`;

/**
 * A villa as the API answers it; `price` is the lowest nightly rate from `today` on. With `texts`,
 * its own words in that language, English where one is missing (issue 39 §1).
 */
export function toVilla(
  row: VillaWithFigures,
  today: IsoDate = resortToday(),
  texts: VillaTexts | null = null,
): Villa {
  const villa = villaInLanguage(englishVilla(row, today), texts);
  return { ...villa, photos: villa.photos.map(({ src, alt }) => ({ src, alt })) };
}

function englishVilla(
  row: VillaWithFigures,
  today: IsoDate,
): Omit<Villa, 'photos'> & { photos: PublicPhoto[] } {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    subtitle: row.subtitle,
    location: row.location,
    image: row.photos[0]?.src ?? PLACEHOLDER_IMAGE,
    images: row.photos.map((photo) => photo.src),
    photos: row.photos,
    featured: row.featured,
    rating: row.rating,
    reviews: row.reviewCount,
    price: lowestRate(row.pricing, today),
    originalPrice: row.originalPriceCents,
    minimumNights: row.pricing.minimumNights,
    pricing: row.pricing,
    guests: row.guests,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    size: row.size,
    description: row.description,
    highlights: row.highlights,
    included: row.included,
    onRequest: row.onRequest,
    amenities: row.amenities,
    locationDetails: locationDetailsOf(row),
    houseRules: row.houseRules,
    tags: row.tags,
  };
}

/** The row's location columns as the API nests them (spec §3 `locationDetails`). */
export const locationDetailsOf = (row: VillaRow): Villa['locationDetails'] => ({
  description: row.locationDescription,
  nearby: row.nearby,
  latitude: row.latitude,
  longitude: row.longitude,
});

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

/** Guests see published villas only, in every answer (issue 15 §2). */
const isPublished = eq(villas.published, true);

/**
 * The villa a slug names: the one that has it now, or the one that had it before a rename
 * (villa_slugs; decision 045). A slug is never both (uniqueSlug), but the current one would win.
 */
const namedBy = (slug: string): SQL =>
  or(
    eq(villas.slug, slug),
    sql`${villas.id} in (select ${villaSlugs.villaId} from ${villaSlugs} where ${villaSlugs.slug} = ${slug})`,
  ) ?? sql`false`;

const byRef = (ref: VillaRef): SQL =>
  ref.kind === 'id' ? eq(villas.id, ref.id) : namedBy(ref.slug);

/** Of the villas a slug names, the one that has it now first. */
const currentSlugFirst = (ref: VillaRef) =>
  ref.kind === 'slug' ? [sql`${villas.slug} = ${ref.slug} desc`] : [];

function whereOf(filters: VillaFilters): SQL | undefined {
  const conditions: SQL[] = [isPublished];
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
  return and(...conditions);
}

/** The team's order (the console's Villas room), then by name: the order guests see everywhere. */
export const villaOrder = [asc(villas.position), asc(villas.name)];

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

/**
 * A villa by id or slug (a former slug too): a published one, as guests may see it, or in any
 * state (`'any'`: a booking's own villa, which its guest may still cancel once it is unpublished).
 */
export async function findVilla(
  db: Executor,
  ref: VillaRef,
  scope: 'published' | 'any' = 'published',
): Promise<VillaRow | undefined> {
  const [row] = await db
    .select()
    .from(villas)
    .where(scope === 'published' ? and(isPublished, byRef(ref)) : byRef(ref))
    .orderBy(...currentSlugFirst(ref))
    .limit(1);
  return row;
}

/**
 * A published villa by id or slug (a former slug too), with its rating and review count: for the
 * answers that show them.
 */
export async function findVillaWithFigures(
  db: Executor,
  ref: VillaRef,
): Promise<VillaWithFigures | undefined> {
  const [row] = await db
    .select(villaWithFigures)
    .from(villas)
    .where(and(isPublished, byRef(ref)))
    .orderBy(...currentSlugFirst(ref))
    .limit(1);
  return row;
}

/**
 * Takes the villa's row lock for the rest of the transaction, so that two requests for one villa
 * check and insert one after the other (DESIGN.md, booking request path).
 */
export async function lockVilla(db: Executor, id: string): Promise<void> {
  await db.execute(sql`select id from villas where id = ${id} for update`);
}

/** A villa's id, name and slug, in any state (the console's photos show whose they are). */
export async function findVillaHead(
  db: Executor,
  villaId: string,
): Promise<{ id: string; name: string; slug: string } | undefined> {
  const [row] = await db
    .select({ id: villas.id, name: villas.name, slug: villas.slug })
    .from(villas)
    .where(eq(villas.id, villaId));
  return row;
}

/** Where a villa is and its map position, in any state (a guest message's place words and map). */
export async function findVillaPlace(
  db: Executor,
  villaId: string,
): Promise<{ location: string; latitude: number | null; longitude: number | null } | undefined> {
  const [row] = await db
    .select({ location: villas.location, latitude: villas.latitude, longitude: villas.longitude })
    .from(villas)
    .where(eq(villas.id, villaId));
  return row;
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

/** The villa whose name is `name`, whatever its letters' case; undefined when none. */
export async function findVillaByName(
  db: Executor,
  name: string,
): Promise<{ id: string; name: string } | undefined> {
  const [villa] = await db
    .select({ id: villas.id, name: villas.name })
    .from(villas)
    .where(sql`lower(${villas.name}) = lower(${name})`);
  return villa;
}
