/**
 * Issue 13 §2, "Manage my booking", in Chromium at a phone's and a laptop's size: the e-mail link
 * opens the page and leaves the address bar, the page shows the request in words, the guest
 * changes dates and guests (the price follows), cancels after the dialog shows the day's refund,
 * reloads, and a guest without the link asks for a fresh one.
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '#domain/dates.ts';
import { formatCents } from '#domain/money.ts';
import type { Booking, BookingCreated } from '#domain/schemas/booking.ts';
import { LOST_LINK_ANSWER } from '#domain/schemas/booking.ts';
import { bookings } from '#server/db/schema.ts';
import { formatStayDate, visitorToday } from '#web/lib/calendar-dates.ts';
import { expectAccessible, openPage, siteAndBrowser, waitForApp } from './site.ts';
import { pickDay } from './stay-calendar.ts';

/** Where the screenshots go, to be looked at (not kept in the repository). */
const SHOTS = path.join(os.tmpdir(), 'manage-booking-screens');

const SIZES = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
} as const;

/**
 * Free nights of Villa River Breeze (after the seed's staff blocks of days 10-13 and 47-49, before
 * the next at 96): each size takes its own stretch.
 */
const today = visitorToday();
const STAYS = {
  phone: { checkIn: addDays(today, 60), checkOut: addDays(today, 64) },
  laptop: { checkIn: addDays(today, 75), checkOut: addDays(today, 79) },
} as const;

