/**
 * The console's pages, relative to its address (/console, the router's base): every link and
 * redirect names them from here. Each is the pattern of the one table of pages
 * (#domain/console-pages.ts, which the server reads too); a page with a parameter is a function.
 */
import {
  CONSOLE_BASE,
  CONSOLE_PAGES,
  consolePathOf,
  type ConsolePageName,
} from '#domain/console-pages.ts';

type Pages = typeof CONSOLE_PAGES;

/** A page's address: its pattern, or for the page of one thing, a function of the thing's id. */
type Address<P extends string> = P extends `${string}:id${string}` ? (id: string) => string : P;

const addresses = Object.fromEntries(
  Object.entries(CONSOLE_PAGES).map(([page, pattern]) => [
    page,
    pattern.includes(':')
      ? (id: string) => consolePathOf(page as ConsolePageName, { id })
      : pattern,
  ]),
) as { [Page in ConsolePageName]: Address<Pages[Page]> };

export const consolePaths = {
  ...addresses,
  /** `month` is 'YYYY-MM'. */
  villaCalendar: (id: string, month?: string) =>
    `${addresses.villaCalendar(id)}${month ? `?month=${month}` : ''}`,
  message: (kind: 'contact' | 'transport', id: string) => consolePathOf('message', { kind, id }),
  /** The sign-in page; `next` is the page to come back to once signed in. */
  login: (next?: string) =>
    next && next !== '/'
      ? `${CONSOLE_PAGES.login}?next=${encodeURIComponent(next)}`
      : CONSOLE_PAGES.login,
} as const;

/**
 * The page to go to after signing in, from the address's `next`: only a path inside the console
 * (`/sessions`), never another site (`//evil.example`, `https://...`).
 */
export function pageAfterSignIn(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return consolePaths.today;
  }
  return next;
}

/** The console page shown now, relative to the base, with its query string. */
export function currentConsolePage(): string {
  const { pathname, search } = window.location;
  const inside = pathname.startsWith(CONSOLE_BASE) ? pathname.slice(CONSOLE_BASE.length) : '';
  return `${inside || '/'}${search}`;
}
