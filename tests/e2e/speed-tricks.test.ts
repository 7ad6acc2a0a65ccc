/**
 * The web build's speed tricks that no journey sees (STYLE.md: each has a record and a test that
 * fails when it stops working or starts costing a guest something), checked on the build every
 * `npm test` makes once for all browser journeys (global-setup.ts): decisions 073 (wouter's
 * use-sync-external-store shim replaced by React's hook), 074 (React DOM's client behind a module
 * of ours), 075 (content-visibility on the home page) and 077 (no module preload polyfill).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { readManifest } from '#scripts/bench/first-load.ts';
import { consoleOutDirOf } from '#scripts/vite-console.ts';
import { openPage, siteAndBrowser, visit, VIEWPORTS } from './site.ts';

/**
 * The sources a built script's map names (maps are built beside every script, decision 028), as
 * absolute paths: the map names them relative to itself, and the journeys' build sits under
 * node_modules/.cache, where `../../../wouter/` would not say node_modules.
 */
function mapSources(outDir: string, file: string): string[] {
  const mapFile = path.join(outDir, `${file}.map`);
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
  return map.sources.map((source) =>
    path.resolve(path.dirname(mapFile), source).replaceAll('\\', '/'),
  );
}

/** The modules bundled into a build's scripts (Rolldown's small runtime has no map, nor modules). */
const bundledModules = (outDir: string): string[] =>
  readdirSync(path.join(outDir, 'assets'))
    .filter(
      (file) => file.endsWith('.js') && existsSync(path.join(outDir, 'assets', `${file}.map`)),
    )
    .flatMap((file) => mapSources(outDir, `assets/${file}`));

/** What the build's entry (boot.ts) is, in the manifest, with the file it became. */
function bootChunk(webDir: string) {
  const manifest = readManifest(webDir);
  const boot = manifest['index.html'];
  if (!boot) throw new Error('The manifest names no index.html entry (boot.ts)');
  return { manifest, boot, code: readFileSync(path.join(webDir, boot.file), 'utf8') };
}

describe('the use-sync-external-store alias (decision 073)', () => {
  const SHIM = 'use-sync-external-store/shim/index.js';

  it('leaves no copy of the shim package in the site or the console', () => {
    const webDir = inject('webDir');
    for (const outDir of [webDir, consoleOutDirOf(webDir)]) {
      const modules = bundledModules(outDir);
      // wouter is there, so its import of the shim was resolved in this build...
      expect(
        modules.some((module) => module.includes('/node_modules/wouter/')),
        outDir,
      ).toBe(true);
      // ...to React's own hook, not to the package.
      const shim = modules.filter((module) =>
        module.includes('/node_modules/use-sync-external-store/'),
      );
      expect(shim, `${outDir}: the shim is bundled; see vite.config.ts resolve.alias`).toEqual([]);
    }
  });

  it('names the very import wouter makes (when wouter stops making it, delete the alias)', () => {
    const wouter = readFileSync('node_modules/wouter/src/use-sync-external-store.js', 'utf8');
    expect(wouter).toContain(`from "${SHIM}"`);
    expect(readFileSync('vite.config.ts', 'utf8')).toContain(`'${SHIM}'`);
  });
});

describe("React DOM's client behind src/web/react-client.ts (decision 074)", () => {
  it('keeps boot.ts free of static imports: before the first paint only it and the stylesheet load', () => {
    const webDir = inject('webDir');
    const { manifest, boot, code } = bootChunk(webDir);
    // With `import('react-dom/client')` in boot.ts, Rolldown's CommonJS interop runtime becomes a
    // static import of boot's chunk: a second script fetched before the page is painted.
    expect(boot.imports ?? [], 'chunks boot.ts imports statically').toEqual([]);
    expect(code).not.toMatch(/(?:^|[;\n}])\s*import\s*[{*\w"'`]/);
    // React DOM comes with the dynamic import of react-client.ts, after the paint.
    const started = (boot.dynamicImports ?? []).map((key) => manifest[key]?.file ?? key);
    const withReactDom = started.filter((file) =>
      mapSources(webDir, file).some((source) => source.includes('/node_modules/react-dom/')),
    );
    expect(withReactDom, `boot.ts's dynamic imports: ${started.join(', ')}`).toHaveLength(1);
  });
});

describe('no module preload polyfill (decision 077)', () => {
  it("leaves Vite's polyfill out of boot.ts's chunk", () => {
    const { code } = bootChunk(inject('webDir'));
    // The polyfill looks for the page's modulepreload links, and watches for new ones, to fetch
    // them itself where the browser does not (about 0.2 KiB gzip).
    expect(code).not.toContain('link[rel="modulepreload"]');
  });
});

describe('content-visibility on the home page (decision 075)', () => {
  const run = siteAndBrowser();
  const RULE = '.render-near-screen{content-visibility:auto;contain-intrinsic-size:auto 40rem}';

  it('is in the stylesheet, on the home page sections under the hero, and nowhere else', async () => {
    const webDir = inject('webDir');
    const { boot } = bootChunk(webDir);
    const styles = (boot.css ?? []).map((file) => readFileSync(path.join(webDir, file), 'utf8'));
    expect(styles.join('\n')).toContain(RULE);

    const pages = new Map<string, number>();
    for (const url of ['/', '/villas', '/contact', '/villa/villa-river-breeze']) {
      const answer = await run.site.app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      pages.set(url, answer.body.match(/class="[^"]*\brender-near-screen\b/g)?.length ?? 0);
    }
    // The featured villas, the guests' words and the closing call to action.
    expect(pages.get('/')).toBe(3);
    // Not on the villa page (the booking panel is a scroll target), nor the footer (axe).
    expect(Object.fromEntries([...pages].filter(([url]) => url !== '/'))).toEqual({
      '/villas': 0,
      '/contact': 0,
      '/villa/villa-river-breeze': 0,
    });
  });

  it('skips the last section while it is far off a phone screen, and loses no key press on it', async () => {
    const watched = await openPage(run.browser, run.site, VIEWPORTS.phone);
    const { page } = watched;
    try {
      await visit(page, '/');
      const section = page.locator('section[aria-labelledby="cta-title"]');
      // The section itself keeps its box (its placeholder height); what it skips is its content.
      const rendered = () =>
        section
          .getByRole('heading', { level: 2 })
          .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
      // The trick works: the browser has not laid out what is three screens below.
      expect(await rendered()).toBe(false);

      // A keyboard user reaches its link: focus brings it onto the screen, drawn, and Enter works.
      const link = section.getByRole('link', { name: 'Get in Touch' });
      await link.focus();
      await expect.poll(rendered).toBe(true);
      const box = await link.boundingBox();
      if (!box) throw new Error('The focused link is not drawn');
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
      await page.keyboard.press('Enter');
      await page.waitForURL('**/contact');
      watched.expectClean();
    } finally {
      await watched.context.close();
    }
  });
});
