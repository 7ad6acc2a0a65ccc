/**
 * The console's screenshots: a new account of a role, joined through its invitation by the API,
 * in a browser context at the shot's width (a phone's 390 x 844 or a laptop's 1280 x 800), and its
 * pages shot whole.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { StaffRole } from '#domain/schemas/staff.ts';
import { addStaff } from '#server/staff/service.ts';
import type { Site } from '../tests/helpers/demo-site.ts';

export async function signedIn(
  browser: Browser,
  site: Site,
  width: number,
  who: { name: string; email: string; role: StaffRole },
): Promise<BrowserContext> {
  const { link } = await addStaff(
    site.database.db,
    { id: null, name: 'screenshots', ip: null },
    who,
    site.app.config.publicUrl,
  );
  const context = await browser.newContext({
    viewport: { width, height: width < 700 ? 844 : 800 },
    deviceScaleFactor: 1,
    baseURL: site.baseUrl,
    reducedMotion: 'reduce',
  });
  const token = new URL(link.url).searchParams.get('token') ?? '';
  const joined = await context.request.post('/api/console/invite', {
    data: { token, name: who.name, password: 'coconut kingfisher sand' },
    headers: { origin: site.baseUrl },
  });
  if (joined.status() !== 201) throw new Error(`Joining failed: ${await joined.text()}`);
  return context;
}

/**
 * Each page of `shots` (who, the PNG's name, the address) opened, settled (its heading drawn and
 * the network idle), checked by `check` when given, and shot whole at `width` into `outDir`.
 */
export async function shootPages(
  shots: readonly (readonly [BrowserContext, string, string])[],
  width: number,
  outDir: string,
  check?: (page: Page, name: string) => Promise<void>,
): Promise<void> {
  for (const [context, name, address] of shots) {
    const page = await context.newPage();
    await page.goto(address);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await check?.(page, name);
    await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
    await page.close();
  }
}
