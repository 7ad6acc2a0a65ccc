/**
 * The check every journey leans on for accessibility (expectAccessible in site.ts) finds what it
 * is there to find, now that axe runs in the page itself (decisions 100 and 115).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, releaseBrowser, workerBrowser } from './site.ts';

const FAULTS = `<p style="color:#bbb;background:#fff">Pale grey words on white</p><img src="data:," />`;
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main>${body}</main></body></html>`;

describe('the accessibility check', () => {
  let browser: Browser;
  let tab: Page;
  beforeAll(async () => {
    browser = await workerBrowser();
    tab = await browser.newPage();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
  });

  /** The rules the check named on `html`, from its failure; none when it passed. */
  async function rulesNamed(html: string): Promise<string[]> {
    await tab.setContent(html);
    return rulesOn(tab);
  }

  async function rulesOn(checked: Page): Promise<string[]> {
    try {
      await expectAccessible(checked, 'the check');
      return [];
    } catch (error) {
      // The failed expectation's own value: the violations, one line each.
      const found = (error as { actual?: unknown }).actual;
      if (!Array.isArray(found)) throw error;
      return found.map((line) => String(line).split(' ')[0] ?? '').sort();
    }
  }

  it('passes a sound page', async () => {
    expect(await rulesNamed(page('<h1>Weligama</h1><p>Readable words.</p>'))).toEqual([]);
  });

  it('names low contrast and a picture without words', async () => {
    expect(await rulesNamed(page(FAULTS))).toEqual(['color-contrast', 'image-alt']);
  });

  it("reaches into the page's frames of the same origin", async () => {
    const framed = await browser.newPage();
    // Both documents from one address, answered here: nothing leaves the machine.
    await framed.route('http://check.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: route.request().url().endsWith('/inner')
          ? page('<img src="data:," />')
          : page('<iframe title="Inner" src="/inner"></iframe>'),
      }),
    );
    await framed.goto('http://check.test/outer');
    expect(await rulesOn(framed)).toEqual(['image-alt']);
  });
});
