/**
 * The console's pages, relative to its address (/console, the router's base): every link and
 * redirect names them from here.
 */
export const CONSOLE_BASE = '/console';

/**
 * On #root when the server drew the room (decision 095), for main.tsx to take it over; keep in
 * step with DRAWN_ATTRIBUTE in src/server/pages/console-hints.ts.
 */
export const DRAWN_ATTRIBUTE = 'data-drawn';

export const consolePaths = {
  today: '/',
  /** Arrivals and departures, a week at a time (every role). */
  calendar: '/calendar',
  /** One villa's month of bookings and blocks (every role); `month` is 'YYYY-MM'. */
  villaCalendar: (id: string, month?: string) =>
    `/villas/${encodeURIComponent(id)}/calendar${month ? `?month=${month}` : ''}`,
  /** Booking requests waiting for a yes or a no, and every booking: one list, filtered. */
  requests: '/requests',
  bookings: '/bookings',
  booking: (id: string) => `/bookings/${encodeURIComponent(id)}`,
  /** Money overdue, due, received and owed back (owner and manager, issue 26 §5). */
  payments: '/payments',
  /** The site's payment terms, grace, bank details, and each villa's terms (the owner edits). */
  paymentSettings: '/payments/settings',
  /** The owner's numbers (issue 28 §2, owner and manager): a period's figures and its channels. */
  reports: '/reports',
  /** The stays imported from the platforms' calendars, for the team to enter what each earned. */
  reportsImported: '/reports/imported',
  moderation: '/moderation',
  messages: '/messages',
  /** The e-mails each stay gets on its own (issue 27 §1): the owner edits, a manager reads. */
  guestMessages: '/messages/templates',
  message: (kind: 'contact' | 'transport', id: string) =>
    `/messages/${kind}/${encodeURIComponent(id)}`,
  /** The villas in the site's order, and a new one (owner and manager, issue 15 §2). */
  villas: '/villas',
  /** One villa's page: every field of it, and links to its prices, photos, calendar and sync. */
  villa: (id: string) => `/villas/${encodeURIComponent(id)}`,
  villaPrices: (id: string) => `/villas/${encodeURIComponent(id)}/prices`,
  villaPhotos: (id: string) => `/villas/${encodeURIComponent(id)}/photos`,
  /** Its calendar kept in step with Airbnb, Booking.com and Vrbo (owner and manager, issue 16). */
  villaSync: (id: string) => `/villas/${encodeURIComponent(id)}/sync`,
  /** Villas made ready between stays (issue 27 §3): housekeeping's day, a week at most. */
  turnovers: '/turnovers',
  turnover: (id: string) => `/turnovers/${encodeURIComponent(id)}`,
  /** The owner's turnover checklist of a villa. */
  villaChecklist: (id: string) => `/villas/${encodeURIComponent(id)}/checklist`,
  staff: '/staff',
  audit: '/audit',
  /** The person's own account: their sessions and their two-step sign-in. */
  sessions: '/sessions',
  setup: '/setup',
  invite: '/invite',
  /** The sign-in page; `next` is the page to come back to once signed in. */
  login: (next?: string) =>
    next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login',
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
