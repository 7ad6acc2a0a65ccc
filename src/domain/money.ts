/**
 * US dollars for display: whole dollars with en-US thousands separators, cents only when the
 * amount has them ('$1,250', '$12.50'), as en-US `Intl.NumberFormat` writes them (written out: the
 * first formatter a page makes costs a phone tens of milliseconds). Rounds to the cent first so
 * float noise never shows.
 */
export function formatUsd(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = cents % 100 === 0 ? '' : `.${String(cents % 100).padStart(2, '0')}`;
  // An amount that rounds to zero reads '$0', not '-$0'.
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${dollars}${fraction}`;
}

/** Rounds to whole cents, absorbing float noise such as 3 x 0.35 = 1.0499999999999998. */
export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
