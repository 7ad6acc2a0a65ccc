/** Starts the server: configuration, data-folder lock, database, app; and stops it cleanly. */
// First, before anything imports React.
import './production-default.ts';
import { resortToday } from '#domain/dates.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, loadDotEnv } from './config.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { DataDirLockedError, acquireDataDirLock } from './lib/lock.ts';

/** Requests in flight get this long to finish on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  // Only the embedded database needs the lock; a PostgreSQL server serves any number of instances.
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  // The demo seed on first start runs under the migrations' lock (db/client.ts): instances that
  // start together on an empty PostgreSQL database seed it once.
  const database = await openConfiguredDatabase(config, {
    seedIfEmpty: (db) => seedDatabase(db, { today: resortToday() }),
  });

  const app = await buildApp({ config, database });
  let stopping = false;
  // While draining, answers close their connection: a keep-alive socket left open would hold the
  // shutdown until it times out.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      lock?.release();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    lock?.release();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
