/**
 * npm run staff -- add|reset-password|reset-2fa|disable EMAIL   (see src/server/staff/commands.ts)
 * Uses the server's configuration (DATA_DIR or DATABASE_URL); stop the server first when it uses
 * the embedded database, which one process can open at a time.
 */
import { loadConfig, loadDotEnv } from '#server/config.ts';
import { openConfiguredDatabase } from '#server/db/open.ts';
import { acquireDataDirLock } from '#server/lib/lock.ts';
import { runStaffCommand } from '#server/staff/commands.ts';

loadDotEnv();
const config = loadConfig();
const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
const database = await openConfiguredDatabase(config);
try {
  process.exitCode = await runStaffCommand(process.argv.slice(2), {
    db: database.db,
    publicUrl: config.publicUrl,
    out: (line) => console.log(line),
  });
} finally {
  await database.close();
  lock?.release();
}
