/**
 * Each console page's code, fetched when the page is opened (issue 25 §2, decision 084): the
 * console's first load is React, the router, the query client and the layout, and the page asked
 * for comes in a chunk of its own. One table, so the route (React.lazy in app.tsx) and the
 * navigation's early fetch (a room's link pointed at, touched or focused) call the very same
 * `import()`, and the browser fetches each chunk once.
 */
import { lazy, type ComponentType } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, type Parser } from 'wouter';
import { consolePaths } from './paths.ts';

export interface PageCode<P> {
  /** The route's pattern (wouter), relative to the console's base. */
  path: string;
  /** Fetches the page's chunk; the browser keeps it, so a second call costs nothing. */
  load: () => Promise<unknown>;
  /** The page, drawn once its chunk is here (inside a Suspense boundary). */
  Page: ComponentType<P>;
}

/** A page of `module`, exported as `name`, at `path`. */
function pageCode<M, K extends keyof M>(
  path: string,
  load: () => Promise<M>,
  name: K,
): PageCode<M[K] extends ComponentType<infer P> ? P : never> {
  type P = M[K] extends ComponentType<infer Props> ? Props : never;
  let loaded: { default: ComponentType<P> } | null = null;
  const loadPage = () =>
    load().then((module) => {
      loaded = { default: module[name] as ComponentType<P> };
      return loaded;
    });
  // A page whose code is here already (fetched early: its link pointed at, the first load) is
  // drawn at once: React.lazy reads an answer given synchronously, so no fallback is shown, and
  // React does not hold the page back for the 300 ms it keeps a fallback on screen.
  const Page = lazy(() => (loaded ? (fulfilled(loaded) as Promise<typeof loaded>) : loadPage()));
  return { path, load: loadPage, Page };
}

/** A thenable that answers at once (React.lazy takes it as a module already loaded). */
function fulfilled<T>(value: T): PromiseLike<T> {
  return {
    then: (onFulfilled) => fulfilled(onFulfilled ? onFulfilled(value) : value) as never,
  };
}

