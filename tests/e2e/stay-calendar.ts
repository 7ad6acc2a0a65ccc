/**
 * The guest's calendar of dates (the booking panel's, the manage page's change form's), driven as
 * a guest does: open it, page forward to a month, tap a day.
 */
import type { Page } from 'playwright-core';
import type { IsoDate } from '#domain/dates.ts';
import { formatFullDate } from '#web/lib/calendar-dates.ts';

/**
 * A day's button, by the full date its name starts with ("Today, " for today), whether or not its
 * month is on screen: journeys may not import it (eslint.config.js) and reach a day by `showDay`.
 */
export const dayButton = (page: Page, day: IsoDate) =>
  page.getByRole('button', { name: new RegExp(`^(Today, )?${formatFullDate(day)}`) });

/**
 * Pages the open calendar forward to the month of `day`; its button. The calendar opens on today's
 * month (or the chosen check-in's) and shows two, so a day up to seven months ahead is reached.
 */
export async function showDay(page: Page, day: IsoDate) {
  const button = dayButton(page, day);
  for (let step = 0; step < 6 && (await button.count()) === 0; step += 1) {
    await page.getByRole('button', { name: /next month/i }).click();
  }
  return button;
}

export async function pickDay(page: Page, day: IsoDate) {
  await (await showDay(page, day)).click();
}

/** Opens the calendar from the 'Check-in' button and picks the stay; a complete stay closes it. */
export async function chooseDates(page: Page, stay: { checkIn: IsoDate; checkOut: IsoDate }) {
  await page.getByRole('button', { name: /^Check-in/ }).click();
  await page.getByRole('dialog', { name: 'Choose your dates' }).waitFor();
  await pickDay(page, stay.checkIn);
  await pickDay(page, stay.checkOut);
  await page.getByRole('dialog', { name: 'Choose your dates' }).waitFor({ state: 'detached' });
}
