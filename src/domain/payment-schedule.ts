/**
 * What a confirmed stay costs when (issue 26 §1, decision 085): the villa's payment terms turn a
 * total into a deposit and a balance, each with its due date, and a changed stay re-prices what is
 * not paid yet. Money in integer cents (USD), dates as calendar dates in Sri Lanka.
 */
import { addDays, compareDates, isValidIsoDate, type IsoDate } from './dates.ts';
import type { Cents } from './money.ts';

export interface PaymentTerms {
  /** The share of the total that confirms the stay, a whole percent from 1 to 100. */
  depositPercent: number;
  /** Days after confirmation the deposit is due (0: on the day of confirmation). */
  depositDueDays: number;
  /** Days before check-in the balance is due (0: on the day of arrival). */
  balanceDueDays: number;
}

/**
 * The site's terms as the policy pages state them: 50% confirms the stay, paid within 3 days,
 * the balance 30 days before arrival (issue 26 §1, the defaults OwnerRez ships with too).
 */
export const DEFAULT_PAYMENT_TERMS: Readonly<PaymentTerms> = Object.freeze({
  depositPercent: 50,
  depositDueDays: 3,
  balanceDueDays: 30,
});

/**
 * The limits of each term (the owner's edit, schemas/payment.ts). A deposit of 0% would confirm
 * nothing; a month is the longest a guest waits to pay the deposit before the dates are lost to
 * others; a year before arrival is the longest balance term any manager asks.
 */
export const PAYMENT_TERMS_LIMITS = {
  depositPercent: { min: 1, max: 100 },
  depositDueDays: { min: 0, max: 30 },
  balanceDueDays: { min: 0, max: 365 },
} as const satisfies Record<keyof PaymentTerms, { min: number; max: number }>;

/** 'full': the whole total in one payment (a 100% deposit, or a stay confirmed at short notice). */
export type InstallmentKind = 'deposit' | 'balance' | 'full';

export interface Installment {
  kind: InstallmentKind;
  amountCents: Cents;
  /** The last day to pay it: overdue from the next day. */
  dueOn: IsoDate;
}

/** The installments in the order they fall due; their amounts sum to the stay's total. */
export type PaymentSchedule = readonly Installment[];

const isCents = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

/** Throws a RangeError naming the term that is not a whole number within its limits. */
export function assertPaymentTerms(terms: PaymentTerms): void {
  for (const key of Object.keys(PAYMENT_TERMS_LIMITS) as (keyof PaymentTerms)[]) {
    const { min, max } = PAYMENT_TERMS_LIMITS[key];
    const value = terms[key];
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new RangeError(`${key} must be a whole number from ${min} to ${max}, not ${value}.`);
    }
  }
}

const earlier = (a: IsoDate, b: IsoDate): IsoDate => (compareDates(a, b) <= 0 ? a : b);
const latest = (a: IsoDate, b: IsoDate): IsoDate => (compareDates(a, b) >= 0 ? a : b);

/**
 * The schedule fixed when a request is confirmed (decision 085):
 * - the deposit, round(total x percent / 100), is due `depositDueDays` after confirmation, and
 *   never later than check-in;
 * - the balance, the rest, is due `balanceDueDays` before check-in;
 * - the whole total is one 'full' installment, due when the deposit would be, when the deposit's
 *   due date is not before the balance's (a stay confirmed inside the balance term, or one
 *   confirmed so close to it that the two would meet), when the deposit is 100%, or when either
 *   part would be 0 cents (a total of a few cents);
 * - a total of 0 owes nothing: no installment.
 * No due date is before confirmation or after check-in; confirmed on the day of arrival, the whole
 * is due that day. A confirmation after check-in (a request sent for today and confirmed
 * tomorrow) owes the whole on the day of confirmation, the one due date after check-in.
 * Throws a RangeError for a total that is not whole cents, a malformed date or terms out of limits.
 */
export function paymentSchedule(input: {
  totalCents: Cents;
  confirmedOn: IsoDate;
  checkIn: IsoDate;
  terms: PaymentTerms;
}): PaymentSchedule {
  const { totalCents, confirmedOn, checkIn, terms } = input;
  if (!isCents(totalCents)) throw new RangeError(`${totalCents} is not a total in whole cents.`);
  if (!isValidIsoDate(confirmedOn) || !isValidIsoDate(checkIn)) {
    throw new RangeError('A schedule needs a confirmation date and a check-in date as YYYY-MM-DD.');
  }
  assertPaymentTerms(terms);
  if (totalCents === 0) return [];

  if (compareDates(confirmedOn, checkIn) > 0) {
    return [{ kind: 'full', amountCents: totalCents, dueOn: confirmedOn }];
  }
  const depositDue = earlier(addDays(confirmedOn, terms.depositDueDays), checkIn);
  const balanceDue = addDays(checkIn, -terms.balanceDueDays);
  // Exact: total x percent is an integer far below 2^53 for any total a schema lets in.
  const deposit = Math.round((totalCents * terms.depositPercent) / 100);
  const balance = totalCents - deposit;
  if (compareDates(depositDue, balanceDue) >= 0 || deposit === 0 || balance === 0) {
    return [{ kind: 'full', amountCents: totalCents, dueOn: depositDue }];
  }
  return [
    { kind: 'deposit', amountCents: deposit, dueOn: depositDue },
    { kind: 'balance', amountCents: balance, dueOn: balanceDue },
  ];
}

/** The sum of a schedule's installments: the total it was made for. */
export const scheduleTotal = (schedule: PaymentSchedule): Cents =>
  schedule.reduce((sum, installment) => sum + installment.amountCents, 0);

