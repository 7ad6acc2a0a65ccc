/**
 * The console's page (issue 14): every console address answers the console's own built page,
 * private (never kept, indexed or sent on as a Referer), its files from the console's build with a
 * long cache, and none of the public site's renderer. The page names the files of the page at its
 * address, says who is signed in (decision 088), and comes with the room drawn (decision 095).
 * Built here as a small stand-in of `dist/console`, chunk map included, and of the console's
 * server build; the site itself is not built, as in the API suites.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '#tests/helpers/console-session.ts';
import { buildApp } from '../app.ts';
import { IMMUTABLE_CACHE_CONTROL } from '../cache/static-files.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openMigratedPglite } from '#tests/helpers/pglite-template.ts';
import { ACCOUNT_FRAME } from './console-hints.ts';
import { consoleDirOf } from './console-shell.ts';

const SHELL = `<!doctype html><html lang="en"><head><title>Console</title>
<script type="module" crossorigin src="/console/assets/index-Ab12Cd34.js"></script></head>
<body><div id="root"></div></body></html>`;
const SCRIPT = 'console.log("the console");';

/** The stand-in build's chunk map (scripts/vite-console.ts writes the real one). */
const CHUNK_MAP = {
  firstLoad: ['assets/index-Ab12Cd34.js'],
  app: 'assets/main-Mm66.js',
  imports: {
    'assets/index-Ab12Cd34.js': [],
    'assets/main-Mm66.js': ['assets/rolldown-runtime-Rr11.js', 'assets/index-Ab12Cd34.js'],
    'assets/rolldown-runtime-Rr11.js': [],
    'assets/bookings-page-Bb22.js': ['assets/main-Mm66.js', 'assets/field-Ff33.js'],
    'assets/field-Ff33.js': ['assets/main-Mm66.js', 'assets/icons-Ii44.js'],
    'assets/icons-Ii44.js': [],
    'assets/today-Tt55.js': ['assets/main-Mm66.js'],
  },
  modules: {
    'features/bookings/bookings-page.tsx': 'assets/bookings-page-Bb22.js',
    'features/today/today-page.tsx': 'assets/today-Tt55.js',
    'features/today/week.tsx': 'assets/today-Tt55.js',
  },
};

/** The app's files, which every page names before its own. */
const APP_FILES = ['main-Mm66.js', 'rolldown-runtime-Rr11.js'];

/**
 * The stand-in server build of the console's rooms (src/web/console/entry-server.tsx): a room
 * with its title, or a failure for the room named 'broken'.
 */
const RENDERER = `export async function renderConsolePage({ url, location, me }) {
  if (location === '/broken') throw new Error('cannot draw this room');
  return '<title>Room · Console</title><main><h1>' + me.name.replace(/</g, '&lt;') + ' at ' + url + '</h1></main>';
}`;

/** The boot JSON the page carries, or null. */
function bootOf(body: string): { me?: unknown; modules?: string[] } | null {
  const text = /<script type="application\/json" id="console-boot">([^<]*)<\/script>/.exec(body);
  return text ? (JSON.parse(text[1] ?? '') as { me?: unknown; modules?: string[] }) : null;
}

/** The page less what the server wrote in it: the built page itself. */
const builtPage = (body: string) =>
  body
    .replace(ACCOUNT_FRAME, '')
    .replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, '');

async function appServing(webDir: string) {
  const database = await openMigratedPglite();
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      RATE_LIMIT_PER_MINUTE: '0',
      PUBLIC_URL: 'https://villas.test',
    }),
    database,
    logger: false,
    mailer: { send: async () => undefined },
    webDir,
  });
  await app.ready();
  return { app, database, config: app.config };
}

