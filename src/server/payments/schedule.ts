/**
 * A booking's schedule, fixed when the team confirms it (issue 26 §1): the terms of its villa on
 * that day (or the site's) turn its total into a deposit and a balance with due dates, kept with
 * the booking so a later change of terms leaves it as the guest was told.
 */
import { RESORT_TIME_ZONE, todayIn } from '#domain/dates.ts';
import { paymentSchedule } from '#domain/payment-schedule.ts';
import type { Executor } from '../db/client.ts';
import { updateBookingRow } from '../bookings/repository.ts';
import { insertSchedule, termsForVilla } from './repository.ts';

interface ConfirmedStay {
  id: string;
  villaId: string;
  checkIn: string;
  totalCents: number;
}

/** In the confirmation's transaction: the terms copied onto the booking and its installments. */
export async function fixSchedule(db: Executor, stay: ConfirmedStay, now: Date): Promise<void> {
  const terms = await termsForVilla(db, stay.villaId);
  const schedule = paymentSchedule({
    totalCents: stay.totalCents,
    confirmedOn: todayIn(RESORT_TIME_ZONE, now),
    checkIn: stay.checkIn,
    terms,
  });
  await updateBookingRow(db, stay.id, { paymentTerms: terms });
  await insertSchedule(db, stay.id, schedule);
}
