/**
 * The first-load budgets of issue 4 (JS and CSS per page, scripts/bench/budgets.ts), checked on the
 * build every `npm test` makes, so a change that breaks one cannot land: `npm run bench` measures
 * them in Chromium, this reads the same files from the build and the pages the server sends
 * (scripts/bench/first-load.ts), in a second. The last test keeps the two in step: whatever
 * Chromium fetches on a cold load, this check counts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PAGES } from '#scripts/bench/budgets.ts';
import { bundleChecks, measureBundles, type PageBundle } from '#scripts/bench/bundles.ts';
import { firstLoadOf, preloadedBy, readManifest } from '#scripts/bench/first-load.ts';
import { startSite, type Site } from './site.ts';

describe('the first load of each budget page', () => {
  let site: Site;
  const firstLoads = new Map<string, PageBundle>();

  beforeAll(async () => {
    site = await startSite();
    const webDir = inject('webDir');
    const manifest = readManifest(webDir);
    for (const page of PAGES) {
      const answer = await site.app.inject({ url: page });
      expect(answer.statusCode, page).toBe(200);
      firstLoads.set(page, firstLoadOf(page, answer.body, manifest, webDir));
    }
  });
  afterAll(async () => {
    await site.close();
  });

  it.each(PAGES)('%s stays within its JS and CSS budgets (gzip -9)', (page) => {
    const bundle = firstLoads.get(page);
    if (!bundle) throw new Error(`${page} was not read`);
    const files = bundle.assets.map((a) => `${a.url} ${a.gzipBytes} B`).join('\n');
    expect(bundle.failedAssets, page).toEqual([]);
    expect(bundle.assets.some((a) => a.kind === 'js')).toBe(true);
    for (const check of bundleChecks([bundle])) {
      expect(check.pass, `${check.name}: ${check.measured} ${check.limit}\n${files}`).toBe(true);
    }
  });

  it('sends no file that names its source map (decision 028); the maps are built beside them', () => {
    const webDir = inject('webDir');
    for (const [page, bundle] of firstLoads) {
      const files = bundle.assets.map((asset) => path.join(webDir, asset.url));
      for (const file of files) {
        expect(readFileSync(file, 'utf8'), `${page}: ${file}`).not.toMatch(/sourceMappingURL=/);
      }
      // Every chunk of our code has its map (Rolldown's small runtime has none).
      const mapped = files.filter((file) => file.endsWith('.js') && existsSync(`${file}.map`));
      expect(mapped.length, page).toBeGreaterThan(files.length / 2);
    }
  });

  it('has boot.ts preload what main.tsx stands on, and no later import name it again (decision 049)', () => {
    const webDir = inject('webDir');
    const manifest = readManifest(webDir);
    const boot = manifest['index.html'];
    const main = manifest['main.tsx'];
    if (!boot || !main) throw new Error('The manifest names no boot.ts or main.tsx');
    const withMain = [
      main.file,
      ...(main.imports ?? []).flatMap((key) => {
        const chunk = manifest[key];
        return chunk && chunk !== boot ? [chunk.file] : [];
      }),
    ];
    expect(withMain.length).toBeGreaterThan(3);
    // boot.ts fetches them all at once, before the app starts.
    expect(preloadedBy(webDir, boot.file)).toEqual(expect.arrayContaining(withMain));
    // Any other import runs after main.tsx has: its list names none of them.
    // Each language's build has its own boot.ts (decision 129); this language's files only.
    const bootFiles = new Set(
      readdirSync(path.join(webDir, '.vite'))
        .filter((file) => file.startsWith('manifest'))
        .map((file) => readManifest(webDir, file)['index.html']?.file),
    );
    const englishFiles = new Set(Object.values(manifest).map((chunk) => chunk.file));
    const lazyImporters = readdirSync(path.join(webDir, 'assets'))
      .map((file) => `assets/${file}`)
      .filter((file) => file.endsWith('.js') && !bootFiles.has(file) && englishFiles.has(file))
      .map((file) => ({ file, preloads: preloadedBy(webDir, file) }))
      .filter(({ preloads }) => preloads.length > 0);
    expect(lazyImporters.length).toBeGreaterThan(3);
    for (const { file, preloads } of lazyImporters) {
      expect(
        preloads.filter((dep) => withMain.includes(dep)),
        file,
      ).toEqual([]);
    }
  });

  it('counts every file Chromium fetches on a cold load of each page, as the bench does', async () => {
    const measured = await measureBundles(site.baseUrl);
    for (const fetched of measured) {
      const counted = new Set(firstLoads.get(fetched.page)?.assets.map((a) => a.url));
      const missed = fetched.assets
        .map((a) => new URL(a.url).pathname)
        .filter((path) => !counted.has(path));
      expect(missed, fetched.page).toEqual([]);
      expect(fetched.failedAssets, fetched.page).toEqual([]);
    }
  });
});
