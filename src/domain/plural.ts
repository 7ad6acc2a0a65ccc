/**
 * A count in words, as the site, the console, the e-mails and the PDFs all write it: one spelling,
 * so a screen and the e-mail about the same stay never disagree. A module of its own (the 12-hour
 * clock is clock-label.ts): the public pages and the console's Today load it first.
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
