/**
 * Browser journeys need the built site: build it once per run (the browser build and the server
 * renderer, a few seconds), so the journeys test exactly what `npm start` serves.
 */
import type { TestProject } from 'vitest/node';
import { buildSiteForRun } from '../helpers/build-site.ts';

export default function setup(project: TestProject): () => void {
  const { webDir, remove } = buildSiteForRun('villas-e2e-');
  project.provide('webDir', webDir);
  return remove;
}

declare module 'vitest' {
  export interface ProvidedContext {
    webDir: string;
  }
}
