/**
 * The files a message carries (decision 087), made by the sender from the message's own props as
 * it renders it, like its HTML (decision 029): the outbox holds no file, and every try of one row
 * attaches the same bytes. A template with no entry here sends none.
 */
import { receiptFileName } from '#domain/receipt.ts';
import { receiptPdf } from '#server/payments/receipt-pdf.ts';
import type { MailContent } from './templates/index.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export async function attachmentsOf(content: MailContent): Promise<MailAttachment[]> {
  switch (content.template) {
    case 'payment-receipt-guest':
      return [
        {
          filename: receiptFileName(content.props.receipt.number),
          contentType: 'application/pdf',
          content: await receiptPdf(content.props.receipt),
        },
      ];
    default:
      return [];
  }
}
