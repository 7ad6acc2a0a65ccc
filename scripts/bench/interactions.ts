/**
 * A guest's taps on the booking panel (issue 25 §1), timed as INP times them: the villa page on a
 * phone (Lighthouse's Moto G Power screen, touch) with the CPU slowed 4x, each interaction's worst
 * Event Timing entry (`duration`: from the tap to the next paint after its handlers ran). Six
 * interactions in a guest's order, the same stay each run, a fresh browser context per run; the
 * median of `INTERACTION_RUNS` runs per interaction is held to `INTERACTION_BUDGET_MS`.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  mergeRanges,
  stayCrossesBlocked,
  isDayDisabled,
  type CalendarRules,
} from '#domain/calendar.ts';
import { addDays, compareDates, type IsoDate } from '#domain/dates.ts';
import { stayRuleProblem } from '#domain/pricing.ts';
import { availabilitySchema, type Villa } from '#domain/schemas/villa.ts';
import { formatFullDate, visitorToday } from '#web/lib/calendar-dates.ts';
import {
  BENCH_VILLA_SLUG,
  INTERACTION_BUDGET_MS,
  INTERACTION_CPU_SLOWDOWN,
  INTERACTION_EVENT_THRESHOLD_MS,
  INTERACTION_RUNS,
  atMost,
  formatMs,
  median,
  type Check,
} from './budgets.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bundles.ts';

/** The interactions, in the order a guest makes them. */
export const INTERACTIONS = [
  'open the calendar',
  'next month',
  'pick check-in',
  'pick check-out',
  'add an adult',
  'open the booking modal',
] as const;
export type InteractionName = (typeof INTERACTIONS)[number];

/** As bundles.ts and Lighthouse: a Moto G Power's screen, with touch. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** The nights of the stay picked: a week's half, as most stays are, or the rules' minimum. */
const STAY_NIGHTS = 4;
/** The longest stay tried when a season asks more nights than `STAY_NIGHTS`. */
const LONGEST_STAY_TRIED = 28;

/** The stay the runs pick, and each interaction's worst event per run and its median. */
export interface InteractionResult {
  page: string;
  stay: { checkIn: IsoDate; checkOut: IsoDate };
  interactions: { name: InteractionName; runsMs: number[]; medianMs: number }[];
}

/** An Event Timing entry as the page hands it over. */
export interface EventEntry {
  name: string;
  duration: number;
  interactionId: number;
}

// ---------------------------------------------------------------------------------------------
// Pure parts

const firstOfMonth = (day: IsoDate, monthsAhead: number): IsoDate => {
  const [year = 1970, month = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1 + monthsAhead, 1));
  return date.toISOString().slice(0, 10);
};

/**
 * The stay every run picks: it starts in the month after today's (the calendar opens on today's
 * month and two months show; one tap on 'next month' brings it to the top) and ends within the two
 * months then shown, on days the calendar lets a guest pick and the stay rules accept. Null when
 * that month holds no such stay.
 */
export function chooseStay(rules: CalendarRules): { checkIn: IsoDate; checkOut: IsoDate } | null {
  const start = firstOfMonth(rules.today, 1);
  const end = firstOfMonth(rules.today, 3);
  for (
    let day = start;
    compareDates(day, firstOfMonth(rules.today, 2)) < 0;
    day = addDays(day, 1)
  ) {
    if (isDayDisabled(day, rules)) continue;
    for (let nights = STAY_NIGHTS; nights <= LONGEST_STAY_TRIED; nights += 1) {
      const checkOut = addDays(day, nights);
      if (compareDates(checkOut, end) >= 0 || stayCrossesBlocked(day, checkOut, rules.blocked)) {
        break;
      }
      if (!rules.stays || stayRuleProblem(rules.stays, { checkIn: day, checkOut }) === null) {
        return { checkIn: day, checkOut };
      }
    }
  }
  return null;
}

/**
 * The worst event of the entries an interaction produced (pointerdown, pointerup, click of one
 * tap share an interactionId), as INP counts it; 0 when none reached the observer's threshold.
 */
export function worstEvent(entries: readonly EventEntry[]): number {
  return entries
    .filter((entry) => entry.interactionId > 0)
    .reduce((worst, entry) => Math.max(worst, entry.duration), 0);
}

/** Per interaction, its figure in each run and their median. */
export function summarise(runs: readonly Record<InteractionName, number>[]) {
  return INTERACTIONS.map((name) => {
    const runsMs = runs.map((run) => run[name]);
    return { name, runsMs, medianMs: median(runsMs) };
  });
}

export function interactionChecks(result: InteractionResult | null): Check[] {
  if (!result) return [];
  return result.interactions.map((i) =>
    atMost(`INP ${i.name} (${result.page})`, i.medianMs, INTERACTION_BUDGET_MS, formatMs),
  );
}

// ---------------------------------------------------------------------------------------------
// In Chromium

