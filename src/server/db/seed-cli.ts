/**
 * npm run db:seed            seeds an empty database (as the first start does)
 * npm run db:seed -- --reset deletes everything, guests' requests included, and restores the demo
 * Uses the same configuration as the server (DATA_DIR or DATABASE_URL); stop the server first when
 * it uses the embedded database, which one process can open at a time.
 */
import { loadConfig, loadDotEnv } from '../config.ts';
import { resortToday } from '#domain/dates.ts';
import { acquireDataDirLock } from '#server/lib/lock.ts';
import { openConfiguredDatabase } from './open.ts';
import type { Database } from './client.ts';
import { clearDatabase, seedDatabase } from './seed/seed.ts';

const reset = process.argv.includes('--reset');
loadDotEnv();
const config = loadConfig();
const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
const done = { seeded: false };
const seed = async (db: Database) => {
  await seedDatabase(db, { today: resortToday() });
  done.seeded = true;
};
// Without --reset, seeding is the first start's: under the migrations' lock, so a server starting
// at the same moment does not seed the same database too.
const database = await openConfiguredDatabase(config, reset ? {} : { seedIfEmpty: seed });
try {
  if (reset) {
    await clearDatabase(database.db);
    await seed(database.db);
  }
  if (done.seeded) console.log(reset ? 'Database reset to the demo data.' : 'Demo data seeded.');
  else console.log('The database already has villas; nothing seeded. Use --reset to start over.');
} finally {
  await database.close();
  lock?.release();
}
