/**
 * The money of a booking as the team records it (issue 26 §2 and §3, decision 085): payments and
 * refunds are entries that are never edited or deleted; a mistake is cancelled by a reversal, an
 * entry of its own. The account of a booking (what was paid, what is owed, what is late) is
 * computed from its schedule and its entries, so it is the same wherever it is shown.
 */
import { addDays, compareDates, isValidIsoDate, nightsBetween, type IsoDate } from './dates.ts';
import { formatCents, type Cents } from './money.ts';
import {
  allocate,
  scheduleTotal,
  type Installment,
  type PaymentSchedule,
} from './payment-schedule.ts';

/**
 * How the team says a guest paid (issue 26 §2): many pay by transfer or in cash, so these are the
 * core. The methods the team picks from when it records an entry.
 */
export const TEAM_PAYMENT_METHODS = ['bank_transfer', 'cash', 'card_at_villa', 'other'] as const;
/**
 * Every method an entry may have: the team's, and 'card_online', which only the card gateway's
 * confirmed notification records (issue 38 §2), never a person.
 */
export const PAYMENT_METHODS = [...TEAM_PAYMENT_METHODS, 'card_online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The words a person reads for each method. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  card_at_villa: 'Card at the villa',
  other: 'Other',
  card_online: 'Card online',
};

export type LedgerEntryKind = 'payment' | 'refund' | 'reversal';

export interface LedgerEntry {
  id: string;
  kind: LedgerEntryKind;
  /** Always more than 0; a reversal's is the amount of the entry it cancels. */
  amountCents: Cents;
  /** The day the money arrived (a refund: left); a reversal's, the day it was recorded. */
  receivedOn: IsoDate;
  /** Null on a reversal, which moves no money of its own. */
  method: PaymentMethod | null;
  reference?: string | null;
  note?: string | null;
  /** A reversal's: the id of the payment or refund it cancels. */
  reverses?: string | null;
}

/** Days an installment may be overdue before the booking is listed "cancel for non-payment?". */
export const DEFAULT_GRACE_DAYS = 5;
/** The owner's choice of grace, in whole days: two months is more patience than any manager has. */
export const GRACE_DAYS_LIMITS = { min: 0, max: 60 } as const;

/** An amount this many times what is owed is refused as a likely typo (issue 26 §2). */
export const TYPO_FACTOR = 10;

export type InstallmentStatus = 'paid' | 'part-paid' | 'due' | 'overdue';

export interface InstallmentAccount extends Installment {
  status: InstallmentStatus;
  /** What the money paid (less refunds) covers of it, allocated oldest due first. */
  paidCents: Cents;
  /** What is still owed on it. */
  owedCents: Cents;
  /** Days since its due date while it is overdue; 0 otherwise. */
  daysLate: number;
  /** When it was paid in full: the day of the entry that covered it for good; null until then. */
  paidOn: IsoDate | null;
}

export interface Account {
  /** The schedule's total: the price of the stay as it stands. */
  totalCents: Cents;
  /** Payments less reversed payments. */
  paidCents: Cents;
  /** Refunds less reversed refunds. */
  refundedCents: Cents;
  /** What is still owed: the total less what was paid and kept (paid - refunded), never below 0. */
  balanceCents: Cents;
  /**
   * What was paid and kept beyond the total, never below 0: an over-payment, or after a
   * cancellation the refund still to be sent. Always: paid - refunded + balance - credit = total.
   */
  creditCents: Cents;
  installments: InstallmentAccount[];
  /** The most days any installment is late. */
  daysLate: number;
  /** An installment has been overdue longer than the grace days: a person decides (issue 26 §3). */
  cancelForNonPayment: boolean;
}

/** Entries that a later reversal cancels. */
function reversedIds(entries: readonly LedgerEntry[]): Set<string> {
  const ids = new Set<string>();
  for (const entry of entries) {
    if (entry.kind === 'reversal' && entry.reverses) ids.add(entry.reverses);
  }
  return ids;
}

