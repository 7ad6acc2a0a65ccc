import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, acquireDataDirLock } from './lock.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'villas-lock-'));

/** A PID that is certainly dead: a child that already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
  return child.pid;
}

describe('data folder lock', () => {
  it('writes our PID and removes the file on release', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses while another live node process holds it, naming the process', () => {
    const dir = tempDir();
    // The parent of this test worker is a live node process (vitest itself).
    writeFileSync(path.join(dir, 'server.lock'), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`process ${process.ppid}`));
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), 'garbage');
    expect(() => acquireDataDirLock(dir).release()).not.toThrow();
  });

  it('does not remove a lock another process took over after us', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    writeFileSync(lock.file, `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.ppid));
  });
});
