/**
 * Issue 16 in Chromium, the journey it is done by: the owner, on a phone, connects Villa River
 * Breeze to an Airbnb-shaped and a Booking.com-shaped calendar from the console's Calendar sync
 * room; each is read at once and says how many stays and blocks it brought; the guest's calendar
 * on the villa page then shows those nights struck through and not to be chosen. Each platform's
 * card gives the address to paste back into that platform, which leaves out that platform's own
 * events. axe checks the room at a phone's width.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type IsoDate, resortToday } from '#domain/dates.ts';
import { readCalendar } from '#domain/ical.ts';
import type { Availability, Villa } from '#domain/schemas/villa.ts';
import {
  airbnbFeed,
  airbnbUid,
  bookingComFeed,
  bookingComUid,
  HTML_PAGE,
  startFeedServer,
  type FeedServer,
} from '../helpers/platform-feeds.ts';
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
import { joinedStaff } from './staff.ts';
import { showDay } from './stay-calendar.ts';

describe("connecting a villa's calendar to Airbnb and Booking.com", () => {
  let site: Site;
  let browser: Browser;
  let feeds: FeedServer;
  let villa: Villa;
  /** Free nights of the villa, well after everything the seed holds. */
  let firstFree: IsoDate;

  beforeAll(async () => {
    // The feeds are served on this machine, which the server refuses to fetch unless told.
    [site, browser, feeds] = await Promise.all([
      startSite({ env: { CALENDAR_FETCH_ALLOW_PRIVATE: 'true' } }),
      workerBrowser(),
      startFeedServer(),
    ]);
    villa = (await site.app.inject({ url: '/api/villas/villa-river-breeze' })).json<Villa>();
    const { blockedDates } = (
      await site.app.inject({ url: `/api/villas/${villa.id}/availability` })
    ).json<Availability>();
    firstFree = addDays(blockedDates.at(-1)?.endDate ?? resortToday(), 20);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await feeds.close();
    await site.close();
  });

  it('closes the nights the platforms have taken on the public calendar', async () => {
    // Airbnb: a guest's stay of three nights and the host's own block of two.
    const airbnbStay = { uid: airbnbUid(), start: firstFree, end: addDays(firstFree, 3) };
    const airbnbBlock = {
      uid: airbnbUid(),
      start: addDays(firstFree, 10),
      end: addDays(firstFree, 12),
      blocked: true,
    };
    // And a stay already over, which closes nothing and is not counted (issue 23 §3.4).
    const today = resortToday();
    const over = { uid: airbnbUid(), start: addDays(today, -9), end: addDays(today, -5) };
    feeds.serve('/airbnb.ics', airbnbFeed([over, airbnbStay, airbnbBlock]));
    // The listing's page, which a manager may copy instead of its calendar's address.
    feeds.serve('/rooms/41234567', {
      body: HTML_PAGE,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
    // Booking.com: one stay of two nights.
    const bookingStay = {
      uid: bookingComUid(),
      start: addDays(firstFree, 20),
      end: addDays(firstFree, 22),
    };
    feeds.serve('/booking.ics', bookingComFeed([bookingStay]));

    const owner = await joinedStaff(browser, site, {
      name: 'Nadia Perera',
      email: 'nadia.sync@villas.test',
      role: 'owner',
      password: 'lagoon heron mango',
    });
    const { page } = owner;
    await page.goto(`/console/villas/${villa.id}/sync`);
    await page.getByRole('heading', { name: 'Calendar sync', level: 1 }).waitFor();

    const connect = async (platform: string, path: string) => {
      const form = page.getByRole('region', { name: 'Connect a calendar' });
      await form.getByRole('button', { name: `Label: ${platform}` }).click();
      await form
        .getByRole('textbox', { name: 'Calendar address', exact: true })
        .fill(feeds.url(path));
      await form.getByRole('button', { name: 'Connect', exact: true }).click();
      await expect
        // Connecting reads the feed first: on a busy machine that outlasts the default 10 s.
        .poll(() => page.getByText(`Connected: `).innerText(), { timeout: 30_000 })
        .toMatch(new RegExp(`imported from ${platform.replace('.', '\\.')}`));
      // The form has emptied for the next calendar once its button is Connect again.
      await form.getByRole('button', { name: 'Connect', exact: true }).waitFor();
    };
    // The listing's page first: refused beside the address, and nothing saved.
    const form = page.getByRole('region', { name: 'Connect a calendar' });
    await form.getByRole('button', { name: 'Label: Airbnb' }).click();
    const address = form.getByRole('textbox', { name: 'Calendar address', exact: true });
    await address.fill(feeds.url('/rooms/41234567'));
    await form.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true');
    expect(
      await form.getByText(/^This address gives a web page, not a calendar/).count(),
    ).toBeGreaterThan(0);
    expect(await page.getByText('No calendars connected yet.', { exact: false }).isVisible()).toBe(
      true,
    );
    expect(await page.getByText('Give Airbnb this address').count()).toBe(0);

    await connect('Airbnb', '/airbnb.ics');
    expect(await page.getByText('Connected: ').innerText()).toContain(
      '2 stays and blocks imported from Airbnb',
    );
    await connect('Booking.com', '/booking.ics');
    expect(await page.getByText('Connected: ').innerText()).toContain(
      '1 stay or block imported from Booking.com',
    );

    // Each card gives the address to paste back into its platform.
    const airbnbAddress = await page.getByLabel('Address for Airbnb', { exact: true }).inputValue();
    expect(airbnbAddress).toMatch(new RegExp(`^${site.baseUrl}/ical/${villa.id}/[\\w-]+\\.ics$`));
    await expectAccessible(page, 'the calendar sync room at 390 px');
    // Nothing sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    // The room and the section the owner is in show on a phone: Villas is under More, the tab
    // bar's last tab.
    for (const current of [
      page.getByRole('navigation', { name: 'Console' }).getByRole('button', { name: 'More' }),
      page
        .getByRole('navigation', { name: `${villa.name}: sections` })
        .getByRole('link', { name: 'Calendar sync' }),
    ]) {
      const box = await current.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    }
    // The browser reports the refused listing page's 422 itself; nothing else may appear.
    owner.expectClean([/status of 422 \(Unprocessable Entity\) .*\/feeds\)$/]);

    // Airbnb's address leaves out Airbnb's own events and lists Booking.com's.
    const toAirbnb = readCalendar(
      (await site.app.inject({ url: new URL(airbnbAddress).pathname })).body,
    );
    const starts = toAirbnb.events.map((event) => event.start);
    expect(starts).toContain(bookingStay.start);
    expect(starts).not.toContain(airbnbStay.start);
    expect(starts).not.toContain(airbnbBlock.start);

    // The guest's side: those nights are struck through and cannot be chosen; the next are free.
    const guest = await openPage(browser, site, VIEWPORTS.desktop);
    await visit(guest.page, '/villa/villa-river-breeze');
    await guest.page.getByRole('button', { name: /^Check-in/ }).click();
    await guest.page.getByRole('dialog', { name: 'Choose your dates' }).waitFor();
    const taken = [
      airbnbStay.start,
      addDays(airbnbStay.end, -1),
      airbnbBlock.start,
      addDays(airbnbBlock.end, -1),
      bookingStay.start,
      addDays(bookingStay.end, -1),
    ];
    for (const day of taken) {
      const button = await showDay(guest.page, day);
      expect(await button.getAttribute('aria-label'), day).toMatch(/unavailable$/);
      expect(await button.isDisabled(), day).toBe(true);
    }
    // A check-out day of the platform's stay is a night nobody has taken.
    const free = await showDay(guest.page, airbnbStay.end);
    expect(await free.getAttribute('aria-label')).not.toMatch(/unavailable/);
    guest.expectClean(TILE_ERRORS);
    await guest.context.close();
    await owner.context.close();
  });
});
