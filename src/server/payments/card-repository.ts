/**
 * The card tries' SQL (issue 38): a try recorded before the guest leaves for the gateway, read by
 * its order id under a row lock when the gateway's word comes, and listed for the reconciliation
 * and the Payments room.
 */
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { CardTryState } from '#domain/card-payments.ts';
import type { Paged } from '#domain/schemas/common.ts';
import { fetchPage } from '#server/lib/paging.ts';
import type { Executor } from '../db/client.ts';
import { bookings, cardTries } from '../db/schema.ts';

export type CardTryRow = typeof cardTries.$inferSelect;
export type NewCardTry = typeof cardTries.$inferInsert;

export async function insertCardTry(db: Executor, values: NewCardTry): Promise<CardTryRow> {
  const [row] = await db.insert(cardTries).values(values).returning();
  if (!row) throw new Error('card_tries returned no row');
  return row;
}

export async function findCardTry(db: Executor, id: string): Promise<CardTryRow | undefined> {
  return db.query.cardTries.findFirst({ where: eq(cardTries.id, id) });
}

/** The try, its row locked until the caller's transaction ends. */
export async function lockCardTry(db: Executor, id: string): Promise<CardTryRow | undefined> {
  const [row] = await db.select().from(cardTries).where(eq(cardTries.id, id)).for('update');
  return row;
}

export async function updateCardTry(
  db: Executor,
  id: string,
  values: Partial<Pick<CardTryRow, 'state' | 'paymentId' | 'ledgerEntryId' | 'statusMessage'>>,
  now: Date,
): Promise<void> {
  await db
    .update(cardTries)
    .set({ ...values, updatedAt: now })
    .where(eq(cardTries.id, id));
}

/** One more notification about this try refused for not matching it (issue 38 §2). */
export async function countRefusedNotification(db: Executor, id: string): Promise<void> {
  await db
    .update(cardTries)
    .set({ refusedNotifications: sql`${cardTries.refusedNotifications} + 1` })
    .where(eq(cardTries.id, id));
}

/** Tries with no final word made before `before`, oldest first: the reconciliation's (§3). */
export async function openTriesBefore(
  db: Executor,
  before: Date,
  limit: number,
): Promise<CardTryRow[]> {
  return db
    .select()
    .from(cardTries)
    .where(and(inArray(cardTries.state, ['started', 'waiting']), lt(cardTries.createdAt, before)))
    .orderBy(asc(cardTries.updatedAt))
    .limit(limit);
}

/** Marks a try asked about now, so the next run asks the others first. */
export async function touchCardTry(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(cardTries).set({ updatedAt: now }).where(eq(cardTries.id, id));
}

export interface CardTryListRow extends CardTryRow {
  reference: string;
  guestName: string;
}

/**
 * A page of the Payments room's tries, newest first (then by order id, so tries of one instant
 * keep their order from page to page), optionally of one state (§3), with the count of them all.
 */
export async function listCardTries(
  db: Executor,
  state: CardTryState | undefined,
  page: { page: number; size: number },
): Promise<Paged<CardTryListRow>> {
  const where = state ? eq(cardTries.state, state) : undefined;
  return fetchPage(db, { table: cardTries, where }, page, async (limit, offset) => {
    const rows = await db
      .select({ card: cardTries, reference: bookings.reference, guestName: bookings.guestName })
      .from(cardTries)
      .innerJoin(bookings, eq(bookings.id, cardTries.bookingId))
      .where(where)
      .orderBy(desc(cardTries.createdAt), desc(cardTries.id))
      .limit(limit)
      .offset(offset);
    return rows.map(({ card, reference, guestName }) => ({ ...card, reference, guestName }));
  });
}
