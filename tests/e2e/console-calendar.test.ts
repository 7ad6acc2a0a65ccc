/**
 * Issue 15 §1 and §5 in Chromium: a manager, on a phone, opens a villa's month from the console's
 * Calendar room, taps the first and the last day of a range and blocks it with a reason; the
 * public villa page's calendar then shows those days struck through and unavailable. Housekeeping
 * reads a month with a block of its own (made through the API) and nothing to change. axe checks
 * the month at a phone's width.
 * Issue 23 §3.3: once the days are tapped, the reason and the Block button are on the phone's
 * screen, nothing over them; the blocked days are drawn as blocked, not struck through.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datesLabel } from '#domain/date-labels.ts';
import { addDays, type IsoDate, resortToday } from '#domain/dates.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { formatFullDate } from '#web/lib/calendar-dates.ts';
import {
  expectAccessible,
  releaseBrowser,
  workerBrowser,
  openPage,
  startSite,
  visit,
  VIEWPORTS,
  type Site,
  TILE_ERRORS,
} from './site.ts';
import { joinedStaff, signedInStaff } from './staff.ts';
import { withinOneMonth } from '../helpers/stay-dates.ts';
import { showDay } from './stay-calendar.ts';

/**
 * Free days of Villa River Breeze: after the seed's first staff block (days 10-13), before its
 * second (47-49), and nobody books here in this file. The manager blocks FIRST to LAST, in one
 * month with the free day after them (days 24 to 30), as the console shows one month at a time;
 * the block housekeeping reads is another, its own.
 */
const FIRST = withinOneMonth(addDays(resortToday(), 24), 4);
const LAST = addDays(FIRST, 2);
const HOUSEKEEPING_BLOCK = {
  startDate: addDays(resortToday(), 32),
  endDate: addDays(resortToday(), 33),
  reason: 'Painting the pavilion',
};
const VILLA = 'Villa River Breeze';

/** A day of the console's villa calendar, which shows one month: openMonth brings it on screen. */
const consoleDay = (page: Page, day: IsoDate) =>
  page.getByRole('button', { name: new RegExp(`^(Today, )?${formatFullDate(day)}`) });

const monthHeading = (day: IsoDate) =>
  new Date(`${day}T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** On the screen whole, and what is drawn at its middle is itself: no bar or tab bar over it. */
const inReach = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const onScreen = box.top >= 0 && box.bottom <= window.innerHeight;
    return onScreen && onTop !== null && element.contains(onTop);
  });

describe("a villa's calendar in the console", () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), workerBrowser()]);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site.close();
  });

  /** A new account of `role`, joined through its link in a fresh page of `viewport`'s size. */
  const joined = (role: 'manager' | 'housekeeping', name: string, password: string) =>
    joinedStaff(browser, site, { email: `${role}@villas.test`, name, role, password });

  /** From the Calendar room to the villa's month that holds `day`. */
  async function openMonth(page: Page, day: IsoDate) {
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Calendar' })
      .click();
    await page.getByRole('link', { name: VILLA }).click();
    await page.getByRole('heading', { level: 1, name: VILLA }).waitFor();
    const heading = page.getByRole('heading', { level: 2, name: monthHeading(day) });
    for (let step = 0; step < 3 && (await heading.count()) === 0; step += 1) {
      await page.getByRole('link', { name: 'Next month' }).click();
      await page.waitForURL(/month=/);
    }
    await heading.waitFor();
    await consoleDay(page, day)
      .or(page.getByRole('gridcell', { name: new RegExp(formatFullDate(day)) }))
      .first()
      .waitFor();
  }

  it('blocks a range tapped on a phone, and the public calendar strikes those days through', async () => {
    const manager = await joined('manager', 'Ravi Fernando', 'teal pepper kayak');
    const { page } = manager;
    await openMonth(page, FIRST);

    await consoleDay(page, FIRST).click();
    await consoleDay(page, LAST).click();
    await page.getByText(`Chosen: ${datesLabel(FIRST, LAST)}.`).waitFor();
    const reason = page.getByRole('textbox', { name: /Reason/ });
    const block = page.getByRole('button', { name: 'Block these days' });
    await expect.poll(() => inReach(reason)).toBe(true);
    await expect.poll(() => inReach(block)).toBe(true);
    await reason.fill('Owner stay');
    await expectAccessible(page, "a villa's month at 390 px, a range chosen");
    await block.click();
    await page.getByText(`Blocked ${datesLabel(FIRST, LAST)} (Owner stay).`).waitFor();
    await expect
      .poll(() => consoleDay(page, addDays(FIRST, 1)).getAttribute('aria-label'))
      .toMatch(/blocked: Owner stay$/);
    // In force, so not struck through as a cancelled thing is: hatched.
    const look = await consoleDay(page, addDays(FIRST, 1)).evaluate((button) => ({
      line: getComputedStyle(button).textDecorationLine,
      hatch: getComputedStyle(button.closest('[role="gridcell"]') as Element).backgroundImage,
    }));
    expect(look.line).toBe('none');
    expect(look.hatch).toMatch(/^repeating-linear-gradient/);
    manager.expectClean();

    // The guest's side: the villa page's calendar, these days struck through and not to be chosen.
    const guest = await openPage(browser, site, VIEWPORTS.desktop);
    await visit(guest.page, '/villa/villa-river-breeze');
    await guest.page.getByRole('button', { name: /^Check-in/ }).click();
    await guest.page.getByRole('dialog', { name: 'Choose your dates' }).waitFor();
    for (const day of [FIRST, addDays(FIRST, 1), LAST]) {
      const button = await showDay(guest.page, day);
      expect(await button.getAttribute('aria-label')).toMatch(/unavailable$/);
      expect(await button.isDisabled()).toBe(true);
      expect(await button.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe(
        'line-through',
      );
    }
    // The day after the block is free.
    const after = await showDay(guest.page, addDays(LAST, 1));
    expect(await after.getAttribute('aria-label')).not.toMatch(/unavailable/);
    guest.expectClean(TILE_ERRORS);
    await guest.context.close();
    await manager.context.close();
  });

  it('shows housekeeping the month with its blocks and nothing to change', async () => {
    // A block of its own, as a manager's Block days form makes it.
    const manager = await signedInStaff(browser, site, {
      email: 'manager.blocks@villas.test',
      name: 'Ravi Fernando',
      role: 'manager',
      password: 'teal pepper kayak',
    });
    const villa = (await site.app.inject({ url: '/api/villas/villa-river-breeze' })).json<Villa>();
    const blocked = await manager.context.request.post(`/api/console/villas/${villa.id}/blocks`, {
      headers: { origin: site.baseUrl },
      data: HOUSEKEEPING_BLOCK,
    });
    expect(blocked.status(), await blocked.text()).toBe(201);
    await manager.context.close();

    const housekeeping = await joined('housekeeping', 'Kumari Silva', 'coconut palm shade');
    const { page } = housekeeping;
    await openMonth(page, HOUSEKEEPING_BLOCK.startDate);
    await page.getByText(HOUSEKEEPING_BLOCK.reason).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Block days' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Change|Remove|Block/ }).count()).toBe(0);
    await expectAccessible(page, "a villa's month for housekeeping at 390 px");
    housekeeping.expectClean();
    await housekeeping.context.close();
  });
});