/**
 * What `paidCents` covers of each installment, oldest due first: the allocation the ledger makes
 * (ledger.ts). Anything above the schedule's total covers nothing here (it is credit).
 */
export function allocate(schedule: PaymentSchedule, paidCents: Cents): Cents[] {
  let left = Math.max(0, paidCents);
  return schedule.map((installment) => {
    const covered = Math.min(installment.amountCents, left);
    left -= covered;
    return covered;
  });
}

/**
 * The schedule of a changed stay (dates, guests, transfers) at its new total, on `changedOn`, with
 * the stay's new `checkIn` and the terms it was confirmed under (decision 085). What is paid stays
 * as it is: with `paidCents` allocated oldest due first, no installment's paid part changes while
 * the new total is at least what was paid.
 *
 * Amounts:
 * - A higher total goes on the last installment (the balance, or the one 'full' installment).
 * - A lower total comes off what is not paid yet, last installment first: the balance shrinks
 *   before an unpaid deposit does. An unpaid or part-paid deposit keeps the amount fixed at
 *   confirmation while the balance can absorb the change: the guest was told it, and a transfer may
 *   be on its way.
 * - A total below what was paid leaves every installment covered and the rest as credit: the
 *   installments then shrink to the new total, last first, and the ledger shows the money kept
 *   beyond the total as credit (a refund to record).
 * - An installment left at 0 cents is dropped; one left alone becomes 'full'. A schedule with
 *   nothing in it (a total of 0) given a total gets one 'full' installment.
 *
 * Due dates (a change never makes money late by itself, nor excuses money already late):
 * - A paid installment, and one already late before the change (owing, its due date before
 *   `changedOn`), keep their dates.
 * - A balance still owing is due `balanceDueDays` before the new check-in, as at confirmation.
 * - An installment owing that would so be due before `changedOn` (new money on an installment paid
 *   or not yet due) is due within `depositDueDays` of the change, the short-notice rule of
 *   confirmation.
 * - No installment owing is due after the new check-in, nor before `changedOn` (a change after
 *   check-in, for a transfer home, is due on the day of the change), nor before one owing ahead of
 *   it (a stay moved nearer its unpaid deposit's date: the balance falls due with the deposit).
 * Throws a RangeError for amounts that are not whole cents, malformed dates or terms out of limits.
 */
export function repriceSchedule(
  schedule: PaymentSchedule,
  change: {
    newTotalCents: Cents;
    paidCents: Cents;
    changedOn: IsoDate;
    checkIn: IsoDate;
    terms: PaymentTerms;
  },
): PaymentSchedule {
  const { newTotalCents, paidCents, changedOn, checkIn, terms } = change;
  if (!isCents(newTotalCents) || !isCents(paidCents)) {
    throw new RangeError('A new total and the amount paid must be whole cents, 0 or more.');
  }
  if (!isValidIsoDate(changedOn) || !isValidIsoDate(checkIn)) {
    throw new RangeError('A change needs its day and the check-in as dates written YYYY-MM-DD.');
  }
  assertPaymentTerms(terms);
  /** The day new money is due: within the deposit days, by check-in, never before the change. */
  const shortNotice = latest(earlier(addDays(changedOn, terms.depositDueDays), checkIn), changedOn);
  const last = schedule.length - 1;
  const lastOne = schedule[last];
  if (!lastOne) {
    return newTotalCents === 0
      ? []
      : [{ kind: 'full', amountCents: newTotalCents, dueOn: shortNotice }];
  }

  const paid = allocate(schedule, paidCents);
  const amounts = schedule.map((installment) => installment.amountCents);
  const difference = newTotalCents - scheduleTotal(schedule);
  if (difference > 0) {
    amounts[last] = lastOne.amountCents + difference;
  } else if (difference < 0) {
    let cut = -difference;
    // First what is not paid, last installment first; then, below what was paid, the paid parts.
    for (const floor of [paid, schedule.map(() => 0)]) {
      for (let i = last; i >= 0 && cut > 0; i -= 1) {
        const off = Math.min(cut, (amounts[i] ?? 0) - (floor[i] ?? 0));
        amounts[i] = (amounts[i] ?? 0) - off;
        cut -= off;
      }
    }
  }

  const repriced = schedule.map((installment, i) => ({
    ...installment,
    amountCents: amounts[i] ?? 0,
  }));
  const paidAfter = allocate(repriced, paidCents);
  let previousDue: IsoDate | null = null;
  for (const [i, installment] of repriced.entries()) {
    const owingBefore = (schedule[i]?.amountCents ?? 0) > (paid[i] ?? 0);
    const lateBefore = owingBefore && compareDates(installment.dueOn, changedOn) < 0;
    const owing = installment.amountCents > (paidAfter[i] ?? 0);
    if (owing && !lateBefore) {
      let dueOn =
        installment.kind === 'balance'
          ? addDays(checkIn, -terms.balanceDueDays)
          : earlier(installment.dueOn, checkIn);
      if (compareDates(dueOn, changedOn) < 0) dueOn = shortNotice;
      // Never due before money owed ahead of it (a stay moved nearer its unpaid deposit's date).
      installment.dueOn = previousDue ? latest(dueOn, previousDue) : dueOn;
    }
    if (owing) previousDue = installment.dueOn;
  }
  const kept = repriced.filter((installment) => installment.amountCents > 0);
  const [only] = kept;
  return kept.length === 1 && only ? [{ ...only, kind: 'full' }] : kept;
}
