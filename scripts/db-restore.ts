/**
 * npm run db:restore -- FILE [--force]   restores a backup of npm run db:backup into the database
 * the server's configuration names (decision 054, docs/operations.md). Embedded: refuses while the
 * server holds the data folder, and keeps the replaced folders as DATA_DIR/*.before-restore-<time>.
 * PostgreSQL: pg_restore --clean --if-exists --no-owner, refusing while other connections use the
 * database unless --force. The server's migrations bring an older backup up to date on its start.
 */
import { readdirSync } from 'node:fs';
import { loadConfig, loadDotEnv } from '#server/config.ts';
import { restoreEmbedded } from '#server/db/backup-embedded.ts';
import { restorePostgres } from '#server/db/backup-postgres.ts';
import { runCli } from './db-cli.ts';

/** The newest backups in ./backups, for the usage line. */
function newestBackups(count = 3): string[] {
  try {
    return readdirSync('backups')
      .filter((name) => /^villas-.*\.(tar\.gz|dump)$/.test(name))
      .sort()
      .reverse()
      .slice(0, count)
      .map((name) => `backups/${name}`);
  } catch {
    return [];
  }
}

await runCli(async () => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    const newest = newestBackups();
    console.error('Usage: npm run db:restore -- FILE [--force]');
    if (newest.length > 0) console.error(`Newest backups:\n  ${newest.join('\n  ')}`);
    process.exitCode = 2;
    return;
  }
  loadDotEnv();
  const config = loadConfig();
  const started = performance.now();
  const result = config.databaseUrl
    ? await restorePostgres(config.databaseUrl, file, { force })
    : await restoreEmbedded(config.dataDir, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Restored ${file} in ${seconds} s.`);
  if (!config.databaseUrl) console.log(`Photo files restored: ${result.photos}.`);
  for (const aside of result.keptAside) console.log(`The previous copy is kept in ${aside}.`);
  console.log('Start the server: its migrations bring the backup up to date.');
});
