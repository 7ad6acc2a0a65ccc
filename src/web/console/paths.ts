/**
 * The console's pages, relative to its address (/console, the router's base): every link and
 * redirect names them from here, and each is the path of the one table of pages
 * (#domain/console-pages.ts) that the server reads too.
 */
import { CONSOLE_BASE, CONSOLE_PAGES, consolePathOf } from '#domain/console-pages.ts';

const P = CONSOLE_PAGES;

export const consolePaths = {
  today: P.today.path,
  /** Arrivals and departures, a week at a time (every role). */
  calendar: P.calendar.path,
  /** One villa's month of bookings and blocks (every role); `month` is 'YYYY-MM'. */
  villaCalendar: (id: string, month?: string) =>
    `${consolePathOf('villaCalendar', { id })}${month ? `?month=${month}` : ''}`,
  /** Booking requests waiting for a yes or a no, and every booking: one list, filtered. */
  requests: P.requests.path,
  bookings: P.bookings.path,
  booking: (id: string) => consolePathOf('booking', { id }),
  /** Money overdue, due, received and owed back (owner and manager, issue 26 §5). */
  payments: P.payments.path,
  /** The site's payment terms, grace, bank details, and each villa's terms (the owner edits). */
  paymentSettings: P.paymentSettings.path,
  /** The owner's numbers (issue 28 §2, owner and manager): a period's figures and its channels. */
  reports: P.reports.path,
  /** The stays imported from the platforms' calendars, for the team to enter what each earned. */
  reportsImported: P.reportsImported.path,
  moderation: P.moderation.path,
  messages: P.messages.path,
  /** The e-mails each stay gets on its own (issue 27 §1): the owner edits, a manager reads. */
  guestMessages: P.guestMessages.path,
  message: (kind: 'contact' | 'transport', id: string) => consolePathOf('message', { kind, id }),
  /** The villas in the site's order, and a new one (owner and manager, issue 15 §2). */
  villas: P.villas.path,
  /** One villa's page: every field of it, and links to its prices, photos, calendar and sync. */
  villa: (id: string) => consolePathOf('villa', { id }),
  villaPrices: (id: string) => consolePathOf('villaPrices', { id }),
  villaPhotos: (id: string) => consolePathOf('villaPhotos', { id }),
  /** Its calendar kept in step with Airbnb, Booking.com and Vrbo (owner and manager, issue 16). */
  villaSync: (id: string) => consolePathOf('villaSync', { id }),
  /** Villas made ready between stays (issue 27 §3): housekeeping's day, a week at most. */
  turnovers: P.turnovers.path,
  turnover: (id: string) => consolePathOf('turnover', { id }),
  /** The owner's turnover checklist of a villa. */
  villaChecklist: (id: string) => consolePathOf('villaChecklist', { id }),
  staff: P.staff.path,
  audit: P.audit.path,
  /** The person's own account: their sessions and their two-step sign-in. */
  sessions: P.sessions.path,
  setup: P.setup.path,
  invite: P.invite.path,
  /** The sign-in page; `next` is the page to come back to once signed in. */
  login: (next?: string) =>
    next && next !== '/' ? `${P.login.path}?next=${encodeURIComponent(next)}` : P.login.path,
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
