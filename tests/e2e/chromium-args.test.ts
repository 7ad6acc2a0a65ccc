/**
 * Decision 081: the journeys' Chromium turns off the address bar's popups nobody sees in a
 * headless window, in a `--disable-features` of its own that must keep Playwright's list too
 * (Chromium reads only the last such switch).
 */
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, UNSEEN_HEADLESS_FEATURES } from '../helpers/chromium.ts';

const featuresOf = (argument: string) => argument.slice(argument.indexOf('=') + 1).split(',');

describe("the journeys' Chromium", () => {
  it('keeps every feature Playwright turns off, and opens no omnibox popup with a context', async () => {
    // Chromium tells its command line only to a client that says it automates it.
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--enable-automation'],
    });
    try {
      const cdp = await browser.newBrowserCDPSession();
      const { arguments: line } = await cdp.send('Browser.getBrowserCommandLine');
      const switches = line.filter((argument) => argument.startsWith('--disable-features='));
      // Playwright's own switch first, then ours, the one Chromium reads.
      expect(switches.length).toBeGreaterThanOrEqual(2);
      const read = featuresOf(switches.at(-1) ?? '');
      for (const earlier of switches.slice(0, -1)) {
        expect(read, 'a feature Playwright turns off is missing from ours').toEqual(
          expect.arrayContaining(featuresOf(earlier)),
        );
      }
      expect(read).toEqual(expect.arrayContaining([...UNSEEN_HEADLESS_FEATURES]));

      const context = await browser.newContext();
      const page = await context.newPage();
      await page.setContent('<p>A page</p>');
      await expect
        .poll(async () => {
          const { targetInfos } = await cdp.send('Target.getTargets');
          return targetInfos.map((target) => target.url);
        })
        .toEqual(['about:blank']);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
