/**
 * Over 400 lines: one walk through every screen shot, in the order of docs/screenshots/, each
 * shot a few lines; the rooms' own setups live in scripts/*-shots.ts.
 *
 * `npm run screenshots`: builds the site, serves it on a fresh demo database and writes PNGs of the
 * home page, the villa list, a villa with the calendar open and the booking modal, and the team's
 * console (Today, requests, a request, moderation, messages, villas, a villa with its calendar,
 * prices, photos and calendar sync (with an Airbnb calendar read and a Booking.com one failing),
 * staff, the audit log, Your account, Payments and its settings, a booking's money with the
 * payment form open, the Turnovers room: housekeeping's day, a turnover, a problem, a checklist;
 * the Reports room, the owner's and a manager's, and the imported stays' amounts),
 * at a phone's and a desktop's width, into docs/screenshots/ (committed, so a reviewer sees the
 * site without running it). The rooms added since (messages, turnovers, reports, reviews) each
 * bring their own module of data and shots; what stays here is the run itself (one build, one
 * server, one feed server, one browser) and the shots of the rooms that came with the console,
 * which share the requests consoleData makes and the stays freeStay finds with the site's own.
 * That is why it stays one file over 400 lines: those shots read one shared set of requests and
 * stays in the order they are taken, and split apart they would pass that state between modules.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { stayCrossesBlocked } from '#domain/calendar.ts';
import { addDays, todayIn, resortToday } from '#domain/dates.ts';
import type { Availability, Villa } from '#domain/schemas/villa.ts';
import { addFeed } from '#server/calendar-sync/console-service.ts';
import { calendarSyncDeps, syncFeed } from '#server/calendar-sync/service.ts';
import { addStaff } from '#server/staff/service.ts';
import {
  airbnbFeed,
  airbnbUid,
  bookingComFeed,
  HTML_PAGE,
  startFeedServer,
  type FeedServer,
} from '../tests/helpers/platform-feeds.ts';
import { buildSiteForRun } from '../tests/helpers/build-site.ts';
import { startDemoSite, type Site } from '../tests/helpers/demo-site.ts';
import { launchBrowser } from '../tests/e2e/site.ts';
import { guestMessageShots } from './guest-message-shots.ts';
import { turnoverShots } from './turnover-shots.ts';
import { reportsShots } from './reports-shots.ts';
import { reviewShots } from './review-shots.ts';

// SCREENSHOTS_DIR: elsewhere, to look at a run before its pictures replace the committed ones.
const OUT_DIR = path.resolve(process.env.SCREENSHOTS_DIR ?? 'docs/screenshots');
const WIDTHS = [390, 1280];
const VILLA = 'villa-river-breeze';

/** The calendar announces each day by its full date, e.g. 'Friday, August 14, 2026'. */
const dayLabel = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** A free stay some weeks ahead (six by default), one night longer than the minimum. */
async function freeStay(
  baseUrl: string,
  daysAhead = 42,
): Promise<{ checkIn: string; checkOut: string }> {
  const villa = (await (await fetch(`${baseUrl}/api/villas/${VILLA}`)).json()) as Villa;
  const { blockedDates } = (await (
    await fetch(`${baseUrl}/api/villas/${villa.id}/availability`)
  ).json()) as Availability;
  const nights = villa.minimumNights + 1;
  let checkIn = addDays(todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone), daysAhead);
  while (stayCrossesBlocked(checkIn, addDays(checkIn, nights), blockedDates)) {
    checkIn = addDays(checkIn, 1);
  }
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

