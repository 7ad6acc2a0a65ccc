/**
 * Receipts (issue 26 §2, decision 087): every payment, refund and reversal recorded has one. Its
 * e-mail is queued in the entry's own transaction, so a rolled-back entry sends nothing; the
 * outbox row holds the receipt's facts as the mail's props and the sender makes the PDF from them.
 * The console and the guest download a receipt as a PDF made again from the records.
 */
import { parseReceiptNumber } from '#domain/receipt-number.ts';
import { receiptFileName, receiptOf, type Receipt } from '#domain/receipt.ts';
import type { Language } from '#domain/languages.ts';
import type { PaymentSchedule } from '#domain/payment-schedule.ts';
import { siteSettings } from '#domain/site-settings.ts';
import type { BookingLinks } from '../bookings/booking-links.ts';
import type { CardGateway } from './card-gateway.ts';
import type { MailContext } from '../mail/context.ts';
import { languageOf, languagePrefix } from '../mail/language.ts';
import { messagesIn } from '../i18n/messages.ts';
import { findBookingWithVilla, type BookingRow } from '../bookings/repository.ts';
import type { Database, Executor } from '../db/client.ts';
import { enqueueMail, type MailMessage } from '../mail/outbox.ts';
import type { MailAttachment } from '../mail/attachments.ts';
import { mailContent, type PropsOf } from '../mail/templates/index.ts';
import { notFound } from '../plugins/errors.ts';
import { ledgerOf, recordedEntryOf, scheduleOf, type LedgerRow } from './repository.ts';
import { receiptPdf } from './receipt-pdf.ts';

export interface ReceiptDeps {
  db: Database;
  /** Which tokens open a booking: the guest's download asks its page's (decision 061). */
  links: Pick<BookingLinks, 'opens'>;
  /** The card gateway, when the server has one: the guest's money offers card payment. */
  gateway?: CardGateway | undefined;
}

const COMPANY: Receipt['company'] = {
  name: siteSettings.companyName,
  address: siteSettings.address,
  phone: siteSettings.phone,
  email: siteSettings.email,
};

function receiptFor(
  booking: Pick<BookingRow, 'reference' | 'guestName' | 'checkIn' | 'checkOut'>,
  villaName: string,
  rows: readonly LedgerRow[],
  schedule: PaymentSchedule,
  entryId: string,
): Receipt {
  return receiptOf({
    entryId,
    entries: rows.map(recordedEntryOf),
    schedule,
    booking: {
      reference: booking.reference,
      guestName: booking.guestName,
      villaName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
    },
    company: COMPANY,
  });
}

/**
 * The guest's e-mail of `receipt`, in the booking's language (issue 39); `generation` is the
 * booking's link generation (decision 061).
 */
export function receiptMail(
  mail: MailContext,
  booking: { id: string; guestEmail: string; reference: string; language?: Language },
  generation: string,
  receipt: Receipt,
): MailMessage {
  const language = languageOf(booking);
  const subject = messagesIn(language).mail_receipt_subject({
    number: receipt.number,
    reference: booking.reference,
    villa: receipt.villaName,
  });
  // The booking's page in the guest's language, signed by the sender (decision 061), as every
  // guest's mail links it.
  const page = `${mail.publicUrl}${languagePrefix(language)}/booking/${booking.id}`;
  return {
    to: booking.guestEmail,
    replyTo: { name: siteSettings.companyName, address: mail.teamEmail },
    subject,
    content: mailContent('payment-receipt-guest', {
      receipt,
      link: { page, booking: booking.id, generation },
      // Absent (English) in a mail queued before the booking kept its language.
      ...(language === 'en' ? {} : { language }),
    }),
  };
}

/**
 * The receipt mail's PDF, made by the outbox's sender from the mail's props as it renders it
 * (decision 087): registered for the template at start-up (receipts-plugin.ts).
 */
export async function receiptAttachments(
  props: PropsOf<'payment-receipt-guest'>,
): Promise<MailAttachment[]> {
  const { receipt } = props;
  return [
    {
      filename: receiptFileName(receipt.number),
      contentType: 'application/pdf',
      // The mail's language (decision 131); a mail queued before it was kept names none: English.
      content: await receiptPdf(receipt, languageOf(props)),
    },
  ];
}

/**
 * Queues the guest's receipt of `entry`, in the caller's (the entry's) transaction. `rows` are
 * the booking's entries with `entry` last. A reversal mails too: the guest holds the receipt it
 * cancels, and their papers should match ours (decision 087).
 */
export async function queueReceiptMail(
  tx: Executor,
  mail: MailContext,
  booking: BookingRow,
  rows: readonly LedgerRow[],
  schedule: PaymentSchedule,
  entry: LedgerRow,
): Promise<void> {
  const found = await findBookingWithVilla(tx, booking.id);
  const receipt = receiptFor(booking, found?.villaName ?? '', rows, schedule, entry.id);
  await enqueueMail(tx, receiptMail(mail, booking, booking.accessTokenHash, receipt));
}

export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
}

const NO_RECEIPT = 'This booking has no receipt with this number.';

/**
 * The receipt `number` of booking `bookingId` as a PDF, in the booking's language; 404 when the
 * booking has no such one.
 */
async function receiptFile(
  db: Executor,
  found: NonNullable<Awaited<ReturnType<typeof findBookingWithVilla>>>,
  number: string,
): Promise<ReceiptFile> {
  if (!parseReceiptNumber(number)) throw notFound(NO_RECEIPT);
  const [rows, schedule] = await Promise.all([
    ledgerOf(db, found.booking.id),
    scheduleOf(db, found.booking.id),
  ]);
  const entry = rows.find((row) => row.receiptNumber === number);
  if (!entry) throw notFound(NO_RECEIPT);
  const receipt = receiptFor(found.booking, found.villaName, rows, schedule, entry.id);
  // The booking's language, for the guest and the team alike: the paper the guest holds (decision 131).
  return {
    fileName: receiptFileName(receipt.number),
    pdf: await receiptPdf(receipt, languageOf(found.booking)),
  };
}

/** For the team (owner, manager): any booking's receipt. */
export async function consoleReceipt(
  deps: ReceiptDeps,
  bookingId: string,
  number: string,
): Promise<ReceiptFile> {
  const found = await findBookingWithVilla(deps.db, bookingId);
  if (!found) throw notFound('No booking has this id.');
  return receiptFile(deps.db, found, number);
}

/** For the guest: only with the booking's token; anyone else is told it does not exist. */
export async function guestReceipt(
  deps: ReceiptDeps,
  bookingId: string,
  token: string | undefined,
  number: string,
): Promise<ReceiptFile> {
  const found = await findBookingWithVilla(deps.db, bookingId);
  if (!found || !deps.links.opens(found.booking, token)) {
    throw notFound(
      'We could not find that booking. Please use the link from your confirmation e-mail.',
    );
  }
  return receiptFile(deps.db, found, number);
}
