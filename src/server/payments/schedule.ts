/**
 * A booking's schedule, fixed when the team confirms it (issue 26 §1): the terms of its villa on
 * that day (or the site's) turn its total into a deposit and a balance with due dates, kept with
 * the booking so a later change of terms leaves it as the guest was told.
 */
import { resortToday } from '#domain/dates.ts';
import { paymentSchedule, type PaymentSchedule } from '#domain/payment-schedule.ts';
import type { Executor } from '../db/client.ts';
import type { HowToPayProps } from '../mail/templates/payment-parts.tsx';
import {
  findPaymentSettings,
  insertSchedule,
  keepTermsOnBooking,
  termsForVilla,
} from './repository.ts';

interface ConfirmedStay {
  id: string;
  villaId: string;
  checkIn: string;
  totalCents: number;
}

/**
 * In the confirmation's transaction: the terms copied onto the booking and its installments; and
 * what the guest's e-mail says about paying (the schedule, the bank details and instructions).
 */
export async function fixSchedule(
  db: Executor,
  stay: ConfirmedStay,
  now: Date,
): Promise<HowToPayProps> {
  const terms = await termsForVilla(db, stay.villaId);
  const schedule = paymentSchedule({
    totalCents: stay.totalCents,
    confirmedOn: resortToday(now),
    checkIn: stay.checkIn,
    terms,
  });
  await keepTermsOnBooking(db, stay.id, terms);
  await insertSchedule(db, stay.id, schedule);
  return howToPay(db, schedule);
}

/** The e-mails' words on paying a booking with this schedule (issue 26 §2). */
export async function howToPay(db: Executor, schedule: PaymentSchedule): Promise<HowToPayProps> {
  const settings = await findPaymentSettings(db);
  return {
    installments: schedule.map(({ kind, amountCents, dueOn }) => ({ kind, amountCents, dueOn })),
    bankDetails: settings.bankDetails,
    instructions: settings.paymentInstructions,
    // The first part is what the booking's page offers to pay by card first (issue 38 §1).
    cardNextCents: settings.cardPayments ? (schedule[0]?.amountCents ?? null) : null,
  };
}
