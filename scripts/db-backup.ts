/**
 * npm run db:backup [-- FILE]   backs up the database the server's configuration names
 * (decision 054, docs/operations.md): the embedded one with its uploaded photos into one .tar.gz
 * (default backups/villas-YYYYMMDD-HHMMSS.tar.gz, UTC), refusing while the server holds the data
 * folder; a PostgreSQL server (DATABASE_URL) with pg_dump's custom format (default .dump).
 */
import { loadConfig, loadDotEnv } from '#server/config.ts';
import { defaultBackupFile } from '#server/db/backup.ts';
import { backupEmbedded } from '#server/db/backup-embedded.ts';
import { backupPostgres } from '#server/db/backup-postgres.ts';
import { runCli } from './db-cli.ts';

await runCli(async () => {
  loadDotEnv();
  const config = loadConfig();
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  const started = performance.now();
  const file = process.argv[2] ?? defaultBackupFile(engine);
  const result = config.databaseUrl
    ? await backupPostgres(config.databaseUrl, file)
    : await backupEmbedded(config.dataDir, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const size = (result.bytes / 1_048_576).toFixed(1);
  const photos = engine === 'pglite' ? ` with ${result.photos} photo file(s)` : '';
  console.log(`Backed up to ${result.file} (${size} MB${photos}) in ${seconds} s.`);
});
