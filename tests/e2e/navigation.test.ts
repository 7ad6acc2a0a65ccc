import { describe, expect, it } from 'vitest';
import { openPage, siteAndBrowser, VIEWPORTS, visit } from './site.ts';

describe('header and footer', () => {
  const e2e = siteAndBrowser();

  it('opens the mobile menu, marks the current page and closes on choosing a link', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    await visit(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await menu.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await menu.getByRole('link', { name: 'About' }).click();
    await expect.poll(() => page.url()).toMatch(/\/about$/);
    await expect.poll(() => menu.count()).toBe(0);
    expect(
      await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
    ).toBe('false');
    watched.expectClean();
  });

  it('gives keyboard users a skip link to the content', async () => {
    const watched = await openPage(e2e.browser, e2e.site);
    const { page } = watched;
    await visit(page, '/about');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await skip.waitFor({ state: 'attached' });
    await page.keyboard.press('Tab');
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    watched.expectClean();
  });

  it('scrolls to the top when a footer link is chosen, and shows this year', async () => {
    const watched = await openPage(e2e.browser, e2e.site);
    const { page } = watched;
    await visit(page, '/about');
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
    await footer.getByRole('link', { name: 'Villas' }).scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: 'Villas' }).click();
    await expect.poll(() => page.url()).toMatch(/\/villas$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    watched.expectClean();
  });

  it('leads to the transport page from the footer', async () => {
    const watched = await openPage(e2e.browser, e2e.site);
    const { page } = watched;
    await visit(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Transport' }).click();
    await page.waitForURL('**/transport');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Travel Sri Lanka' }).waitFor();
    watched.expectClean();
  });
});