describe('a guest manages their booking', () => {
  const e2e = siteAndBrowser();
  beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true });
  });

  async function book(stay: { checkIn: IsoDate; checkOut: IsoDate }, email: string) {
    const villa = (await (
      await fetch(`${e2e.site.baseUrl}/api/villas/villa-river-breeze`)
    ).json()) as {
      id: string;
    };
    const res = await fetch(`${e2e.site.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        villaId: villa.id,
        guestName: 'Amara Perera',
        guestEmail: email,
        checkInDate: stay.checkIn,
        checkOutDate: stay.checkOut,
        adults: 2,
        children: 0,
        infants: 1,
        airportPickup: true,
        airportDropoff: false,
        vehicleType: 'CAR',
        specialRequests: 'A cot for our baby, please.',
      }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as BookingCreated;
  }

  /** The e-mail's link, as the POST answer's token makes it. */
  const mailLink = (b: BookingCreated) =>
    `/booking/${b.id}?token=${encodeURIComponent(b.accessToken)}`;

  it.each(Object.keys(SIZES) as (keyof typeof SIZES)[])(
    'sees, changes and cancels a request on a %s',
    async (size) => {
      const stay = STAYS[size];
      const booked = await book(stay, `${size}@example.com`);
      const watched = await openPage(e2e.browser, e2e.site, SIZES[size]);
      const { page } = watched;

      // The e-mail's link: the token goes into a cookie and out of the address bar.
      await page.goto(mailLink(booked));
      await waitForApp(page);
      expect(new URL(page.url()).pathname).toBe(`/booking/${booked.id}`);
      expect(page.url()).not.toContain('token');

      const main = page.locator('main');
      await expect
        .poll(() => main.getByRole('heading', { level: 1 }).textContent())
        .toBe('Villa River Breeze');
      const text = (await main.textContent()) ?? '';
      expect(text).toContain('Waiting for confirmation');
      expect(text).toMatch(
        /held for you until \w+day, \w+ \d+, \d{4}, \d+:\d\d [AP]M Sri Lanka time/,
      );
      expect(text).toContain(formatStayDate(stay.checkIn));
      expect(text).toContain('2 adults · 1 infant');
      expect(text).toContain('Airport pickup by car');
      expect(text).toContain('A cot for our baby, please.');
      expect(text).toContain(formatCents(booked.totalPrice));
      expect(text).toContain(booked.reference);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await expectAccessible(page, `the pending booking on a ${size}`);
      await page.screenshot({ path: path.join(SHOTS, `pending-${size}.png`), fullPage: true });

      // Change the dates (a day later, over its own nights) and add a guest: the price follows.
      await page.getByRole('button', { name: 'Change dates, guests or transfers' }).click();
      const editor = page.getByRole('region', { name: 'Change your request' });
      await editor.waitFor();
      const newStay = { checkIn: addDays(stay.checkIn, 1), checkOut: addDays(stay.checkOut, 2) };
      await editor.getByRole('button', { name: /^Check-in/ }).click();
      await page.getByRole('dialog', { name: 'Choose your dates' }).waitFor();
      await pickDay(page, newStay.checkIn);
      await pickDay(page, newStay.checkOut);
      await page.getByRole('dialog', { name: 'Choose your dates' }).waitFor({ state: 'detached' });
      await editor.getByRole('button', { name: 'Add adult' }).click();
      await expect
        .poll(() => editor.textContent())
        .toContain(`Was ${formatCents(booked.totalPrice)}`);
      await expectAccessible(page, `the change form on a ${size}`);
      await editor.screenshot({ path: path.join(SHOTS, `change-${size}.png`) });
      await editor.getByRole('button', { name: 'Save changes' }).click();
      await main.getByText('Your request was updated').waitFor();
      const changedText = (await main.textContent()) ?? '';
      expect(changedText).toContain(formatStayDate(newStay.checkIn));
      expect(changedText).toContain('3 adults · 1 infant');
      const changed = (await (
        await page.request.get(`/api/bookings/${booked.id}`)
      ).json()) as Booking;
      expect(changed.checkInDate).toBe(newStay.checkIn);
      expect(changed.totalPrice).not.toBe(booked.totalPrice);
      expect(changedText).toContain(formatCents(changed.totalPrice));

      // A reload, and a second tab, still open the booking (the cookie).
      await page.reload();
      await waitForApp(page);
      await main.getByText('Waiting for confirmation').waitFor();
      const second = await page.context().newPage();
      await second.goto(`/booking/${booked.id}`);
      await second.getByText('Waiting for confirmation').waitFor();
      await second.close();

      // Cancel: by keyboard, the dialog shows the day's refund, on what was paid: a request not
      // confirmed has had nothing paid, so nothing is refunded (issue 26 §4).
      const cancelButton = page.getByRole('button', { name: 'Cancel booking' });
      await cancelButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await dialog.waitFor();
      await expect
        .poll(() => dialog.getByTestId('refund-amount').textContent())
        .toBe(formatCents(0));
      expect(await dialog.textContent()).toContain('Nothing was paid on this booking');
      await expectAccessible(page, `the cancel dialog on a ${size}`);
      await page.screenshot({ path: path.join(SHOTS, `cancel-dialog-${size}.png`) });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // The dialog gives the focus back once it has gone, a turn later: wait for it.
      await expect
        .poll(() => cancelButton.evaluate((el) => el === document.activeElement))
        .toBe(true);
      await page.keyboard.press('Enter');
      await dialog.getByRole('textbox', { name: /Reason/ }).fill('Our flights changed');
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await dialog.waitFor({ state: 'detached' });
      await main.getByRole('heading', { name: 'Cancelled' }).waitFor();
      expect(await main.textContent()).toContain(
        'Nothing was paid on this booking, so there is nothing to refund.',
      );
      expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
      await expectAccessible(page, `the cancelled booking on a ${size}`);
      await page.screenshot({ path: path.join(SHOTS, `cancelled-${size}.png`), fullPage: true });
      watched.expectClean();
      await page.context().close();
    },
  );

  it.each(Object.keys(SIZES) as (keyof typeof SIZES)[])(
    'a confirmed stay on a %s: no change, cancel until arrival',
    async (size) => {
      const stay = {
        checkIn: addDays(STAYS[size].checkIn, 8),
        checkOut: addDays(STAYS[size].checkIn, 11),
      };
      const booked = await book(stay, `confirmed.${size}@example.com`);
      await e2e.site.database.db
        .update(bookings)
        .set({ status: 'CONFIRMED', holdExpiresAt: null })
        .where(eq(bookings.id, booked.id));
      const watched = await openPage(e2e.browser, e2e.site, SIZES[size]);
      const { page } = watched;
      await page.goto(mailLink(booked));
      await waitForApp(page);
      const main = page.locator('main');
      await main.getByRole('heading', { name: 'Confirmed' }).waitFor();
      expect(await page.getByRole('button', { name: /Change dates/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(1);
      await expectAccessible(page, `the confirmed booking on a ${size}`);
      await page.screenshot({ path: path.join(SHOTS, `confirmed-${size}.png`), fullPage: true });
      watched.expectClean();
      await page.context().close();
    },
  );

  it('answers a wrong link with the not-found page, where a fresh link can be asked for', async () => {
    const booked = await book(
      { checkIn: addDays(today, 88), checkOut: addDays(today, 91) },
      'lost@example.com',
    );
    const watched = await openPage(e2e.browser, e2e.site, SIZES.phone);
    const { page } = watched;
    const wrong = await page.goto(`/booking/${booked.id}?token=not-the-token`);
    expect(wrong?.status()).toBe(404);
    await waitForApp(page);
    // The page's own effect takes the token out, once its part has mounted (after the app's start
    // on a busy machine).
    await expect.poll(() => page.url()).not.toContain('token');
    await page.getByRole('heading', { name: 'Booking not found' }).waitFor();
    await expectAccessible(page, 'the booking not found');
    await page.getByRole('textbox', { name: /Booking reference/ }).fill(booked.reference);
    await page.getByRole('textbox', { name: /E-mail address/ }).fill('lost@example.com');
    await page.getByRole('button', { name: 'E-mail me a fresh link' }).click();
    await page.getByText(LOST_LINK_ANSWER).waitFor();
    watched.expectClean([/404/]);
    await page.context().close();
  });

  it('asks for a fresh link without JavaScript, with the same answer whatever is typed', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.site.baseUrl,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    for (const email of ['nobody@example.com', 'lost@example.com']) {
      await page.goto('/booking');
      await page.getByRole('textbox', { name: /Booking reference/ }).fill('VB-AAAAAA');
      await page.getByRole('textbox', { name: /E-mail address/ }).fill(email);
      await page.getByRole('button', { name: 'E-mail me a fresh link' }).click();
      await page.getByText(LOST_LINK_ANSWER).waitFor();
    }
    await context.close();
  });
});
