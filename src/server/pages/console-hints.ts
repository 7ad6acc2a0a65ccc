/**
 * What the console's page says beyond its built HTML (issue 25 §2, decisions 088 and 095), so a
 * phone fetches in parallel what it would otherwise find one round trip after another, once the
 * page is on its screen:
 * - the files of the page's code: the app's chunk, the chunk of the page at the address and every
 *   chunk they import, from the build's chunk map (scripts/vite-console.ts), read once at start,
 *   in the boot JSON for boot.ts to fetch after the first paint;
 * - who is signed in, which the server knows from the session's cookie: in the same boot JSON,
 *   `<script type="application/json" id="console-boot">` (src/web/console/lib/console-boot.ts), so
 *   the console does not ask /api/console/me before drawing a room;
 * - the page drawn: a room as the console's first render draws it (console-shell.ts, with the
 *   server build of src/web/console/entry-server.tsx), marked for the app to take over
 *   (withDrawnPage); on the pages that stand alone (sign in, set up, join), their frame: the
 *   company's name over the page's background (ACCOUNT_FRAME).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONSOLE_BASE,
  CONSOLE_MODULES,
  CONSOLE_PAGES,
  DRAWN_ATTRIBUTE,
  STANDING_ALONE,
  type ConsolePageName,
} from '#domain/console-pages.ts';
import { siteSettings } from '#domain/site-settings.ts';
import type { toMe } from '#server/staff/service.ts';

/** Who is signed in, as GET /api/console/me answers it. */
export type Me = ReturnType<typeof toMe>;

/**
 * The console's pages (#domain/console-pages.ts, the table the console's routes read too): each
 * page's pattern, relative to /console, and the module its chunk comes from.
 */
export const CONSOLE_PAGE_MODULES: readonly { path: string; module: string; alone?: true }[] = (
  Object.keys(CONSOLE_PAGES) as ConsolePageName[]
).map((name) => ({
  path: CONSOLE_PAGES[name],
  module: CONSOLE_MODULES[name],
  ...(STANDING_ALONE.includes(name) ? { alone: true as const } : {}),
}));

/** The id of the boot JSON's element; src/web/console/lib/console-boot.ts reads it. */
export const CONSOLE_BOOT_ELEMENT_ID = 'console-boot';

/**
 * The console's chunk map (CONSOLE_CHUNK_MAP_FILE of scripts/vite-console.ts, which writes it):
 * the first load's files, each chunk's static imports, and the chunk of each source module.
 */
interface ConsoleChunkMap {
  firstLoad: string[];
  app: string;
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
 * The files of a page's code, for boot.ts to fetch once the page is on the screen (decision 095):
 * the app's chunk (main.tsx), the chunk of the page's module, and every chunk either imports,
 * less those the built page loads itself (boot.ts's). Per page's module, and under '' the app's
 * alone (an address of no known page). Empty when the build has no chunk map (a stand-in build
 * in tests): the app then finds its code as it runs.
 */
export function readPageModules(consoleDir: string): Map<string, string[]> {
  const file = path.join(consoleDir, CHUNK_MAP_FILE);
  const modules = new Map<string, string[]>();
  if (!existsSync(file)) return modules;
  const map = JSON.parse(readFileSync(file, 'utf8')) as ConsoleChunkMap;
  const withImports = (chunk: string | undefined, seen: Set<string>) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    for (const imported of map.imports[chunk] ?? []) withImports(imported, seen);
  };
  const firstLoad = new Set<string>();
  for (const chunk of map.firstLoad) withImports(chunk, firstLoad);
  const filesOf = (module: string | undefined) => {
    const chunks = new Set<string>();
    withImports(map.app, chunks);
    withImports(module ? map.modules[module] : undefined, chunks);
    return [...chunks]
      .filter((name) => !firstLoad.has(name))
      .map((name) => `${CONSOLE_BASE}/${name}`);
  };
  modules.set('', filesOf(undefined));
  for (const { module } of CONSOLE_PAGE_MODULES) modules.set(module, filesOf(module));
  return modules;
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

/** The console's server build (src/web/console/entry-server.tsx): a room's first render. */
export interface ConsoleRenderer {
  renderConsolePage(page: { url: string; location: string; me: Me }): Promise<string | null>;
}

const TITLE_END = '</title>';

/**
 * The built page with a room drawn in its root, marked for the console to take over (decision
 * 095). The room's <title>, which React writes first, becomes the page's.
 */
export function withDrawnPage(shell: string, drawn: string): string {
  const titleEnd = drawn.startsWith('<title>') ? drawn.indexOf(TITLE_END) : -1;
  const title = titleEnd === -1 ? null : drawn.slice(0, titleEnd + TITLE_END.length);
  const inside = title ? drawn.slice(title.length) : drawn;
  const page = title ? shell.replace(/<title>[^<]*<\/title>/, () => title) : shell;
  return page.replace(
    '<div id="root"></div>',
    () => `<div id="root" ${DRAWN_ATTRIBUTE}>${inside}</div>`,
  );
}

/** The built page with `head` written just before its </head>. */
export function withHead(shell: string, head: string): string {
  if (head === '') return shell;
  const at = shell.indexOf('</head>');
  return at === -1 ? shell : `${shell.slice(0, at)}${head}${shell.slice(at)}`;
}
