/**
 * The money's reminders (issue 26 §3, decision 085's rules in `remindersDue`): the guest is
 * reminded from 3 days before a due date while something is owed on it, and the team is told once
 * the date has passed unpaid, each once per installment: the installment's row records it in the
 * same transaction as the queued mail, and one UPDATE claims it, so several instances, a crash or
 * a run that missed a day never send one twice. Dates are Sri Lanka's. A cancelled or fully paid
 * booking gets nothing.
 */
import { addDays, resortToday } from '#domain/dates.ts';
import { accountOf, REMINDER_DAYS_BEFORE_DUE, remindersDue, type Notice } from '#domain/ledger.ts';
import type { Booking } from '#domain/schemas/booking.ts';
import { findBookingWithVilla, lockBooking, toBooking } from '../bookings/repository.ts';
import { consoleLink, guestLink, type LinkGeneration, type MailContext } from '../mail/context.ts';
import type { Database } from '../db/client.ts';
import { enqueueMail, type MailMessage } from '../mail/outbox.ts';
import { mailContent } from '../mail/templates/index.ts';
import { dateLabel } from '../mail/format.ts';
import { languageOf, mailWords } from '../mail/language.ts';
import type { HowToPayProps, MailMoney } from '../mail/templates/payment-parts.tsx';
import { formatCents } from '#domain/money.ts';
import { siteSettings } from '#domain/site-settings.ts';
import {
  bookingsToNotify,
  claimNotice,
  graceDays,
  installmentRows,
  ledgerOf,
} from './repository.ts';
import { mailMoneyOf } from './mail-money.ts';

/**
 * The guest's reminder of what is owed on an installment, with where the money stands (the schedule,
 * what was paid and what is left) and how to pay.
 */
export function paymentReminderMail(
  ctx: MailContext,
  b: Booking,
  generation: LinkGeneration,
  notice: Pick<Notice, 'owedCents' | 'dueOn'>,
  payments: HowToPayProps | MailMoney,
): MailMessage {
  const words = mailWords(languageOf(b));
  return {
    to: b.guestEmail,
    replyTo: { name: siteSettings.companyName, address: ctx.teamEmail },
    // In the booking's language, as the mail itself (issue 39).
    subject: words.t.mail_reminder_subject({
      amount: words.money(notice.owedCents),
      date: words.date(notice.dueOn),
      reference: b.reference,
    }),
    content: mailContent('payment-reminder-guest', {
      b,
      owedCents: notice.owedCents,
      dueOn: notice.dueOn,
      payments,
      link: guestLink(ctx, b, generation),
    }),
  };
}

/** The team's notice of an installment unpaid after its due date. */
export function paymentOverdueMail(
  ctx: MailContext,
  b: Booking,
  notice: Pick<Notice, 'kind' | 'owedCents' | 'dueOn'>,
  cancelForNonPayment: boolean,
): MailMessage {
  return {
    to: ctx.teamEmail,
    replyTo: { name: b.guestName, address: b.guestEmail },
    subject: `Overdue: ${b.reference} owes ${formatCents(notice.owedCents)}, due by ${dateLabel(notice.dueOn)}`,
    content: mailContent('payment-overdue-team', {
      b,
      kind: notice.kind,
      owedCents: notice.owedCents,
      dueOn: notice.dueOn,
      cancelForNonPayment,
      consoleLink: consoleLink(ctx, b),
    }),
  };
}

/** Sends what is due at `now`; resolves to how many messages it queued. */
export async function sendPaymentNotices(
  db: Database,
  ctx: MailContext,
  now: Date = new Date(),
): Promise<number> {
  const today = resortToday(now);
  const ids = await bookingsToNotify(db, addDays(today, REMINDER_DAYS_BEFORE_DUE));
  let queued = 0;
  for (const id of ids) {
    queued += await db.transaction(async (tx) => {
      const row = await lockBooking(tx, id);
      const found = await findBookingWithVilla(tx, id);
      if (!row || !found || row.status !== 'CONFIRMED') return 0;
      const [installments, entries, grace] = await Promise.all([
        installmentRows(tx, id),
        ledgerOf(tx, id),
        graceDays(tx),
      ]);
      const schedule = installments.map(({ kind, amountCents, dueOn }) => ({
        kind,
        amountCents,
        dueOn,
      }));
      const account = accountOf({ schedule, entries, today, graceDays: grace });
      const { guestReminders, overdueNotices } = remindersDue({
        account,
        today,
        bookingStatus: row.status,
        confirmedOn: row.decidedAt ? resortToday(row.decidedAt) : undefined,
      });
      const b = toBooking(row, { name: found.villaName, slug: found.villaSlug });
      const rowOf = (notice: { kind: string; dueOn: string }) =>
        installments.find((i) => i.kind === notice.kind && i.dueOn === notice.dueOn);

      const mails: MailMessage[] = [];
      for (const notice of guestReminders) {
        const installment = rowOf(notice);
        if (!installment || !(await claimNotice(tx, installment, 'reminder', now))) continue;
        mails.push(
          paymentReminderMail(
            ctx,
            b,
            row.accessTokenHash,
            notice,
            await mailMoneyOf(tx, id, today),
          ),
        );
      }
      for (const notice of overdueNotices) {
        const installment = rowOf(notice);
        if (!installment || !(await claimNotice(tx, installment, 'overdue', now))) continue;
        const late = account.installments.find(
          (i) => i.kind === notice.kind && i.dueOn === notice.dueOn,
        );
        mails.push(paymentOverdueMail(ctx, b, notice, (late?.daysLate ?? 0) > grace));
      }
      if (mails.length > 0) await enqueueMail(tx, ...mails);
      return mails.length;
    });
  }
  return queued;
}