/**
 * Collects every Event Timing entry of the page from its start in `window.__eventTimings`;
 * `window.__takeEventTimings()` adds those not yet handed to the observer. A string, not a
 * function: tsx wraps named functions in a helper the page does not have.
 */
const observeEvents = (threshold: number) => `
  window.__eventTimings = [];
  const keep = (list) => {
    for (const e of list) {
      window.__eventTimings.push({ name: e.name, duration: e.duration, interactionId: e.interactionId });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: ${threshold}, buffered: true });
  window.__takeEventTimings = () => keep(observer.takeRecords());
`;

/** Entries seen so far; after two frames and a task, so the last tap's entries are in. */
const EVENTS_SO_FAR = `new Promise((resolve) =>
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__takeEventTimings();
        resolve([...window.__eventTimings]);
      }, 50),
    ),
  ),
)`;

async function eventsSoFar(page: Page): Promise<EventEntry[]> {
  return page.evaluate<EventEntry[]>(EVENTS_SO_FAR);
}

const dayButton = (page: Page, day: IsoDate) =>
  page.getByRole('button', { name: new RegExp(`^(Today, )?${formatFullDate(day)}`) });

/** Each interaction: the tap, then what the guest waits to see. */
function steps(
  page: Page,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
): Record<InteractionName, () => Promise<void>> {
  const calendar = page.getByRole('dialog', { name: 'Choose your dates' });
  return {
    'open the calendar': async () => {
      await page.getByRole('button', { name: /^Check-in/ }).tap();
      await calendar.waitFor();
    },
    'next month': async () => {
      await page.getByRole('button', { name: /next month/i }).tap();
      await dayButton(page, stay.checkOut).waitFor();
    },
    'pick check-in': async () => {
      await dayButton(page, stay.checkIn).tap();
      await page
        .getByRole('button', { name: `${formatFullDate(stay.checkIn)}, check-in` })
        .waitFor();
    },
    'pick check-out': async () => {
      await dayButton(page, stay.checkOut).tap();
      await calendar.waitFor({ state: 'detached' });
    },
    'add an adult': async () => {
      const adults = page.locator('output').first();
      const before = await adults.textContent();
      await page.getByRole('button', { name: 'Add adult' }).tap();
      await page.waitForFunction(
        `document.querySelector('output')?.textContent !== ${JSON.stringify(before)}`,
      );
    },
    'open the booking modal': async () => {
      await page.getByRole('button', { name: 'Book Entire Villa' }).tap();
      await page.getByRole('dialog', { name: 'Complete Your Booking' }).waitFor();
    },
  };
}

async function oneRun(
  browser: Browser,
  baseUrl: string,
  path: string,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
): Promise<Record<InteractionName, number>> {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeEvents(INTERACTION_EVENT_THRESHOLD_MS));
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The panel's code comes as it nears the screen (a deferred part): bring it, then wait.
    await page.locator('#book').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_SLOWDOWN });

    const worst = {} as Record<InteractionName, number>;
    const todo = steps(page, stay);
    for (const name of INTERACTIONS) {
      const seen = (await eventsSoFar(page)).length;
      await todo[name]();
      worst[name] = worstEvent((await eventsSoFar(page)).slice(seen));
    }
    return worst;
  } finally {
    await context.close();
  }
}

async function stayToPick(baseUrl: string): Promise<{ checkIn: IsoDate; checkOut: IsoDate }> {
  const villaResponse = await fetch(`${baseUrl}/api/villas/${BENCH_VILLA_SLUG}`);
  if (!villaResponse.ok)
    throw new Error(`GET /api/villas/${BENCH_VILLA_SLUG}: ${villaResponse.status}`);
  const villa = (await villaResponse.json()) as Villa;
  const response = await fetch(`${baseUrl}/api/villas/${villa.id}/availability`);
  if (!response.ok) throw new Error(`GET availability: ${response.status}`);
  const availability = availabilitySchema.parse(await response.json());
  // The visitor's today, as the calendar's: the bench's browser runs on this machine's clock.
  const stay = chooseStay({
    today: visitorToday(),
    blocked: mergeRanges(availability.blockedDates),
    stays: villa.pricing,
  });
  if (!stay) throw new Error(`${BENCH_VILLA_SLUG} has no free stay next month to pick`);
  return stay;
}

/** The six interactions on the villa page, `INTERACTION_RUNS` times, each in a fresh context. */
export async function measureInteractions(baseUrl: string): Promise<InteractionResult> {
  const path = `/villa/${BENCH_VILLA_SLUG}`;
  const stay = await stayToPick(baseUrl);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const runs: Record<InteractionName, number>[] = [];
    for (let run = 1; run <= INTERACTION_RUNS; run += 1) {
      const figures = await oneRun(browser, baseUrl, path, stay);
      console.log(
        `  run ${run}: ${INTERACTIONS.map((name) => `${name} ${formatMs(figures[name])}`).join(', ')}`,
      );
      runs.push(figures);
    }
    return { page: path, stay, interactions: summarise(runs) };
  } finally {
    await browser.close();
  }
}
