/**
 * The console's page (issue 14): every console address answers the console's own built page,
 * private (never kept, indexed or sent on as a Referer), its files from the console's build with a
 * long cache, and none of the public site's renderer. Built here as a small stand-in of
 * `dist/console`; the site itself is not built, as in the API suites.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { IMMUTABLE_CACHE_CONTROL } from '../cache/static-files.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { consoleDirOf } from './console-shell.ts';

const SHELL = `<!doctype html><html lang="en"><head><title>Console</title>
<script type="module" crossorigin src="/console/assets/index-Ab12Cd34.js"></script></head>
<body><div id="root"></div></body></html>`;
const SCRIPT = 'console.log("the console");';

async function appServing(webDir: string) {
  const database = await openDatabase({ engine: 'pglite', dataDir: null });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', RATE_LIMIT_PER_MINUTE: '0' }),
    database,
    logger: false,
    mailer: { send: async () => undefined },
    webDir,
  });
  await app.ready();
  return { app, database };
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

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'villas-console-'));
    const webDir = path.join(outDir, 'web');
    const consoleDir = consoleDirOf(webDir);
    await mkdir(webDir);
    await mkdir(path.join(consoleDir, 'assets'), { recursive: true });
    await writeFile(path.join(consoleDir, 'index.html'), SHELL);
    await writeFile(path.join(consoleDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
    ({ app, database } = await appServing(webDir));
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
    expect(answer.body).toBe(SHELL);
    expectPrivate(answer.headers);
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
