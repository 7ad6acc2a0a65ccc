/** Data access for transport requests. Functions take the database or a transaction. */
import type { Executor } from '#server/db/client.ts';
import { transportRequests } from '#server/db/schema.ts';

export type NewTransportRow = typeof transportRequests.$inferInsert;

export async function insertTransportRequest(db: Executor, values: NewTransportRow): Promise<void> {
  await db.insert(transportRequests).values(values);
}
