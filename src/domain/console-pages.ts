/**
 * The console's pages and rooms, in one table that the console (its routes, links and navigation)
 * and the server (which draws a room and names its code's chunks, decisions 088 and 095) both
 * read. Here rather than in src/web or src/server because both sides import it, and only
 * src/domain may be imported by both (eslint.config.js); it is data, no React and no I/O.
 */
import type { StaffRole } from './schemas/staff-account.ts';

/** The console's address: every path below is relative to it (the router's base). */
export const CONSOLE_BASE = '/console';

/** On #root when the server drew the room (decision 095), for the console to take it over. */
export const DRAWN_ATTRIBUTE = 'data-drawn';

/**
 * Every page of the console by name, with its route's pattern (relative to the console's base,
 * one segment per `:name`), in the order the router tries them (the first that matches is
 * shown). room-pages.ts gives each its code; CONSOLE_MODULES below names the module it is in.
 */
export const CONSOLE_PAGES = {
  login: '/login',
  setup: '/setup',
  invite: '/invite',
  today: '/',
  /** Arrivals and departures, a week at a time (every role). */
  calendar: '/calendar',
  /** One villa's month of bookings and blocks (every role). */
  villaCalendar: '/villas/:id/calendar',
  /** Booking requests waiting for a yes or a no, and every booking: one list, filtered. */
  requests: '/requests',
  bookings: '/bookings',
  booking: '/bookings/:id',
  /** The site's payment terms, grace, bank details, and each villa's terms (the owner edits). */
  paymentSettings: '/payments/settings',
  /** Money overdue, due, received and owed back (owner and manager, issue 26 §5). */
  payments: '/payments',
  /** The rates of the "≈ €920" figures beside dollar prices (issue 39 §3): the owner edits. */
  currencyRates: '/currencies',
  /** The owner's numbers (issue 28 §2, owner and manager): a period's figures and its channels. */
  reports: '/reports',
  /** The stays imported from the platforms' calendars, for the team to enter what each earned. */
  reportsImported: '/reports/imported',
  moderation: '/moderation',
  messages: '/messages',
  /** The e-mails each stay gets on its own (issue 27 §1): the owner edits, a manager reads. */
  guestMessages: '/messages/templates',
  message: '/messages/:kind/:id',
  villaPhotos: '/villas/:id/photos',
  villaPrices: '/villas/:id/prices',
  /** Its calendar kept in step with Airbnb, Booking.com and Vrbo (owner and manager, issue 16). */
  villaSync: '/villas/:id/sync',
  /** The owner's turnover checklist of a villa. */
  villaChecklist: '/villas/:id/checklist',
  /** Villas made ready between stays (issue 27 §3): housekeeping's day, a week at most. */
  turnovers: '/turnovers',
  turnover: '/turnovers/:id',
  /** The villas in the site's order, and a new one (owner and manager, issue 15 §2). */
  villas: '/villas',
  /** One villa's page: every field of it, and links to its prices, photos, calendar and sync. */
  villa: '/villas/:id',
  staff: '/staff',
  audit: '/audit',
  /** The person's own account: their sessions and their two-step sign-in. */
  sessions: '/sessions',
} as const;

export type ConsolePageName = keyof typeof CONSOLE_PAGES;

/** The pages shown with no one signed in, outside the console's layout. */
export const STANDING_ALONE: readonly ConsolePageName[] = ['login', 'setup', 'invite'];

/**
 * Each page's module, relative to src/web/console: the chunk the server names for the page
 * (decision 088); tests/console-pages.test.ts checks it is the one room-pages.ts imports. A column
 * of the table above kept apart because only the server reads it, so the console's first load
 * leaves it out (its budget, decision 084, had 7 bytes to spare).
 */
