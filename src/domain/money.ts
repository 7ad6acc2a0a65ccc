/**
 * Money is integer cents everywhere: in the database, the API and the domain (issue 15 §4). A
 * float never holds a price; dollars appear only where a person reads or types them.
 */

/** Whole cents: no float ever holds a price. */
export type Cents = number;

/**
 * US dollars for display, from cents: whole dollars with en-US thousands separators, cents only
 * when the amount has them ('$1,250', '$12.50'), as en-US `Intl.NumberFormat` writes them (written
 * out: the first formatter a page makes costs a phone tens of milliseconds).
 */
export function formatCents(amount: Cents): string {
  const cents = Math.round(Math.abs(amount));
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = cents % 100 === 0 ? '' : `.${String(cents % 100).padStart(2, '0')}`;
  // An amount that rounds to zero reads '$0', not '-$0'.
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${dollars}${fraction}`;
}

/** Whole dollars in cents, for prices written in the code (`dollars(50)` is 5000). */
export const dollars = (amount: number): Cents => Math.round(amount * 100);

/**
 * Dollars as a person types them ('450', '450.5', '$1,250.00') in whole cents (45000, 45050,
 * 125000); null for anything else (a third decimal, letters, a minus sign, a comma in the wrong
 * place). Read from the text, never through a float, so '0.29' is 29 cents, not 28.
 */
export function parseDollars(text: string): Cents | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const whole = Number((match[1] ?? '0').replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = whole * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** Cents as a field shows them for editing: '450', '450.50' (no sign, no separators). */
export function centsToDollarsText(cents: Cents): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