async function pickDay(page: Page, iso: string) {
  const day = page.getByRole('button', { name: new RegExp(`^${dayLabel(iso)}`) }).first();
  for (let i = 0; i < 6 && (await day.count()) === 0; i++) {
    await page.getByRole('button', { name: /next month/i }).click();
  }
  await day.click();
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Lazy images load as they near the viewport: walk down the page once so a full-page shot has them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

/** What the console's rooms show: two requests, a guest's message and a review waiting. */
async function consoleData(site: Site) {
  const [stay, later] = [await freeStay(site.baseUrl, 70), await freeStay(site.baseUrl, 110)];
  const post = (url: string, payload: object) =>
    site.app.inject({ method: 'POST', url, payload }).then((answer) => {
      if (answer.statusCode !== 201) throw new Error(`${url}: ${answer.body}`);
      return answer.json<{ id: string }>();
    });
  const villa = (await site.app.inject({ url: `/api/villas/${VILLA}` })).json<Villa>();
  const request = await post('/api/bookings', {
    villaId: villa.id,
    guestName: 'Amelia Hart',
    guestEmail: 'amelia@example.com',
    guestPhone: '+44 20 7946 0958',
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    adults: 2,
    children: 1,
    airportPickup: true,
    vehicleType: 'CAR',
    specialRequests: 'We land at 6 in the morning; an early check-in would be wonderful.',
  });
  await post('/api/bookings', {
    villaId: villa.id,
    guestName: 'Lukas Schneider',
    guestEmail: 'lukas@example.com',
    checkInDate: later.checkIn,
    checkOutDate: later.checkOut,
    adults: 4,
  });
  await post('/api/contact', {
    name: 'Jonas Weber',
    email: 'jonas@example.com',
    subject: 'A surfing lesson for two',
    message: 'Can you arrange a beginners lesson at Weligama bay on our second morning?',
  });
  await post('/api/reviews', {
    villaId: villa.id,
    name: 'Lena Becker',
    rating: 5,
    comment: 'The sunrise over the river from the deck was unforgettable.',
  });
  return request.id;
}

/** The owner's console, signed in through an invitation link as a new owner would be. */
async function consoleShots(
  browser: Browser,
  site: Site,
  width: number,
  requestId: string,
  importedMonth: string,
) {
  const { link } = await addStaff(
    site.database.db,
    { id: null, name: 'screenshots', ip: null },
    { email: `nadia.${width}@villas.test`, name: 'Nadia Perera', role: 'owner' },
    site.app.config.publicUrl,
  );
  const context = await browser.newContext({
    viewport: { width, height: width < 700 ? 844 : 800 },
    deviceScaleFactor: 1,
    baseURL: site.baseUrl,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const invite = new URL(link.url);
  await page.goto(`${invite.pathname}${invite.search}`);
  await page.getByLabel('Your name').fill('Nadia Perera');
  await page.getByLabel('Password').fill('lagoon heron mango');
  await page.getByRole('button', { name: 'Join the console' }).click();
  await page.getByRole('heading', { name: /Nadia Perera/ }).waitFor();
  const villaId = (await site.app.inject({ url: `/api/villas/${VILLA}` })).json<Villa>().id;
  // The Payments room's lines come from stays this owner confirms, once for both widths.
  if (width === WIDTHS[0]) await paymentsData(page, site);
  const rooms = [
    ['console-today', '/console/'],
    ['console-requests', '/console/requests'],
    ['console-request', `/console/bookings/${requestId}`],
    ['console-moderation', '/console/moderation'],
    ['console-messages', '/console/messages'],
    ['console-villas', '/console/villas'],
    ['console-villa', `/console/villas/${villaId}`],
    ['console-villa-calendar', `/console/villas/${villaId}/calendar`],
    // The month of the dates Airbnb's calendar closed: imported blocks, named by their platform.
    [
      'console-villa-calendar-imported',
      `/console/villas/${villaId}/calendar?month=${importedMonth}`,
    ],
    ['console-villa-prices', `/console/villas/${villaId}/prices`],
    ['console-villa-photos', `/console/villas/${villaId}/photos`],
    ['console-villa-sync', `/console/villas/${villaId}/sync`],
    ['console-staff', '/console/staff'],
    ['console-audit', '/console/audit'],
    ['console-account', '/console/sessions'],
    ['console-payments', '/console/payments?list=due'],
    ['console-payment-settings', '/console/payments/settings'],
  ] as const;
  for (const [name, address] of rooms) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(OUT_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await editConflictShot(page, villaId, width);
  await page.goto(`/console/bookings/${requestId}`);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(OUT_DIR, `console-confirm-${width}.png`) });
  await bookingMoneyShots(page, site, width);
  await guestMessageShots(page, site, width, OUT_DIR);
  await context.close();
}

/** The stay whose money the booking page shows (issue 26 §2): made once, for both widths. */
let moneyBookingId: string | null = null;

/**
 * A booking's money section with its deposit recorded, and the payment form open over it (a
 * sheet on a phone, a dialog on a laptop).
 */
async function bookingMoneyShots(page: Page, site: Site, width: number) {
  const call = async (url: string, data: object | null, status: number) => {
    const answer = data
      ? await page.request.post(url, { data, headers: { origin: site.baseUrl } })
      : await page.request.get(url);
    if (answer.status() !== status) throw new Error(`${url}: ${await answer.text()}`);
    return (await answer.json()) as { id: string; installments: { amountCents: number }[] };
  };
  if (!moneyBookingId) {
    const villa = (await site.app.inject({ url: `/api/villas/${VILLA}` })).json<Villa>();
    const stay = await freeStay(site.baseUrl, 300);
    const { id } = await call(
      '/api/bookings',
      {
        villaId: villa.id,
        guestName: 'Priya Raman',
        guestEmail: 'priya@example.com',
        checkInDate: stay.checkIn,
        checkOutDate: stay.checkOut,
        adults: 2,
      },
      201,
    );
    await call(`/api/console/bookings/${id}/confirm`, {}, 200);
    const account = await call(`/api/console/bookings/${id}/account`, null, 200);
    await call(
      `/api/console/bookings/${id}/payments`,
      {
        amountCents: account.installments[0]?.amountCents ?? 50_000,
        receivedOn: resortToday(),
        method: 'bank_transfer',
        reference: 'HNB 90417',
        idempotencyKey: crypto.randomUUID(),
      },
      201,
    );
    moneyBookingId = id;
  }
  await page.goto(`/console/bookings/${moneyBookingId}`);
  const money = page.getByRole('region', { name: 'Payments' });
  await money.getByRole('button', { name: 'Record a payment' }).waitFor();
  await page.waitForLoadState('networkidle');
  await money.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(OUT_DIR, `console-booking-money-${width}.png`) });
  await money.getByRole('button', { name: 'Record a payment' }).click();
  await page.getByRole('dialog', { name: 'Record a payment' }).waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(OUT_DIR, `console-record-payment-${width}.png`) });
}

