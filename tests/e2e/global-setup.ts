/**
 * Browser journeys need the built site: build it once per run (the browser build and the server
 * renderer, a few seconds), so the journeys test exactly what `npm start` serves.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Each run builds into its own folder, so two runs at once never serve each other's half-built
 * site. The folder sits inside the project: the server renderer imports React and the other
 * packages from node_modules, as dist/ssr does.
 */
export default function setup(project: TestProject): () => void {
  const cache = path.resolve('node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(path.join(cache, 'villas-e2e-'));
  const webDir = path.join(outDir, 'web');
  // Vitest runs with NODE_ENV=test, which Vite would take for the build's mode: React's
  // development build, half as large again as what `npm run build` makes.
  const build = (args: string) =>
    execSync(`npx vite build --logLevel warn ${args}`, {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  build(`--outDir ${JSON.stringify(webDir)}`);
  build(`--ssr entry-server.tsx --outDir ${JSON.stringify(path.join(outDir, 'ssr'))}`);
  project.provide('webDir', webDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    webDir: string;
  }
}
