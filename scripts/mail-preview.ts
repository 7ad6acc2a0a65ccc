/**
 * `npm run mail:preview`: every e-mail template with sample data, as the HTML a mail program shows
 * and the plain text beside it, in mail-preview/ (git-ignored). Open mail-preview/index.html.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mailAttachments } from '#server/mail/attachments.ts';
import { mailPreviews, previewLinkSigner } from '#scripts/mail-previews.ts';
import { renderMail } from '#server/mail/render.ts';
import { receiptAttachments } from '#server/payments/receipts.ts';

const OUT = path.resolve('mail-preview');
const previews = mailPreviews();
// The files the app's plugins register at start-up (payments/receipts-plugin.ts).
const attachments = mailAttachments();
attachments.register('payment-receipt-guest', receiptAttachments);

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });
const rows: string[] = [];
for (const { name, mail } of previews) {
  const { html, text } = await renderMail(mail.content, previewLinkSigner);
  const headers = [
    `To: ${mail.to}`,
    mail.replyTo ? `Reply-To: ${mail.replyTo.name} <${mail.replyTo.address}>` : null,
    `Subject: ${mail.subject}`,
  ].filter((line) => line !== null);
  await writeFile(path.join(OUT, `${name}.html`), html);
  await writeFile(path.join(OUT, `${name}.txt`), `${headers.join('\n')}\n\n${text}\n`);
  // Its attachments (a receipt's PDF), as the sender makes them.
  const files: string[] = [];
  for (const file of await attachments.of(mail.content)) {
    const fileName = `${name}-${file.filename}`;
    await writeFile(path.join(OUT, fileName), file.content);
    files.push(`, <a href="${fileName}">${escape(file.filename)}</a>`);
  }
  rows.push(
    `<li><a href="${name}.html">${escape(mail.subject)}</a> (<a href="${name}.txt">text</a>${files.join('')})<br><small>${escape(headers.slice(0, -1).join(' · '))}</small></li>`,
  );
}
await writeFile(
  path.join(OUT, 'index.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>E-mail previews</title>
<body style="font-family: system-ui, sans-serif; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5">
<h1>E-mail previews</h1><p>Every template with sample data: the HTML part, and its plain text.</p>
<ol>${rows.join('\n')}</ol></body></html>\n`,
);
console.log(
  `${previews.length} e-mails written to ${path.relative(process.cwd(), OUT)}/index.html`,
);
