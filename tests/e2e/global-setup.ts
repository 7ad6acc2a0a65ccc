/**
 * Browser journeys need the built site: build it once per run (Vite, about 2 s), so the journeys
 * test exactly what `npm start` serves.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** Each run builds into its own folder, so two runs at once never serve each other's half-built site. */
export default function setup(project: TestProject): () => void {
  const outDir = mkdtempSync(path.join(tmpdir(), 'villas-e2e-web-'));
  execSync(`npx vite build --logLevel warn --outDir ${JSON.stringify(outDir)}`, {
    stdio: 'inherit',
  });
  project.provide('webDir', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    webDir: string;
  }
}
