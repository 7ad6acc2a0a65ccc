import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type DatabaseHandle, type OpenOptions } from './client.ts';

/** Where the embedded database keeps its files in the data folder. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'db');

/** The database the configuration names: a server via DATABASE_URL, else PGlite in DATA_DIR/db. */
export function openConfiguredDatabase(
  config: Config,
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ engine: 'postgres', url: config.databaseUrl }, options)
    : openDatabase({ engine: 'pglite', dataDir: embeddedDatabaseDir(config.dataDir) }, options);
}
