/**
 * The guest messages' SQL (issue 27 §1): the owner's message templates and each booking's
 * scheduled messages, one per booking and template (the `scheduled_messages_once` constraint).
 */
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { ScheduleBooking, ScheduledMessageStatus } from '#domain/guest-messages.ts';
import type { Executor } from '../db/client.ts';
import {
  bookings,
  messageTemplates,
  messageTemplateTexts,
  scheduledMessages,
} from '../db/schema.ts';

export type TemplateRow = typeof messageTemplates.$inferSelect;
export type NewTemplateRow = typeof messageTemplates.$inferInsert;
export type MessageRow = typeof scheduledMessages.$inferSelect;
export type TemplateTextRow = typeof messageTemplateTexts.$inferSelect;
export type TextLanguage = TemplateTextRow['language'];

/** What the messages' plan reads of a booking (`planSchedule`): its status, stay and confirmation. */
export async function scheduleBookingOf(
  db: Executor,
  bookingId: string,
): Promise<ScheduleBooking | undefined> {
  const [row] = await db
    .select({
      status: bookings.status,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      decidedAt: bookings.decidedAt,
      updatedAt: bookings.updatedAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row) return undefined;
  return { ...row, confirmedAt: row.decidedAt ?? row.updatedAt };
}

/** Every template: the built-in ones first, in the order a stay meets them, then the owner's. */
export function listTemplates(db: Executor): Promise<TemplateRow[]> {
  return db
    .select()
    .from(messageTemplates)
    .orderBy(
      sql`case ${messageTemplates.trigger} when 'confirmed' then 0 when 'before_arrival' then 1 else 2 end`,
      sql`case when ${messageTemplates.trigger} = 'before_arrival' then -${messageTemplates.offsetDays} else ${messageTemplates.offsetDays} end`,
      asc(messageTemplates.createdAt),
      asc(messageTemplates.id),
    );
}

export async function findTemplate(
  db: Executor,
  id: string,
  lock = false,
): Promise<TemplateRow | undefined> {
  const query = db.select().from(messageTemplates).where(eq(messageTemplates.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertTemplate(db: Executor, values: NewTemplateRow): Promise<TemplateRow> {
  const [row] = await db.insert(messageTemplates).values(values).returning();
  if (!row) throw new Error('insert returned no template');
  return row;
}

/** Inserts the defaults that are missing; resolves to the ones it inserted. */
export function insertMissingDefaults(
  db: Executor,
  values: NewTemplateRow[],
): Promise<TemplateRow[]> {
  return db
    .insert(messageTemplates)
    .values(values)
    .onConflictDoNothing({ target: messageTemplates.builtIn })
    .returning();
}

export async function updateTemplate(
  db: Executor,
  id: string,
  values: Partial<NewTemplateRow>,
): Promise<TemplateRow> {
  const [row] = await db
    .update(messageTemplates)
    .set(values)
    .where(eq(messageTemplates.id, id))
    .returning();
  if (!row) throw new Error(`template ${id} vanished during update`);
  return row;
}

export async function deleteTemplate(db: Executor, id: string): Promise<void> {
  await db.delete(messageTemplates).where(eq(messageTemplates.id, id));
}

/** A booking's messages, the earliest due first, with their template's name and timing. */
export function messagesOfBooking(db: Executor, bookingId: string) {
  return db
    .select({ message: scheduledMessages, template: messageTemplates })
    .from(scheduledMessages)
    .innerJoin(messageTemplates, eq(messageTemplates.id, scheduledMessages.templateId))
    .where(eq(scheduledMessages.bookingId, bookingId))
    .orderBy(asc(scheduledMessages.dueAt), asc(scheduledMessages.id));
}

/** The rows a schedule is planned from (guest-messages.ts `planSchedule`). */
export function messageRowsOf(db: Executor, bookingId: string): Promise<MessageRow[]> {
  return db.select().from(scheduledMessages).where(eq(scheduledMessages.bookingId, bookingId));
}

export async function insertMessage(
  db: Executor,
  values: typeof scheduledMessages.$inferInsert,
): Promise<void> {
  await db.insert(scheduledMessages).values(values);
}

/**
 * A template turned on again: its messages the turn-off cancelled on `bookingId` are planned
 * anew (the row is kept, one per booking and template).
 */
export async function setMessage(
  db: Executor,
  where: { bookingId: string; templateId: string },
  values: {
    status: ScheduledMessageStatus;
    dueAt: Date;
    reason: string | null;
    updatedAt: Date;
  },
  onlyFrom: ScheduledMessageStatus = 'scheduled',
): Promise<boolean> {
  const rows = await db
    .update(scheduledMessages)
    .set(values)
    .where(
      and(
        eq(scheduledMessages.bookingId, where.bookingId),
        eq(scheduledMessages.templateId, where.templateId),
        eq(scheduledMessages.status, onlyFrom),
      ),
    )
    .returning({ id: scheduledMessages.id });
  return rows.length > 0;
}

/** A template's messages still waiting, cancelled (the template was turned off or deleted). */
export async function cancelWaitingOfTemplate(
  db: Executor,
  templateId: string,
  reason: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(scheduledMessages)
    .set({ status: 'cancelled', reason, updatedAt: now })
    .where(
      and(eq(scheduledMessages.templateId, templateId), eq(scheduledMessages.status, 'scheduled')),
    )
    .returning({ id: scheduledMessages.id });
  return rows.length;
}

/** How many of a template's messages went out: a template that has sent some is kept. */
export async function countSentOfTemplate(db: Executor, templateId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.templateId, templateId), eq(scheduledMessages.status, 'sent')));
  return row?.count ?? 0;
}

/** Confirmed stays not yet over at `today`: a template added or turned on plans for these. */
export async function upcomingConfirmedIds(db: Executor, today: string): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, 'CONFIRMED'), gt(bookings.checkOut, today)));
  return rows.map((row) => row.id);
}

