/**
 * The console's first load on a phone (issue 25 §2, decision 084), checked on the build every
 * `npm test` makes: the sign-in page and Today stay within their JS budget (gzip -9), and the
 * chunk rules that keep them there still hold (the page's script is boot.ts's small file, the app
 * it runs after the first paint one file besides Rolldown's runtime (decision 095), Today one
 * more). `npm run bench` measures the same in Chromium (scripts/bench/console.ts); this reads the
 * files Chromium would fetch: the page's script, the app and the page's chunk with their static
 * imports, in a second.
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

/** The chunk a dynamic import in one of `files` names, by the start of its name. */
function dynamicChunk(files: Iterable<string>, prefix: string): string {
  const names = [...files].flatMap((file) =>
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

  it("names one small script, boot.ts's, which imports nothing before the page is painted", () => {
    expect(firstFiles).toHaveLength(1);
    const files = new Set<string>();
    for (const file of firstFiles) withImports(file, files);
    expect([...files]).toEqual(firstFiles);
    expect(gzipOf(files)).toBeLessThan(2 * 1024);
  });

  /** The app boot.ts runs (main.tsx): one file of the console and Rolldown's small runtime. */
  const appFiles = () => {
    const files = new Set<string>();
    withImports(dynamicChunk(firstFiles, 'main-'), files);
    return files;
  };

  it('runs an app of one file of the console and Rolldown’s small runtime', () => {
    const files = [...appFiles()].filter((file) => !firstFiles.includes(file));
    expect(files, files.join(', ')).toHaveLength(2);
    expect(files.filter((file) => file.startsWith('rolldown-runtime-'))).toHaveLength(1);
  });

  /** The files of the first load (the page's script and the app), then those the page's chunk adds. */
  const firstLoadOf = (prefix: string) => {
    const files = appFiles();
    for (const file of firstFiles) withImports(file, files);
    const first = files.size;
    withImports(dynamicChunk(files, prefix), files);
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
