/**
 * The guest's receipt (issue 26 §2, decision 087): a payment received, a refund sent, or one of
 * them cancelled by a reversal. The rows are the PDF's (domain/receipt.ts); the PDF goes with it
 * as an attachment, made by the sender from the same props (payments/receipts.ts `receiptAttachments`, registered with mail/attachments.ts).
 */
import {
  receiptAccountRows,
  receiptAmount,
  receiptBookingRows,
  receiptEntryRows,
  receiptTitle,
  type Receipt,
} from '#domain/receipt.ts';
import { Action, Details, MailLayout, P, SignOff } from '../layout.tsx';
import type { MailLink } from '../private-link.tsx';

const rowsOf = (rows: readonly (readonly [string, string])[]): [string, string][] =>
  rows.map(([label, value]) => [label, value]);

function Opening({ r }: { r: Receipt }) {
  const amount = receiptAmount(r.amountCents);
  if (r.kind === 'payment') {
    return (
      <P>
        Thank you: we have received your payment of {amount} for your stay at {r.villaName}. Your
        receipt {r.number} is attached as a PDF.
      </P>
    );
  }
  if (r.kind === 'refund') {
    return (
      <P>
        We have sent you a refund of {amount} for your booking at {r.villaName}. It may take a few
        days to reach your account. Your receipt {r.number} is attached as a PDF.
      </P>
    );
  }
  return (
    <P>
      Receipt {r.reverses?.number ?? ''} for {amount} was recorded in error, and we have cancelled
      it: please set it aside. This receipt, {r.number}, records the correction; your account as it
      now stands is below.
    </P>
  );
}

export function PaymentReceiptGuest({ receipt: r, link }: { receipt: Receipt; link: MailLink }) {
  return (
    <MailLayout
      preview={`${receiptTitle(r)}: ${receiptAmount(r.amountCents)}, receipt ${r.number}.`}
      heading={`${receiptTitle(r)}: receipt ${r.number}`}
    >
      <P>Dear {r.guestName},</P>
      <Opening r={r} />
      <Details rows={rowsOf(receiptEntryRows(r))} />
      <Details rows={rowsOf(receiptAccountRows(r))} />
      <Details rows={rowsOf(receiptBookingRows(r))} />
      <P>Your booking is on its page (keep this link private):</P>
      <Action href={link}>See your booking</Action>
      <SignOff />
    </MailLayout>
  );
}
