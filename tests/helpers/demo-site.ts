/**
 * The real server (built site + API) on a fresh, seeded in-memory database, listening on a free
 * loopback port: for browser journeys and for `npm run screenshots`. PUBLIC_URL is the address it
 * listens on, as an operator sets it, so the console's same-origin check admits the browser.
 */
import { createServer } from 'node:net';
import { resortToday } from '#domain/dates.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { seedDatabase } from '#server/db/seed/seed.ts';
import { openMigratedPglite } from './pglite-template.ts';

export interface Site {
  baseUrl: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface DemoSiteOptions {
  /** More configuration, e.g. SMTP_URL with `realMailer`. */
  env?: Record<string, string>;
  /** Send mail with the app's own mailer (SMTP_URL) instead of dropping it. */
  realMailer?: boolean;
}

/** A loopback port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('No free port');
  return address.port;
}

export async function startDemoSite(webDir: string, options: DemoSiteOptions = {}): Promise<Site> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    RATE_LIMIT_PER_MINUTE: '0',
    DATA_DIR: '/nonexistent-demo-data-dir',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: baseUrl,
    ...options.env,
  });
  const database = await openMigratedPglite();
  await seedDatabase(database.db, { today: resortToday() });
  const app = await buildApp({
    config,
    database,
    logger: false,
    mailer: options.realMailer ? undefined : { send: async () => {} },
    webDir,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
