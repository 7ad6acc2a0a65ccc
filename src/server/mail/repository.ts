/**
 * The outbox table (decisions 022, 027 and 060): messages stored in the transaction of the change
 * they announce, claimed one at a time under a lease, then marked sent, retried later or given up.
 * Every statement commits at once: no transaction stays open while a message is sent.
 */
import { and, asc, eq, gt, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { outbox } from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Stores messages (their fields already single lines), in the caller's transaction; returns their
 * new ids, in the order given.
 */
export async function insertMessages(
  db: Executor,
  rows: Omit<typeof outbox.$inferInsert, 'id'>[],
): Promise<string[]> {
  const queued = rows.map((row) => ({ id: newId(), ...row }));
  await db.insert(outbox).values(queued);
  return queued.map((row) => row.id);
}

const leaseFor = (leaseMs: number) => sql`now() + ${`${leaseMs} milliseconds`}::interval`;

/**
 * Claims the oldest message that is due: one statement, committed at once, so no transaction stays
 * open while it is sent. SKIP LOCKED and the lease keep two senders off one row; a sender that
 * dies leaves a lease that lapses, and the row is tried again.
 */
export async function claimNext(
  db: Executor,
  leaseMs: number,
  triedThisRun: string[],
): Promise<OutboxRow | undefined> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        isNull(outbox.failedAt),
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.leasedUntil), lte(outbox.leasedUntil, sql`now()`)),
        triedThisRun.length > 0 ? notInArray(outbox.id, triedThisRun) : undefined,
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.createdAt), asc(outbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({
      // Counted when the try starts: a sender killed mid-send has used up a try too.
      attempts: sql`${outbox.attempts} + 1`,
      leasedUntil: leaseFor(leaseMs),
    })
    .where(inArray(outbox.id, due))
    .returning();
  return row;
}

/**
 * A claim's own row: `attempts` went up by one with the claim, so another sender's later claim
 * of the same row (after this one's lease lapsed) no longer matches it.
 */
const claimed = (row: OutboxRow) =>
  and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), isNull(outbox.sentAt));

/** Moves the claim's lease on; false when the row was claimed again meanwhile (or sent). */
export async function renewLease(db: Executor, row: OutboxRow, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .update(outbox)
    .set({ leasedUntil: leaseFor(leaseMs) })
    .where(claimed(row))
    .returning({ id: outbox.id });
  return renewed.length > 0;
}

/** A failed try: given up for good, or tried again after `waitMs`; the row keeps the error. */
export async function markTryFailed(
  db: Executor,
  row: OutboxRow,
  { lastError, givenUp, waitMs }: { lastError: string; givenUp: boolean; waitMs: number },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      lastError,
      leasedUntil: null,
      ...(givenUp
        ? { failedAt: sql`now()` }
        : { nextAttemptAt: sql`now() + ${`${waitMs} milliseconds`}::interval` }),
    })
    .where(claimed(row));
}

export async function markSent(db: Executor, id: string): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: sql`now()`, leasedUntil: null })
    .where(eq(outbox.id, id));
}

/**
 * How long until the first lease held on an unsent message lapses, by the database's clock; null
 * when none is held. A sender that found such a message looks again then: its sender may have
 * died (decision 060).
 */
export async function msUntilALeaseLapses(db: Executor): Promise<number | null> {
  const [row] = await db
    .select({
      ms: sql<
        number | null
      >`ceil(extract(epoch from min(${outbox.leasedUntil}) - now()) * 1000)::int`,
    })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt), gt(outbox.leasedUntil, sql`now()`)));
  return row?.ms ?? null;
}
