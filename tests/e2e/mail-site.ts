/**
 * A journey's built site whose mail goes to an SMTP server in the test, and a browser: started
 * before the file's tests and stopped after them. `mailTo` waits for the newest message to an
 * address whose subject matches, `expectReceipt` for a receipt's and checks its PDF; `linkIn`
 * finds a link in a message's text.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { receiptAmount } from '#domain/receipt.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import {
  startSmtpTestServer,
  type ReceivedMail,
  type SmtpTestServer,
} from '../helpers/smtp-test-server.ts';
import { releaseBrowser, workerBrowser, startSite, type Site } from './site.ts';

export interface MailSite {
  site: Site;
  smtp: SmtpTestServer;
  browser: Browser;
}

/**
 * Registers the file's beforeAll/afterAll; the returned object is filled once they have run.
 * `env` adds configuration, read when the site starts: after the beforeAll hooks registered before
 * this call (a fake card gateway's address, say).
 */
/** What `siteWithMail` gives a journey's tests. */
export interface WithMail {
  started: () => MailSite;
  mailTo: MailTo;
  /** The receipt's mail to `address` and its PDF, which says the receipt's number and amount. */
  expectReceipt: (address: string, number: string, amountCents: number) => Promise<ReceivedMail>;
}

export function siteWithMail(options: { env?: () => Record<string, string> } = {}): WithMail {
  const started: Partial<MailSite> = {};
  beforeAll(async () => {
    const smtp = await startSmtpTestServer();
    const env = { ...options.env?.(), SMTP_URL: smtp.url, TEAM_EMAIL: 'team@villas.test' };
    const [site, browser] = await Promise.all([
      startSite({ env, realMailer: true }),
      workerBrowser(),
    ]);
    Object.assign(started, { site, smtp, browser });
  });
  afterAll(async () => {
    await releaseBrowser(started.browser);
    await started.site?.close();
    await started.smtp?.stop();
  });
  const running = (): MailSite => {
    const { site, smtp, browser } = started;
    if (!site || !smtp || !browser) throw new Error('The site with mail has not started');
    return { site, smtp, browser };
  };
  return {
    started: running,
    mailTo: (address, subject) => mailTo(running().smtp, address, subject),
    expectReceipt: async (address, number, amountCents) => {
      const mail = await mailTo(running().smtp, address, new RegExp(`^Receipt ${number} `));
      const pdf = mail.parsed.attachments.find((a) => a.contentType === 'application/pdf');
      expect(pdf?.filename).toBe(`${number}.pdf`);
      const text = await pdfText(new Uint8Array(pdf?.content ?? []));
      expect(text).toContain(number);
      expect(text).toContain(receiptAmount(amountCents));
      return mail;
    },
  };
}

type MailTo = (address: string, subject: RegExp) => Promise<ReceivedMail>;

/** The newest message to `address` whose subject matches, once it has arrived (20 s at most). */
async function mailTo(smtp: SmtpTestServer, address: string, subject: RegExp) {
  const find = () =>
    smtp.received
      .filter((m) => m.envelopeTo.includes(address) && subject.test(m.parsed.subject ?? ''))
      .at(-1);
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  const mail = find();
  if (!mail) throw new Error(`No mail ${String(subject)} to ${address}`);
  return mail;
}

/** The whole link around `part` in a message's text (read without a pattern: mail is untrusted). */
export function linkIn(text: string, part: string): string {
  const at = text.indexOf(part);
  if (at === -1) throw new Error(`No ${part} link in: ${text}`);
  const start = text.lastIndexOf('http', at);
  const end = [' ', '\n', '>', '"', ')'].reduce((first, stop) => {
    const found = text.indexOf(stop, at);
    return found === -1 ? first : Math.min(first, found);
  }, text.length);
  return text.slice(start, end).replaceAll('&amp;', '&');
}
