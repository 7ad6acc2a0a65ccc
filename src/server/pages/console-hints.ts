/**
 * What the console's page says beyond its built HTML (issue 25 §2, decision 088), so a phone
 * fetches in parallel what it would otherwise find one round trip after another:
 * - the page's own code: `<link rel="modulepreload">` for the chunk of the page at the address and
 *   every chunk it imports, from the build's chunk map (scripts/vite-console.ts), read once at start;
 * - who is signed in, which the server knows from the session's cookie: boot JSON in
 *   `<script type="application/json" id="console-boot">` (src/web/console/lib/console-boot.ts), so
 *   the console does not ask /api/console/me before drawing a room;
 * - on the pages that stand alone (sign in, set up, join), the page's frame: the company's name
 *   over the page's background, drawn before the script comes (ACCOUNT_FRAME).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteSettings } from '#domain/site-settings.ts';

/**
 * Each console page's pattern (relative to /console) and the module its chunk comes from, as
 * src/web/console/room-pages.ts names them (its test checks they agree). A page not listed here
 * still works: its code is found one round trip later, as before.
 */
export const CONSOLE_PAGE_MODULES: readonly { path: string; module: string; alone?: true }[] = [
  { path: '/login', module: 'features/auth/login-page.tsx', alone: true },
  { path: '/setup', module: 'features/auth/setup-page.tsx', alone: true },
  { path: '/invite', module: 'features/auth/invite-page.tsx', alone: true },
  { path: '/', module: 'features/today/today-page.tsx' },
  { path: '/calendar', module: 'features/calendar/calendar-page.tsx' },
  { path: '/villas/:id/calendar', module: 'features/calendar/villa-calendar-page.tsx' },
  { path: '/requests', module: 'features/bookings/bookings-page.tsx' },
  { path: '/bookings', module: 'features/bookings/bookings-page.tsx' },
  { path: '/bookings/:id', module: 'features/bookings/booking-page.tsx' },
  { path: '/payments/settings', module: 'features/payments/payment-settings-page.tsx' },
  { path: '/payments', module: 'features/payments/payments-page.tsx' },
  { path: '/moderation', module: 'features/moderation/moderation-page.tsx' },
  { path: '/messages', module: 'features/messages/messages-page.tsx' },
  { path: '/messages/templates', module: 'features/guest-messages/guest-messages-page.tsx' },
  { path: '/messages/:kind/:id', module: 'features/messages/message-page.tsx' },
  { path: '/villas/:id/photos', module: 'features/photos/photos-page.tsx' },
  { path: '/villas/:id/prices', module: 'features/prices/prices-page.tsx' },
  { path: '/villas/:id/sync', module: 'features/calendar-sync/calendar-sync-page.tsx' },
  { path: '/villas/:id/checklist', module: 'features/turnovers/checklist-page.tsx' },
  { path: '/turnovers', module: 'features/turnovers/turnovers-page.tsx' },
  { path: '/turnovers/:id', module: 'features/turnovers/task-page.tsx' },
  { path: '/villas', module: 'features/villas/villas-page.tsx' },
  { path: '/villas/:id', module: 'features/villas/villa-page.tsx' },
  { path: '/staff', module: 'features/staff/staff-page.tsx' },
  { path: '/audit', module: 'features/audit/audit-page.tsx' },
  { path: '/sessions', module: 'features/sessions/sessions-page.tsx' },
];

/** The console's address: its page's paths are relative to it, its files under assets/. */
const CONSOLE_BASE = '/console';

/** The id of the boot JSON's element; src/web/console/lib/console-boot.ts reads it. */
export const CONSOLE_BOOT_ELEMENT_ID = 'console-boot';

/**
 * The console's chunk map (CONSOLE_CHUNK_MAP_FILE of scripts/vite-console.ts, which writes it):
 * the first load's files, each chunk's static imports, and the chunk of each source module.
 */
interface ConsoleChunkMap {
  firstLoad: string[];
  imports: Record<string, string[]>;
  modules: Record<string, string>;
}
const CHUNK_MAP_FILE = path.join('.vite', 'console-chunks.json');

