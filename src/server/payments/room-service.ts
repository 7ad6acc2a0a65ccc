/**
 * The Payments room (issue 26 §5): money overdue, due in the next 7 days, received this month and
 * refunds due, each line linking to its booking. What is owed or owed back comes from each
 * booking's account (the ledger's rules, src/domain/ledger.ts), so the room and the booking's page
 * never disagree; the bookings with an installment due by then, or cancelled with money in their
 * ledger, are found in SQL first, and a villa collection has few of them at once, so the lines of
 * those are put in order and paged here. Received is paged in SQL.
 */
import { addDays, type IsoDate, resortToday } from '#domain/dates.ts';
import { accountOf } from '#domain/ledger.ts';
import type {
  CardPaymentRow,
  CardPaymentsPage,
  CardPaymentsQuery,
} from '#domain/schemas/card-payment.ts';
import type {
  PaymentList,
  PaymentsPage,
  PaymentsQuery,
  PaymentsRoom,
  PaymentsRow,
} from '#domain/schemas/payment.ts';
import { pageOf } from '#server/lib/paging.ts';
import type { Database } from '../db/client.ts';
import { listCardTries } from './card-repository.ts';
import {
  bookingsWithDueInstallments,
  cancelledWithEntries,
  graceDays,
  moneyOf,
  receivedPayments,
} from './repository.ts';
import { nowOf } from '#server/lib/clock.ts';

export interface RoomDeps {
  db: Database;
  now?: () => Date;
}

/** The days ahead that "due" looks: this week's. */
export const DUE_SOON_DAYS = 7;

type Paging = Pick<PaymentsQuery, 'page' | 'size'>;
type LineList = Exclude<PaymentList, 'received'>;

const todayOf = (deps: RoomDeps) => resortToday(nowOf(deps));
const monthStartOf = (today: IsoDate) => `${today.slice(0, 8)}01`;

/** One list's page; Today shows the first lines of overdue with it. */
export async function listPayments(deps: RoomDeps, query: PaymentsQuery): Promise<PaymentsPage> {
  const today = todayOf(deps);
  if (query.list === 'received') return receivedPage(deps, today, query);
  if (query.list === 'refunds') return linesPage(await refundLines(deps), query);
  const dueBy = query.list === 'due' ? addDays(today, DUE_SOON_DAYS) : addDays(today, -1);
  return linesPage((await owedLines(deps, today, dueBy))[query.list], query);
}

/** The room: a page of the list asked for, and how many lines every list has (its tabs). */
export async function paymentsRoom(deps: RoomDeps, query: PaymentsQuery): Promise<PaymentsRoom> {
  const today = todayOf(deps);
  const [owed, refunds, received] = await Promise.all([
    owedLines(deps, today, addDays(today, DUE_SOON_DAYS)),
    refundLines(deps),
    receivedPage(deps, today, query.list === 'received' ? query : { page: 0, size: 1 }),
  ]);
  const lines: Record<LineList, PaymentsRow[]> = { ...owed, refunds };
  const page = query.list === 'received' ? received : linesPage(lines[query.list], query);
  return {
    ...page,
    counts: {
      overdue: owed.overdue.length,
      due: owed.due.length,
      received: received.totalElements,
      refunds: refunds.length,
    },
  };
}

/**
 * The guests' tries at paying by card (issue 38 §3), newest first, of one state or all, with
 * PayHere's payment id: what the team looks at when a guest says "I paid" and nothing shows.
 */
