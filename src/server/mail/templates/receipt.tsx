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
import type { Language } from '#domain/languages.ts';
import { mailWords, type MailWords } from '../language.ts';
import { Action, Details, MailLayout, P, SignOff } from '../layout.tsx';
import type { MailLink } from '../private-link.tsx';

const rowsOf = (rows: readonly (readonly [string, string])[]): [string, string][] =>
  rows.map(([label, value]) => [label, value]);

/** The receipt's amount: every cent written in English (the PDF's); the language's own elsewhere. */
const amountIn = ({ language, money }: MailWords, cents: number) =>
  language === 'en' ? receiptAmount(cents) : money(cents);

/** The receipt's title in the mail's language: the PDF's own words in English. */
function titleIn(words: MailWords, r: Receipt): string {
  const { t } = words;
  if (words.language === 'en') return receiptTitle(r);
  if (r.kind === 'payment') return t.mail_receipt_title_payment();
  if (r.kind === 'refund') return t.mail_receipt_title_refund();
  return r.reverses?.kind === 'refund'
    ? t.mail_receipt_title_refund_cancelled()
    : t.mail_receipt_title_payment_cancelled();
}

function Opening({ r, words }: { r: Receipt; words: MailWords }) {
  const { t } = words;
  const facts = { amount: amountIn(words, r.amountCents), villa: r.villaName, number: r.number };
  if (r.kind === 'payment') return <P>{t.mail_receipt_payment(facts)}</P>;
  if (r.kind === 'refund') return <P>{t.mail_receipt_refund(facts)}</P>;
  return (
    <P>
      {t.mail_receipt_reversal({
        reverses: r.reverses?.number ?? '',
        amount: facts.amount,
        number: r.number,
      })}
    </P>
  );
}

/**
 * `language`: the booking's, absent in English (and in mails queued before it was kept). The rows
 * are the receipt's own, as its PDF writes them (#domain/receipt.ts).
 */
export function PaymentReceiptGuest({
  receipt: r,
  link,
  language,
}: {
  receipt: Receipt;
  link: MailLink;
  language?: Language;
}) {
  const words = mailWords(language);
  const { t } = words;
  const title = titleIn(words, r);
  return (
    <MailLayout
      language={words.language}
      preview={t.mail_receipt_preview({
        title,
        amount: amountIn(words, r.amountCents),
        number: r.number,
      })}
      heading={t.mail_receipt_heading({ title, number: r.number })}
    >
      <P>{t.mail_dear({ name: r.guestName })}</P>
      <Opening r={r} words={words} />
      <Details language={words.language} rows={rowsOf(receiptEntryRows(r))} />
      <Details language={words.language} rows={rowsOf(receiptAccountRows(r))} />
      <Details language={words.language} rows={rowsOf(receiptBookingRows(r))} />
      <P>{t.mail_receipt_link_intro()}</P>
      <Action href={link}>{t.mail_see_booking()}</Action>
      <SignOff language={words.language} />
    </MailLayout>
  );
}