/** Messages due at `now`, the earliest first, a batch at most (the job comes back for more). */
export async function dueMessages(db: Executor, now: Date, limit: number) {
  return db
    .select({ id: scheduledMessages.id, bookingId: scheduledMessages.bookingId })
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.status, 'scheduled'), lte(scheduledMessages.dueAt, now)))
    .orderBy(asc(scheduledMessages.dueAt), asc(scheduledMessages.id))
    .limit(limit);
}

/** The message, locked, when it is still of status `status` (another sender may have taken it). */
export async function lockMessage(db: Executor, id: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(scheduledMessages)
    .where(eq(scheduledMessages.id, id))
    .for('update');
  return row;
}

export async function markMessage(
  db: Executor,
  id: string,
  values: {
    status: ScheduledMessageStatus;
    reason?: string | null;
    sentAt?: Date | null;
    outboxId?: string | null;
    dueAt?: Date;
    updatedAt: Date;
  },
): Promise<void> {
  await db.update(scheduledMessages).set(values).where(eq(scheduledMessages.id, id));
}

/** The confirmed booking the preview fills a template with when none is named: the latest. */
export async function latestConfirmedId(db: Executor): Promise<string | undefined> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.status, 'CONFIRMED'))
    .orderBy(desc(bookings.decidedAt), desc(bookings.id))
    .limit(1);
  return row?.id;
}

export async function templatesByIds(db: Executor, ids: string[]): Promise<TemplateRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(messageTemplates).where(inArray(messageTemplates.id, ids));
}

/** Every template's words in the other languages (the console's list). */
export function listTemplateTexts(db: Executor): Promise<TemplateTextRow[]> {
  return db
    .select()
    .from(messageTemplateTexts)
    .orderBy(asc(messageTemplateTexts.templateId), asc(messageTemplateTexts.language));
}

/** A template's words in the other languages. */
export function textsOfTemplate(db: Executor, templateId: string): Promise<TemplateTextRow[]> {
  return db
    .select()
    .from(messageTemplateTexts)
    .where(eq(messageTemplateTexts.templateId, templateId))
    .orderBy(asc(messageTemplateTexts.language));
}

/** A template's words in `language`, or undefined when it has none in it. */
export async function findTemplateText(
  db: Executor,
  templateId: string,
  language: TextLanguage,
): Promise<TemplateTextRow | undefined> {
  const [row] = await db
    .select()
    .from(messageTemplateTexts)
    .where(
      and(
        eq(messageTemplateTexts.templateId, templateId),
        eq(messageTemplateTexts.language, language),
      ),
    );
  return row;
}

/** Writes a template's words in a language, replacing those it had. */
export async function upsertTemplateText(
  db: Executor,
  values: {
    templateId: string;
    language: TextLanguage;
    subject: string;
    body: string;
    now: Date;
  },
): Promise<TemplateTextRow> {
  const { templateId, language, subject, body, now } = values;
  const [row] = await db
    .insert(messageTemplateTexts)
    .values({ templateId, language, subject, body, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [messageTemplateTexts.templateId, messageTemplateTexts.language],
      set: { subject, body, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('upsert returned no template text');
  return row;
}

/** Inserts words where a template has none in their language yet (the defaults' first start). */
export async function insertMissingTexts(
  db: Executor,
  values: (typeof messageTemplateTexts.$inferInsert)[],
): Promise<void> {
  if (values.length === 0) return;
  await db.insert(messageTemplateTexts).values(values).onConflictDoNothing();
}

/** Removes a template's words in a language; resolves to whether there were any. */
export async function deleteTemplateText(
  db: Executor,
  templateId: string,
  language: TextLanguage,
): Promise<boolean> {
  const rows = await db
    .delete(messageTemplateTexts)
    .where(
      and(
        eq(messageTemplateTexts.templateId, templateId),
        eq(messageTemplateTexts.language, language),
      ),
    )
    .returning({ templateId: messageTemplateTexts.templateId });
  return rows.length > 0;
}

/** The words in `language` of the templates `templateIds` that have some. */
export function textsInLanguage(
  db: Executor,
  language: TextLanguage,
  templateIds: string[],
): Promise<TemplateTextRow[]> {
  if (templateIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(messageTemplateTexts)
    .where(
      and(
        eq(messageTemplateTexts.language, language),
        inArray(messageTemplateTexts.templateId, templateIds),
      ),
    );
}
