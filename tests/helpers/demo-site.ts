/**
 * The real server (built site + API) on a fresh, seeded in-memory database, listening on a free
 * loopback port: for browser journeys and for `npm run screenshots`.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { resortToday } from '../../src/server/villas/service.ts';

export interface Site {
  baseUrl: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function startDemoSite(webDir: string): Promise<Site> {
  const config = loadConfig({
    NODE_ENV: 'test',
    RATE_LIMIT_PER_MINUTE: '0',
    DATA_DIR: '/nonexistent-demo-data-dir',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ engine: 'pglite', dataDir: null });
  await seedDatabase(database.db, { today: resortToday() });
  const app = await buildApp({
    config,
    database,
    logger: false,
    mailer: { send: async () => {} },
    webDir,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
