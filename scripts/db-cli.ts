/**
 * What db:backup and db:restore share: a problem the operator can act on (bad configuration, the
 * server holding the data folder, a missing pg_dump, a file that is not a backup) is printed as its
 * sentence, without a stack trace, and the command exits 1.
 */
import { ConfigError } from '#server/config.ts';
import { BackupError } from '#server/db/backup.ts';
import { DataDirLockedError } from '#server/lib/lock.ts';

export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (
      error instanceof BackupError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError
    ) {
      console.error(error.message);
      if (error instanceof DataDirLockedError) {
        console.error('The embedded database is backed up and restored with the server stopped.');
      }
      process.exitCode = 1;
      return;
    }
    throw error;
  }
}