/** Whether `pattern` ('/villas/:id') matches `location` ('/villas/abc'): one segment per `:name`. */
export function matchesPattern(pattern: string, location: string): boolean {
  const want = pattern.split('/');
  const have = location.split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? (have[i] ?? '') !== '' : part === have[i]))
  );
}

/** The console page at an address (`/console/bookings?x`), relative to the console: '/bookings'. */
export function consoleLocation(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  const inside = pathname.startsWith(CONSOLE_BASE) ? pathname.slice(CONSOLE_BASE.length) : '';
  // wouter's base: /console and /console/ are both Today.
  return inside === '' || inside === '/' ? '/' : inside.replace(/\/$/, '');
}

/** The page at a console address, or undefined (the router's "not found"). */
export const consolePageAt = (location: string) =>
  CONSOLE_PAGE_MODULES.find(({ path: pattern }) => matchesPattern(pattern, location));

/**
 * Per page's module, the `<link rel="modulepreload">` lines of its chunk and every chunk that
 * chunk imports, less those the built page loads already (the first load). Empty when the build
 * has no chunk map (a stand-in build in tests): the page then works as before.
 */
export function readPagePreloads(consoleDir: string): Map<string, string> {
  const file = path.join(consoleDir, CHUNK_MAP_FILE);
  const preloads = new Map<string, string>();
  if (!existsSync(file)) return preloads;
  const map = JSON.parse(readFileSync(file, 'utf8')) as ConsoleChunkMap;
  const withImports = (chunk: string, seen: Set<string>) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const imported of map.imports[chunk] ?? []) withImports(imported, seen);
  };
  const firstLoad = new Set<string>();
  for (const chunk of map.firstLoad) withImports(chunk, firstLoad);
  for (const { module } of CONSOLE_PAGE_MODULES) {
    const chunk = map.modules[module];
    if (!chunk) continue;
    const chunks = new Set<string>();
    withImports(chunk, chunks);
    const links = [...chunks]
      .filter((name) => !firstLoad.has(name))
      // `crossorigin` as the built page's own script and preloads: the same request, reused.
      .map((name) => `<link rel="modulepreload" crossorigin href="${CONSOLE_BASE}/${name}">`);
    preloads.set(module, links.join(''));
  }
  return preloads;
}

/**
 * JSON to write as the text of a <script> element: every '<' escaped, so no text in it (a name)
 * can close the element, as src/web/lib/script-json.ts does for the site (the server's build does
 * not reach src/web).
 */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The boot JSON's element, to put in the page's head. */
export const consoleBootElement = (boot: object): string =>
  `<script type="application/json" id="${CONSOLE_BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>`;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * The frame of the pages that stand alone, as AccountPage (src/web/console/features/auth/
 * account-form.tsx) draws it, less the card: the largest text of the sign-in page is the
 * company's name, so it is on the screen with the HTML and the CSS, not after the script. The
 * console's first render replaces it with the same at the same place (tests/console-pages.test.ts
 * checks the markup agrees). Nothing in it can be typed into, tapped or followed, so nothing a
 * person does before the script runs is lost.
 */
export const ACCOUNT_FRAME =
  '<div class="flex min-h-screen flex-col items-center bg-sand-100 px-4 py-10 sm:py-16">' +
  `<p class="font-display text-2xl text-teal-900">${escapeHtml(siteSettings.companyName)}</p>` +
  '</div>';

/** The built page with `frame` drawn in its (empty) root, where the console renders. */
export function withFrame(shell: string, frame: string): string {
  return frame === ''
    ? shell
    : shell.replace('<div id="root"></div>', () => `<div id="root">${frame}</div>`);
}

/** The built page with `head` written just before its </head>. */
export function withHead(shell: string, head: string): string {
  if (head === '') return shell;
  const at = shell.indexOf('</head>');
  return at === -1 ? shell : `${shell.slice(0, at)}${head}${shell.slice(at)}`;
}
