/**
 * The team keeps the villas in the console (issue 15 §2), in Chromium on the built site: a manager
 * renames a villa and changes a highlight, and the public page's HTML and JSON-LD show it at once
 * while the old address redirects there; unpublished, the villa leaves the home page (its card and
 * every link to it, the footer's too) and sitemap.xml, and comes back when published; a save over
 * what another tab saved first asks before it replaces theirs (decision 055). axe checks the
 * Villas room, a villa's page and that question. Each test signs in a manager of its own and works
 * on what it reads at its start: the renames and the unpublished villa are its own.
 */
import { JSDOM } from 'jsdom';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Villa } from '#domain/schemas/villa.ts';
import {
  expectAccessible,
  releaseBrowser,
  workerBrowser,
  openPage,
  startSite,
  VIEWPORTS,
  type Site,
  TILE_ERRORS,
} from './site.ts';
import { goToRoom, signedInStaff, type NewStaff } from './staff.ts';

const MANAGER: Omit<NewStaff, 'email'> = {
  name: 'Ravi Fernando',
  role: 'manager',
  password: 'teal pepper kayak',
};
describe('the villas, kept in the console', () => {
  let site: Site;
  let browser: Browser;
  /** Villa River Breeze as seeded: only the first test renames it, and none edits these fields. */
  let villa: Villa;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), workerBrowser()]);
    villa = (await site.app.inject({ url: '/api/villas/villa-river-breeze' })).json<Villa>();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site.close();
  });

  /** A manager of the test's own, signed in at Today in a page of a phone's size. */
  async function signedInManager(email: string) {
    const manager = await signedInStaff(browser, site, { ...MANAGER, email });
    await manager.page.goto('/console/');
    return manager;
  }

  /** A page as a crawler reads it: status, where it redirects, the HTML parsed. */
  async function crawl(path: string) {
    const response = await fetch(`${site.baseUrl}${path}`, { redirect: 'manual' });
    const { document } = new JSDOM(await response.text()).window;
    return { status: response.status, location: response.headers.get('location'), document };
  }
  const jsonLdOf = (document: Document) =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent) as Record<string, unknown>,
    );

  it('renames a villa and changes a highlight: the public page, its JSON-LD and the old address follow', async () => {
    // Seen once by the public first, so that a page kept by the read cache would show the old one.
    expect((await crawl('/villa/villa-river-breeze')).status).toBe(200);
    const manager = await signedInManager('ravi.rename@villas.test');
    const { page } = manager;

    await goToRoom(page, 'Villas');
    await page.getByRole('link', { name: villa.name }).click();
    await page.getByRole('heading', { level: 1, name: villa.name }).waitFor();
    await expectAccessible(page, "a villa's page in the console at 390 px");
    // The form is many screens long on a phone; its save button stays at the foot of the screen.
    const save = await page.getByRole('button', { name: 'Save the villa' }).boundingBox();
    expect((save?.y ?? Infinity) + (save?.height ?? 0)).toBeLessThanOrEqual(VIEWPORTS.phone.height);
    // A field further down that takes focus shows above the save bar, not under it.
    const about = page.getByRole('textbox', { name: 'About the area' });
    // Scrolled to lie just above the screen's foot, where the bar is, as a Tab from above finds it.
    await about.evaluate((element) => {
      const { bottom } = element.getBoundingClientRect();
      window.scrollBy({ top: bottom - window.innerHeight + 8, behavior: 'instant' });
    });
    await about.focus();
    const field = await about.boundingBox();
    const bar = await page.getByRole('button', { name: 'Save the villa' }).boundingBox();
    expect((field?.y ?? Infinity) + (field?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);

    const texts = page.getByRole('region', { name: 'Name and description' });
    await texts.getByRole('textbox', { name: 'Name' }).fill('Villa River Mist');
    await page
      .getByRole('textbox', { name: 'Highlight 1' })
      .fill('A heated infinity pool over the river');
    await page.getByRole('button', { name: 'Save the villa' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Saved.' }).textContent())
      .toContain('Its address is now /villa/villa-river-mist');

    const renamed = await crawl('/villa/villa-river-mist');
    expect(renamed.status).toBe(200);
    expect(renamed.document.querySelector('h1')?.textContent).toBe('Villa River Mist');
    expect(renamed.document.body.textContent).toContain('A heated infinity pool over the river');
    expect(renamed.document.body.textContent).not.toContain(villa.highlights[0]);
    const rental = jsonLdOf(renamed.document).find((data) => data['@type'] === 'VacationRental');
    expect(rental).toMatchObject({
      name: 'Villa River Mist',
      url: `${site.app.config.publicUrl}/villa/villa-river-mist`,
    });

    for (const old of ['/villa/villa-river-breeze', '/villas/villa-river-breeze']) {
      const moved = await crawl(old);
      expect(moved.status, old).toBe(301);
      expect(moved.location, old).toBe('/villa/villa-river-mist');
    }
    // A guest following an old link lands on the villa, at its new address.
    const guest = await openPage(browser, site, VIEWPORTS.desktop);
    await guest.page.goto('/villa/villa-river-breeze?utm_source=mail');
    await guest.page.getByRole('heading', { level: 1, name: 'Villa River Mist' }).waitFor();
    expect(new URL(guest.page.url()).pathname).toBe('/villa/villa-river-mist');
    guest.expectClean(TILE_ERRORS);
    await guest.context.close();
    manager.expectClean(TILE_ERRORS);
    await manager.context.close();
  });

  it('unpublishes a villa: it leaves the home page and the sitemap, and comes back when published', async () => {
    // The other villa, which no other test changes. Its name is in guests' words on the home page
    // too ("Stayed at ..."): its card and the links to its address say whether the page shows it.
    const { name, slug } = (
      await site.app.inject({ url: '/api/villas/villa-ahangama' })
    ).json<Villa>();
    const address = `/villa/${slug}`;
    const home = async () => {
      const { document } = await crawl('/');
      return {
        cards: [
          ...document.querySelectorAll('section[aria-labelledby="featured-title"] article h3'),
        ]
          .map((heading) => heading.textContent.trim())
          .filter((cardName) => cardName === name),
        links: document.querySelectorAll(`a[href="${address}"], a[href^="${address}#"]`).length,
      };
    };
    const inSitemap = async () => (await crawl('/sitemap.xml')).document.documentElement.outerHTML;
    expect((await home()).cards).toEqual([name]);
    expect((await home()).links).toBeGreaterThan(0);
    expect(await inSitemap()).toContain(`${address}<`);

    const manager = await signedInManager('ravi.publish@villas.test');
    const { page } = manager;
    await goToRoom(page, 'Villas');
    await page.getByRole('heading', { level: 1, name: 'Villas' }).waitFor();
    await expectAccessible(page, 'the Villas room at 390 px');
    // Exact names: "Publish ..." is in "Unpublish ..." too, and would be found before the answer.
    await page.getByRole('button', { name: `Unpublish ${name}`, exact: true }).click();
    await page.getByRole('button', { name: `Publish ${name}`, exact: true }).waitFor();

    // Gone from the home page: no card, and nothing there (the footer neither) leads to a 404.
    expect(await home()).toEqual({ cards: [], links: 0 });
    expect(await inSitemap()).not.toContain(`${address}<`);
    expect((await crawl(address)).status).toBe(404);

    await page.getByRole('button', { name: `Publish ${name}`, exact: true }).click();
    await page.getByRole('button', { name: `Unpublish ${name}`, exact: true }).waitFor();
    expect((await home()).cards).toEqual([name]);
    expect((await home()).links).toBeGreaterThan(0);
    expect(await inSitemap()).toContain(`${address}<`);
    manager.expectClean(TILE_ERRORS);
    await manager.context.close();
  });

  it('asks before saving over what someone saved in another tab, and keeps what was typed', async () => {
    const manager = await signedInManager('ravi.tabs@villas.test');
    const { page, context } = manager;
    const address = `/console/villas/${villa.id}`;
    // Its public address, whatever name another test may have given it.
    const { slug } = (await (await context.request.get(`/api${address}`)).json()) as {
      slug: string;
    };
    const other = await context.newPage();
    await Promise.all([page.goto(address), other.goto(address)]);
    const sizeOf = (tab: typeof page) =>
      tab
        .getByRole('region', { name: 'Name and description' })
        .getByRole('textbox', { name: 'Size' });
    const descriptionOf = (tab: typeof page) =>
      tab
        .getByRole('region', { name: 'Name and description' })
        .getByRole('textbox', { name: 'Description' });

    // The other tab saves a new description first.
    await descriptionOf(other).fill('A quiet bend of the river, and a new deck over it.');
    await other.getByRole('button', { name: 'Save the villa' }).click();
    await other.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    // This tab, drawn before that save, changes the size and saves.
    await sizeOf(page).fill('460 m²');
    await page.getByRole('button', { name: 'Save the villa' }).click();
    const question = page.getByRole('group', { name: /^Someone else saved this villa/ });
    await question.waitFor();
    expect(await question.textContent()).toContain('they changed the description.');
    expect(await sizeOf(page).inputValue()).toBe('460 m²');
    await expectAccessible(page, 'the question after a save someone else made first');
    expect((await site.app.inject({ url: `/api/villas/${slug}` })).json<Villa>().size).toBe(
      villa.size,
    );

    await question.getByRole('button', { name: 'Save mine over theirs' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const stored = (await site.app.inject({ url: `/api/villas/${slug}` })).json<Villa>();
    expect(stored.size).toBe('460 m²');
    expect(stored.description).toBe(villa.description);
    await other.close();
    // The browser logs the refused save (412) as a failed request; that is the answer awaited.
    manager.expectClean([...TILE_ERRORS, /status of 412/]);
    await context.close();
  });
});
