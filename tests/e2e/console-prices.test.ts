/**
 * Issue 15 §4 in Chromium: the owner adds a season to a villa from a phone, sees the sample
 * stay's quote take the season's rate before saving, saves, and the stored rules hold it. By
 * keyboard: the season is added with Enter and filled field after field. axe checks the page at a
 * phone's and a laptop's width. On the phone the sample stay's total stands in the save bar, in
 * view while a season far down the page is typed, and the whole sample opens from it in a sheet
 * (issue 23 §3.6); on a laptop it stands beside the prices.
 *
 * Once saved, the public side follows at once: the villa page says "from $123 / night" (the lowest
 * rate from today on), a quote of the week is priced at the season's rate, and so is a new stay the
 * guest chooses in the booking panel; a request made before the season keeps the price it was
 * made with, on its manage page.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import type { VillaPricing } from '#domain/schemas/pricing.ts';
import type { CheckAvailability, Villa } from '#domain/schemas/villa.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import { formatCents } from '#domain/money.ts';
import {
  expectAccessible,
  releaseBrowser,
  workerBrowser,
  openPage,
  startSite,
  visit,
  VIEWPORTS,
  type Site,
  waitForApp,
} from './site.ts';
import { joinedStaff, signedInStaff, type NewStaff } from './staff.ts';
import { chooseDates } from './stay-calendar.ts';

const OWNER: NewStaff = {
  name: 'Nadia Perera',
  email: 'nadia.prices@villas.test',
  role: 'owner',
  password: 'lagoon heron mango',
};

/** Wholly on screen and not under the tab bar: what is there at the point is the element itself. */
async function expectInView(target: Locator) {
  await expect
    .poll(() =>
      target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        return (
          box.top >= 0 &&
          box.bottom <= window.innerHeight &&
          element.contains(document.elementFromPoint(x, y))
        );
      }),
    )
    .toBe(true);
}

