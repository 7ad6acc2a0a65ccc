/**
 * The payments tables' SQL (issue 26, decision 086): the terms a villa's bookings are confirmed
 * under and a booking's stored schedule.
 */
import { asc, eq } from 'drizzle-orm';
import type { Installment, PaymentSchedule, PaymentTerms } from '#domain/payment-schedule.ts';
import type { Executor } from '../db/client.ts';
import { bookingInstallments, paymentSettings, villaPaymentTerms } from '../db/schema.ts';

const termColumns = {
  depositPercent: true,
  depositDueDays: true,
  balanceDueDays: true,
} as const;

/** The villa's own terms where the owner set them, the site's otherwise. */
export async function termsForVilla(db: Executor, villaId: string): Promise<PaymentTerms> {
  const own = await db.query.villaPaymentTerms.findFirst({
    columns: termColumns,
    where: eq(villaPaymentTerms.villaId, villaId),
  });
  if (own) return own;
  const site = await db.query.paymentSettings.findFirst({
    columns: termColumns,
    where: eq(paymentSettings.id, 1),
  });
  // Migration 0010 makes the row and nothing deletes it.
  if (!site) throw new Error('payment_settings has no row: was migration 0010 applied?');
  return site;
}

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
