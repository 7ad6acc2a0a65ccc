/**
 * A fingerprint of the build (every file's path, size and modification time under dist/). The bench
 * takes one after `npm run build` and compares at the end: if another build replaced dist/ while
 * the bench ran (a developer's `npm run build` in the same checkout), pages may have asked for
 * files that no longer exist, and the figures mix two builds.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const BUILD_DIR = 'dist';

export function buildFingerprint(dir = BUILD_DIR): string {
  const entries: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const { size, mtimeMs } = statSync(file);
        entries.push(`${file} ${String(size)} ${String(mtimeMs)}`);
      }
    }
  };
  walk(dir);
  return entries.sort().join('\n');
}