describe('the owner prices a season from the console', () => {
  let site: Site;
  let browser: Browser;
  let villa: Villa;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), workerBrowser()]);
    villa = (await site.app.inject({ url: '/api/villas/villa-river-breeze' })).json<Villa>();
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site.close();
  });

  it('shows the new rate in the sample quote before saving, and keeps it once saved', async () => {
    const owner = await joinedStaff(browser, site, OWNER);
    const { page } = owner;
    await page.goto(`/console/villas/${villa.id}/prices`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Prices and stay rules' }).count())
      .toBe(1);
    await expectAccessible(page, 'the prices page at 390 px');

    // A week two months ahead, Sunday to Sunday, priced at the villa's base rate to begin with.
    const today = resortToday();
    let checkIn = addDays(today, 60);
    while (new Date(`${checkIn}T00:00:00Z`).getUTCDay() !== 0) checkIn = addDays(checkIn, 1);
    const checkOut = addDays(checkIn, 7);
    // The sample stay is a tap away at the foot of the screen, above the tab bar.
    const sampleButton = page.getByRole('button', { name: /^Sample stay/ });
    await expectInView(sampleButton);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await sampleButton.click();
    const sheet = page.getByRole('dialog', { name: 'Sample stay' });
    const sample = sheet.getByRole('form', { name: 'Sample stay' });
    await sample.getByLabel('Check-in').fill(checkIn);
    await sample.getByLabel('Check-out').fill(checkOut);
    const quote = sheet.getByRole('list', { name: 'Sample quote' });
    await expect.poll(() => quote.innerText()).toMatch(/\d+ nights x \$/);
    expect(await quote.innerText()).not.toContain('Festival season');
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
    // Focus goes back to the button that opened the sheet (a moment after the sheet has gone: a
    // focus moved before then would be taken back, and the Enter below would open the sheet again).
    await expect.poll(() => sampleButton.evaluate((e) => e === document.activeElement)).toBe(true);

    // By keyboard: Enter on "Add a season" puts the focus in the new season's name.
    await page.getByRole('button', { name: 'Add a season' }).focus();
    await page.keyboard.press('Enter');
    const season = page.getByRole('group', { name: 'Season 1' });
    await expect
      .poll(() => season.getByLabel('Name').evaluate((e) => e === document.activeElement))
      .toBe(true);
    await page.keyboard.type('Festival season');
    await page.keyboard.press('Tab');
    await season.getByLabel('First night').fill(addDays(checkIn, -3));
    await season.getByLabel('Last night').fill(addDays(checkOut, 3));
    await season.getByLabel('Nightly rate (US$)').focus();
    await page.keyboard.type('123');
    await season.getByLabel('Minimum stay (nights)').focus();
    await page.keyboard.type('3');

    // Before saving, while the season is typed: its total at the foot of the screen, in view.
    await expect.poll(() => sampleButton.innerText()).toContain('$861');
    await expectInView(sampleButton);
    await sampleButton.click();
    await expect.poll(() => quote.innerText()).toContain('7 nights x $123, Festival season');
    await expect
      .poll(() => sheet.getByText('Total of the 7 nights').locator('..').innerText())
      .toContain('$861');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => sheet.count()).toBe(0);
    const stored = async () => {
      const res = await owner.context.request.get(`/api/console/villas/${villa.id}/pricing`);
      expect(res.status()).toBe(200);
      return ((await res.json()) as VillaPricing).rules;
    };
    expect((await stored()).seasons).toEqual([]);

    // A guest's request for the week, made before the season: at the villa's base rate.
    const booked = await fetch(`${site.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        villaId: villa.id,
        guestName: 'Early Bird',
        guestEmail: 'early.bird@example.com',
        checkInDate: checkIn,
        checkOutDate: checkOut,
        adults: 2,
      }),
    });
    expect(booked.status).toBe(201);
    const older = (await booked.json()) as BookingCreated;
    expect(older.quote.lines).toEqual([{ nights: 7, rate: villa.pricing.baseRate, label: '' }]);

    await page.getByRole('button', { name: 'Save prices' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Saved.' }).count()).toBe(1);
    expect((await stored()).seasons).toEqual([
      {
        name: 'Festival season',
        firstNight: addDays(checkIn, -3),
        lastNight: addDays(checkOut, 3),
        nightlyRate: 12_300,
        weekendRate: null,
        minimumNights: 3,
        checkInDays: null,
      },
    ]);

    // The public side: a quote of the week, and the villa page's "from" price.
    const quoted = await owner.context.request.get(
      `/api/villas/${villa.id}/check-availability?checkIn=${checkIn}&checkOut=${checkOut}&adults=2`,
    );
    expect(quoted.status()).toBe(200);
    expect(((await quoted.json()) as CheckAvailability).quote.lines).toEqual([
      { nights: 7, rate: 12_300, label: 'Festival season' },
    ]);
    const guest = await openPage(browser, site, VIEWPORTS.phone);
    await visit(guest.page, `/villa/${villa.slug}`);
    await expect
      .poll(() => guest.page.locator('main').innerText())
      .toMatch(/from\s*\$123\s*\/ night/);

    // A new stay in the season, chosen in the booking panel: the season's rate, in its own words.
    const newStay = { checkIn: checkOut, checkOut: addDays(checkOut, 3) };
    await chooseDates(guest.page, newStay);
    const panel = guest.page.locator('#book');
    await expect.poll(() => panel.innerText()).toContain('3 nights x $123, Festival season');
    // 3 x $123 = $369, and the 10% service fee: $405.90.
    expect(await panel.innerText()).toContain('$405.90');

    // The older request keeps the quote it was made with.
    await guest.page.goto(`/booking/${older.id}?token=${encodeURIComponent(older.accessToken)}`);
    await waitForApp(guest.page);
    const manage = guest.page.locator('main');
    await expect.poll(() => manage.innerText()).toContain(formatCents(older.totalPrice));
    const kept = await manage.innerText();
    expect(kept).toContain(`7 nights x ${formatCents(villa.pricing.baseRate)}`);
    expect(kept).not.toContain('Festival season');
    guest.expectClean([/tile\.openstreetmap\.org/]);
    owner.expectClean();
  });

  it('reads well at a laptop’s width too', async () => {
    // An owner of its own, and a season of its own on the other villa, which the first test's
    // villa, expected without seasons there, never sees.
    const wide = await signedInStaff(
      browser,
      site,
      { ...OWNER, email: 'nadia.laptop@villas.test' },
      VIEWPORTS.desktop,
    );
    const other = (await site.app.inject({ url: '/api/villas/villa-ahangama' })).json<Villa>();
    const pricingUrl = `/api/console/villas/${other.id}/pricing`;
    const { rules } = (await (await wide.context.request.get(pricingUrl)).json()) as VillaPricing;
    const firstNight = addDays(resortToday(), 60);
    const saved = await wide.context.request.put(pricingUrl, {
      headers: { origin: site.baseUrl },
      data: {
        ...rules,
        seasons: [
          {
            name: 'Festival season',
            firstNight,
            lastNight: addDays(firstNight, 13),
            nightlyRate: 12_300,
            weekendRate: null,
            minimumNights: 3,
            checkInDays: null,
          },
        ],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await wide.page.goto(`/console/villas/${other.id}/prices`);
    await expect.poll(() => wide.page.getByRole('group', { name: 'Season 1' }).count()).toBe(1);
    // Beside the prices, as it was: no button for it in the save bar.
    await expect
      .poll(() => wide.page.getByRole('form', { name: 'Sample stay' }).isVisible())
      .toBe(true);
    expect(await wide.page.getByRole('button', { name: /^Sample stay/ }).isVisible()).toBe(false);
    await expectAccessible(wide.page, 'the prices page at 1280 px');
    wide.expectClean();
  });
});
