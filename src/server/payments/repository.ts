/**
 * The payments tables' SQL (issue 26, decision 086): the terms a villa's bookings are confirmed
 * under, a booking's stored schedule, its ledger and the receipt numbers.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IsoDate } from '#domain/dates.ts';
import type { RecordedEntry } from '#domain/receipt.ts';
import type { Installment, PaymentSchedule, PaymentTerms } from '#domain/payment-schedule.ts';
import type { Executor } from '../db/client.ts';
import { centsOf, sumOfCents } from '../db/sums.ts';
import {
  bookingInstallments,
  bookings,
  ledgerEntries,
  paymentSettings,
  receiptCounters,
  villaPaymentTerms,
  villas,
} from '../db/schema.ts';

const termColumns = {
  depositPercent: true,
  depositDueDays: true,
  balanceDueDays: true,
} as const;

/** The villa's own terms where the owner set them, the site's otherwise. */
export async function termsForVilla(db: Executor, villaId: string): Promise<PaymentTerms> {
  const own = await findVillaTerms(db, villaId);
  if (own) return own;
  return siteTermsOf(await findPaymentSettings(db));
}

/** The terms a booking was confirmed with, kept on its row so a later change of terms leaves it be. */
export async function keepTermsOnBooking(
  db: Executor,
  bookingId: string,
  terms: PaymentTerms,
): Promise<void> {
  await db.update(bookings).set({ paymentTerms: terms }).where(eq(bookings.id, bookingId));
}

/** The three figures of the site's settings that make a schedule. */
export const siteTermsOf = ({
  depositPercent,
  depositDueDays,
  balanceDueDays,
}: PaymentSettingsRow): PaymentTerms => ({ depositPercent, depositDueDays, balanceDueDays });

export async function insertSchedule(
  db: Executor,
  bookingId: string,
  schedule: PaymentSchedule,
): Promise<void> {
  if (schedule.length === 0) return;
  await db
    .insert(bookingInstallments)
    .values(schedule.map((installment, i) => ({ bookingId, position: i + 1, ...installment })));
}

export async function scheduleOf(db: Executor, bookingId: string): Promise<Installment[]> {
  return db
    .select({
      kind: bookingInstallments.kind,
      amountCents: bookingInstallments.amountCents,
      dueOn: bookingInstallments.dueOn,
    })
    .from(bookingInstallments)
    .where(eq(bookingInstallments.bookingId, bookingId))
    .orderBy(asc(bookingInstallments.position));
}

export type LedgerRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerRow = typeof ledgerEntries.$inferInsert;

/** A stored entry as the domain's rules and receipts read it. */
export const recordedEntryOf = (row: LedgerRow): RecordedEntry => ({
  id: row.id,
  kind: row.kind,
  amountCents: row.amountCents,
  receivedOn: row.receivedOn,
  method: row.method,
  reference: row.reference,
  note: row.note,
  reverses: row.reverses,
  receiptNumber: row.receiptNumber,
  recordedAt: row.createdAt.toISOString(),
});

/** A booking's entries in the order they were recorded. */
export async function ledgerOf(db: Executor, bookingId: string): Promise<LedgerRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.receiptNumber));
}

export async function findEntryByKey(
  db: Executor,
  idempotencyKey: string,
): Promise<LedgerRow | undefined> {
  return db.query.ledgerEntries.findFirst({
    where: eq(ledgerEntries.idempotencyKey, idempotencyKey),
  });
}

/**
 * The next receipt number of `year`, taken in the caller's transaction: the counter's row stays
 * locked until it ends, and a rollback gives the number back, so numbers never skip or repeat.
 */
export async function takeReceiptSequence(db: Executor, year: number): Promise<number> {
  const [row] = await db
    .insert(receiptCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.year,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptCounters.lastNumber });
  if (!row) throw new Error(`receipt_counters gave no number for ${year}`);
  return row.lastNumber;
}

/** The entry, or undefined when its idempotency key was recorded already (the key decides). */
export async function insertEntry(
  db: Executor,
  values: NewLedgerRow,
): Promise<LedgerRow | undefined> {
  const [row] = await db
    .insert(ledgerEntries)
    .values(values)
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning();
  return row;
}

export async function graceDays(db: Executor): Promise<number> {
  const site = await db.query.paymentSettings.findFirst({
    columns: { graceDays: true },
    where: eq(paymentSettings.id, 1),
  });
  return site?.graceDays ?? 5;
}

