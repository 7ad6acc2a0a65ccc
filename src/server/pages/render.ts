/**
 * Server rendering of the site's pages (issue 4). The page renderer is the web's server build
 * (dist/ssr/entry-server.js, made by `vite build --ssr` from src/web/entry-server.tsx); the server
 * loads it at start and hands it an in-process way to call the API, so rendering a page costs no
 * network round trip and goes through the very routes, validation and cache a browser's call does.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { FormOutcome } from '#domain/forms/form.ts';
import { DEFAULT_LANGUAGE, type Language } from '#domain/languages.ts';
import { CachedBody } from '../cache/cached-body.ts';

/** What the server build renders (the contract of src/web/entry-server.tsx). */
export type RenderResult =
  | { kind: 'redirect'; status: 301; location: string }
  | { kind: 'page'; status: number; pipe: (destination: Writable) => void };

/** After a form's post (decision 019): the form's outcome, handed to the page's app. */
export interface RenderOptions {
  form?: FormOutcome;
  /**
   * Data the server already holds for this one request (the guest's booking, decision 024), put
   * in the page's query cache before its queries run.
   */
  data?: { queryKey: readonly unknown[]; data: unknown }[];
}

export type RenderPage = (url: string, options?: RenderOptions) => Promise<RenderResult>;

/** A fetch answering one render's API calls. */
type Transport = (url: string, init: RequestInit) => Promise<Response>;

interface ServerBuild {
  createPageRenderer(options: { manifests: Record<string, unknown>; publicUrl: string }): {
    pageAddress(url: string): Promise<string | null>;
    render(url: string, options: RenderOptions & { fetch: Transport }): Promise<RenderResult>;
  };
}

/** The site's pages as the server renders them. */
export interface PageRenderer {
  /** Renders a page, with a transport of its own to the API. */
  render: RenderPage;
  /**
   * The address a page is kept under: its path and the query parameters it reads, normalised
   * (decision 030); null for a redirect.
   */
  pageAddress(url: string): Promise<string | null>;
}

/** The server build sits beside the browser build: dist/web and dist/ssr. */
export const ssrDirOf = (webDir: string) => path.resolve(webDir, '../ssr');

/**
 * A fetch that answers from the app itself (`app.inject`): the rendered page's API calls never
 * leave the process. Made for each render (decision 031), and it sends nothing of the request
 * that asked for the page (no cookie, no authorization): a page is the same for everyone, which
 * is what lets it be kept.
 */
function inProcessFetch(app: FastifyInstance): Transport {
  return async (url, init) => {
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

/** A language's browser build manifest (scripts/vite-build-languages.mjs). */
export const manifestFileOf = (webDir: string, language: Language) =>
  path.join(
    webDir,
    '.vite',
    language === DEFAULT_LANGUAGE ? 'manifest.json' : `manifest.${language}.json`,
  );

/** The page renderer of a built site, or null when the site has no server build (API tests). */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDir: string,
): Promise<PageRenderer | null> {
  const entry = path.join(ssrDirOf(webDir), 'entry-server.js');
  if (!existsSync(entry) || !existsSync(manifestFileOf(webDir, DEFAULT_LANGUAGE))) return null;
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  const renderer = build.createPageRenderer({
    manifests: Object.fromEntries(
      app.config.siteLanguages.map((language) => {
        const file = manifestFileOf(webDir, language);
        // An offered language must have been built: a page half in English is worse than none.
        if (!existsSync(file)) {
          throw new Error(`SITE_LANGUAGES offers ${language}, but the build has none: ${file}`);
        }
        return [language, JSON.parse(readFileSync(file, 'utf8')) as unknown];
      }),
    ),
    publicUrl: app.config.publicUrl,
  });
  return {
    pageAddress: (url) => renderer.pageAddress(url),
    render: (url, options = {}) => renderer.render(url, { ...options, fetch: inProcessFetch(app) }),
  };
}

/** A page ready to send: a redirect, or the status and the whole document. */
export type RenderedPage =
  | { kind: 'redirect'; status: 301; location: string }
  | { kind: 'page'; status: number; body: CachedBody };

export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

/** The whole stream of a render, as text. */
function collect(pipe: (destination: Writable) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    pipe(sink);
  });
}

/** A page that failed to render its data: sent, never kept. */
class FailedPage extends Error {
  constructor(readonly page: RenderedPage) {
    super('The page rendered with a server error');
  }
}

/** A render as a page ready to send; a page whose data failed (5xx) is thrown as FailedPage. */
async function finished(result: RenderResult): Promise<RenderedPage> {
  if (result.kind === 'redirect') return result;
  const html = await collect(result.pipe);
  const page: RenderedPage = {
    kind: 'page',
    status: result.status,
    body: new CachedBody(html, HTML_CONTENT_TYPE),
  };
  if (result.status >= 500) throw new FailedPage(page);
  return page;
}

/**
 * Renders pages through the read cache (decisions 008, 030): a page is rendered once, at its
 * normalised address (its path and the query parameters it reads), and then answered from
 * memory, compressed once per encoding, until a write changes something it shows (it carries the
 * tags of every API answer its render asked for), the resort's day changes, or the time to live
 * passes. A page whose data failed (5xx) is sent but not kept; a redirect is not kept either (it
 * costs nothing, and keeps the query it came with), nor the page asked for with a credential.
 */
export function cachedPages(app: FastifyInstance, renderer: PageRenderer) {
  /** `keep: false` renders without the cache (a request that carries a credential). */
  return async (url: string, { keep = true } = {}): Promise<RenderedPage> => {
    try {
      const address = await renderer.pageAddress(url);
      if (address === null || !keep) return await finished(await renderer.render(address ?? url));
      return await app.readCache.remember(`page ${address}`, async () =>
        finished(await renderer.render(address)),
      );
    } catch (error) {
      if (error instanceof FailedPage) return error.page;
      throw error;
    }
  };
}

/**
 * A page rendered for one request only, never kept: the answer to a form's post, which shows what
 * one guest typed (decision 019).
 */
export async function renderForOneRequest(
  render: RenderPage,
  url: string,
  options: RenderOptions,
): Promise<{ kind: 'redirect'; status: 301; location: string } | { kind: 'page'; html: string }> {
  const result = await render(url, options);
  if (result.kind === 'redirect') return result;
  return { kind: 'page', html: await collect(result.pipe) };
}
