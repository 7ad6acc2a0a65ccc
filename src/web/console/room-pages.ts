/**
 * Each console page's code, fetched when the page is opened (issue 25 §2, decision 084): the
 * console's first load is React, the router, the query client and the layout, and the page asked
 * for comes in a chunk of its own. One table, so the route (React.lazy in app.tsx) and the
 * navigation's early fetch (a room's link pointed at, touched or focused) call the very same
 * `import()`, and the browser fetches each chunk once. Which pages there are, at which patterns,
 * and the rooms: #domain/console-pages.ts, which the server reads too.
 */
import { lazy, type ComponentType } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, type Parser } from 'wouter';
import {
  CONSOLE_PAGES,
  CONSOLE_ROOMS,
  STANDING_ALONE,
  type ConsolePageName,
} from '#domain/console-pages.ts';

export interface PageCode<P> {
  /** The route's pattern (wouter), relative to the console's base. */
  path: string;
  /** Fetches the page's chunk; the browser keeps it, so a second call costs nothing. */
  load: () => Promise<unknown>;
  /** The page, drawn once its chunk is here (inside a Suspense boundary). */
  Page: ComponentType<P>;
}

/**
 * A page from `load`, exported as `name`, given its pattern. The `import()` is written here, not
 * read from the table's CONSOLE_MODULES: the bundler makes a chunk of each import it can read,
 * and TypeScript checks each page's props through it (tests/console-pages.test.ts checks it is the
 * table's module).
 */
const pageCode =
  <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  (path: string): PageCode<M[K] extends ComponentType<infer P> ? P : never> => {
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
  };

/** A thenable that answers at once (React.lazy takes it as a module already loaded). */
function fulfilled<T>(value: T): PromiseLike<T> {
  return {
    then: (onFulfilled) => fulfilled(onFulfilled ? onFulfilled(value) : value) as never,
  };
}

/** Each page's code, by its name in the table (#domain/console-pages.ts) and in its order. */
const code = {
  login: pageCode(() => import('./features/auth/login-page.tsx'), 'LoginPage'),
  setup: pageCode(() => import('./features/auth/setup-page.tsx'), 'SetupPage'),
  invite: pageCode(() => import('./features/auth/invite-page.tsx'), 'InvitePage'),
  today: pageCode(() => import('./features/today/today-page.tsx'), 'TodayPage'),
  calendar: pageCode(() => import('./features/calendar/calendar-page.tsx'), 'CalendarPage'),
  villaCalendar: pageCode(
    () => import('./features/calendar/villa-calendar-page.tsx'),
    'VillaCalendarPage',
  ),
  requests: pageCode(() => import('./features/bookings/bookings-page.tsx'), 'BookingsPage'),
  bookings: pageCode(() => import('./features/bookings/bookings-page.tsx'), 'BookingsPage'),
  booking: pageCode(() => import('./features/bookings/booking-page.tsx'), 'BookingPage'),
  paymentSettings: pageCode(
    () => import('./features/payments/payment-settings-page.tsx'),
    'PaymentSettingsPage',
  ),
  payments: pageCode(() => import('./features/payments/payments-page.tsx'), 'PaymentsPage'),
  currencyRates: pageCode(
    () => import('./features/currencies/currencies-page.tsx'),
    'CurrenciesPage',
  ),
  reports: pageCode(() => import('./features/reports/reports-page.tsx'), 'ReportsPage'),
  reportsImported: pageCode(
    () => import('./features/reports/imported-stays-page.tsx'),
    'ImportedStaysPage',
  ),
  moderation: pageCode(() => import('./features/moderation/moderation-page.tsx'), 'ModerationPage'),
  messages: pageCode(() => import('./features/messages/messages-page.tsx'), 'MessagesPage'),
  guestMessages: pageCode(
    () => import('./features/guest-messages/guest-messages-page.tsx'),
    'GuestMessagesPage',
  ),
  message: pageCode(() => import('./features/messages/message-page.tsx'), 'MessagePage'),
  // The photo editor.
  villaPhotos: pageCode(() => import('./features/photos/photos-page.tsx'), 'PhotosPage'),
  // The prices editor.
  villaPrices: pageCode(() => import('./features/prices/prices-page.tsx'), 'PricesPage'),
  villaSync: pageCode(
    () => import('./features/calendar-sync/calendar-sync-page.tsx'),
    'CalendarSyncPage',
  ),
  // A villa's turnover checklist (issue 27 §3).
  villaChecklist: pageCode(
    () => import('./features/turnovers/checklist-page.tsx'),
    'ChecklistPage',
  ),
  turnovers: pageCode(() => import('./features/turnovers/turnovers-page.tsx'), 'TurnoversPage'),
  turnover: pageCode(() => import('./features/turnovers/task-page.tsx'), 'TaskPage'),
  villas: pageCode(() => import('./features/villas/villas-page.tsx'), 'VillasPage'),
  // The villa's form, with its map.
  villa: pageCode(() => import('./features/villas/villa-page.tsx'), 'VillaPage'),
  staff: pageCode(() => import('./features/staff/staff-page.tsx'), 'StaffPage'),
  audit: pageCode(() => import('./features/audit/audit-page.tsx'), 'AuditPage'),
  sessions: pageCode(() => import('./features/sessions/sessions-page.tsx'), 'SessionsPage'),
} satisfies Record<ConsolePageName, (path: string) => unknown>;

/** The console's pages at their patterns, in the table's order: the order the router tries them. */
export const pages = Object.fromEntries(
  Object.entries(code).map(([page, at]) => [page, at(CONSOLE_PAGES[page as ConsolePageName])]),
) as { [Page in ConsolePageName]: ReturnType<(typeof code)[Page]> };

/**
 * The page each room of the navigation (features/shell/rooms.ts, by its path) opens on: its code
 * is fetched as the room's link is pointed at, touched or focused.
 */
const roomPages = new Map<string, { load: () => Promise<unknown> }>(
  CONSOLE_ROOMS.map(({ page }) => [CONSOLE_PAGES[page], pages[page]]),
);

/**
 * Starts fetching the code of the room at `path` (a link's href), if it is one. A failed download
 * is not an error here: the page tries again when it is opened, and says so if it cannot.
 */
export function preloadRoom(path: string): void {
  roomPages
    .get(path)
    ?.load()
    .catch(() => undefined);
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
  STANDING_ALONE.some((page) => matchRoute(parser, CONSOLE_PAGES[page], location)[0]);
