/**
 * The console's buttons, as the sessions page and the sign-in forms draw them: rounded, at least
 * 44 px tall (WCAG 2.5.8 asks 24; a thumb on a phone wants 44).
 */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-teal-800 px-5 text-sm font-medium text-sand-50 hover:bg-teal-900 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-teal-800 px-5 text-sm font-medium text-teal-800 hover:bg-teal-800 hover:text-sand-50 disabled:cursor-not-allowed disabled:opacity-60';

export const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-danger px-5 text-sm font-medium text-danger hover:bg-danger hover:text-white disabled:cursor-not-allowed disabled:opacity-60';

/** A card of a list: one review, one message, one account. */
export const card = 'rounded-2xl border border-sand-200 bg-white p-4 sm:p-5';

/** A small word beside a name: a status, a kind. */
export const badge =
  'inline-flex items-center rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-teal-900';
