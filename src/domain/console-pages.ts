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

export interface ConsolePage {
  /** The route's pattern, relative to the console's base: one segment per `:name`. */
  path: string;
  /** Its module, relative to src/web/console: the chunk the server names (decision 088). */
  module: string;
  /** Shown with no one signed in, outside the console's layout (sign in, set up, join). */
  alone?: true;
}

/**
 * Every page of the console, in the order the router tries them (the first that matches is
 * shown). room-pages.ts gives each its code; a test checks the module is the one it imports.
 */
export const CONSOLE_PAGES = {
  login: { path: '/login', module: 'features/auth/login-page.tsx', alone: true },
  setup: { path: '/setup', module: 'features/auth/setup-page.tsx', alone: true },
  invite: { path: '/invite', module: 'features/auth/invite-page.tsx', alone: true },
  today: { path: '/', module: 'features/today/today-page.tsx' },
  calendar: { path: '/calendar', module: 'features/calendar/calendar-page.tsx' },
  villaCalendar: {
    path: '/villas/:id/calendar',
    module: 'features/calendar/villa-calendar-page.tsx',
  },
  requests: { path: '/requests', module: 'features/bookings/bookings-page.tsx' },
  bookings: { path: '/bookings', module: 'features/bookings/bookings-page.tsx' },
  booking: { path: '/bookings/:id', module: 'features/bookings/booking-page.tsx' },
  paymentSettings: {
    path: '/payments/settings',
    module: 'features/payments/payment-settings-page.tsx',
  },
  payments: { path: '/payments', module: 'features/payments/payments-page.tsx' },
  reports: { path: '/reports', module: 'features/reports/reports-page.tsx' },
  reportsImported: {
    path: '/reports/imported',
    module: 'features/reports/imported-stays-page.tsx',
  },
  moderation: { path: '/moderation', module: 'features/moderation/moderation-page.tsx' },
  messages: { path: '/messages', module: 'features/messages/messages-page.tsx' },
  guestMessages: {
    path: '/messages/templates',
    module: 'features/guest-messages/guest-messages-page.tsx',
  },
  message: { path: '/messages/:kind/:id', module: 'features/messages/message-page.tsx' },
  villaPhotos: { path: '/villas/:id/photos', module: 'features/photos/photos-page.tsx' },
  villaPrices: { path: '/villas/:id/prices', module: 'features/prices/prices-page.tsx' },
  villaSync: {
    path: '/villas/:id/sync',
    module: 'features/calendar-sync/calendar-sync-page.tsx',
  },
  villaChecklist: {
    path: '/villas/:id/checklist',
    module: 'features/turnovers/checklist-page.tsx',
  },
  turnovers: { path: '/turnovers', module: 'features/turnovers/turnovers-page.tsx' },
  turnover: { path: '/turnovers/:id', module: 'features/turnovers/task-page.tsx' },
  villas: { path: '/villas', module: 'features/villas/villas-page.tsx' },
  villa: { path: '/villas/:id', module: 'features/villas/villa-page.tsx' },
  staff: { path: '/staff', module: 'features/staff/staff-page.tsx' },
  audit: { path: '/audit', module: 'features/audit/audit-page.tsx' },
  sessions: { path: '/sessions', module: 'features/sessions/sessions-page.tsx' },
} as const satisfies Record<string, ConsolePage>;

export type ConsolePageName = keyof typeof CONSOLE_PAGES;

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
export function consolePathOf(page: ConsolePageName, params: Record<string, string> = {}) {
  return CONSOLE_PAGES[page].path
    .split('/')
    .map((part) => (part.startsWith(':') ? encodeURIComponent(params[part.slice(1)] ?? '') : part))
    .join('/');
}
