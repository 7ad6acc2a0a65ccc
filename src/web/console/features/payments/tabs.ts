/**
 * The Payments room's filters are links in the address, drawn as a row of pills (its lists, the
 * card payments' states): the one shown is filled.
 */
export const tabClass = (current: boolean) =>
  `flex min-h-11 items-center justify-between gap-2 rounded-full border px-4 text-sm font-medium ${
    current
      ? 'border-teal-800 bg-teal-800 text-sand-50'
      : 'border-sand-300 bg-white text-teal-800 hover:border-teal-800'
  }`;
