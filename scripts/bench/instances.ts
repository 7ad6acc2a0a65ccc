/**
 * Two instances on one PostgreSQL database (issue 16 §3): how long a booking made on one takes to
 * show on the other's cached availability calendar. The instances tell each other of their writes
 * with LISTEN/NOTIFY (decision 053); src/server/two-instances.api.test.ts checks the same in one
 * process, the bench measures it between two real server processes.
 *
 * The bench makes a database of its own on the server of BENCH_DATABASE_URL, starts two built
 * servers on it (the first migrates and seeds it), and for each sample reads the second's calendar
 * (so it holds it cached), books a free stay on the first, and asks the second for the calendar
 * every few milliseconds until the stay's first night shows as taken.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, type IsoDate, resortToday } from '#domain/dates.ts';
import { stayRuleProblem } from '#domain/pricing.ts';
import type { Availability, Villa } from '#domain/schemas/villa.ts';
import { freshPostgres } from '#tests/helpers/test-app.ts';
import { bookingBody } from './booking-stays.ts';
import {
  BENCH_VILLA_SLUG,
  INSTANCES_BUDGET,
  INSTANCES_POLL_MS,
  INSTANCES_SAMPLES,
  atMost,
  formatMs,
  type Check,
} from './budgets.ts';
import { freePort, startServer, tail, type RunningServer } from './server.ts';

/** A booking not seen by then counts as missed (the cache's time to live on PostgreSQL is 5 s). */
const GIVE_UP_MS = 10_000;
/** Check-ins from two days ahead, so a change of the resort's date cannot make a stay past. */
const FIRST_CHECK_IN_IN_DAYS = 2;
/** Candidate check-in days tried for one sample before the stage gives up. */
const MAX_CANDIDATES = 400;

export interface InstancesResult {
  villaSlug: string;
  /** Bookings seen on the second instance, and the times from the first's 201 to that. */
  seen: number;
  medianMs: number;
  p90Ms: number;
  maxMs: number;
  /** Bookings not seen within `GIVE_UP_MS`. */
  missed: number;
}

/** What is left to undo should the bench be stopped by a signal mid-stage. */
let cleanup: (() => Promise<void>) | null = null;

/** Stops the two servers and drops the database, if the stage is running (SIGINT, SIGTERM). */
export async function stopInstances(): Promise<void> {
  const undo = cleanup;
  cleanup = null;
  await undo?.();
}

/** Nearest rank: the smallest sample with at least `fraction` of them at or below it. */
function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const taken = (availability: Availability, night: IsoDate) =>
  availability.blockedDates.some((r) => r.startDate <= night && night <= r.endDate);

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const calendar = (server: RunningServer, villa: Villa) =>
  getJson<Availability>(`${server.baseUrl}/api/villas/${villa.id}/availability`);

/**
 * The shortest stay the villa's rules allow from `checkIn` (its season may ask more nights, or
 * refuse the day), or null when no stay may start that day.
 */
function stayFrom(villa: Villa, checkIn: IsoDate): { checkIn: IsoDate; nights: number } | null {
  let nights = Math.max(1, villa.minimumNights);
  let problem = stayRuleProblem(villa.pricing, { checkIn, checkOut: addDays(checkIn, nights) });
  if (problem?.rule === 'minimum-nights') {
    nights = problem.minimumNights;
    problem = stayRuleProblem(villa.pricing, { checkIn, checkOut: addDays(checkIn, nights) });
  }
  return problem ? null : { checkIn, nights };
}

/**
 * Books the first free stay on or after `from` on `a`, once `b` holds the calendar cached; answers
 * its first night and when `a`'s 201 arrived. Days the calendar shows taken, or the rules refuse,
 * are passed over; a 409 (a stay the calendar did not show) moves on to the next day.
 */