export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;

/** The site's settings; `forUpdate` locks the row until the transaction ends. */
export async function findPaymentSettings(
  db: Executor,
  forUpdate = false,
): Promise<PaymentSettingsRow> {
  const query = db.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  const [row] = forUpdate ? await query.for('update') : await query;
  // Migration 0010 makes the row and nothing deletes it.
  if (!row) throw new Error('payment_settings has no row: was migration 0010 applied?');
  return row;
}

export async function updatePaymentSettings(
  db: Executor,
  values: Omit<PaymentSettingsRow, 'id' | 'updatedAt' | 'managersSeeReports'>,
  now: Date,
): Promise<void> {
  await db
    .update(paymentSettings)
    .set({ ...values, updatedAt: now })
    .where(eq(paymentSettings.id, 1));
}

/**
 * Card payment off, where it was on (the server lost its gateway's configuration): true when it
 * was on. Nothing on the site or in the e-mails offers a card payment that cannot be taken.
 */
export async function turnOffCardPayments(db: Executor): Promise<boolean> {
  const rows = await db
    .update(paymentSettings)
    .set({ cardPayments: false })
    .where(and(eq(paymentSettings.id, 1), eq(paymentSettings.cardPayments, true)))
    .returning({ id: paymentSettings.id });
  return rows.length > 0;
}

/** A villa's own terms, or undefined when it follows the site's. */
export async function findVillaTerms(
  db: Executor,
  villaId: string,
): Promise<PaymentTerms | undefined> {
  return db.query.villaPaymentTerms.findFirst({
    columns: termColumns,
    where: eq(villaPaymentTerms.villaId, villaId),
  });
}

/** Sets a villa's own terms, or removes them (null) so it follows the site's again. */
export async function setVillaTerms(
  db: Executor,
  villaId: string,
  terms: PaymentTerms | null,
  now: Date,
): Promise<void> {
  if (terms === null) {
    await db.delete(villaPaymentTerms).where(eq(villaPaymentTerms.villaId, villaId));
    return;
  }
  await db
    .insert(villaPaymentTerms)
    .values({ villaId, ...terms, updatedAt: now })
    .onConflictDoUpdate({ target: villaPaymentTerms.villaId, set: { ...terms, updatedAt: now } });
}

/** Who a list's line is about: the booking's reference, guest, villa and arrival. */
const bookingHead = {
  bookingId: bookings.id,
  reference: bookings.reference,
  guestName: bookings.guestName,
  villaName: villas.name,
  checkInDate: bookings.checkIn,
};

/** Confirmed bookings with an installment due on or before `dueBy`, their head first. */
export async function bookingsWithDueInstallments(db: Executor, dueBy: IsoDate) {
  return db
    .selectDistinct(bookingHead)
    .from(bookingInstallments)
    .innerJoin(bookings, eq(bookings.id, bookingInstallments.bookingId))
    .innerJoin(villas, eq(villas.id, bookings.villaId))
    .where(and(eq(bookings.status, 'CONFIRMED'), lte(bookingInstallments.dueOn, dueBy)));
}

/**
 * Cancelled bookings with money in their ledger, their head and when they were cancelled: those
 * whose account shows credit owe the guest a refund (decision 085).
 */
export async function cancelledWithEntries(db: Executor) {
  return db
    .selectDistinct({ ...bookingHead, cancelledAt: bookings.cancelledAt })
    .from(ledgerEntries)
    .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
    .innerJoin(villas, eq(villas.id, bookings.villaId))
    .where(eq(bookings.status, 'CANCELLED'));
}

/** The schedules and entries of these bookings, by booking. */
export async function moneyOf(db: Executor, bookingIds: readonly string[]) {
  const schedules = new Map<string, Installment[]>();
  const entries = new Map<string, LedgerRow[]>();
  if (bookingIds.length === 0) return { schedules, entries };
  const [installments, rows] = await Promise.all([
    db
      .select()
      .from(bookingInstallments)
      .where(inArray(bookingInstallments.bookingId, [...bookingIds]))
      .orderBy(asc(bookingInstallments.position)),
    db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.bookingId, [...bookingIds])),
  ]);
  for (const { bookingId, kind, amountCents, dueOn } of installments) {
    schedules.set(bookingId, [...(schedules.get(bookingId) ?? []), { kind, amountCents, dueOn }]);
  }
  for (const row of rows) entries.set(row.bookingId, [...(entries.get(row.bookingId) ?? []), row]);
  return { schedules, entries };
}

