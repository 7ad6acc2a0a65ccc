/**
 * The console's first load on a phone (issue 25 §2, decision 084), checked on the build every
 * `npm test` makes: the sign-in page and Today stay within their JS budget (gzip -9), and the
 * chunk rules that keep them there still hold (the first load is one file besides Rolldown's
 * runtime, Today one more). `npm run bench` measures the same in Chromium (scripts/bench/console.ts);
 * this reads the files Chromium would fetch: the page's script and preloads, then the page's
 * chunk and its static imports, in a second.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSOLE_BUDGET, formatKib } from '#scripts/bench/budgets.ts';
import { consoleDirOf } from '#server/pages/console-shell.ts';

let assets: string;
let firstFiles: string[];

const read = (file: string) => readFileSync(path.join(assets, file), 'utf8');

/** A chunk and every chunk it imports statically, once each. */
function withImports(file: string, seen: Set<string>): void {
  if (seen.has(file)) return;
  seen.add(file);
  for (const match of read(file).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    withImports(match[1] ?? '', seen);
  }
}

/** The chunk a dynamic import of the first load names, by the start of its name. */
function dynamicChunk(prefix: string): string {
  const names = firstFiles.flatMap((file) =>
    [...read(file).matchAll(/import\(\s*[`'"]\.\/([^`'"]+\.js)[`'"]\s*\)/g)].map((m) => m[1] ?? ''),
  );
  const found = names.find((name) => name.startsWith(prefix));
  if (!found) throw new Error(`No chunk ${prefix}* among ${names.join(', ')}`);
  return found;
}

const gzipOf = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0);

describe("the console's first load", () => {
  beforeAll(() => {
    const consoleDir = consoleDirOf(inject('webDir'));
    assets = path.join(consoleDir, 'assets');
    const page = readFileSync(path.join(consoleDir, 'index.html'), 'utf8');
    firstFiles = [...page.matchAll(/(?:src|href)="\/console\/assets\/([^"]+\.js)"/g)].map(
      (match) => match[1] ?? '',
    );
  });

  it('is one file of the console and Rolldown’s small runtime, named by the page', () => {
    expect(firstFiles).toHaveLength(2);
    expect(firstFiles.filter((file) => file.startsWith('rolldown-runtime-'))).toHaveLength(1);
  });

  /** The files of the first load, then those the page's chunk adds. */
  const firstLoadOf = (prefix: string) => {
    const files = new Set<string>();
    for (const file of firstFiles) withImports(file, files);
    const first = files.size;
    withImports(dynamicChunk(prefix), files);
    return { files, added: files.size - first };
  };

  it.each([
    ['the sign-in page', 'login-page-'],
    ['Today', 'today-'],
  ])('%s stays within its JS budget (gzip -9)', (_page, prefix) => {
    const { files } = firstLoadOf(prefix);
    const bytes = gzipOf(files);
    expect(bytes, `${formatKib(bytes)}: ${[...files].join(', ')}`).toBeLessThanOrEqual(
      CONSOLE_BUDGET.firstLoadJsGzipBytes,
    );
  });

  it('adds one file for Today, the page the console opens on', () => {
    const { files, added } = firstLoadOf('today-');
    expect(added, [...files].join(', ')).toBe(1);
  });
});
