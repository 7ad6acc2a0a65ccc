/**
 * The test run's clock: `TEST_TODAY=2027-02-28` (or `2027-02-28T20:00`, local time) runs the tests
 * as if that were today, to prove a test that picks dates relative to today passes on any day
 * (decision 116). Time keeps flowing from there: only the date moves, so timers, timeouts, hold
 * countdowns and sessions behave as on any other day.
 *
 * Loaded by every Vitest project as its first setup file (vitest.config.ts); it shifts `Date` for
 * the whole worker process: the tests, the in-process server and PGlite (whose clock reads
 * JavaScript's `Date.now()`). The worker's Chromium gets the same shift in every context it opens
 * (tests/e2e/site.ts, `withTestClock`). Without TEST_TODAY nothing changes. A PostgreSQL server's
 * clock cannot be moved, so a run at another date refuses TEST_DATABASE_URL.
 */
import { MS_PER_DAY } from '#domain/dates.ts';

const SHAPE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/;

/**
 * How far the test clock runs ahead of the machine's (negative: behind), in milliseconds: whole
 * days for a date, so the time of day stays the machine's; exact for a date and time.
 */
export function testClockOffset(
  value: string | undefined,
  realNow: number = realDateNow(),
): number {
  if (!value) return 0;
  if (!SHAPE.test(value)) {
    throw new Error(
      `TEST_TODAY must read YYYY-MM-DD or YYYY-MM-DDTHH:MM (local time), not '${value}'.`,
    );
  }
  const [date = '', time] = value.split('T');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new RealDate(year, month - 1, day);
  if (
    target.getFullYear() !== year ||
    target.getMonth() !== month - 1 ||
    target.getDate() !== day
  ) {
    throw new Error(`TEST_TODAY '${value}' is not a calendar date.`);
  }
  if (time !== undefined) return new RealDate(value).getTime() - realNow;
  const now = new RealDate(realNow);
  const todayMidnight = new RealDate(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((target.getTime() - todayMidnight.getTime()) / MS_PER_DAY) * MS_PER_DAY;
}

const clockKey = Symbol.for('villas.testClock');
interface InstalledClock {
  RealDate: DateConstructor;
  offset: number;
}
const installed = (globalThis as { [clockKey]?: InstalledClock })[clockKey];

/** The machine's own Date, whether or not the shift is installed. */
const RealDate: DateConstructor = installed?.RealDate ?? Date;
const realDateNow = (): number => RealDate.now();

/**
 * Replaces the global Date with one whose "now" (`new Date()`, `Date()`, `Date.now()`) runs
 * `offset` ms ahead; every other use (`new Date(ms)`, `Date.UTC`, `instanceof Date`, subclasses)
 * is the Date it replaced. Self-contained, so that Chromium's pages run it too (tests/e2e/site.ts).
 */
export function shiftDate(offset: number): void {
  const RealDate = Date;
  const shiftedNow = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget: NewableFunction) =>
      Reflect.construct(target, args.length === 0 ? [shiftedNow()] : args, newTarget) as object,
    apply: () => new RealDate(shiftedNow()).toString(),
    get: (target, property, receiver): unknown =>
      property === 'now' ? shiftedNow : (Reflect.get(target, property, receiver) as unknown),
  });
}

/**
 * Shifts the worker's clock once: a worker runs setup files again for each test file (isolate:
 * false, decision 080).
 */
function installShift(offset: number): void {
  if (installed || offset === 0) return;
  if (process.env.TEST_DATABASE_URL) {
    throw new Error(
      "TEST_TODAY runs on PGlite alone: a PostgreSQL server keeps the machine's date in now(), " +
        "which the app sets beside JavaScript's (holds, the outbox, jobs, created_at). " +
        'Unset TEST_DATABASE_URL for a run at another date.',
    );
  }
  shiftDate(offset);
  (globalThis as { [clockKey]?: InstalledClock })[clockKey] = { RealDate, offset };
}

installShift(testClockOffset(process.env.TEST_TODAY));

/** How far this run's clock is shifted, in ms: 0 unless TEST_TODAY is a day other than today. */
export const testClockShift = (): number =>
  (globalThis as { [clockKey]?: InstalledClock })[clockKey]?.offset ?? 0;
