/**
 * A page's first load read from the build and the page itself, without a browser: the files a cold
 * load fetches with no interaction, gzipped here (-9) as bundles.ts gzips what Chromium received.
 * `npm test` checks the bundle budgets with it on every build (tests/e2e/bundle-budgets.test.ts);
 * `npm run bench` measures the same files in Chromium.
 *
 * The files: what the page's HTML loads (its script and stylesheets), the app's modules the server
 * lists in the boot data (the app's start, the page's code and their imports, which boot.ts
 * fetches), and what the app's start fetches on every page by itself: boot.ts imports each of its
 * dynamic imports (React, main.tsx) unconditionally, and those may fetch more at once (main.tsx
 * the brand font's stylesheet). Lazy parts (below the fold, dialogs, other routes) load on demand
 * and are not counted, as the bench, which loads a phone's first screen, does not see them either.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { pageBundle, type AssetKind, type PageAsset, type PageBundle } from './bundles.ts';

/** The parts of Vite's build manifest (.vite/manifest.json) this reads. */
type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** English's manifest, or another language's (`manifest.ru.json`, decision 129). */
export const readManifest = (webDir: string, file = 'manifest.json'): Manifest =>
  JSON.parse(readFileSync(path.join(webDir, '.vite', file), 'utf8')) as Manifest;

/** The paths (`/assets/x.js`) the page's HTML and its boot data name. */
function listedByThePage(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const attributes = (selector: string, name: string) =>
    [...document.querySelectorAll(selector)].flatMap((element) => element.getAttribute(name) ?? []);
  const boot = document.getElementById('boot-data')?.textContent;
  const assets = boot
    ? (JSON.parse(boot) as { assets?: { styles?: string[]; modules?: string[] } }).assets
    : undefined;
  return [
    ...attributes('script[src]', 'src'),
    ...attributes('link[rel="stylesheet"]', 'href'),
    ...attributes('link[rel="modulepreload"]', 'href'),
    ...(assets?.styles ?? []),
    ...(assets?.modules ?? []),
  ].filter((href) => href.startsWith('/'));
}

/**
 * The files a built module preloads for its dynamic imports, as Vite writes them into it
 * (`__vite__mapDeps`): JS chunks and the stylesheets (which the manifest does not list).
 */
export function preloadedBy(webDir: string, file: string): string[] {
  const code = readFileSync(path.join(webDir, file), 'utf8');
  const list = /m\.f\s*\|\|\s*\(m\.f\s*=\s*(\[[^\]]*\])\)/.exec(code)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** Every file of the page's first load, as `assets/x.js` paths relative to webDir. */
export function firstLoadFiles(html: string, manifest: Manifest, webDir: string): string[] {
  const chunkOf = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = chunkOf.get(file);
    for (const key of chunk?.imports ?? []) {
      const imported = manifest[key];
      if (imported) add(imported.file);
    }
    for (const css of chunk?.css ?? []) add(css);
  };
  for (const href of listedByThePage(html)) add(href.slice(1));

  for (const entry of Object.values(manifest).filter((chunk) => chunk.isEntry)) {
    if (!files.has(entry.file)) continue;
    for (const key of entry.dynamicImports ?? []) {
      const start = manifest[key];
      if (!start) continue;
      add(start.file);
      for (const file of preloadedBy(webDir, start.file)) add(file);
    }
  }
  return [...files];
}

const kindOf = (file: string): AssetKind | null =>
  /\.m?js$/.test(file) ? 'js' : file.endsWith('.css') ? 'css' : null;

/** The page's first load by the same measure as the bench: the sum of gzip -9 sizes per kind. */
export function firstLoadOf(
  page: string,
  html: string,
  manifest: Manifest,
  webDir: string,
): PageBundle {
  const assets: PageAsset[] = [];
  const failedAssets: string[] = [];
  for (const file of firstLoadFiles(html, manifest, webDir)) {
    const kind = kindOf(file);
    if (!kind) continue;
    let body: Buffer;
    try {
      body = readFileSync(path.join(webDir, file));
    } catch {
      failedAssets.push(`/${file} is not in the build`);
      continue;
    }
    assets.push({
      url: `/${file}`,
      kind,
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
  }
  assets.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return pageBundle(page, assets, { failedAssets });
}