export async function listCardPayments(
  deps: RoomDeps,
  query: CardPaymentsQuery,
): Promise<CardPaymentsPage> {
  const page = await listCardTries(deps.db, query.state, query);
  return {
    ...page,
    content: page.content.map((row): CardPaymentRow => ({
      orderId: row.id,
      bookingId: row.bookingId,
      reference: row.reference,
      guestName: row.guestName,
      state: row.state,
      amountCents: row.amountCents,
      currency: row.currency,
      pays: row.pays,
      paymentId: row.paymentId,
      statusMessage: row.statusMessage,
      refusedNotifications: row.refusedNotifications,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

async function receivedPage(deps: RoomDeps, today: IsoDate, query: Paging): Promise<PaymentsPage> {
  const { rows, count, totalCents } = await receivedPayments(
    deps.db,
    monthStartOf(today),
    today,
    query,
  );
  const content = rows.map(({ receivedOn, ...row }): PaymentsRow => ({
    ...row,
    kind: 'payment',
    date: receivedOn,
    daysLate: 0,
    cancelForNonPayment: false,
  }));
  return { ...pageOf(content, count, query.page, query.size), totalCents };
}

/** The lines' page and the sum of every line's amount. */
function linesPage(lines: PaymentsRow[], query: Paging): PaymentsPage {
  const start = query.page * query.size;
  return {
    ...pageOf(lines.slice(start, start + query.size), lines.length, query.page, query.size),
    totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
  };
}

/** Then by reference, so lines of one day or lateness keep their order from page to page. */
const byReference = (a: PaymentsRow, b: PaymentsRow) => a.reference.localeCompare(b.reference);

/**
 * The installments of confirmed stays owing money: overdue (the latest first, "cancel for
 * non-payment?" past the grace days), and due from today to `dueBy` (the soonest first).
 */
async function owedLines(deps: RoomDeps, today: IsoDate, dueBy: IsoDate) {
  const [heads, grace] = await Promise.all([
    bookingsWithDueInstallments(deps.db, dueBy),
    graceDays(deps.db),
  ]);
  const { schedules, entries } = await moneyOf(
    deps.db,
    heads.map((head) => head.bookingId),
  );
  const overdue: PaymentsRow[] = [];
  const due: PaymentsRow[] = [];
  for (const head of heads) {
    const account = accountOf({
      schedule: schedules.get(head.bookingId) ?? [],
      entries: entries.get(head.bookingId) ?? [],
      today,
      graceDays: grace,
    });
    for (const installment of account.installments) {
      const line: PaymentsRow = {
        ...head,
        kind: installment.kind,
        amountCents: installment.owedCents,
        date: installment.dueOn,
        daysLate: installment.daysLate,
        cancelForNonPayment: installment.daysLate > grace,
        receiptNumber: null,
        method: null,
      };
      if (installment.status === 'overdue') overdue.push(line);
      else if (
        installment.owedCents > 0 &&
        installment.dueOn >= today &&
        installment.dueOn <= dueBy
      )
        due.push(line);
    }
  }
  overdue.sort((a, b) => b.daysLate - a.daysLate || byReference(a, b));
  due.sort((a, b) => a.date.localeCompare(b.date) || byReference(a, b));
  return { overdue, due };
}

/**
 * Refunds due: cancelled bookings whose account holds more than the guest keeps paying. The
 * cancellation re-prices the schedule to what the guest keeps (decision 085), so the account's
 * credit is the refund the team still has to send; recording it brings the credit to 0 and the
 * line goes. The longest waiting first.
 */
async function refundLines(deps: RoomDeps): Promise<PaymentsRow[]> {
  const heads = await cancelledWithEntries(deps.db);
  const { schedules, entries } = await moneyOf(
    deps.db,
    heads.map((head) => head.bookingId),
  );
  const today = todayOf(deps);
  const lines = heads.flatMap(({ cancelledAt, ...head }): PaymentsRow[] => {
    const { creditCents } = accountOf({
      schedule: schedules.get(head.bookingId) ?? [],
      entries: entries.get(head.bookingId) ?? [],
      today,
      graceDays: 0,
    });
    if (creditCents <= 0) return [];
    return [
      {
        ...head,
        kind: 'refund',
        amountCents: creditCents,
        // Every cancellation since issue 14 records when; the column is null on none with money.
        date: cancelledAt ? resortToday(cancelledAt) : today,
        daysLate: 0,
        cancelForNonPayment: false,
        receiptNumber: null,
        method: null,
      },
    ];
  });
  return lines.sort((a, b) => a.date.localeCompare(b.date) || byReference(a, b));
}
