/**
 * US dollars for display: whole dollars with en-US thousands separators, cents only when the
 * amount has them ('$1,250', '$12.50'). Rounds to the cent first so float noise never shows.
 */
export function formatUsd(amount: number): string {
  const hasCents = Math.round(Math.abs(amount) * 100) % 100 !== 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: hasCents ? 2 : 0,
    // An amount that rounds to zero should read '$0', not '-$0'.
    signDisplay: 'negative',
  }).format(amount);
}

/** Rounds to whole cents, absorbing float noise such as 3 x 0.35 = 1.0499999999999998. */
export function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
