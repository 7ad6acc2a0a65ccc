/**
 * Data access of the team's villas (villas/console-service.ts): rows with their cover photo, the
 * slugs they had, the slug lock, the order. Functions take the database or a transaction.
 */
import { asc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { PricingRules } from '#domain/pricing.ts';
import type { Executor } from '#server/db/client.ts';
import { villaSlugs, villas } from '#server/db/schema.ts';
import { coverPhoto, villaOrder, type VillaRow } from './repository.ts';

/** Any number, the same in every instance: slug changes take turns (staff/service.ts uses 727002). */
const SLUG_LOCK = 727015;

/** A villa's row with the address of its cover photo. */
export type VillaWithCover = VillaRow & { cover: string | null };
const withCover = { ...getTableColumns(villas), cover: coverPhoto };
export type NewVillaRow = typeof villas.$inferInsert;

/** Every villa, published or not, in the site's order. */
export async function listVillasWithCover(db: Executor): Promise<VillaWithCover[]> {
  return db
    .select(withCover)
    .from(villas)
    .orderBy(...villaOrder);
}

/** The slugs the villa had before, oldest first. */
export async function formerSlugsOf(db: Executor, villaId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: villaSlugs.slug })
    .from(villaSlugs)
    .where(eq(villaSlugs.villaId, villaId))
    .orderBy(asc(villaSlugs.createdAt), asc(villaSlugs.slug));
  return rows.map((row) => row.slug);
}

/** The villa with its cover, locked for the transaction when `lock`; undefined when none. */
export async function findVillaWithCover(
  db: Executor,
  id: string,
  lock = false,
): Promise<VillaWithCover | undefined> {
  const query = db.select(withCover).from(villas).where(eq(villas.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Every slug another villa has or had, under the slug lock (taken for the rest of the
 * transaction), so two villas named alike at once cannot take the same one.
 */
export async function slugsTakenByOthers(
  tx: Executor,
  villaId: string | null,
): Promise<Set<string>> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLUG_LOCK})`);
  const others = villaId ? ne(villas.id, villaId) : undefined;
  const othersFormer = villaId ? ne(villaSlugs.villaId, villaId) : undefined;
  const [current, former] = await Promise.all([
    tx.select({ slug: villas.slug }).from(villas).where(others),
    tx.select({ slug: villaSlugs.slug }).from(villaSlugs).where(othersFormer),
  ]);
  return new Set([...current, ...former].map((row) => row.slug));
}

/** The last place in the villas' order (null with no villa). */
export async function lastPosition(tx: Executor): Promise<number | null> {
  const [last] = await tx
    .select({ position: sql<number | null>`max(${villas.position})` })
    .from(villas);
  return last?.position ?? null;
}

export async function insertVilla(
  tx: Executor,
  values: NewVillaRow,
): Promise<VillaRow | undefined> {
  const [row] = await tx.insert(villas).values(values).returning();
  return row;
}

/** `oldSlug` keeps finding the villa; `newSlug` leaves the former slugs if it was one. */
export async function moveSlug(
  tx: Executor,
  villaId: string,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  await tx.insert(villaSlugs).values({ slug: oldSlug, villaId }).onConflictDoNothing();
  await tx.delete(villaSlugs).where(eq(villaSlugs.slug, newSlug));
}

/** Writes the columns and the update time; undefined when there is no such villa. */
export async function updateVillaRow(
  tx: Executor,
  id: string,
  values: Partial<NewVillaRow>,
): Promise<VillaRow | undefined> {
  const [row] = await tx
    .update(villas)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(villas.id, id))
    .returning();
  return row;
}

/** Every villa's id in the site's order, each row locked: two orders at once take turns. */
export async function lockVillaOrder(tx: Executor): Promise<string[]> {
  const rows = await tx
    .select({ id: villas.id, position: villas.position })
    .from(villas)
    .orderBy(...villaOrder)
    .for('update');
  return rows.map((row) => row.id);
}

export async function setVillaPosition(tx: Executor, id: string, position: number): Promise<void> {
  await tx.update(villas).set({ position }).where(eq(villas.id, id));
}

/** The villa's prices and stay rules, its row locked for the transaction when `lock`. */
export async function findPricingRow(db: Executor, id: string, lock: boolean) {
  const query = db
    .select({ id: villas.id, name: villas.name, guests: villas.guests, pricing: villas.pricing })
    .from(villas)
    .where(eq(villas.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setPricing(tx: Executor, id: string, rules: PricingRules): Promise<void> {
  await tx.update(villas).set({ pricing: rules, updatedAt: new Date() }).where(eq(villas.id, id));
}
