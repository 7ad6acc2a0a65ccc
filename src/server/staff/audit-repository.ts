/**
 * The audit log's rows (audit_log, with the acting account from staff_user): appended inside the
 * caller's transaction, never changed (a trigger refuses it, migration 0004), read a page at a
 * time. Functions take the database or a transaction; audit.ts says what an entry holds.
 */
import { and, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, resortInstant } from '#domain/dates.ts';
import type { auditQuerySchema } from '#domain/schemas/console.ts';
import type { Executor } from '#server/db/client.ts';
import { auditLog, staffUsers } from '#server/db/schema.ts';
import { containsPattern } from '#server/lib/paging.ts';

export type AuditQuery = z.infer<typeof auditQuerySchema>;

export async function insertAuditRow(
  db: Executor,
  row: typeof auditLog.$inferInsert,
): Promise<void> {
  await db.insert(auditLog).values(row);
}

function auditWhere(query: AuditQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.actor) conditions.push(eq(auditLog.actorId, query.actor));
  if (query.action) {
    // The exact action, or its family: 'booking' matches 'booking.confirm'. The schema admits
    // only [a-z.-], so the name holds no LIKE wildcard.
    conditions.push(
      or(eq(auditLog.action, query.action), like(auditLog.action, `${query.action}.%`)),
    );
  }
  // from and to are days of the resort's calendar (Asia/Colombo), as the team reads its day;
  // both inclusive. Bounds on `at` itself, so the index on it serves them.
  if (query.from) conditions.push(gte(auditLog.at, resortInstant(query.from)));
  if (query.to) conditions.push(lt(auditLog.at, resortInstant(addDays(query.to, 1))));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(sql`(${auditLog.target} ilike ${pattern} or ${auditLog.ip} ilike ${pattern})`);
  }
  return and(...conditions);
}

/**
 * One page of the entries the query matches, newest first, each with the account that acted (null
 * for none, or one since removed), and how many match in all.
 */
export async function findAuditPage(db: Executor, query: AuditQuery) {
  const where = auditWhere(query);
  const [rows, counted] = await Promise.all([
    db
      .select({ entry: auditLog, actor: staffUsers })
      .from(auditLog)
      .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}
