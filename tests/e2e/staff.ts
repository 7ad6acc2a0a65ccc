/**
 * A member of the villa team in the console, for browser journeys about the console's rooms: the
 * account is added as the owner's invitation adds it, and joined through its link as the new
 * member would, in a page of its own.
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PaymentSettingsInput, PaymentSettingsView } from '#domain/schemas/payment.ts';
import type { StaffRole } from '#domain/schemas/staff.ts';
import { addStaff } from '#server/staff/service.ts';
import { openPage, VIEWPORTS, type Site, type WatchedPage } from './site.ts';

export interface NewStaff {
  name: string;
  email: string;
  role: StaffRole;
  password: string;
}

/** Joins the console through an invitation's link; ends on Today, which greets them by name. */
export async function joinThroughLink(
  page: Page,
  link: string,
  { name, password }: Pick<NewStaff, 'name' | 'password'>,
): Promise<void> {
  const url = new URL(link, 'http://invitation.test');
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Join the console' }).click();
  await page.getByRole('heading', { level: 1 }).filter({ hasText: name }).waitFor();
}

/** The owner's invitation of `staff` (as the Staff room adds it), and a fresh page to join from. */
async function invitedIn(
  browser: Browser,
  site: Site,
  staff: NewStaff,
  viewport: { width: number; height: number },
): Promise<{ link: { url: string }; watched: WatchedPage }> {
  const { link } = await addStaff(
    site.database.db,
    { id: null, name: 'test', ip: null },
    { email: staff.email, name: staff.name, role: staff.role },
    site.app.config.publicUrl,
  );
  return { link, watched: await openPage(browser, site, viewport) };
}

/** A new account of `staff.role`, signed in at Today in a fresh page of `viewport`'s size. */
export async function joinedStaff(
  browser: Browser,
  site: Site,
  staff: NewStaff,
  viewport: { width: number; height: number } = VIEWPORTS.phone,
): Promise<WatchedPage> {
  const { link, watched } = await invitedIn(browser, site, staff, viewport);
  await joinThroughLink(watched.page, link.url, staff);
  return watched;
}

/**
 * A new account of `staff.role`, signed in by the API rather than the invitation page: the page's
 * context holds the session's cookie, and the page is still blank. For journeys whose subject is
 * not joining, so each test signs in its own account in a second.
 */
export async function signedInStaff(
  browser: Browser,
  site: Site,
  staff: NewStaff,
  viewport: { width: number; height: number } = VIEWPORTS.phone,
): Promise<WatchedPage> {
  const { link, watched } = await invitedIn(browser, site, staff, viewport);
  const token = new URL(link.url).searchParams.get('token') ?? '';
  const joined = await watched.context.request.post('/api/console/invite', {
    data: { token, name: staff.name, password: staff.password },
    headers: { origin: site.baseUrl },
  });
  if (joined.status() !== 201) {
    throw new Error(`Joining failed (${joined.status()}): ${await joined.text()}`);
  }
  return watched;
}

/**
 * Goes to the console room named `name` as a person would at the page's size: its link in the
 * header (a laptop) or the tab bar (a phone), else under More, the phone's last tab (decision 062).
 */
export async function goToRoom(page: Page, name: string): Promise<void> {
  const rooms = page.getByRole('navigation', { name: 'Console' });
  await rooms.waitFor();
  const link = rooms.getByRole('link', { name, exact: true });
  if (await link.isVisible()) {
    await link.click();
    return;
  }
  await rooms.getByRole('button', { name: 'More' }).click();
  await page.getByRole('dialog', { name: 'More' }).getByRole('link', { name, exact: true }).click();
}

/**
 * The owner saves the payment settings through the console's API: a 50% deposit due in 3 days,
 * the balance 7 days before arrival (so a stay two weeks ahead has both), no cancelling by itself,
 * and `how` (bank details, instructions, card payment). Answers the settings read before.
 */
export async function ownerSetsPayments(
  browser: Browser,
  site: Site,
  how: Pick<PaymentSettingsInput, 'bankDetails' | 'paymentInstructions' | 'cardPayments'>,
): Promise<PaymentSettingsView> {
  const owner = await signedInStaff(browser, site, {
    name: 'Nadia Perera',
    email: 'nadia@villas.test',
    role: 'owner',
    password: 'lagoon heron mango',
  });
  const current = await owner.context.request.get('/api/console/payment-settings');
  const settings = (await current.json()) as PaymentSettingsView;
  const saved = await owner.context.request.put('/api/console/payment-settings', {
    data: {
      depositPercent: 50,
      depositDueDays: 3,
      balanceDueDays: 7,
      graceDays: settings.graceDays,
      autoCancel: false,
      ...how,
    },
    headers: { origin: site.baseUrl, 'if-match': `"${settings.version}"` },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await owner.context.close();
  return settings;
}