/**
 * The Payments room's data (issue 26 §5): three guests' stays confirmed by the owner, so each
 * deposit falls due this week; one deposit paid in part by bank transfer (received this month).
 */
async function paymentsData(page: Page, site: Site) {
  const villa = (await site.app.inject({ url: `/api/villas/${VILLA}` })).json<Villa>();
  const guests = ['Sofia Rossi', 'Daniel Okafor', 'Mei Tanaka'];
  const call = async (url: string, data: object, status: number) => {
    const answer = await page.request.post(url, { data, headers: { origin: site.baseUrl } });
    if (answer.status() !== status) throw new Error(`${url}: ${await answer.text()}`);
    return (await answer.json()) as { id: string };
  };
  for (const [i, guestName] of guests.entries()) {
    const stay = await freeStay(site.baseUrl, 180 + i * 20);
    const { id } = await call(
      '/api/bookings',
      {
        villaId: villa.id,
        guestName,
        guestEmail: `${guestName.split(' ')[0]?.toLowerCase()}@example.com`,
        checkInDate: stay.checkIn,
        checkOutDate: stay.checkOut,
        adults: 2,
      },
      201,
    );
    await call(`/api/console/bookings/${id}/confirm`, {}, 200);
    if (i === 0) {
      await call(
        `/api/console/bookings/${id}/payments`,
        {
          amountCents: 50_000,
          receivedOn: resortToday(),
          method: 'bank_transfer',
          reference: 'HNB 88213',
          idempotencyKey: crypto.randomUUID(),
        },
        201,
      );
    }
  }
}

/**
 * The question a villa's page asks when another tab saved the villa first (decision 055): the other
 * tab saves a new description, then this one, drawn before, saves a new size.
 */
async function editConflictShot(page: Page, villaId: string, width: number) {
  const address = `/console/villas/${villaId}`;
  const other = await page.context().newPage();
  await Promise.all([page.goto(address), other.goto(address)]);
  const texts = (tab: Page) => tab.getByRole('region', { name: 'Name and description' });
  await texts(other)
    .getByRole('textbox', { name: 'Description' })
    .fill(`A quiet bend of the river, and a new deck over it (${width}).`);
  await other.getByRole('button', { name: 'Save the villa' }).click();
  await other.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
  await other.close();
  await texts(page).getByRole('textbox', { name: 'Size' }).fill('460 m²');
  await page.getByRole('button', { name: 'Save the villa' }).click();
  const question = page.getByRole('group', { name: /^Someone else saved this villa/ });
  await question.waitFor();
  await question.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(OUT_DIR, `console-villa-conflict-${width}.png`) });
}

