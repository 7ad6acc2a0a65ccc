/**
 * Issue 28 §2-3 in Chromium, on the owner's phone: last March at River Breeze holds a direct stay,
 * paid in part, and two stays imported from Airbnb's calendar, one with its amount entered. The
 * owner opens Reports from the navigation, picks last March and the villa, reads the occupancy and
 * the split by channel, and downloads the villa's statement as a PDF and as CSV (whose header row
 * is the statement's columns). A manager the owner shares Reports with sees the same nights
 * without any money. axe checks the room at a phone's size for both.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_COLUMNS } from '#server/reports/statement.ts';
import { readCsv } from '#tests/helpers/csv-reader.ts';
import { reportsData } from '#scripts/reports-shots.ts';
import { expectAccessible, siteAndBrowser, VIEWPORTS, type Site } from './site.ts';
import { goToRoom, signedInStaff } from './staff.ts';

describe("the owner's numbers, on a phone", () => {
  const started = siteAndBrowser();
  let site: Site;
  let browser: Browser;
  beforeAll(() => {
    ({ site, browser } = started);
  });

  it('picks last March, reads occupancy and the channels, and downloads the statement', async () => {
    const owner = await signedInStaff(browser, site, {
      name: 'Nadia Perera',
      email: 'nadia.reports@villas.test',
      role: 'owner',
      password: 'lagoon heron mango',
    });
    const data = await reportsData(site, owner.context.request);
    const year = data.month.slice(0, 4);
    const { page } = owner;
    await page.goto('/console/');
    await goToRoom(page, 'Reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();

    const picker = page.getByRole('search', { name: 'Report period' });
    await picker.getByLabel('Month').fill(data.month);
    await picker.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('heading', { name: `March ${year} · All villas` }).waitFor();
    await page
      .getByRole('search', { name: 'Report period' })
      .getByRole('combobox', { name: 'Villa' })
      .selectOption({ label: data.villaName });
    await page.getByRole('heading', { name: `March ${year} · ${data.villaName}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('month')).toBe(data.month);

    // 5 direct nights and 6 imported of 31: 35.5%.
    const figures = page.getByRole('region', { name: 'Figures', exact: true });
    await expect.poll(() => figures.innerText()).toContain('35.5%');
    expect(await figures.innerText()).toContain('11 / 31');
    const channels = page.getByRole('table', { name: 'Nights, revenue and arrivals by channel' });
    const rows = await channels.getByRole('row').allInnerTexts();
    expect(rows.map((row) => row.split(/\s+/).slice(0, 2).join(' '))).toEqual([
      'Channel Nights',
      'Direct 5',
      'Airbnb 6',
      'All channels',
    ]);
    expect(rows[3]).toMatch(/^All channels\s+11\s+35\.5%/);
    await expect
      .poll(() => page.getByText('2 nights have no amount', { exact: false }).isVisible())
      .toBe(true);
    await page.getByRole('img', { name: /^Occupancy and revenue by month/ }).waitFor();
    await expectAccessible(page, 'Reports, the owner, at 390 px');

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Statement (PDF)' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const pdfBytes = await readFile(await pdf.path());
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Statement (CSV)' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile(await csv.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const statement = readCsv(text.slice(1));
    expect(statement[0]).toEqual([...STATEMENT_COLUMNS]);
    const direct = statement.find((row) => row.includes('Sofia Rossi'));
    expect(direct?.slice(2, 4)).toEqual([`${data.month}-10`, `${data.month}-15`]);
    owner.expectClean();
  });

  it('shows a manager the owner shares Reports with the same nights, without any money', async () => {
    const owner = await signedInStaff(browser, site, {
      name: 'Nadia Perera',
      email: 'nadia.shares@villas.test',
      role: 'owner',
      password: 'lagoon heron mango',
    });
    const data = await reportsData(site, owner.context.request, 'villa-ahangama');
    const settings = await owner.context.request.get('/api/console/reports/settings');
    const { version } = (await settings.json()) as { version: string };
    const shared = await owner.context.request.put('/api/console/reports/settings', {
      data: { managersSeeReports: true },
      headers: { origin: site.baseUrl, 'if-match': `"${version}"` },
    });
    expect(shared.status()).toBe(200);

    const manager = await signedInStaff(
      browser,
      site,
      {
        name: 'Kasun Silva',
        email: 'kasun.reports@villas.test',
        role: 'manager',
        password: 'coconut kingfisher sand',
      },
      VIEWPORTS.phone,
    );
    const { page } = manager;
    await page.goto(`/console/reports?month=${data.month}&villa=${data.villaId}`);
    await page.getByText(/The owner keeps the money figures/).waitFor();
    const figures = page.getByRole('region', { name: 'Figures', exact: true });
    expect(await figures.innerText()).toContain('11 / 31');
    expect(await page.locator('main').innerText()).not.toContain('$');
    expect(await page.getByRole('link', { name: /^Statement/ }).count()).toBe(0);
    await expectAccessible(page, 'Reports, a manager, at 390 px');
    manager.expectClean();
  });
});
