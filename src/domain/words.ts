/**
 * Counts and times of day as the site, the console, the e-mails and the PDFs all write them: one
 * spelling each, so a screen and the e-mail about the same stay never disagree.
 */

/**
 * '1 night', '2 nights'; `many` for plurals not made with an s ('children'). `shown` writes the
 * number (the reports' one decimal: '2.5 nights').
 */
export function plural(
  count: number,
  one: string,
  many = `${one}s`,
  shown: (count: number) => string = String,
): string {
  return `${shown(count)} ${count === 1 ? one : many}`;
}

/** '3:05 PM', '12:00 AM': the hours (0-23) and minutes of a day on the 12-hour clock. */
export function clockLabel(hours: number, minutes = 0): string {
  const half = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${half}`;
}
