/** Where and on what the figures were measured, for the report. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { CHROMIUM_PATH } from './bundles.ts';

export interface Machine {
  cpu: string;
  cpuCount: number;
  memoryGib: number;
  os: string;
  node: string;
  chromium: string;
  commit: string;
}

/** stdout of a command, trimmed; a short note when it cannot run. */
function output(command: string, args: string[]): string | null {
  try {
    return (
      execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .trim()
        .split('\n')[0] ?? ''
    );
  } catch {
    return null;
  }
}

function gitCommit(): string {
  const commit = output('git', ['rev-parse', '--short=12', 'HEAD']);
  if (!commit) return 'unknown (not a git checkout)';
  const dirty = output('git', ['status', '--porcelain', '--untracked-files=no']);
  return dirty ? `${commit} (with uncommitted changes)` : commit;
}

/** 'Debian GNU/Linux 12 (bookworm), Linux 6.1.0 x64' where /etc/os-release says so. */
function describeOs(): string {
  let name = os.type();
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    name = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(release)?.[1] ?? name;
  } catch {
    // Not Linux, or no os-release: the kernel's name is enough.
  }
  return `${name}, ${os.type()} ${os.release()} ${os.arch()}`;
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cpuCount: cpus.length,
    memoryGib: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: describeOs(),
    node: process.version,
    chromium: output(CHROMIUM_PATH, ['--version']) ?? `not found at ${CHROMIUM_PATH}`,
    commit: gitCommit(),
  };
}
