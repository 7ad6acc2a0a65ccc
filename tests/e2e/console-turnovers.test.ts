/**
 * Issue 27 §3 in Chromium, on a phone: two guests leave today. Housekeeping opens Turnovers from
 * the tab bar, goes through one villa's checklist (the owner's) and marks it ready; at the other
 * it reports a problem with a note and a photo from the phone's camera, which shows as a
 * thumbnail. The owner's Today shows the problem. No page housekeeping sees shows an e-mail
 * address, a phone number or money; axe checks the day and a task at a phone's and a laptop's size.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import type { TurnoverChecklist } from '#domain/schemas/turnover.ts';
import { bookings } from '#server/db/schema.ts';
import { followBooking } from '#server/turnovers/follow-stays.ts';
import { villaWithFreeStays } from '../helpers/free-stays.ts';
import { phonePhoto } from '../helpers/photo-upload.ts';
import { expectAccessible, siteAndBrowser, VIEWPORTS, type Site } from './site.ts';
import { goToRoom, signedInStaff } from './staff.ts';

const CHECKLIST = ['Strip and make the beds', 'Fresh towels in both bathrooms', 'Skim the pool'];

describe('turnovers, on a housekeeper’s phone', () => {
  const started = siteAndBrowser({ dataDir: 'e2e-turnovers-' });
  let site: Site;
  let browser: Browser;
  let dataDir: string;
  beforeAll(() => {
    ({ site, browser, dataDir } = started);
  });

  /**
   * A confirmed stay of `slug` leaving today (booked and confirmed through the API, then moved to
   * the past as a stay that began some nights ago), and its turnover made as a confirm makes it.
   */
  async function leavingToday(
    owner: Page,
    slug: string,
    nights = 3,
    checkOut = resortToday(),
  ): Promise<{ villaId: string; villaName: string }> {
    const { villa, bookFreshStay } = await villaWithFreeStays(site.app, slug);
    const booked = await bookFreshStay();
    expect(booked.statusCode).toBe(201);
    const { id } = booked.json<{ id: string }>();
    const confirmed = await owner.request.post(`/api/console/bookings/${id}/confirm`, {
      data: {},
      headers: { origin: site.baseUrl },
    });
    expect(confirmed.status()).toBe(200);
    await site.database.db.transaction(async (tx) => {
      await tx
        .update(bookings)
        .set({ checkIn: addDays(checkOut, -nights), checkOut })
        .where(eq(bookings.id, id));
      await followBooking(tx, id, new Date());
    });
    return { villaId: villa.id, villaName: villa.name };
  }

  /** Nothing private on the page: no e-mail address, no phone number, no money. */
  async function expectNothingPrivate(page: Page, label: string) {
    const text = await page.locator('body').innerText();
    expect(text, label).not.toMatch(/@|\$|\+94|LKR|USD/);
  }

  it('marks one villa ready through its checklist and reports a problem with a photo at the other', async () => {
    const owner = await signedInStaff(
      browser,
      site,
      {
        name: 'Amara Perera',
        email: 'amara.turnovers@villas.test',
        role: 'owner',
        password: 'lagoon heron mango',
      },
      VIEWPORTS.desktop,
    );
    const river = await leavingToday(owner.page, 'villa-river-breeze');
    const ahangama = await leavingToday(owner.page, 'villa-ahangama');

    // The owner writes River Breeze's checklist, with the version read.
    const read = await owner.context.request.get(
      `/api/console/villas/${river.villaId}/turnover-checklist`,
    );
    const { version } = (await read.json()) as TurnoverChecklist;
    const saved = await owner.context.request.put(
      `/api/console/villas/${river.villaId}/turnover-checklist`,
      {
        data: { items: CHECKLIST },
        headers: { origin: site.baseUrl, 'if-match': `"${version}"` },
      },
    );
    expect(saved.status()).toBe(200);

    const housekeeper = await signedInStaff(browser, site, {
      name: 'Ruwan Jayasinghe',
      email: 'ruwan.turnovers@villas.test',
      role: 'housekeeping',
      password: 'coconut kingfisher sand',
    });
    const { page } = housekeeper;
    await page.goto('/console/');
    await goToRoom(page, 'Turnovers');
    const today = page.getByRole('list', { name: 'Today' });
    await today.getByRole('link', { name: river.villaName }).waitFor();
    await expect.poll(() => today.getByRole('listitem').count()).toBe(2);
    await expectAccessible(page, 'the housekeeping day at 390 px');
    await expectNothingPrivate(page, 'the housekeeping day');

    // River Breeze: every line ticked (each saved as it is ticked), started, then ready.
    await today.getByRole('link', { name: river.villaName }).click();
    await page.getByRole('heading', { level: 1, name: river.villaName }).waitFor();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Started.').waitFor();
    for (const line of CHECKLIST) await page.getByRole('checkbox', { name: line }).check();
    await page.getByText('3 of 3 done').waitFor();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await expectAccessible(page, 'a turnover at 390 px');
    await expectNothingPrivate(page, 'a turnover');
    await page.getByRole('button', { name: 'Ready', exact: true }).click();
    await page.getByText('Marked ready for the next guests.').waitFor();
    // The ticks were kept: read again from the server, they are still there.
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(3);

    // Ahangama: a problem, with its note and a photo taken with the phone's camera.
    await page.getByRole('link', { name: 'All turnovers' }).click();
    await today.getByRole('link', { name: ahangama.villaName }).click();
    await page.getByRole('button', { name: 'Report a problem' }).click();
    await page.getByRole('button', { name: 'Send the problem' }).click();
    await page
      .getByText('Say what the problem is in the note, so the team knows what to fix.')
      .waitFor();
    await page
      .getByRole('textbox', { name: /What is wrong/ })
      .fill('The AC in the main bedroom drips.');
    const photo = path.join(dataDir, 'ac.jpg');
    await writeFile(photo, await phonePhoto('jpeg'));
    await page.getByLabel('Add a photo').setInputFiles(photo);
    const thumbnail = page.getByRole('img', {
      name: `Photo 1 of the problem at ${ahangama.villaName}`,
    });
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Send the problem' }).click();
    await page.getByText('Problem reported: the owner and the manager see it on Today.').waitFor();
    await expectAccessible(page, 'a turnover with a problem at 390 px');
    housekeeper.expectClean();

    // The owner's Today names the problem, with a link to it.
    await owner.page.goto('/console/');
    const problems = owner.page.getByRole('list', { name: 'Problems reported' });
    await problems.getByRole('link', { name: ahangama.villaName }).waitFor();
    expect(await problems.innerText()).toContain('The AC in the main bedroom drips.');
    await expectAccessible(owner.page, 'Today with a problem at 1280 px');
    await owner.page.goto('/console/turnovers?range=week');
    await owner.page.getByRole('heading', { level: 1, name: 'Turnovers' }).waitFor();
    await owner.page.waitForLoadState('networkidle');
    await expectAccessible(owner.page, 'the week of turnovers at 1280 px');
    owner.expectClean();
  });
});
