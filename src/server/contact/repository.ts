/** Data access for the guests' messages to the team. Functions take the database or a transaction. */
import type { Executor } from '#server/db/client.ts';
import { contactInquiries } from '#server/db/schema.ts';

export type ContactRow = typeof contactInquiries.$inferSelect;
export type NewContactRow = typeof contactInquiries.$inferInsert;

export async function insertContactInquiry(
  db: Executor,
  values: NewContactRow,
): Promise<ContactRow | undefined> {
  const [row] = await db.insert(contactInquiries).values(values).returning();
  return row;
}
