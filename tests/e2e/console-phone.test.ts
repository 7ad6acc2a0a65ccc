/**
 * The console on a phone (issue 23 §3.1, §3.2, decision 062): at 390x844 every room of a person's
 * role is a tap or two away (the daily rooms in the tab bar at the screen's foot, the rest under
 * More), nothing is off screen sideways or under the tab bar, a villa's sections show whole, and a
 * request's page is a request's. On a laptop every room is in the header.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { villaWithFreeStays } from '../helpers/free-stays.ts';
import { expectAccessible, siteAndBrowser, TILE_ERRORS, VIEWPORTS } from './site.ts';
import { goToRoom, joinedStaff } from './staff.ts';

const PHONE = VIEWPORTS.phone;

/** The owner's rooms, in the navigation's order, and the address each opens. */
const OWNER_ROOMS = [
  ['Today', '/console/'],
  ['Calendar', '/console/calendar'],
  ['Requests', '/console/requests'],
  ['Bookings', '/console/bookings'],
  ['Turnovers', '/console/turnovers'],
  ['Payments', '/console/payments'],
  ['Moderation', '/console/moderation'],
  ['Messages', '/console/messages'],
  ['Villas', '/console/villas'],
  ['Staff', '/console/staff'],
  ['Audit log', '/console/audit'],
  ['Your account', '/console/sessions'],
] as const;

/** Whether the whole of `locator` is on the screen. */
async function onScreen(locator: Locator, screen: { width: number; height: number }) {
  const box = await locator.boundingBox();
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= screen.width &&
    box.y + box.height <= screen.height
  );
}

/** The top of the tab bar: nothing of the page may end below it. */
const tabBarTop = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Console' }).boundingBox())?.y ?? 0;

