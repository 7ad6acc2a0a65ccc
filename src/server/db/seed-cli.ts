/**
 * npm run db:seed            seeds an empty database (as the first start does)
 * npm run db:seed -- --reset deletes everything, guests' requests included, and restores the demo
 * Uses the same configuration as the server (DATA_DIR or DATABASE_URL); stop the server first when
 * it uses the embedded database, which one process can open at a time.
 */
import { loadConfig, loadDotEnv } from '../config.ts';
import { acquireDataDirLock } from '../lock.ts';
import { openConfiguredDatabase } from './open.ts';
import { clearDatabase, isEmpty, seedDatabase } from './seed/seed.ts';
import { resortToday } from '../villas/service.ts';

const reset = process.argv.includes('--reset');
loadDotEnv();
const config = loadConfig();
const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
const database = await openConfiguredDatabase(config);
try {
  if (reset) await clearDatabase(database.db);
  if (await isEmpty(database.db)) {
    await seedDatabase(database.db, { today: resortToday() });
    console.log(reset ? 'Database reset to the demo data.' : 'Demo data seeded.');
  } else {
    console.log('The database already has villas; nothing seeded. Use --reset to start over.');
  }
} finally {
  await database.close();
  lock?.release();
}
