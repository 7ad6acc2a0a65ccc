/**
 * The Reports room's screenshots (issue 28 §2), for `npm run screenshots`, and the data its
 * browser journey uses (tests/e2e/reports-journey.test.ts): last March at one villa, a direct
 * stay confirmed and paid in part, and two stays imported from an Airbnb calendar, one with its
 * amount entered and one without. Shots: the owner's and a manager's (no money) report of that
 * month, and the imported stays' page, at a phone's and a laptop's width.
 */
import { eq } from 'drizzle-orm';
import { resortToday } from '#domain/dates.ts';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { blockedRanges, bookings, calendarFeeds } from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import { shootPages, signedIn } from './shot-accounts.ts';
import type { Site } from '../tests/helpers/demo-site.ts';
import { villaWithFreeStays } from '../tests/helpers/free-stays.ts';

export interface ReportsData {
  villaId: string;
  villaName: string;
  /** Last March, 'YYYY-03': the last March wholly past. */
  month: string;
}

/** The most recent March that has ended by `today`. */
export const lastMarch = (today: string) =>
  `${Number(today.slice(5, 7)) > 3 ? today.slice(0, 4) : String(Number(today.slice(0, 4)) - 1)}-03`;

/**
 * Last March's stays at a villa (River Breeze unless told), made as the team makes them (booked, confirmed and paid
 * through the API, then moved to March as a past stay) and as a feed's read leaves them.
 */
export async function reportsData(
  site: Site,
  owner: APIRequestContext,
  slug = 'villa-river-breeze',
): Promise<ReportsData> {
  const month = lastMarch(resortToday());
  const { villa, bookFreshStay } = await villaWithFreeStays(site.app, slug);
  const booked = await bookFreshStay({ guestName: 'Sofia Rossi', guestEmail: 'sofia@example.com' });
  if (booked.statusCode !== 201) throw new Error(`Booking failed: ${booked.body}`);
  const { id } = booked.json<{ id: string }>();
  const headers = { origin: site.baseUrl };
  const confirmed = await owner.post(`/api/console/bookings/${id}/confirm`, { data: {}, headers });
  if (!confirmed.ok()) throw new Error(`Confirm failed: ${await confirmed.text()}`);
  // Booked on the 1st of February, stayed from the 10th to the 15th of March, paid on the 2nd.
  const { db } = site.database;
  await db
    .update(bookings)
    .set({
      checkIn: `${month}-10`,
      checkOut: `${month}-15`,
      createdAt: new Date(`${month.slice(0, 4)}-02-01T04:00:00Z`),
    })
    .where(eq(bookings.id, id));
  const paid = await owner.post(`/api/console/bookings/${id}/payments`, {
    data: {
      amountCents: 50_000,
      receivedOn: `${month}-02`,
      method: 'bank_transfer',
      idempotencyKey: crypto.randomUUID(),
    },
    headers,
  });
  if (!paid.ok()) throw new Error(`Payment failed: ${await paid.text()}`);
  const feedId = newId();
  await db.insert(calendarFeeds).values({
    id: feedId,
    villaId: villa.id,
    label: 'Airbnb',
    channel: 'airbnb',
    url: 'https://www.airbnb.com/calendar/ical/41234567.ics?s=0123456789abcdef',
  });
  // Nights 20-23 (check-out the 24th), paid $900; nights 26-27, its amount not yet entered.
  await db.insert(blockedRanges).values([
    {
      id: newId(),
      villaId: villa.id,
      startDate: `${month}-20`,
      endDate: `${month}-23`,
      reason: 'Reserved',
      feedId,
      feedUid: 'airbnb-stay-1',
      revenueCents: 90_000,
    },
    {
      id: newId(),
      villaId: villa.id,
      startDate: `${month}-26`,
      endDate: `${month}-27`,
      reason: 'Reserved',
      feedId,
      feedUid: 'airbnb-stay-2',
    },
  ]);
  return { villaId: villa.id, villaName: villa.name, month };
}

let data: ReportsData | null = null;

/**
 * Shots of the Reports room at `width`, into `outDir`; the data is made at the first width.
 * `check` looks at each page before its shot (axe, when run on its own).
 */
export async function reportsShots(
  browser: Browser,
  site: Site,
  width: number,
  outDir: string,
  check?: (page: Page, name: string) => Promise<void>,
) {
  const owner = await signedIn(browser, site, width, {
    name: 'Nadia Perera',
    email: `nadia.reports.${width}@villas.test`,
    role: 'owner',
  });
  data ??= await reportsData(site, owner.request);
  const manager = await signedIn(browser, site, width, {
    name: 'Kasun Silva',
    email: `kasun.reports.${width}@villas.test`,
    role: 'manager',
  });
  const report = `/console/reports?month=${data.month}&villa=${data.villaId}`;
  // The owner shares Reports with the managers, who see them without the money (decision 096).
  const settings = await owner.request.get('/api/console/reports/settings');
  const { version } = (await settings.json()) as { version: string };
  const shared = await owner.request.put('/api/console/reports/settings', {
    data: { managersSeeReports: true },
    headers: { origin: site.baseUrl, 'if-match': `"${version}"` },
  });
  if (!shared.ok()) throw new Error(`Sharing failed: ${await shared.text()}`);
  const shots = [
    [owner, 'console-reports-owner', report],
    [manager, 'console-reports-manager', report],
    [
      owner,
      'console-reports-imported',
      `/console/reports/imported?from=${data.month}-01&to=${data.month}-31&missing=false`,
    ],
  ] as const;
  await shootPages(shots, width, outDir, check);
  await Promise.all([owner.close(), manager.close()]);
}