/** Payments received from `from` to `to` that no reversal cancelled, newest first; one page. */
export async function receivedPayments(
  db: Executor,
  from: IsoDate,
  to: IsoDate,
  page: { page: number; size: number },
) {
  const reversal = alias(ledgerEntries, 'reversal');
  const where = and(
    eq(ledgerEntries.kind, 'payment'),
    gte(ledgerEntries.receivedOn, from),
    lte(ledgerEntries.receivedOn, to),
    isNull(reversal.id),
  );
  const base = () =>
    db
      .select({
        ...bookingHead,
        amountCents: ledgerEntries.amountCents,
        receivedOn: ledgerEntries.receivedOn,
        receiptNumber: ledgerEntries.receiptNumber,
        method: ledgerEntries.method,
      })
      .from(ledgerEntries)
      .leftJoin(reversal, eq(reversal.reverses, ledgerEntries.id))
      .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
      .innerJoin(villas, eq(villas.id, bookings.villaId))
      .where(where);
  const [rows, [sums]] = await Promise.all([
    base()
      .orderBy(desc(ledgerEntries.receivedOn), desc(ledgerEntries.receiptNumber))
      .limit(page.size)
      .offset(page.page * page.size),
    db
      .select({
        count: sql<number>`count(*)::int`,
        total: sumOfCents(ledgerEntries.amountCents),
      })
      .from(ledgerEntries)
      .leftJoin(reversal, eq(reversal.reverses, ledgerEntries.id))
      .where(where),
  ]);
  return {
    rows,
    count: sums?.count ?? 0,
    totalCents: centsOf(sums?.total ?? 0, 'The payments received'),
  };
}

/** Confirmed bookings with an installment due by `dueBy` whose guest or team is still to be told. */
export async function bookingsToNotify(db: Executor, dueBy: IsoDate): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: bookingInstallments.bookingId })
    .from(bookingInstallments)
    .innerJoin(bookings, eq(bookings.id, bookingInstallments.bookingId))
    .where(
      and(
        eq(bookings.status, 'CONFIRMED'),
        lte(bookingInstallments.dueOn, dueBy),
        or(isNull(bookingInstallments.remindedAt), isNull(bookingInstallments.overdueNoticeAt)),
      ),
    );
  return rows.map((row) => row.id);
}

export type InstallmentRow = typeof bookingInstallments.$inferSelect;

export type NewInstallmentRow = typeof bookingInstallments.$inferInsert;

/** The booking's stored schedule removed: a cancel ends it, a re-pricing writes it anew. */
export async function deleteInstallments(db: Executor, bookingId: string): Promise<void> {
  await db.delete(bookingInstallments).where(eq(bookingInstallments.bookingId, bookingId));
}

/** Installments written as given, their reminder marks too (a re-priced schedule keeps some). */
export async function insertInstallments(db: Executor, rows: NewInstallmentRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(bookingInstallments).values(rows);
}

export async function installmentRows(db: Executor, bookingId: string): Promise<InstallmentRow[]> {
  return db
    .select()
    .from(bookingInstallments)
    .where(eq(bookingInstallments.bookingId, bookingId))
    .orderBy(asc(bookingInstallments.position));
}

/**
 * Marks the installment's reminder (or overdue notice) sent at `now`, unless it was already:
 * true when this call did it. One UPDATE decides, so of two runs at once only one sends.
 */
export async function claimNotice(
  db: Executor,
  installment: Pick<InstallmentRow, 'bookingId' | 'position'>,
  notice: 'reminder' | 'overdue',
  now: Date,
): Promise<boolean> {
  const column =
    notice === 'reminder' ? bookingInstallments.remindedAt : bookingInstallments.overdueNoticeAt;
  const claimed = await db
    .update(bookingInstallments)
    .set(notice === 'reminder' ? { remindedAt: now } : { overdueNoticeAt: now })
    .where(
      and(
        eq(bookingInstallments.bookingId, installment.bookingId),
        eq(bookingInstallments.position, installment.position),
        isNull(column),
      ),
    )
    .returning({ position: bookingInstallments.position });
  return claimed.length > 0;
}
