/**
 * Data access for the guests' messages (issue 14 §4): contact messages (`contact_inquiries`) and
 * transport requests, read as one list, and the team's replies to them (`message_replies`).
 * Functions take the database or a transaction.
 */
import { and, asc, count, desc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { utcDateLabel } from '#domain/date-labels.ts';
import type { Paged } from '#domain/schemas/common.ts';
import type {
  ConsoleMessage,
  MessageKind,
  MessageReply,
  MessageStatus,
  MessageSummary,
} from '#domain/schemas/console.ts';
import { TRANSPORT_SERVICES, type TransportService } from '#domain/transport-services.ts';
import type { Executor } from '../db/client.ts';
import { contactInquiries, messageReplies, transportRequests } from '../db/schema.ts';
import { containsPattern, pageOf } from '#server/lib/paging.ts';

export type ContactRow = typeof contactInquiries.$inferSelect;
export type TransportRow = typeof transportRequests.$inferSelect;
/** One message of either kind, as stored. */
export type MessageRow =
  { kind: 'contact'; row: ContactRow } | { kind: 'transport'; row: TransportRow };

export interface MessageFilters {
  kind?: MessageKind | undefined;
  status?: MessageStatus | undefined;
  q?: string | undefined;
}

/** A stored service's label; a code no longer listed shows as it is. */
const serviceLabel = (service: string) =>
  Object.hasOwn(TRANSPORT_SERVICES, service)
    ? TRANSPORT_SERVICES[service as TransportService]
    : service;

/** A transport request's line in the list: 'Airport Transfer on March 14, 2026'. */
const tripSubject = (service: string, date: string) =>
  `${serviceLabel(service)} on ${utcDateLabel(new Date(`${date}T00:00:00Z`), { month: 'long' })}`;

/**
 * A message's reply count, as a correlated subquery. Its columns are written with their tables:
 * inside a subquery (`.as('m')`) Drizzle names columns bare, and a bare "id" would be the reply's.
 */
function repliesTo(column: PgColumn, message: PgColumn) {
  const named = (c: PgColumn) =>
    sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}`;
  return sql<number>`(select count(*)::int from ${messageReplies} where ${named(column)} = ${named(message)})`;
}

/** The contact messages' half of the list, in the columns both halves share, in one order. */
function contactPart(db: Executor, filters: MessageFilters) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(contactInquiries.status, filters.status));
  if (filters.q) {
    const p = containsPattern(filters.q);
    conditions.push(
      sql`(${contactInquiries.name} ilike ${p} or ${contactInquiries.email} ilike ${p} or ${contactInquiries.subject} ilike ${p})`,
    );
  }
  return db
    .select({
      kind: sql<MessageKind>`'contact'::text`.as('kind'),
      id: contactInquiries.id,
      reference: sql<string | null>`null::text`.as('reference'),
      name: contactInquiries.name,
      email: contactInquiries.email,
      subject: sql<string | null>`${contactInquiries.subject}`.as('subject'),
      service: sql<string | null>`null::text`.as('service'),
      tripDate: sql<string | null>`null::text`.as('trip_date'),
      status: contactInquiries.status,
      createdAt: contactInquiries.createdAt,
      replies: repliesTo(messageReplies.contactInquiryId, contactInquiries.id).as('replies'),
    })
    .from(contactInquiries)
    .where(and(...conditions));
}

/**
 * The transport requests' half. Their list line is the service and the date; a search looks in
 * the name, e-mail and reference, and in the places (what the team remembers of a trip).
 */
function transportPart(db: Executor, filters: MessageFilters) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(transportRequests.status, filters.status));
  if (filters.q) {
    const p = containsPattern(filters.q);
    conditions.push(
      sql`(${transportRequests.name} ilike ${p} or ${transportRequests.email} ilike ${p} or ${transportRequests.reference} ilike ${p} or ${transportRequests.fromPlace} ilike ${p} or ${transportRequests.toPlace} ilike ${p})`,
    );
  }
  return db
    .select({
      kind: sql<MessageKind>`'transport'::text`.as('kind'),
      id: transportRequests.id,
      reference: sql<string | null>`${transportRequests.reference}`.as('reference'),
      name: transportRequests.name,
      email: transportRequests.email,
      subject: sql<string | null>`null::text`.as('subject'),
      service: sql<string | null>`${transportRequests.service}`.as('service'),
      tripDate: sql<string | null>`${transportRequests.date}::text`.as('trip_date'),
      status: transportRequests.status,
      createdAt: transportRequests.createdAt,
      replies: repliesTo(messageReplies.transportRequestId, transportRequests.id).as('replies'),
    })
    .from(transportRequests)
    .where(and(...conditions));
}

/**
 * One page of both kinds together, newest first: one UNION ALL ordered and cut in the database
 * (then by id, so no message shows on two pages), and its count, never a whole table.
 */
export async function pageMessages(
  db: Executor,
  filters: MessageFilters,
  page: { page: number; size: number },
): Promise<Paged<MessageSummary>> {
  const source =
    filters.kind === 'contact'
      ? contactPart(db, filters).as('m')
      : filters.kind === 'transport'
        ? transportPart(db, filters).as('m')
        : contactPart(db, filters).unionAll(transportPart(db, filters)).as('m');
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(source)
      .orderBy(desc(source.createdAt), desc(source.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ total: count() }).from(source),
  ]);
  const content = rows.map((m): MessageSummary => ({
    kind: m.kind,
    id: m.id,
    reference: m.reference,
    name: m.name,
    email: m.email,
    subject: m.subject ?? tripSubject(m.service ?? '', m.tripDate ?? ''),
    status: m.status,
    replies: m.replies,
    createdAt: new Date(m.createdAt).toISOString(),
  }));
  return pageOf(content, counted[0]?.total ?? 0, page.page, page.size);
}

/** A message of this kind, perhaps locked (`for update`) for a change in the caller's transaction. */
export async function findMessage(
  db: Executor,
  kind: MessageKind,
  id: string,
  lock = false,
): Promise<MessageRow | undefined> {
  if (kind === 'contact') {
    const query = db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row && { kind, row };
  }
  const query = db.select().from(transportRequests).where(eq(transportRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row && { kind, row };
}

export async function setMessageStatus(
  db: Executor,
  kind: MessageKind,
  id: string,
  status: MessageStatus,
): Promise<void> {
  if (kind === 'contact') {
    await db.update(contactInquiries).set({ status }).where(eq(contactInquiries.id, id));
  } else {
    await db.update(transportRequests).set({ status }).where(eq(transportRequests.id, id));
  }
}

const replyColumn = (kind: MessageKind) =>
  kind === 'contact' ? messageReplies.contactInquiryId : messageReplies.transportRequestId;

export async function insertReply(
  db: Executor,
  kind: MessageKind,
  reply: { id: string; messageId: string; staffId: string | null; staffName: string; body: string },
): Promise<void> {
  await db.insert(messageReplies).values({
    id: reply.id,
    ...(kind === 'contact'
      ? { contactInquiryId: reply.messageId }
      : { transportRequestId: reply.messageId }),
    staffId: reply.staffId,
    staffName: reply.staffName,
    body: reply.body,
  });
}

/** The replies to a message, oldest first, as a conversation reads. */
export async function repliesOf(
  db: Executor,
  kind: MessageKind,
  id: string,
): Promise<MessageReply[]> {
  const rows = await db
    .select()
    .from(messageReplies)
    .where(eq(replyColumn(kind), id))
    .orderBy(asc(messageReplies.createdAt), asc(messageReplies.id));
  return rows.map((r) => ({
    id: r.id,
    staffName: r.staffName,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The whole message, as the console shows it, with its replies. */
export function toConsoleMessage(message: MessageRow, replyList: MessageReply[]): ConsoleMessage {
  const shared = {
    id: message.row.id,
    name: message.row.name,
    email: message.row.email,
    phone: message.row.phone,
    status: message.row.status,
    replies: replyList.length,
    createdAt: message.row.createdAt.toISOString(),
    replyList,
  };
  if (message.kind === 'contact') {
    const { row } = message;
    return {
      ...shared,
      kind: 'contact',
      reference: null,
      subject: row.subject,
      message: row.message,
      inquiryType: row.inquiryType,
      transport: null,
    };
  }
  const { row } = message;
  return {
    ...shared,
    kind: 'transport',
    reference: row.reference,
    subject: tripSubject(row.service, row.date),
    message: row.notes,
    inquiryType: null,
    transport: {
      requestKind: row.kind,
      service: row.service,
      fromPlace: row.fromPlace,
      toPlace: row.toPlace,
      date: row.date,
      time: row.time,
      passengers: row.passengers,
      luggage: row.luggage,
      vehicleType: row.vehicleType,
      price: row.priceCents,
    },
  };
}
