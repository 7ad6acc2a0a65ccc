/**
 * Every dependency installs on the oldest Node the README names (issue 36 §5, decision 120): the
 * lockfile records each package's `engines.node`, and each must admit package.json's floor. npm's
 * `engine-strict` (.npmrc) makes `npm ci` refuse one that does not on the Node running it; this
 * test also catches one that would refuse only the floor (20.19) while this machine runs a later 20.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;

interface Lockfile {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
}

/** Packages (by install path) whose `engines.node` refuses `node`. */
function packagesRefusing(lockfile: Lockfile, node: string) {
  return Object.entries(lockfile.packages).flatMap(([path, entry]) => {
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    return path !== '' && range !== undefined && !semver.satisfies(node, range)
      ? [`${path}@${entry.version ?? '?'} needs node ${range}`]
      : [];
  });
}

describe('dependencies on the Node the README names', () => {
  const manifest = readJson('package.json') as { engines: { node: string } };
  const floor = semver.minVersion(manifest.engines.node)?.version ?? 'unparsed';

  it('every locked package admits the lowest Node package.json allows', () => {
    expect(floor).toBe('20.19.0');
    expect(packagesRefusing(readJson('package-lock.json') as Lockfile, floor)).toEqual([]);
  });

  it('finds a package that needs a newer Node (as concurrently 10 did)', () => {
    const lockfile: Lockfile = {
      packages: {
        '': { engines: { node: '>=20.19' } },
        'node_modules/concurrently': { version: '10.0.7', engines: { node: '>=22' } },
        'node_modules/glob': { version: '13.0.7', engines: { node: '18 || 20 || >=22' } },
      },
    };
    expect(packagesRefusing(lockfile, floor)).toEqual([
      'node_modules/concurrently@10.0.7 needs node >=22',
    ]);
  });

  it('npm refuses to install such a package (engine-strict)', () => {
    expect(readFileSync('.npmrc', 'utf8')).toMatch(/^engine-strict=true$/m);
  });
});
