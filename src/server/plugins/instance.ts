/**
 * What every other plugin reads first: the configuration (read and checked once, config.ts), the
 * database (`app.db` for queries, `app.database` for its engine, address and closing) and this
 * instance's name among those sharing the database (lib/instance-id.ts). buildApp hands them in.
 */
import fp from 'fastify-plugin';
import type { Config } from '#server/config.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { newInstanceId } from '#server/lib/instance-id.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    /** Names this instance in job leases and in the read cache's notifications (instance-id.ts). */
    instanceId: string;
  }
}

export const instance = fp<{ config: Config; database: DatabaseHandle }>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('instanceId', newInstanceId());
  },
  { name: 'instance' },
);
