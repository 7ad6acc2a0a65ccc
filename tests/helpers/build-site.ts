/**
 * The site built for a run of browser journeys or of `npm run screenshots`: the browser build of
 * each language and the page renderer (vite --ssr) into a folder of its own under node_modules/.cache, so two runs at
 * once never serve each other's half-built files, and the renderer resolves its packages from
 * node_modules as dist/ssr does. Returns the browser build's folder and a function that removes
 * the whole build.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';

export function buildSiteForRun(prefix: string): { webDir: string; remove: () => void } {
  const cache = path.resolve('node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(path.join(cache, prefix));
  const webDir = path.join(outDir, 'web');
  // Under Vitest NODE_ENV is test, which Vite would take for the build's mode: React's
  // development build, half as large again as what `npm run build` makes.
  const build = (command: string) =>
    execSync(`${command} --logLevel warn`, {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  const remove = () => rmSync(outDir, { recursive: true, force: true });
  try {
    // Every language's browser build (decision 129), then the page renderer.
    build(`node scripts/vite-build-languages.mjs --outDir ${JSON.stringify(webDir)}`);
    build(`npx vite build --ssr --outDir ${JSON.stringify(path.join(outDir, 'ssr'))}`);
  } catch (error) {
    // A failed build leaves no half-built folder behind in node_modules/.cache.
    remove();
    throw error;
  }
  return { webDir, remove };
}