/**
 * Villa River Breeze connected to two calendars, served on this machine: Airbnb's, read, with a
 * guest's stay and the host's block; and a Booking.com address that answers a sign-in page, so
 * the room shows a failing calendar too.
 */
/** Resolves to the month ('YYYY-MM') of Airbnb's stay. */
async function connectedCalendars(site: Site, feeds: FeedServer): Promise<string> {
  const villa = (await site.app.inject({ url: `/api/villas/${VILLA}` })).json<Villa>();
  const { checkIn } = await freeStay(site.baseUrl, 150);
  feeds.serve(
    '/airbnb.ics',
    airbnbFeed([
      { uid: airbnbUid(), start: checkIn, end: addDays(checkIn, 4) },
      { uid: airbnbUid(), start: addDays(checkIn, 12), end: addDays(checkIn, 14), blocked: true },
    ]),
  );
  // An address is read before it is saved, so Booking.com's answers a calendar first, then the
  // sign-in page that makes its card fail.
  feeds.serve('/booking.ics', bookingComFeed([]));
  const deps = calendarSyncDeps(site.app);

  const actor = { id: 'screenshots', name: 'Screenshots', ip: null };
  await addFeed(deps, actor, villa.id, { label: 'Airbnb', url: feeds.url('/airbnb.ics') });
  const booking = await addFeed(deps, actor, villa.id, {
    label: 'Booking.com',
    url: feeds.url('/booking.ics'),
  });
  feeds.serve('/booking.ics', { headers: { 'content-type': 'text/html' }, body: HTML_PAGE });
  await syncFeed(deps, booking.id);
  return checkIn.slice(0, 7);
}

async function main() {
  const { webDir, remove } = buildSiteForRun('villas-shots-');
  // The calendars the villa imports are served on this machine, which the server must be let reach;
  // a turnover's problem photo is kept in a data folder of the run's own.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'villas-shots-data-'));
  const [site, feeds] = await Promise.all([
    startDemoSite(webDir, { env: { CALENDAR_FETCH_ALLOW_PRIVATE: 'true', DATA_DIR: dataDir } }),
    startFeedServer(),
  ]);
  const browser = await launchBrowser();
  mkdirSync(OUT_DIR, { recursive: true });
  try {
    const stay = await freeStay(site.baseUrl);
    const requestId = await consoleData(site);
    const importedMonth = await connectedCalendars(site, feeds);
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 700 ? 844 : 900 },
        deviceScaleFactor: 1,
        baseURL: site.baseUrl,
        reducedMotion: 'reduce',
      });
      // Offline, as the site must work: map tiles are the only other host and are left out.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      const page = await context.newPage();
      const shot = async (name: string, fullPage = false) => {
        // The blocks the browser paints only near the screen (render-near-screen, decision 075)
        // are left blank in a whole-page shot: painted here as a guest scrolling down sees them.
        if (fullPage) {
          await page.addStyleTag({
            content: '.render-near-screen { content-visibility: visible !important; }',
          });
        }
        await page.screenshot({ path: path.join(OUT_DIR, `${name}-${width}.png`), fullPage });
      };

      await page.goto('/');
      await settle(page);
      await shot('home', true);

      await page.goto('/villas');
      await settle(page);
      await shot('villa-list', true);

      await page.goto(`/villa/${VILLA}`);
      await settle(page);
      await page.locator('#book').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: /^Check-in/ }).click();
      await pickDay(page, stay.checkIn);
      await page.waitForTimeout(300);
      await shot('villa-detail-calendar');
      await pickDay(page, stay.checkOut);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Book Entire Villa' }).click();
      await page.getByRole('dialog').waitFor();
      await page.getByRole('textbox', { name: 'Full Name' }).fill('Amelia Hart');
      await page.getByRole('textbox', { name: 'Email Address' }).fill('amelia@example.com');
      await page.waitForTimeout(300);
      await shot('booking-modal');
      await context.close();
      await consoleShots(browser, site, width, requestId, importedMonth);
      await turnoverShots(browser, site, width, OUT_DIR);
      await reportsShots(browser, site, width, OUT_DIR);
      await reviewShots(browser, site, width, OUT_DIR);
      console.log(`Wrote the ${width} px screenshots to ${path.relative('.', OUT_DIR)}/`);
    }
  } finally {
    await browser.close();
    await Promise.all([site.close(), feeds.close()]);
    remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
