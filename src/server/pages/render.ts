/**
 * Server rendering of the site's pages (issue 4). The page renderer is the web's server build
 * (dist/ssr/entry-server.js, made by `vite build --ssr` from src/web/entry-server.tsx); the server
 * loads it at start and hands it an in-process way to call the API, so rendering a page costs no
 * network round trip and goes through the very routes, validation and cache a browser's call does.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** What the server build renders (the contract of src/web/entry-server.tsx). */
export type RenderResult =
  | { kind: 'redirect'; status: 301; location: string }
  | { kind: 'page'; status: number; pipe: (destination: Writable) => void };

export type RenderPage = (url: string) => Promise<RenderResult>;

interface ServerBuild {
  createPageRenderer(options: {
    fetch: (url: string, init: RequestInit) => Promise<Response>;
    manifest: unknown;
    publicUrl: string;
  }): RenderPage;
}

/** The server build sits beside the browser build: dist/web and dist/ssr. */
export const ssrDirOf = (webDir: string) => path.resolve(webDir, '../ssr');

/**
 * A fetch that answers from the app itself (`app.inject`): the rendered page's API calls never
 * leave the process.
 */
function inProcessFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    const contentType = answer.headers['content-type'];
    if (typeof contentType === 'string') headers.set('content-type', contentType);
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.payload, { status: answer.statusCode, headers });
  };
}

/** The page renderer of a built site, or null when the site has no server build (API tests). */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDir: string,
): Promise<RenderPage | null> {
  const entry = path.join(ssrDirOf(webDir), 'entry-server.js');
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  return build.createPageRenderer({
    fetch: inProcessFetch(app),
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as unknown,
    publicUrl: app.config.publicUrl,
  });
}
