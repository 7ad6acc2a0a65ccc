/**
 * Issue 13 §3: every e-mail's HTML, as Chromium shows it on a 390 px phone and in an 800 px
 * window: the company's name at the top, nothing wider than the screen, the text readable (axe),
 * and the button of a mail with a link leading where the text part says.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '#domain/site-settings.ts';
import { mailPreviews, previewLinkSigner } from '#scripts/mail-previews.ts';
import { renderMail } from '#server/mail/render.ts';
import { expectAccessible, releaseBrowser, workerBrowser } from './site.ts';

const WIDTHS = [390, 800];

describe('e-mails in Chromium', () => {
  let browser: Browser;
  /** One window per width, each mail's HTML set as its whole document in turn. */
  const windows = new Map<number, Page>();
  beforeAll(async () => {
    browser = await workerBrowser();
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      windows.set(width, await context.newPage());
    }
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  it.each(mailPreviews().map((p) => [p.name, p.mail] as const))(
    '%s reads well',
    async (name, mail) => {
      const { html, text } = await renderMail(mail.content, previewLinkSigner);
      for (const [width, page] of windows) {
        await page.setContent(html);
        const label = `${name} at ${width} px`;
        // The header's name, not the hidden preview line that may name the company too.
        const top = page.getByText(siteSettings.companyName, { exact: true }).first();
        expect(await top.isVisible(), `${label}: the company's name`).toBe(true);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${label}: wider than the screen`).toBeLessThanOrEqual(0);
        await expectAccessible(page, label);
        // A button's address is the one the text part writes out.
        for (const href of await page
          .locator('a[href^="http"]')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
          expect(text, `${label}: ${href} in the text part`).toContain(href);
        }
      }
    },
  );
});
