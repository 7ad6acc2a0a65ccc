import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '#domain/dates.ts';
import { visitorToday } from '#web/lib/calendar-dates.ts';
import {
  expectAccessible,
  openPage,
  siteAndBrowser,
  VIEWPORTS,
  visit,
  waitForApp,
  TILE_ERRORS,
} from './site.ts';
import { chooseDates, showDay } from './stay-calendar.ts';

/**
 * Free nights 60-90 days ahead: after the seed's staff blocks of Villa River Breeze (days 10-13
 * and 47-49), before its next one (96-102). Each test takes its own stretch.
 */
const today = visitorToday();
const JOURNEY = { checkIn: addDays(today, 60), checkOut: addDays(today, 64) };
const CONFLICT = { checkIn: addDays(today, 70), checkOut: addDays(today, 73) };
const PHONE = { checkIn: addDays(today, 80), checkOut: addDays(today, 83) };

async function openVilla(page: Page) {
  await visit(page, '/villa/villa-river-breeze');
  await page.getByRole('button', { name: 'Book Entire Villa' }).waitFor();
}

async function fillContact(page: Page, name: string, email: string) {
  await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('+44 20 7946 0000');
  await page.getByRole('textbox', { name: 'Special Requests (Optional)' }).fill('Late arrival');
}

describe('a guest requests a stay', () => {
  const e2e = siteAndBrowser();

  /** Books `stay` straight through the API, as another guest would. */
  async function bookDirectly(stay: { checkIn: IsoDate; checkOut: IsoDate }) {
    const villa = (await (
      await fetch(`${e2e.site.baseUrl}/api/villas/villa-river-breeze`)
    ).json()) as {
      id: string;
    };
    return fetch(`${e2e.site.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        villaId: villa.id,
        guestName: 'Early Bird',
        guestEmail: 'early.bird@example.com',
        checkInDate: stay.checkIn,
        checkOutDate: stay.checkOut,
        adults: 2,
      }),
    });
  }

  it('from the home page to a confirmed request, whose dates the calendar then refuses', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.desktop);
    const { page } = watched;
    await visit(page, '/');
    await page
      .getByRole('link', { name: /Villa River Breeze/ })
      .first()
      .click();
    await page.waitForURL('**/villa/villa-river-breeze');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Book Entire Villa' }).waitFor();
    expect(await page.getByRole('button', { name: 'Book Entire Villa' }).isDisabled()).toBe(true);

    await chooseDates(page, JOURNEY);
    await page.getByRole('button', { name: 'Add child' }).click();
    const panel = page.locator('#book');
    await expect.poll(() => panel.textContent()).toContain('4 nights x $450');
    expect(await panel.textContent()).toContain('$1,980');

    await page.getByRole('button', { name: 'Book Entire Villa' }).click();
    const modal = page.getByRole('dialog', { name: 'Complete Your Booking' });
    await modal.waitFor();
    // The dialog's frame comes first, its body a moment later (seen at TEST_TODAY=2028-02-29).
    await expect.poll(() => modal.textContent()).toContain('2 adults · 1 child');
    await fillContact(page, 'Amelia Hart', 'amelia.hart@example.com');
    await page.getByRole('checkbox', { name: 'Airport Pickup' }).check();
    expect(await page.getByRole('radio', { name: 'Car (1-4 guests)' }).isChecked()).toBe(true);
    // 4 x $450 = $1,800, car one way $50, fee $185 (spec §9).
    await expect.poll(() => modal.textContent()).toContain('$2,035');
    await expectAccessible(page, 'the booking modal at 1280 px');

    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText('Booking Request Submitted!').waitFor();
    await modal.waitFor({ state: 'detached' });
    const confirmation = page.getByRole('heading', { name: 'Request received' });
    await confirmation.waitFor();
    await expect.poll(() => panel.textContent()).toMatch(/VB-[2-9A-Z]{6}/);
    expect(await panel.textContent()).toContain('$2,035');
    expect(await panel.textContent()).toContain('within 24 hours');

    await page.getByRole('button', { name: 'Plan another stay' }).click();
    await page.getByRole('button', { name: /^Check-in/ }).click();
    const checkIn = await showDay(page, JOURNEY.checkIn);
    // The booked nights are taken now; the check-out day stays free (DESIGN.md decision 8).
    await expect.poll(() => checkIn.isDisabled()).toBe(true);
    // Each day is brought on screen first: the stay may run into a month the calendar does not
    // show yet (on 2026-11-29 it checks out on 2027-02-01).
    for (const night of [1, 2, 3]) {
      expect(await (await showDay(page, addDays(JOURNEY.checkIn, night))).isDisabled()).toBe(true);
    }
    expect(await (await showDay(page, JOURNEY.checkOut)).isEnabled()).toBe(true);
    watched.expectClean(TILE_ERRORS);
  });

  it('keeps the form when the dates were taken meanwhile, with the server’s words', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.desktop);
    const { page } = watched;
    await openVilla(page);
    await chooseDates(page, CONFLICT);
    expect((await bookDirectly(CONFLICT)).status).toBe(201);

    await page.getByRole('button', { name: 'Book Entire Villa' }).click();
    await fillContact(page, 'Lena Vogel', 'lena.vogel@example.com');
    await page.getByRole('checkbox', { name: 'Airport Drop-off' }).check();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();

    await page.getByText('Booking Failed').waitFor();
    const refusal = (await (await bookDirectly(CONFLICT)).json()) as { message: string };
    expect(refusal.message).toMatch(/not available/);
    await page.getByText(refusal.message).waitFor();
    expect(await page.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('Lena Vogel');
    expect(await page.getByRole('textbox', { name: 'Email Address' }).inputValue()).toBe(
      'lena.vogel@example.com',
    );
    expect(await page.getByRole('textbox', { name: 'Phone Number' }).inputValue()).toBe(
      '+44 20 7946 0000',
    );
    expect(await page.getByRole('checkbox', { name: 'Airport Drop-off' }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Confirm Booking' }).isEnabled()).toBe(true);

    // The refusal refreshed the calendar: behind the modal the panel now knows.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Some of these dates have just been taken').waitFor();
    expect(await page.getByRole('button', { name: 'Book Entire Villa' }).isDisabled()).toBe(true);
    // The browser reports the refused request itself.
    watched.expectClean([...TILE_ERRORS, /409 \(Conflict\)/]);
  });

  it('books on a phone: the bottom bar leads to the panel, the modal fills the screen', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    await openVilla(page);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect
      .poll(() => page.locator('#book').evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(300);

    await chooseDates(page, PHONE);
    await page.getByRole('button', { name: 'Book Entire Villa' }).click();
    const modal = page.getByRole('dialog', { name: 'Complete Your Booking' });
    await modal.waitFor();
    const box = await modal.boundingBox();
    expect(box?.width).toBe(VIEWPORTS.phone.width);
    await page.getByRole('checkbox', { name: 'Airport Pickup' }).check();
    await expectAccessible(page, 'the booking modal at 390 px');

    // Nothing of the page is hidden behind the bar: the footer's last line scrolls clear of it.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Book Now' }).waitFor();
    const lastLine = page.getByRole('contentinfo').getByText(/All rights reserved/);
    await expect
      .poll(() =>
        lastLine.evaluate((line) => {
          const box = line.getBoundingClientRect();
          const seen = document.elementFromPoint(box.left + 2, box.bottom - 2);
          return seen !== null && line.contains(seen);
        }),
      )
      .toBe(true);
    watched.expectClean(TILE_ERRORS);
  });
});
