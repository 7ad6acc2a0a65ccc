/**
 * The Payments room (issue 26 §5): money overdue, due in the next 7 days and received this month,
 * each line linking to its booking. What is owed comes from each booking's account (the ledger's
 * rules, src/domain/ledger.ts), so the room and the booking's page never disagree; the bookings
 * with an installment due by then are found in SQL first, and a villa collection has few of them
 * at once, so the lines of those are put in order and paged here.
 */
import { addDays, RESORT_TIME_ZONE, todayIn } from '#domain/dates.ts';
import { accountOf } from '#domain/ledger.ts';
import type { PaymentsPage, PaymentsQuery, PaymentsRow } from '#domain/schemas/payment.ts';
import { pageOf } from '#server/lib/paging.ts';
import type { Database } from '../db/client.ts';
import { bookingsWithDueInstallments, graceDays, moneyOf, receivedPayments } from './repository.ts';

export interface RoomDeps {
  db: Database;
  now?: () => Date;
}

/** The days ahead that "due" looks: this week's. */
export const DUE_SOON_DAYS = 7;

export async function listPayments(deps: RoomDeps, query: PaymentsQuery): Promise<PaymentsPage> {
  const today = todayIn(RESORT_TIME_ZONE, deps.now?.() ?? new Date());
  if (query.list === 'received') {
    const monthStart = `${today.slice(0, 8)}01`;
    const { rows, count, totalCents } = await receivedPayments(deps.db, monthStart, today, query);
    const content = rows.map(({ receivedOn, ...row }): PaymentsRow => ({
      ...row,
      kind: 'payment',
      date: receivedOn,
      daysLate: 0,
      cancelForNonPayment: false,
    }));
    return { ...pageOf(content, count, query.page, query.size), totalCents };
  }

  const dueBy = query.list === 'due' ? addDays(today, DUE_SOON_DAYS) : addDays(today, -1);
  const [heads, grace] = await Promise.all([
    bookingsWithDueInstallments(deps.db, dueBy),
    graceDays(deps.db),
  ]);
  const { schedules, entries } = await moneyOf(
    deps.db,
    heads.map((head) => head.bookingId),
  );
  const lines = heads.flatMap((head) => {
    const account = accountOf({
      schedule: schedules.get(head.bookingId) ?? [],
      entries: entries.get(head.bookingId) ?? [],
      today,
      graceDays: grace,
    });
    return account.installments
      .filter((installment) =>
        query.list === 'overdue'
          ? installment.status === 'overdue'
          : installment.owedCents > 0 && installment.dueOn >= today && installment.dueOn <= dueBy,
      )
      .map((installment): PaymentsRow => ({
        ...head,
        kind: installment.kind,
        amountCents: installment.owedCents,
        date: installment.dueOn,
        daysLate: installment.daysLate,
        cancelForNonPayment: installment.daysLate > grace,
        receiptNumber: null,
        method: null,
      }));
  });
  // The latest first when overdue; the soonest first when due; then by reference.
  lines.sort(
    (a, b) =>
      (query.list === 'overdue' ? b.daysLate - a.daysLate : a.date.localeCompare(b.date)) ||
      a.reference.localeCompare(b.reference),
  );
  const start = query.page * query.size;
  return {
    ...pageOf(lines.slice(start, start + query.size), lines.length, query.page, query.size),
    totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
  };
}
