import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openMigratedPglite } from '#tests/helpers/pglite-template.ts';
import { setupLinkIfNoStaff } from './service.ts';

describe('console requests in the log', () => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
  });

  it('shows neither a setup nor an invite token from a query string', async () => {
    database = await openMigratedPglite();
    const config = loadConfig({
      NODE_ENV: 'test',
      RATE_LIMIT_PER_MINUTE: '0',
      DATA_DIR: '/nonexistent-test-data-dir',
      PUBLIC_URL: 'https://villas.test',
    });
    const lines: string[] = [];
    const app = await buildApp({
      config,
      database,
      logStream: { write: (line) => lines.push(line) > 0 },
      mailer: { send: () => Promise.resolve() },
    });
    try {
      const link = await setupLinkIfNoStaff(database.db, config.publicUrl);
      const token = new URL(link?.url ?? '').searchParams.get('token') ?? '';
      expect((await app.inject(`/api/console/setup?token=${token}`)).statusCode).toBe(200);
      expect((await app.inject(`/api/console/invite?token=${token}`)).statusCode).toBe(404);
      const log = lines.join('');
      expect(log).toContain('/api/console/setup?token=[redacted]');
      expect(log).toContain('/api/console/invite?token=[redacted]');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
    }
  });
});