/** The payments and refunds that stand (not reversed), by day received, ties by id. */
function standingMoney(entries: readonly LedgerEntry[]): LedgerEntry[] {
  const reversed = reversedIds(entries);
  return entries
    .filter((entry) => entry.kind !== 'reversal' && !reversed.has(entry.id))
    .sort(
      (a, b) =>
        compareDates(a.receivedOn, b.receivedOn) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

function sums(entries: readonly LedgerEntry[]): { paidCents: Cents; refundedCents: Cents } {
  let paidCents = 0;
  let refundedCents = 0;
  for (const entry of standingMoney(entries)) {
    if (entry.kind === 'payment') paidCents += entry.amountCents;
    else refundedCents += entry.amountCents;
  }
  return { paidCents, refundedCents };
}

/**
 * The day each installment was covered for good: walking the standing entries in order, the first
 * day the money kept reached the installment (and all before it) and never fell below it again.
 */
function paidOnDays(schedule: PaymentSchedule, money: readonly LedgerEntry[]): (IsoDate | null)[] {
  let reach = 0;
  const upTo = schedule.map((installment) => (reach += installment.amountCents));
  const days: (IsoDate | null)[] = schedule.map(() => null);
  let kept = 0;
  for (const entry of money) {
    kept += entry.kind === 'payment' ? entry.amountCents : -entry.amountCents;
    upTo.forEach((needed, i) => {
      if (kept < needed) days[i] = null;
      else days[i] ??= entry.receivedOn;
    });
  }
  return days;
}

/**
 * The account of a booking on `today` (decision 085). Money kept (payments less refunds, reversed
 * entries left out) covers the installments oldest due first, so the order entries were recorded
 * in never matters. An installment not covered is 'overdue' from the day after its due date,
 * 'part-paid' while partly covered before then, 'due' otherwise.
 */
export function accountOf(input: {
  schedule: PaymentSchedule;
  entries: readonly LedgerEntry[];
  today: IsoDate;
  graceDays: number;
}): Account {
  const { schedule, entries, today, graceDays } = input;
  if (!isValidIsoDate(today))
    throw new RangeError(`'${today}' is not a date written as YYYY-MM-DD.`);
  if (!Number.isInteger(graceDays) || graceDays < 0) {
    throw new RangeError(`${graceDays} grace days: a whole number of days, 0 or more.`);
  }
  const totalCents = scheduleTotal(schedule);
  const { paidCents, refundedCents } = sums(entries);
  const kept = paidCents - refundedCents;
  const covered = allocate(schedule, kept);
  const paidOn = paidOnDays(schedule, standingMoney(entries));

  const installments = schedule.map((installment, i): InstallmentAccount => {
    const paid = covered[i] ?? 0;
    const owedCents = installment.amountCents - paid;
    const late = owedCents > 0 && compareDates(today, installment.dueOn) > 0;
    const status: InstallmentStatus =
      owedCents === 0 ? 'paid' : late ? 'overdue' : paid > 0 ? 'part-paid' : 'due';
    return {
      // The three fields only: a stored row's own columns (its position, when it was reminded)
      // are no part of the account.
      kind: installment.kind,
      amountCents: installment.amountCents,
      dueOn: installment.dueOn,
      status,
      paidCents: paid,
      owedCents,
      daysLate: late ? nightsBetween(installment.dueOn, today) : 0,
      paidOn: owedCents === 0 ? (paidOn[i] ?? null) : null,
    };
  });
  const daysLate = Math.max(0, ...installments.map((installment) => installment.daysLate));
  return {
    totalCents,
    paidCents,
    refundedCents,
    balanceCents: Math.max(0, totalCents - kept),
    creditCents: Math.max(0, kept - totalCents),
    installments,
    daysLate,
    cancelForNonPayment: daysLate > graceDays,
  };
}

/**
 * Why the ledger refuses a new entry, in words the person recording it reads; null when it may be
 * recorded. `totalCents` is the booking's total as it stands (its schedule's).
 * - A reversal names a payment or refund of this booking not reversed yet, and cancels all of it;
 *   a reversal is never reversed (record the entry again instead), and a payment whose reversal
 *   would leave more refunded than paid waits for its refund's reversal.
 * - A refund gives back at most what was paid and not refunded yet.
 * - A payment above 10 times what is owed, or above the total when nothing is owed, is a likely
 *   typo (issue 26 §2): an over-payment below that is taken, and shown as credit.
 */
export function ledgerProblem(
  entries: readonly LedgerEntry[],
  entry: LedgerEntry,
  totalCents: Cents,
): string | null {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents <= 0) {
    return 'The amount must be a whole number of cents, more than $0.';
  }
  if (!isValidIsoDate(entry.receivedOn)) return 'The date must be a date written as YYYY-MM-DD.';
  if (entries.some((other) => other.id === entry.id)) return 'This entry is recorded already.';
  if (entry.kind !== 'reversal' && entry.method === null) {
    return `Choose how the ${entry.kind} was made: ${TEAM_PAYMENT_METHODS.map((method) => PAYMENT_METHOD_LABELS[method]).join(', ')}.`;
  }
  const { paidCents, refundedCents } = sums(entries);
  const kept = paidCents - refundedCents;

  if (entry.kind === 'reversal') {
    const target = entries.find((other) => other.id === entry.reverses);
    if (!entry.reverses || !target) {
      return 'There is no payment or refund of this booking with that id to reverse.';
    }
    if (target.kind === 'reversal') {
      return 'A reversal cannot be reversed: record the payment or refund again instead.';
    }
    if (reversedIds(entries).has(target.id)) return `This ${target.kind} was reversed already.`;
    if (entry.amountCents !== target.amountCents) {
      return `A reversal cancels the whole ${target.kind}: its amount is ${formatCents(target.amountCents)}.`;
    }
    if (target.kind === 'payment' && target.amountCents > kept) {
      return `Reversing this payment of ${formatCents(target.amountCents)} would leave more refunded (${formatCents(refundedCents)}) than paid (${formatCents(paidCents - target.amountCents)}): reverse the refund first.`;
    }
    return null;
  }
  if (entry.kind === 'refund') {
    if (entry.amountCents > kept) {
      return kept === 0
        ? 'Nothing paid is left to refund on this booking.'
        : `A refund can give back at most what was paid and not refunded yet: ${formatCents(kept)}, not ${formatCents(entry.amountCents)}.`;
    }
    return null;
  }
  const owed = Math.max(0, totalCents - kept);
  if (owed > 0 && entry.amountCents > TYPO_FACTOR * owed) {
    return `${formatCents(entry.amountCents)} is more than ${TYPO_FACTOR} times what is owed (${formatCents(owed)}): a likely typo. Check the amount.`;
  }
  if (owed === 0 && entry.amountCents > totalCents) {
    return `Nothing is owed on this booking, and ${formatCents(entry.amountCents)} is more than its total (${formatCents(totalCents)}): a likely typo. Check the amount.`;
  }
  return null;
}

/** Days before a due date that the guest is reminded, while something is owed (issue 26 §3). */
export const REMINDER_DAYS_BEFORE_DUE = 3;

export interface Notice {
  kind: Installment['kind'];
  dueOn: IsoDate;
  owedCents: Cents;
  /** Sent once per key and booking (the job's record of what it sent). */
  key: string;
}

/**
 * The messages an account calls for on `today` (decision 085), each keyed so that the job sends
 * it once per due date whatever the instances and restarts:
 * - `guestReminders`: installments owing something whose due date is 0 to 3 days away. From 3
 *   days before to the day, so a job that missed a day (every instance down) still reminds before
 *   the due date; none for a due date whose reminder day is on or before the day of confirmation
 *   (a deposit due in 3 days, a stay paid in full at short notice): the confirmation e-mail gave
 *   the amount and the date that very day, and a reminder the next morning would be noise.
 * - `overdueNotices`: to the team, installments owing something after their due date (the due
 *   date is the guest's last day to pay), from its next day on, so a missed day catches up.
 * None for a booking that is not CONFIRMED (cancelled, declined, expired) or owes nothing.
 */
export function remindersDue(input: {
  account: Account;
  today: IsoDate;
  bookingStatus: string;
  confirmedOn?: IsoDate;
}): { guestReminders: Notice[]; overdueNotices: Notice[] } {
  const { account, today, bookingStatus, confirmedOn } = input;
  const none = { guestReminders: [], overdueNotices: [] };
  if (bookingStatus !== 'CONFIRMED' || account.balanceCents === 0) return none;
  const notice = (installment: InstallmentAccount, what: string): Notice => ({
    kind: installment.kind,
    dueOn: installment.dueOn,
    owedCents: installment.owedCents,
    key: `${what}:${installment.kind}:${installment.dueOn}`,
  });
  const owing = account.installments.filter((installment) => installment.owedCents > 0);
  const guestReminders = owing
    .filter(
      (installment) =>
        compareDates(today, addDays(installment.dueOn, -REMINDER_DAYS_BEFORE_DUE)) >= 0 &&
        compareDates(today, installment.dueOn) <= 0 &&
        (!confirmedOn ||
          compareDates(addDays(installment.dueOn, -REMINDER_DAYS_BEFORE_DUE), confirmedOn) > 0),
    )
    .map((installment) => notice(installment, 'reminder'));
  const overdueNotices = owing
    .filter((installment) => compareDates(today, installment.dueOn) > 0)
    .map((installment) => notice(installment, 'overdue'));
  return { guestReminders, overdueNotices };
}

/** Each part of a schedule in the words a guest and the team read. */
export const INSTALLMENT_LABELS: Record<Installment['kind'], string> = {
  deposit: 'Deposit',
  balance: 'Balance',
  full: 'Full payment',
};

/** `installmentStanding`'s words; `paid` and `owed` are amounts. */
const STANDING: Record<InstallmentStatus, (amounts: { paid: string; owed: string }) => string> = {
  paid: () => 'Paid',
  'part-paid': ({ paid, owed }) => `${paid} paid, ${owed} to pay`,
  due: () => 'To pay',
  overdue: ({ owed }) => `Overdue: ${owed} to pay`,
};

/**
 * Where a part of the schedule stands, in words: 'Paid', 'To pay', what is paid and owed. English
 * (the console, the English e-mails); other languages' e-mails use guest-sentences.ts, the pages
 * their messages.
 */
export function installmentStanding(
  installment: Pick<InstallmentAccount, 'status' | 'paidCents' | 'owedCents'>,
): string {
  return STANDING[installment.status]({
    paid: formatCents(installment.paidCents),
    owed: formatCents(installment.owedCents),
  });
}