async function bookNextStay(
  a: RunningServer,
  b: RunningServer,
  villa: Villa,
  from: IsoDate,
  n: number,
): Promise<{ night: IsoDate; checkOut: IsoDate; bookedAt: number }> {
  const onA = await calendar(a, villa);
  for (let day = 0; day < MAX_CANDIDATES; day++) {
    const stay = stayFrom(villa, addDays(from, day));
    if (!stay) continue;
    const nights = Array.from({ length: stay.nights }, (_, i) => addDays(stay.checkIn, i));
    if (nights.some((night) => taken(onA, night))) continue;
    // Read now, so `b` answers from its cache: only a notice from `a` can make it show the stay.
    if (taken(await calendar(b, villa), stay.checkIn)) continue;
    const response = await fetch(`${a.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(bookingBody(villa, stay.checkIn, stay.nights, n)),
    });
    const bookedAt = performance.now();
    const body = await response.text();
    if (response.status === 201) {
      return { night: stay.checkIn, checkOut: addDays(stay.checkIn, stay.nights), bookedAt };
    }
    if (response.status !== 409) {
      throw new Error(`POST /api/bookings answered ${response.status}: ${body.slice(0, 300)}`);
    }
  }
  throw new Error(`no free stay of ${villa.slug} in ${MAX_CANDIDATES} days from ${from}`);
}

/** Milliseconds from `bookedAt` until `b` shows `night` taken, or null after `GIVE_UP_MS`. */
async function seenAfter(
  b: RunningServer,
  villa: Villa,
  night: IsoDate,
  bookedAt: number,
): Promise<number | null> {
  while (performance.now() - bookedAt < GIVE_UP_MS) {
    if (taken(await calendar(b, villa), night)) return performance.now() - bookedAt;
    await sleep(INSTANCES_POLL_MS);
  }
  return null;
}

async function measure(a: RunningServer, b: RunningServer): Promise<InstancesResult> {
  const villas = await getJson<Villa[]>(`${a.baseUrl}/api/villas`);
  const villa = villas.find((v) => v.slug === BENCH_VILLA_SLUG) ?? villas[0];
  if (!villa) throw new Error('GET /api/villas lists no villa');

  const times: number[] = [];
  let missed = 0;
  let from = addDays(resortToday(), FIRST_CHECK_IN_IN_DAYS);
  for (let n = 1; n <= INSTANCES_SAMPLES; n++) {
    const booked = await bookNextStay(a, b, villa, from, n);
    const ms = await seenAfter(b, villa, booked.night, booked.bookedAt);
    if (ms === null) missed++;
    else times.push(ms);
    // A check-out day is the next stay's check-in (DESIGN.md decision 8).
    from = booked.checkOut;
  }
  for (const server of [a, b]) {
    const ended = server.exit();
    if (ended) throw new Error(`a server ${ended} during the run:\n${tail(server.logFile)}`);
  }
  console.log(
    `  ${times.length} of ${INSTANCES_SAMPLES} bookings seen on the second instance` +
      (times.length > 0
        ? `: median ${formatMs(percentile(times, 0.5))}, p90 ${formatMs(percentile(times, 0.9))}, max ${formatMs(Math.max(...times))}`
        : ''),
  );
  return {
    villaSlug: villa.slug,
    seen: times.length,
    medianMs: percentile(times, 0.5),
    p90Ms: percentile(times, 0.9),
    maxMs: times.length > 0 ? Math.max(...times) : Number.NaN,
    missed,
  };
}

/**
 * The whole stage: a throwaway database on the server of `adminUrl`, two servers on it with data
 * folders and logs under `workDir`, the samples; the servers stop and the database is dropped in
 * any case.
 */
export async function measureInstances(
  adminUrl: string,
  workDir: string,
): Promise<InstancesResult> {
  const database = await freshPostgres(adminUrl, 'villas_bench');
  const servers: RunningServer[] = [];
  cleanup = async () => {
    try {
      await Promise.all(servers.map((s) => s.stop()));
    } finally {
      await database.drop();
    }
  };
  try {
    for (const name of ['a', 'b']) {
      const dataDir = path.join(workDir, `instance-${name}`);
      mkdirSync(dataDir, { recursive: true });
      const port = await freePort();
      console.log(`  starting instance ${name} on port ${port}`);
      // One after the other: the first migrates and seeds the empty database.
      servers.push(
        await startServer(dataDir, port, path.join(workDir, `instance-${name}.log`), {
          databaseUrl: database.url,
        }),
      );
    }
    const [a, b] = servers;
    if (!a || !b) throw new Error('the two servers did not start');
    return await measure(a, b);
  } finally {
    await stopInstances();
  }
}

/** The budget, and that every booking was seen at all. */
export function instancesChecks(result: InstancesResult | null): Check[] {
  if (!result) return [];
  const total = result.seen + result.missed;
  return [
    atMost(
      'p90 booking on one instance seen on the other',
      result.seen > 0 ? result.p90Ms : Number.POSITIVE_INFINITY,
      INSTANCES_BUDGET.seenP90Ms,
      formatMs,
    ),
    {
      name: 'bookings seen on the other instance',
      measured: `${result.seen} of ${total}`,
      limit: `all, within ${formatMs(GIVE_UP_MS)}`,
      pass: result.missed === 0 && total > 0,
    },
  ];
}