describe('the console on a phone', () => {
  const run = siteAndBrowser();

  it('takes the owner to every room from the tab bar or More, with nothing off screen', async () => {
    const owner = await joinedStaff(run.browser, run.site, {
      name: 'Nadia Perera',
      email: 'nadia.phone@villas.test',
      role: 'owner',
      password: 'lagoon heron mango',
    });
    const { page } = owner;
    const rooms = page.getByRole('navigation', { name: 'Console' });
    const more = rooms.getByRole('button', { name: 'More' });

    // The tab bar: four daily rooms and More, all on the screen at its foot.
    const tabs: Locator[] = [more];
    const visible: string[] = [];
    for (const link of await rooms.getByRole('link').all()) {
      if (!(await link.isVisible())) continue;
      tabs.push(link);
      visible.push((await link.innerText()).trim());
    }
    expect(visible).toEqual(['Today', 'Calendar', 'Requests', 'Bookings']);
    for (const tab of tabs) expect(await onScreen(tab, PHONE)).toBe(true);
    expect(await tabBarTop(page)).toBeGreaterThan(PHONE.height - 100);

    for (const [name, address] of OWNER_ROOMS) {
      await goToRoom(page, name);
      await expect.poll(() => new URL(page.url()).pathname).toBe(address);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      // Nothing sideways, and the page's end comes above the tab bar, not under it.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        name,
      ).toBeLessThanOrEqual(PHONE.width);
      // Scrolled to the end, the page's last content stops where the tab bar begins: the room
      // below it is at least the bar's height.
      const belowContent = await page.evaluate(() => {
        const end = document.querySelector('main')?.lastElementChild?.getBoundingClientRect();
        return document.documentElement.scrollHeight - ((end?.bottom ?? 0) + window.scrollY);
      });
      expect(belowContent, name).toBeGreaterThanOrEqual(PHONE.height - (await tabBarTop(page)));
      // Where the person is shows: the room's tab, or More with the room marked inside it.
      const tab = rooms.getByRole('link', { name, exact: true });
      if (await tab.isVisible()) {
        expect(await tab.getAttribute('aria-current'), name).toBe('page');
      } else {
        await more.click();
        const sheet = page.getByRole('dialog', { name: 'More' });
        expect(
          await sheet.getByRole('link', { name, exact: true }).getAttribute('aria-current'),
          name,
        ).toBe('page');
        for (const link of await sheet.getByRole('link').all()) {
          expect(await onScreen(link, PHONE)).toBe(true);
        }
        if (name === 'Your account') await expectAccessible(page, 'More, open, at 390 px');
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
        await expect
          .poll(() => more.evaluate((button) => button === document.activeElement))
          .toBe(true);
      }
    }
    await expectAccessible(page, 'Your account with the tab bar at 390 px');

    // Sign out is under More too.
    await more.click();
    await page
      .getByRole('dialog', { name: 'More' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/console/login');
    owner.expectClean([/status of 401/]);
    await owner.context.close();
  });

  it("shows a villa's sections whole and keeps its save bar above the tab bar", async () => {
    const manager = await joinedStaff(run.browser, run.site, {
      name: 'Ravi Fernando',
      email: 'ravi.phone@villas.test',
      role: 'manager',
      password: 'teal pepper kayak',
    });
    const { page } = manager;
    await goToRoom(page, 'Villas');
    await page.getByRole('link', { name: 'Villa River Breeze' }).click();
    await page.getByRole('heading', { level: 1, name: 'Villa River Breeze' }).waitFor();

    const sections = page.getByRole('navigation', { name: 'Villa River Breeze: sections' });
    const links = await sections.getByRole('link').all();
    // Details, Prices, Photos, Calendar, Calendar sync and the turnover Checklist (issue 27 §3).
    expect(links).toHaveLength(6);
    for (const link of links) expect(await onScreen(link, PHONE)).toBe(true);
    expect(await sections.getByRole('link', { name: 'Details' }).getAttribute('aria-current')).toBe(
      'page',
    );

    const save = await page.getByRole('button', { name: 'Save the villa' }).boundingBox();
    expect((save?.y ?? Infinity) + (save?.height ?? 0)).toBeLessThanOrEqual(await tabBarTop(page));
    await expectAccessible(page, "a villa's page with the tab bar at 390 px");
    manager.expectClean(TILE_ERRORS);
    await manager.context.close();
  });

  it('shows a pending request as a request: Requests marked, back to the requests, a yes or a no', async () => {
    const stays = await villaWithFreeStays(run.site.app);
    const made = await stays.bookFreshStay({ guestName: 'Amara Silva' });
    const request = made.json<{ id: string; reference: string }>();
    const manager = await joinedStaff(run.browser, run.site, {
      name: 'Kumari Dias',
      email: 'kumari.phone@villas.test',
      role: 'manager',
      password: 'coconut palm shade',
    });
    const { page } = manager;

    await goToRoom(page, 'Requests');
    await page.getByRole('link', { name: new RegExp(request.reference) }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(request.reference) }).waitFor();

    const rooms = page.getByRole('navigation', { name: 'Console' });
    await expect
      .poll(() => rooms.getByRole('link', { name: 'Requests' }).getAttribute('aria-current'))
      .toBe('true');
    expect(await rooms.getByRole('link', { name: 'Bookings' }).getAttribute('aria-current')).toBe(
      null,
    );
    for (const name of ['Confirm', 'Decline']) {
      expect(await onScreen(page.getByRole('button', { name, exact: true }), PHONE)).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Cancel for the guest' }).count()).toBe(0);
    await expectAccessible(page, 'a pending request at 390 px');

    await page.getByRole('link', { name: 'All requests' }).click();
    await page.getByRole('heading', { level: 1, name: 'Requests' }).waitFor();
    manager.expectClean();
    await manager.context.close();
  });

  it('shows every room in the header on a laptop, and no More', async () => {
    const owner = await joinedStaff(
      run.browser,
      run.site,
      {
        name: 'Dilan Jayasuriya',
        email: 'dilan.laptop@villas.test',
        role: 'owner',
        password: 'monsoon cinnamon reef',
      },
      VIEWPORTS.desktop,
    );
    const { page } = owner;
    const rooms = page.getByRole('navigation', { name: 'Console' });
    for (const [name] of OWNER_ROOMS) {
      expect(
        await onScreen(rooms.getByRole('link', { name, exact: true }), VIEWPORTS.desktop),
        name,
      ).toBe(true);
    }
    expect(await rooms.getByRole('button', { name: 'More' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    owner.expectClean();
    await owner.context.close();
  });
});