/** The console's pages in the order app.tsx tries them (the first that matches is shown). */
export const pages = {
  login: pageCode('/login', () => import('./features/auth/login-page.tsx'), 'LoginPage'),
  setup: pageCode(consolePaths.setup, () => import('./features/auth/setup-page.tsx'), 'SetupPage'),
  invite: pageCode(
    consolePaths.invite,
    () => import('./features/auth/invite-page.tsx'),
    'InvitePage',
  ),
  today: pageCode(consolePaths.today, () => import('./features/today/today-page.tsx'), 'TodayPage'),
  calendar: pageCode(
    consolePaths.calendar,
    () => import('./features/calendar/calendar-page.tsx'),
    'CalendarPage',
  ),
  // The pattern of consolePaths.villaCalendar(id).
  villaCalendar: pageCode(
    '/villas/:id/calendar',
    () => import('./features/calendar/villa-calendar-page.tsx'),
    'VillaCalendarPage',
  ),
  requests: pageCode(
    consolePaths.requests,
    () => import('./features/bookings/bookings-page.tsx'),
    'BookingsPage',
  ),
  bookings: pageCode(
    consolePaths.bookings,
    () => import('./features/bookings/bookings-page.tsx'),
    'BookingsPage',
  ),
  // The pattern of consolePaths.booking(id).
  booking: pageCode(
    '/bookings/:id',
    () => import('./features/bookings/booking-page.tsx'),
    'BookingPage',
  ),
  // Before payments: the first that matches is shown.
  paymentSettings: pageCode(
    consolePaths.paymentSettings,
    () => import('./features/payments/payment-settings-page.tsx'),
    'PaymentSettingsPage',
  ),
  payments: pageCode(
    consolePaths.payments,
    () => import('./features/payments/payments-page.tsx'),
    'PaymentsPage',
  ),
  reports: pageCode(
    consolePaths.reports,
    () => import('./features/reports/reports-page.tsx'),
    'ReportsPage',
  ),
  reportsImported: pageCode(
    consolePaths.reportsImported,
    () => import('./features/reports/imported-stays-page.tsx'),
    'ImportedStaysPage',
  ),
  moderation: pageCode(
    consolePaths.moderation,
    () => import('./features/moderation/moderation-page.tsx'),
    'ModerationPage',
  ),
  messages: pageCode(
    consolePaths.messages,
    () => import('./features/messages/messages-page.tsx'),
    'MessagesPage',
  ),
  guestMessages: pageCode(
    consolePaths.guestMessages,
    () => import('./features/guest-messages/guest-messages-page.tsx'),
    'GuestMessagesPage',
  ),
  message: pageCode(
    '/messages/:kind/:id',
    () => import('./features/messages/message-page.tsx'),
    'MessagePage',
  ),
  // The pattern of consolePaths.villaPhotos(id): the photo editor.
  villaPhotos: pageCode(
    '/villas/:id/photos',
    () => import('./features/photos/photos-page.tsx'),
    'PhotosPage',
  ),
  // The pattern of consolePaths.villaPrices(id): the prices editor.
  villaPrices: pageCode(
    '/villas/:id/prices',
    () => import('./features/prices/prices-page.tsx'),
    'PricesPage',
  ),
  // The pattern of consolePaths.villaSync(id).
  villaSync: pageCode(
    '/villas/:id/sync',
    () => import('./features/calendar-sync/calendar-sync-page.tsx'),
    'CalendarSyncPage',
  ),
  // The pattern of consolePaths.villaChecklist(id): its turnover checklist (issue 27 §3).
  villaChecklist: pageCode(
    '/villas/:id/checklist',
    () => import('./features/turnovers/checklist-page.tsx'),
    'ChecklistPage',
  ),
  turnovers: pageCode(
    consolePaths.turnovers,
    () => import('./features/turnovers/turnovers-page.tsx'),
    'TurnoversPage',
  ),
  // The pattern of consolePaths.turnover(id).
  turnover: pageCode(
    '/turnovers/:id',
    () => import('./features/turnovers/task-page.tsx'),
    'TaskPage',
  ),
  villas: pageCode(
    consolePaths.villas,
    () => import('./features/villas/villas-page.tsx'),
    'VillasPage',
  ),
  // The pattern of consolePaths.villa(id): the villa's form, with its map.
  villa: pageCode('/villas/:id', () => import('./features/villas/villa-page.tsx'), 'VillaPage'),
  staff: pageCode(consolePaths.staff, () => import('./features/staff/staff-page.tsx'), 'StaffPage'),
  audit: pageCode(consolePaths.audit, () => import('./features/audit/audit-page.tsx'), 'AuditPage'),
  sessions: pageCode(
    consolePaths.sessions,
    () => import('./features/sessions/sessions-page.tsx'),
    'SessionsPage',
  ),
};

/**
 * The page each room of the navigation (features/shell/rooms.ts, by its path) opens on: its code
 * is fetched as the room's link is pointed at, touched or focused.
 */
const roomPages: Record<string, { load: () => Promise<unknown> } | undefined> = {
  [consolePaths.today]: pages.today,
  [consolePaths.calendar]: pages.calendar,
  [consolePaths.requests]: pages.requests,
  [consolePaths.bookings]: pages.bookings,
  [consolePaths.payments]: pages.payments,
  [consolePaths.reports]: pages.reports,
  [consolePaths.moderation]: pages.moderation,
  [consolePaths.messages]: pages.messages,
  [consolePaths.turnovers]: pages.turnovers,
  [consolePaths.villas]: pages.villas,
  [consolePaths.staff]: pages.staff,
  [consolePaths.audit]: pages.audit,
  [consolePaths.sessions]: pages.sessions,
};

/**
 * Starts fetching the code of the room at `path` (a link's href), if it is one. A failed download
 * is not an error here: the page tries again when it is opened, and says so if it cannot.
 */
export function preloadRoom(path: string): void {
  roomPages[path]?.load().catch(() => undefined);
}

/**
 * Fetches the code of the page at `location` (the first one tried that matches, as the router
 * does); resolves once it is here, or could not be fetched (the page then says so when drawn).
 * main.tsx draws the console after it, so the first page is drawn whole, without a fallback.
 */
export function loadPageAt(location: string, parser: Parser = parsePattern): Promise<unknown> {
  const page = Object.values(pages).find(({ path }) => matchRoute(parser, path, location)[0]);
  return page ? page.load().catch(() => undefined) : Promise.resolve();
}

/** Whether the page at `location` is one of those that stand alone (no one need be signed in). */
export const standsAlone = (location: string, parser: Parser = parsePattern): boolean =>
  [pages.login, pages.setup, pages.invite].some(
    ({ path }) => matchRoute(parser, path, location)[0],
  );
