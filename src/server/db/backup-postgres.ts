/**
 * The PostgreSQL server's backup and restore (decision 054): pg_dump's custom format and
 * pg_restore (photos are rows there, so the dump holds them).
 */
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import pg from 'pg';
import {
  backupKind,
  BackupError,
  refuseExisting,
  writeWhole,
  type BackupResult,
  type RestoreResult,
} from './backup.ts';

const CLIENT_TOOLS_HINT =
  "Install PostgreSQL's client tools of the server's major version or newer " +
  '(Debian: apt install postgresql-client).';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a PostgreSQL tool with the URL's password in PGPASSWORD rather than on the command line,
 * where any user of the machine could read it in the process list.
 */
function runTool(tool: string, args: string[], url?: string): Promise<Run> {
  const env = { ...process.env };
  const finalArgs = [...args];
  if (url) {
    const parsed = new URL(url);
    if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
    finalArgs.push(`--dbname=${parsed.toString()}`);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(tool, finalArgs, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} was not found. ${CLIENT_TOOLS_HINT}`)
          : error,
      ),
    );
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** True when both pg_dump and pg_restore run (the tests skip without them). */
export async function hasPostgresTools(): Promise<boolean> {
  try {
    const results = await Promise.all([
      runTool('pg_dump', ['--version']),
      runTool('pg_restore', ['--version']),
    ]);
    return results.every((result) => result.code === 0);
  } catch {
    return false;
  }
}

function failed(tool: string, run: Run): BackupError {
  const detail = run.stderr.trim() || `exit code ${run.code}`;
  const hint = /version mismatch/.test(detail) ? `\n${CLIENT_TOOLS_HINT}` : '';
  return new BackupError(`${tool} failed:\n${detail}${hint}`);
}

/** pg_dump --format=custom of the database at `url` (photos included: they are rows there). */
export async function backupPostgres(url: string, file: string): Promise<BackupResult> {
  await refuseExisting(file);
  await writeWhole(file, async (partial) => {
    const run = await runTool('pg_dump', ['--format=custom', `--file=${partial}`], url);
    if (run.code !== 0) throw failed('pg_dump', run);
  });
  return { file, bytes: (await stat(file)).size, photos: 0 };
}

/** The tables (schema.name) a custom-format dump holds, from its table of contents. */
async function tablesInDump(file: string): Promise<Set<string>> {
  const run = await runTool('pg_restore', ['--list', file]);
  if (run.code !== 0) throw failed('pg_restore', run);
  const tables = new Set<string>();
  for (const line of run.stdout.split('\n')) {
    const match = / TABLE (\S+) (\S+) /.exec(line);
    if (match) tables.add(`${match[1]}.${match[2]}`);
  }
  return tables;
}

interface DatabaseState {
  tables: string[];
  otherSessions: number;
}

async function databaseState(url: string): Promise<DatabaseState> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')`,
    );
    const sessions = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return { tables: tables.rows.map((row) => row.name), otherSessions: sessions.rows[0]?.n ?? 0 };
  } finally {
    await client.end();
  }
}

/**
 * pg_restore --clean --if-exists --no-owner into the database at `url`, in one transaction: a
 * restore that fails leaves the database as it was. Refuses while other sessions use the database
 * (app instances still running) unless `force`, and when the database holds tables the backup does
 * not (migrated past it): those would stay, and the next start's migrations would fail on them.
 */
export async function restorePostgres(
  url: string,
  file: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const kind = await backupKind(file);
  if (kind === 'pglite') {
    throw new BackupError(
      `${file} is a backup of the embedded database; unset DATABASE_URL to restore it there.`,
    );
  }
  if (kind === 'unknown') throw new BackupError(`${file} is not a pg_dump custom-format backup.`);
  const inDump = await tablesInDump(file);
  const state = await databaseState(url);
  if (state.otherSessions > 0 && !options.force) {
    throw new BackupError(
      `${state.otherSessions} other connection(s) use this database: stop the app instances ` +
        `first (or add --force when they are not the site's).`,
    );
  }
  const newer = state.tables.filter((table) => !inDump.has(table)).sort();
  if (newer.length > 0) {
    throw new BackupError(
      `The database has tables the backup does not (${newer.join(', ')}): it was migrated past ` +
        `the backup. Restore into an empty database (createdb, then point DATABASE_URL at it).`,
    );
  }
  const run = await runTool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', file],
    url,
  );
  if (run.code !== 0) throw failed('pg_restore', run);
  return { photos: 0, keptAside: [] };
}
