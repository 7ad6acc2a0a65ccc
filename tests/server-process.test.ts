/**
 * The server as an operator runs it: a real process on a real port with the embedded database in a
 * data folder. Start-up seeds, a second server on the same folder is refused, SIGTERM stops cleanly
 * and releases the lock, and the seed command restores the demo data.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER = ['--conditions=source', '--import', 'tsx', 'src/server/server.ts'];
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, SERVER, {
    // Info, so the output says when the server listens (Fastify's "Server listening at").
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  /** Resolves on the output that makes `test` true, as it arrives; rejects if the process ends first. */
  const until = (test: (output: string) => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!test(output)) return;
        child.stdout.off('data', check);
        child.stderr.off('data', check);
        resolve();
      };
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      void exited.then((code) => reject(new Error(`The server ended (${code}) first:\n${output}`)));
      check();
    });
  /** Once the server says it listens, its health check answers. */
  const healthy = async (port: number) => {
    await until((text) => text.includes('Server listening at'));
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.ok, output).toBe(true);
  };
  return { child, exited, output: () => output, until, healthy };
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

// Each test starts a server from source (tsx) and waits for it to listen: the file's default of
// 30 s would cut a start on a busy machine short.
describe('the server process', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'villas-server-'));

  // One first start for both: creating, migrating and seeding a data folder is most of a start's
  // time, and the setup link is what a first start prints (decision 121).
  it("creates, migrates and seeds its data folder, guards it with a lock, and prints the owner's one-time setup link, which works", async () => {
    const port = await freePort();
    const first = start({
      DATA_DIR: dataDir,
      PORT: String(port),
      NODE_ENV: 'development',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });
    await first.healthy(port);
    const villas = (await (await fetch(`http://127.0.0.1:${port}/api/villas`)).json()) as {
      name: string;
    }[];
    expect(villas.map((v) => v.name).sort()).toEqual(['Ahangama Villa', 'Villa River Breeze']);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const link = /No console account yet: open (\S+) within 24 hours/.exec(first.output())?.[1];
    expect(link, first.output()).toMatch(/\/console\/setup\?token=[\w-]{20,}$/);
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    const check = await fetch(`http://127.0.0.1:${port}/api/console/setup?token=${token}`);
    expect(check.status).toBe(200);

    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another server (process ${first.child.pid}) is using the data folder`,
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('takes over the lock of a server that died, keeping its data', async () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(path.join(dataDir, 'server.lock'), `${dead}\n`);
    const port = await freePort();
    const server = start({ DATA_DIR: dataDir, PORT: String(port) });
    await server.healthy(port);
    const villas = (await (await fetch(`http://127.0.0.1:${port}/api/villas`)).json()) as unknown[];
    expect(villas).toHaveLength(2); // seeded once, not twice
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });

  it('answers the requests in flight before it stops on SIGTERM', async () => {
    const port = await freePort();
    const server = start({
      DATA_DIR: dataDir,
      PORT: String(port),
      RATE_LIMIT_PER_MINUTE: '0',
      // "incoming request" lines (debug level since decision 008) tell when every request arrived.
      LOG_LEVEL: 'debug',
    });
    await server.healthy(port);
    const [villa] = (await (await fetch(`http://127.0.0.1:${port}/api/villas`)).json()) as {
      id: string;
      minimumNights: number;
    }[];
    if (!villa) throw new Error('seeded');
    // Booking requests on distinct far-off dates: each is a transaction that must finish.
    const inFlight = Array.from({ length: 20 }, (_, i) => {
      const day = new Date(Date.UTC(2028, 0, 1 + i * 10)).toISOString().slice(0, 10);
      const out = new Date(Date.UTC(2028, 0, 1 + i * 10 + villa.minimumNights))
        .toISOString()
        .slice(0, 10);
      return fetch(`http://127.0.0.1:${port}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          villaId: villa.id,
          guestName: 'Drain Test',
          guestEmail: `drain${i}@example.com`,
          checkInDate: day,
          checkOutDate: out,
          adults: 2,
          children: 0,
          infants: 0,
        }),
      }).then((res) => res.status);
    });
    // Stop once the server has received every request (its log says so), while most still run.
    const received = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"incoming request"') && line.includes('/api/bookings'))
        .length;
    await server.until(() => received() >= inFlight.length);
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(statuses.every((s) => s === 201)).toBe(true);
    expect(await server.exited).toBe(0);
  });

  it('restores the demo data with db:seed --reset', () => {
    const run = spawnSync(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/server/db/seed-cli.ts', '--reset'],
      {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Database reset to the demo data.');
  });

  it('refuses to start on bad configuration, listing every problem', async () => {
    const bad = start({ DATA_DIR: dataDir, PORT: 'x', RATE_LIMIT_PER_MINUTE: '-1' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration');
    expect(bad.output()).toContain('PORT');
    expect(bad.output()).toContain('RATE_LIMIT_PER_MINUTE');
  });
});