function expectPrivate(headers: Record<string, unknown>) {
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('the console page', () => {
  let outDir: string;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let config: FastifyInstance['config'];

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'villas-console-'));
    const webDir = path.join(outDir, 'web');
    const consoleDir = consoleDirOf(webDir);
    await mkdir(webDir);
    await mkdir(path.join(consoleDir, 'assets'), { recursive: true });
    await writeFile(path.join(consoleDir, 'index.html'), SHELL);
    await writeFile(path.join(consoleDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
    await mkdir(path.join(consoleDir, '.vite'));
    await writeFile(
      path.join(consoleDir, '.vite', 'console-chunks.json'),
      JSON.stringify(CHUNK_MAP),
    );
    await mkdir(path.join(outDir, 'ssr'));
    await writeFile(path.join(outDir, 'ssr', 'console-entry-server.js'), RENDERER);
    ({ app, database, config } = await appServing(webDir));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(outDir, { recursive: true, force: true });
  });

  it.each([
    '/console',
    '/console/',
    '/console/login',
    '/console/sessions',
    '/console/setup?token=abc',
  ])('answers %s with the console page, never kept nor indexed', async (url) => {
    const answer = await app.inject({ url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(builtPage(answer.body)).toBe(SHELL);
    expectPrivate(answer.headers);
  });

  it.each([
    ['/console/bookings', ['bookings-page-Bb22.js', 'field-Ff33.js', 'icons-Ii44.js']],
    [
      '/console/requests?status=pending',
      ['bookings-page-Bb22.js', 'field-Ff33.js', 'icons-Ii44.js'],
    ],
    ['/console', ['today-Tt55.js']],
    ['/console/', ['today-Tt55.js']],
    // Pages the stand-in build has no chunk of, and an address that is no page.
    ['/console/login', []],
    ['/console/bookings/b-1', []],
    ['/console/no-such-room', []],
  ])(
    "names in %s the app's files and the page's chunks with their imports, not the page's own script",
    async (url, chunks) => {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBe(200);
      expect(bootOf(answer.body)).toEqual({
        modules: [...APP_FILES, ...chunks].map((file) => `/console/assets/${file}`),
      });
      // In the head, read before the page's script runs.
      const head = answer.body.slice(0, answer.body.indexOf('</head>'));
      expect(bootOf(head)).toEqual(bootOf(answer.body));
    },
  );

  it.each([
    '/console/login',
    '/console/login?next=%2Fstaff',
    '/console/setup?token=t',
    '/console/invite?token=t',
  ])(
    'draws in %s the frame of the page that stands alone, with nothing to type into or follow',
    async (url) => {
      const answer = await app.inject({ url });
      expect(answer.body).toContain(`<div id="root">${ACCOUNT_FRAME}</div>`);
      expect(ACCOUNT_FRAME).toContain('>Serendib Shores Villas</p>');
      expect(ACCOUNT_FRAME).not.toMatch(/<(a|input|button|select|textarea|form)\b/);
    },
  );

  it.each(['/console', '/console/bookings', '/console/no-such-room'])(
    'draws nothing in %s for nobody signed in: the console asks who it is for first',
    async (url) => {
      const answer = await app.inject({ url });
      expect(answer.body).toContain('<div id="root"></div>');
    },
  );

  it('draws the room for the person signed in, as the console would, marked to be taken over', async () => {
    const testApp = { app, database, config, sentMail: [], close: async () => undefined };
    const session = await signedInAs(testApp, 'manager', { name: 'Ana <b>' });
    const answer = await app.inject({
      url: '/console/bookings?page=2',
      headers: { cookie: session.cookie },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(
      '<div id="root" data-drawn><main><h1>Ana &lt;b> at /console/bookings?page=2</h1></main></div>',
    );
    // The room's title is the page's, in its head, once.
    expect(answer.body).toContain('<head><title>Room · Console</title>');
    expect(answer.body.match(/<title>/g)).toHaveLength(1);
    expect(bootOf(answer.body)?.me).toMatchObject({ name: 'Ana <b>' });
  });

  it('sends the room undrawn when it cannot be drawn: the console draws it', async () => {
    const testApp = { app, database, config, sentMail: [], close: async () => undefined };
    const session = await signedInAs(testApp, 'owner');
    const answer = await app.inject({
      url: '/console/broken',
      headers: { cookie: session.cookie },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"></div>');
    expect(bootOf(answer.body)?.me).toMatchObject({ role: 'owner' });
  });

  it('says who is signed in, as /api/console/me does, so the console need not ask', async () => {
    const testApp = { app, database, config, sentMail: [], close: async () => undefined };
    const session = await signedInAs(testApp, 'manager', {
      name: 'Ana </script><script>alert(1)</script>',
    });
    const me: unknown = (
      await app.inject({ url: '/api/console/me', headers: { cookie: session.cookie } })
    ).json();
    for (const url of ['/console', '/console/bookings']) {
      const answer = await app.inject({ url, headers: { cookie: session.cookie } });
      expect(answer.statusCode).toBe(200);
      expectPrivate(answer.headers);
      // The name cannot close the element: it reads back whole.
      expect(answer.body).not.toContain('</script><script>alert');
      expect(bootOf(answer.body)?.me).toEqual(me);
    }
    // The pages that stand alone say nothing of anyone, signed in or not.
    const login = await app.inject({ url: '/console/login', headers: { cookie: session.cookie } });
    expect(bootOf(login.body)).not.toHaveProperty('me');
  });

  it('says nothing of anyone without a session, or with one that is not valid', async () => {
    for (const cookie of [undefined, 'villa-console=forged.value', '__Host-villa-console=forged']) {
      const answer = await app.inject({ url: '/console', headers: cookie ? { cookie } : {} });
      expect(answer.statusCode, cookie).toBe(200);
      expect(builtPage(answer.body), cookie).toBe(SHELL);
      expect(bootOf(answer.body), cookie).not.toHaveProperty('me');
    }
  });

  it("answers while the public site is not built: the page is the console's own", async () => {
    const site = await app.inject({ url: '/' });
    expect(site.statusCode).toBe(503);
    expect((await app.inject({ url: '/console/login' })).statusCode).toBe(200);
  });

  it("serves the console's files from its build with a long cache", async () => {
    const answer = await app.inject({ url: '/console/assets/index-Ab12Cd34.js' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).toBe(SCRIPT);
    expect(answer.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it('answers a missing file with 404, not the console page', async () => {
    for (const url of ['/console/assets/gone-Zz99Yy88.js', '/console/logo.png']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('<div id="root">');
    }
  });

  it('keeps search engines out of the console', async () => {
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toMatch(/^Disallow: \/console$/m);
  });
});

describe('the console page before the console is built', () => {
  it('answers 503 with a hint, privately', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'villas-console-'));
    await mkdir(path.join(outDir, 'web'));
    const { app, database } = await appServing(path.join(outDir, 'web'));
    try {
      const answer = await app.inject({ url: '/console/login' });
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toMatch(/npm run build/);
      expectPrivate(answer.headers);
    } finally {
      await app.close();
      await database.close();
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
