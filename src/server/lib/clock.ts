/**
 * The one clock of the services: each takes an optional `now` in its dependencies (tests and the
 * bench set it; the app leaves it out), read here. The resort's date is `resortToday` in
 * `#domain/dates.ts`, shared with the browser.
 */
export const nowOf = (deps: { now?: (() => Date) | undefined }): Date => deps.now?.() ?? new Date();
