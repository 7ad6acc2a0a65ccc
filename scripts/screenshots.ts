/**
 * `npm run screenshots`: builds the site, serves it on a fresh demo database and writes PNGs of the
 * home page, the villa list, a villa with the calendar open and the booking modal, at a phone's and
 * a desktop's width, into docs/screenshots/ (committed, so a reviewer sees the site without running
 * it).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { stayCrossesBlocked } from '../src/domain/calendar.ts';
import { addDays, todayIn } from '../src/domain/dates.ts';
import type { Availability, Villa } from '../src/domain/schemas/villa.ts';
import { startDemoSite } from '../tests/helpers/demo-site.ts';
import { launchBrowser } from '../tests/e2e/site.ts';

const OUT_DIR = path.resolve('docs/screenshots');
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

/** A free stay about six weeks ahead, one night longer than the minimum. */
async function freeStay(baseUrl: string): Promise<{ checkIn: string; checkOut: string }> {
  const villa = (await (await fetch(`${baseUrl}/api/villas/${VILLA}`)).json()) as Villa;
  const { blockedDates } = (await (
    await fetch(`${baseUrl}/api/villas/${villa.id}/availability`)
  ).json()) as Availability;
  const nights = villa.minimumNights + 1;
  let checkIn = addDays(todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone), 42);
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

async function main() {
  const webDir = mkdtempSync(path.join(tmpdir(), 'villas-shots-web-'));
  execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(webDir)}`, {
    stdio: 'inherit',
  });
  const site = await startDemoSite(webDir);
  const browser = await launchBrowser();
  mkdirSync(OUT_DIR, { recursive: true });
  try {
    const stay = await freeStay(site.baseUrl);
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
      const shot = (name: string, fullPage = false) =>
        page.screenshot({ path: path.join(OUT_DIR, `${name}-${width}.png`), fullPage });

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
      console.log(`Wrote the ${width} px screenshots to ${path.relative('.', OUT_DIR)}/`);
    }
  } finally {
    await browser.close();
    await site.close();
    rmSync(webDir, { recursive: true, force: true });
  }
}

await main();
