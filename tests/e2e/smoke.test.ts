import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, startSite, type Site, visit } from './site.ts';

describe('the site in a browser', () => {
  let site: Site;
  let browser: Browser;
  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser.close();
    await site.close();
  });

  it('serves the app shell with the header, a skip link and the footer year', async () => {
    const watched = await openPage(browser, site);
    const { page } = watched;
    await visit(page, '/');
    await expect.poll(() => page.getByRole('link', { name: 'Skip to content' }).count()).toBe(1);
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.textContent()).toContain(String(new Date().getFullYear()));
    watched.expectClean();
  });
});