export const CONSOLE_MODULES: Record<ConsolePageName, string> = {
  login: 'features/auth/login-page.tsx',
  setup: 'features/auth/setup-page.tsx',
  invite: 'features/auth/invite-page.tsx',
  today: 'features/today/today-page.tsx',
  calendar: 'features/calendar/calendar-page.tsx',
  villaCalendar: 'features/calendar/villa-calendar-page.tsx',
  requests: 'features/bookings/bookings-page.tsx',
  bookings: 'features/bookings/bookings-page.tsx',
  booking: 'features/bookings/booking-page.tsx',
  paymentSettings: 'features/payments/payment-settings-page.tsx',
  payments: 'features/payments/payments-page.tsx',
  currencyRates: 'features/currencies/currencies-page.tsx',
  reports: 'features/reports/reports-page.tsx',
  reportsImported: 'features/reports/imported-stays-page.tsx',
  moderation: 'features/moderation/moderation-page.tsx',
  messages: 'features/messages/messages-page.tsx',
  guestMessages: 'features/guest-messages/guest-messages-page.tsx',
  message: 'features/messages/message-page.tsx',
  villaPhotos: 'features/photos/photos-page.tsx',
  villaPrices: 'features/prices/prices-page.tsx',
  villaSync: 'features/calendar-sync/calendar-sync-page.tsx',
  villaChecklist: 'features/turnovers/checklist-page.tsx',
  turnovers: 'features/turnovers/turnovers-page.tsx',
  turnover: 'features/turnovers/task-page.tsx',
  villas: 'features/villas/villas-page.tsx',
  villa: 'features/villas/villa-page.tsx',
  staff: 'features/staff/staff-page.tsx',
  audit: 'features/audit/audit-page.tsx',
  sessions: 'features/sessions/sessions-page.tsx',
};

export interface ConsoleRoom {
  /** The page the room's link opens; the room is every page under its path too. */
  page: ConsolePageName;
  label: string;
  /**
   * Who may enter (the server refuses the others anyway: the navigation only leaves out what
   * would be refused).
   */
  roles: readonly StaffRole[];
  /**
   * A room of every day, kept in the tab bar at the foot of a phone's screen; the others are one
   * tap away under More (decision 062). A laptop shows every room in the header. A list of roles:
   * a room of every day for them only (Turnovers: housekeeping's day, one room among many for
   * the owner), so a phone's tab bar keeps four rooms and More.
   */
  daily?: true | readonly StaffRole[];
  /** Pages of this room at addresses outside its path. */
  pages?: RegExp;
  /** Listed only for those /me says may open Reports (a manager once the owner shares them). */
  needsReports?: true;
}

const EVERY_ROLE = ['owner', 'manager', 'housekeeping'] as const;
const THE_OFFICE = ['owner', 'manager'] as const;

/**
 * The rooms of the console that exist, in the navigation's order. A room is listed once it is
 * built: none is shown as a promise.
 */
export const CONSOLE_ROOMS = [
  { page: 'today', label: 'Today', roles: EVERY_ROLE, daily: true },
  {
    page: 'calendar',
    label: 'Calendar',
    roles: EVERY_ROLE,
    daily: true,
    // A villa's own calendar (villaCalendar) is the calendar's, open to every role, whoever may
    // enter the rest of /villas.
    pages: /^\/villas\/[^/]+\/calendar$/,
  },
  { page: 'requests', label: 'Requests', roles: THE_OFFICE, daily: true },
  { page: 'bookings', label: 'Bookings', roles: THE_OFFICE, daily: true },
  // Villas made ready between stays (issue 27 §3); a villa's checklist is a page of Villas.
  { page: 'turnovers', label: 'Turnovers', roles: EVERY_ROLE, daily: ['housekeeping'] },
  // Money owed, received and owed back (issue 26 §5); its settings page is under it.
  { page: 'payments', label: 'Payments', roles: THE_OFFICE },
  // The rates of the guests' "≈" figures (issue 39 §3): the owner sets them, a manager reads.
  { page: 'currencyRates', label: 'Currencies', roles: THE_OFFICE },
  // The owner's numbers (issue 28 §2); the imported stays' amounts are a page under it.
  { page: 'reports', label: 'Reports', roles: THE_OFFICE, needsReports: true },
  { page: 'moderation', label: 'Moderation', roles: THE_OFFICE },
  { page: 'messages', label: 'Messages', roles: THE_OFFICE },
  { page: 'villas', label: 'Villas', roles: THE_OFFICE },
  { page: 'staff', label: 'Staff', roles: ['owner'] },
  { page: 'audit', label: 'Audit log', roles: ['owner'] },
  { page: 'sessions', label: 'Your account', roles: EVERY_ROLE },
] as const satisfies readonly ConsoleRoom[];

/** The pages a room opens on. */
export type ConsoleRoomPage = (typeof CONSOLE_ROOMS)[number]['page'];

/** A page's address from its pattern: `/villas/:id` with { id: 'a b' } is '/villas/a%20b'. */
export const consolePathOf = (page: ConsolePageName, params: Record<string, string>) =>
  CONSOLE_PAGES[page].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
