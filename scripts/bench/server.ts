/**
 * The built server as a child process (`node dist/server/server.js`), exactly as `npm start` runs
 * it, on a free loopback port and the bench's own temporary data folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const SERVER_ENTRY = 'dist/server/server.js';
/**
 * The name the server process shows in `ps`. Developers often run `node dist/server/server.js`
 * themselves and stop it with `pkill -f dist/server/server.js`; under its own title the bench's
 * server is not caught by that.
 */
const PROCESS_TITLE = 'villas-bench-server';
const HOST = '127.0.0.1';
const HEALTH_TIMEOUT_MS = 60_000;
const HEALTH_POLL_MS = 200;
/** The server drains for up to 10 s on SIGTERM (src/server/server.ts); then it is killed. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * POST and PUT requests per client address per minute. The load test sends thousands of booking
 * requests a second from one address; the server's default (30) would answer almost all of them
 * 429. A limit far above what the run can send keeps the limiter in the request path, as in
 * production, so its cost is measured, but it never refuses a request.
 */
const RATE_LIMIT_PER_MINUTE = 100_000_000;

export interface RunningServer {
  baseUrl: string;
  logFile: string;
  /** Null while it runs; how it ended once it has, whether stopped or crashed. */
  exit(): string | null;
  stop(): Promise<void>;
}

/** `npm run build`: the site into dist/web and the server into dist/server. */
export function buildSiteAndServer(): void {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('`npm run build` failed; see its output above.');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  /**
   * A PostgreSQL database of the bench's own (the two-instance stage); without it the server
   * uses the embedded database in its data folder.
   */
  databaseUrl?: string;
}

/**
 * Every variable the server reads is set here, so a developer's ./.env (which fills only unset
 * variables) cannot point the bench at a real database, Redis or SMTP server.
 */
function serverEnv(port: number, dataDir: string, options: ServerOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    REDIS_URL: '',
    SMTP_URL: '',
    // The default for the database in use, as in production: the two-instance stage times how
    // soon a cached calendar changes.
    READ_CACHE_TTL_SECONDS: '',
    PUBLIC_URL: `http://${HOST}:${port}`,
    TRUST_PROXY: 'false',
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
    // Warnings and errors only: two log lines per request would measure the log pipe as well.
    LOG_LEVEL: 'warn',
  };
}

/** Starts the server and resolves once GET /api/health answers 200; its output goes to `logFile`. */
export async function startServer(
  dataDir: string,
  port: number,
  logFile: string,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const baseUrl = `http://${HOST}:${port}`;
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [`--title=${PROCESS_TITLE}`, SERVER_ENTRY], {
    env: serverEnv(port, dataDir, options),
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let ended: string | null = null;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = signal
        ? `was killed by ${signal}`
        : code === 0
          ? 'exited with code 0 (it stops so on SIGTERM or SIGINT)'
          : `exited with code ${String(code)}`;
      resolve(code);
    }),
  );
  const server: RunningServer = {
    baseUrl,
    logFile,
    exit: () => ended,
    stop: () => stopChild(child, exited),
  };
  try {
    await waitForHealth(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitForHealth(server: RunningServer): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ended = server.exit();
    if (ended) throw new Error(`The server ${ended} before it answered:\n${tail(server.logFile)}`);
    try {
      const response = await fetch(`${server.baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(HEALTH_POLL_MS);
  }
  throw new Error(`GET /api/health did not answer within 60 s:\n${tail(server.logFile)}`);
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}
