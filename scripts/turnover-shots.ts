/**
 * The Turnovers room's screenshots (issue 27 §3), for `npm run screenshots`: housekeeping's day on
 * a phone and a laptop, a turnover half done with its checklist, one with a problem and its photo,
 * the owner's checklist of a villa, and Today's warnings. Its data: two stays leaving today (one
 * villa with a guest arriving the same day), confirmed by the owner as a confirm makes a task.
 */
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { addDays, resortToday } from '#domain/dates.ts';
import type { TurnoverChecklist, TurnoverTask } from '#domain/schemas/turnover.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { bookings } from '#server/db/schema.ts';
import { followBooking } from '#server/turnovers/follow-stays.ts';
import { shootPages, signedIn } from './shot-accounts.ts';
import type { Site } from '../tests/helpers/demo-site.ts';

const CHECKLIST = [
  'Strip the beds and make them with fresh linen',
  'Fresh towels in both bathrooms',
  'Clean the kitchen and empty the fridge',
  'Sweep the terrace and wipe the loungers',
  'Skim the pool and check its level',
  'Welcome water and fruit on the table',
];

interface TurnoverData {
  ready: string;
  problem: string;
  villaId: string;
}

/** Two stays leaving today, River Breeze's with a guest arriving the same day; their tasks. */
async function turnoverData(owner: BrowserContext, site: Site): Promise<TurnoverData> {
  const today = resortToday();
  const call = async <T>(
    method: 'post' | 'put' | 'patch',
    url: string,
    data: object,
    version?: string,
  ) => {
    const response = await owner.request[method](url, {
      data,
      headers: { origin: site.baseUrl, ...(version ? { 'if-match': `"${version}"` } : {}) },
    });
    if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  let booked = 0;
  /** A stay booked and confirmed, then set on `checkIn`..`checkOut` as the calendar has it. */
  const stay = async (slug: string, checkIn: string, checkOut: string, adults: number) => {
    const villa = (await site.app.inject({ url: `/api/villas/${slug}` })).json<Villa>();
    // Booked far ahead, where nothing else is, each a month from the last, then moved.
    booked += 1;
    const far = addDays(today, 200 + booked * 30);
    const request = await site.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        villaId: villa.id,
        guestName: 'Screenshot Guest',
        guestEmail: 'guest@example.com',
        checkInDate: far,
        checkOutDate: addDays(far, villa.minimumNights),
        adults,
      },
    });
    const { id } = request.json<{ id: string }>();
    await call('post', `/api/console/bookings/${id}/confirm`, {});
    await site.database.db.transaction(async (tx) => {
      await tx.update(bookings).set({ checkIn, checkOut }).where(eq(bookings.id, id));
      await followBooking(tx, id, new Date());
    });
    return villa;
  };
  const river = await stay('villa-river-breeze', addDays(today, -4), today, 2);
  await stay('villa-river-breeze', today, addDays(today, 5), 4);
  const ahangama = await stay('villa-ahangama', addDays(today, -3), today, 2);
  for (const villa of [river, ahangama]) {
    const path = `/api/console/villas/${villa.id}/turnover-checklist`;
    const { version } = (await (await owner.request.get(path)).json()) as TurnoverChecklist;
    await call('put', path, { items: CHECKLIST }, version);
  }
  const list = (await (
    await owner.request.get('/api/console/turnovers?range=today')
  ).json()) as TurnoverTask[];
  const of = (villaId: string) => list.find((task) => task.villa.id === villaId);
  const ready = of(river.id);
  const problem = of(ahangama.id);
  if (!ready || !problem) throw new Error('The turnovers were not made');
  // River Breeze half done; Ahangama with a problem and its photo.
  let task = await call<TurnoverTask>(
    'patch',
    `/api/console/turnovers/${ready.id}`,
    { status: 'started' },
    ready.version,
  );
  await call(
    'patch',
    `/api/console/turnovers/${ready.id}`,
    { checked: CHECKLIST.slice(0, 3) },
    task.version,
  );
  task = await call<TurnoverTask>(
    'patch',
    `/api/console/turnovers/${problem.id}`,
    { status: 'problem', note: 'The air conditioning in the main bedroom drips onto the floor.' },
    problem.version,
  );
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 96, g: 140, b: 150 } },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await owner.request.post(`/api/console/turnovers/${problem.id}/photos`, {
    multipart: { file: { name: 'ac.jpg', mimeType: 'image/jpeg', buffer: photo } },
    headers: { origin: site.baseUrl },
  });
  if (uploaded.status() !== 201) throw new Error(`Photo: ${await uploaded.text()}`);
  return { ready: ready.id, problem: problem.id, villaId: river.id };
}

let data: TurnoverData | null = null;

/**
 * Shots of the Turnovers room at `width`, into `outDir`; the data is made at the first width.
 * `check` looks at each page before its shot (axe, when run on its own).
 */
export async function turnoverShots(
  browser: Browser,
  site: Site,
  width: number,
  outDir: string,
  check?: (page: Page, name: string) => Promise<void>,
) {
  const owner = await signedIn(browser, site, width, {
    name: 'Nadia Perera',
    email: `nadia.turnovers.${width}@villas.test`,
    role: 'owner',
  });
  data ??= await turnoverData(owner, site);
  const housekeeper = await signedIn(browser, site, width, {
    name: 'Ruwan Jayasinghe',
    email: `ruwan.${width}@villas.test`,
    role: 'housekeeping',
  });
  const shots = [
    [housekeeper, 'console-turnovers-day', '/console/turnovers'],
    [housekeeper, 'console-turnover', `/console/turnovers/${data.ready}`],
    [housekeeper, 'console-turnover-problem', `/console/turnovers/${data.problem}`],
    [housekeeper, 'console-today-housekeeping', '/console/'],
    [owner, 'console-turnover-owner', `/console/turnovers/${data.ready}`],
    [owner, 'console-villa-checklist', `/console/villas/${data.villaId}/checklist`],
  ] as const;
  await shootPages(shots, width, outDir, check);
  await Promise.all([owner.close(), housekeeper.close()]);
}
