/**
 * The cheap guard of issue 36 §1 (decision 116): a journey reads a day of the guest's calendar only
 * once it is on screen, and the dates a journey picks relative to today fit the view they are read
 * in on every day of the year. The full proof, the journeys run at fixed dates, is TEST_TODAY's.
 */
import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '#domain/dates.ts';
import { refusedLines } from '#tests/helpers/lint-imports.ts';
import { withinOneMonth } from '#tests/helpers/stay-dates.ts';

/** Every day of a common year and of a leap year, month ends and 31 December among them. */
const EVERY_DAY: IsoDate[] = Array.from({ length: 365 + 366 }, (_, i) => addDays('2027-01-01', i));

describe('journeys reach a day of the calendar through showDay', () => {
  it('refuses a journey that reads a day button it has not brought on screen', async () => {
    // tests/e2e/booking.test.ts before 6270284, which failed on 2026-11-29.
    const code = "import { chooseDates, dayButton, showDay } from './stay-calendar.ts';";
    expect(await refusedLines('tests/e2e/probe.test.ts', code)).toEqual([1]);
  });

  it('lets a journey pick and read days through showDay', async () => {
    const code = "import { chooseDates, pickDay, showDay } from './stay-calendar.ts';";
    expect(await refusedLines('tests/e2e/probe.test.ts', code)).toEqual([]);
  });
});

describe('withinOneMonth, for a view of one month', () => {
  it('keeps the run of days in one month, starting as soon as it can, on every day', () => {
    for (const today of EVERY_DAY) {
      for (const days of [1, 3, 4, 7]) {
        const from = addDays(today, 24);
        const first = withinOneMonth(from, days);
        const last = addDays(first, days - 1);
        expect(last.slice(0, 7), `${days} days from ${from}`).toBe(first.slice(0, 7));
        expect(first >= from && first <= addDays(from, days - 1), `${first} from ${from}`).toBe(
          true,
        );
        if (from.slice(0, 7) === addDays(from, days - 1).slice(0, 7)) expect(first).toBe(from);
      }
    }
  });
});
