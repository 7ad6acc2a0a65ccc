/**
 * Serves the React site built by Vite into dist/web: hashed assets with a long immutable cache,
 * everything else (images, fonts copied from public/) for an hour, and index.html for every page
 * path so the router in the browser can render it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routeNotFound } from '../errors.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PUBLIC_DIR = path.resolve(here, '../../../public');
export const WEB_DIST_DIR = path.resolve(here, '../../../dist/web');

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function registerWebApp(app: FastifyInstance, webDir = WEB_DIST_DIR): Promise<void> {
  const built = existsSync(path.join(webDir, 'index.html'));
  await app.register(fastifyStatic, {
    // The build holds a copy of public/; without a build (API tests) public/ is served directly.
    root: built ? [webDir, PUBLIC_DIR] : [PUBLIC_DIR],
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.startsWith(path.join(webDir, 'assets') + path.sep);
      res.header(
        'Cache-Control',
        immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600',
      );
    },
  });

  const sendPage = (reply: FastifyReply) => {
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The website is not built yet: run `npm run build` (npm start does it for you).');
    }
    // The page decides what to show, the not-found page included (issue 4 renders on the server).
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDir);
  };

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  // One reading of the spec puts the detail page at /villas/{slug}: a permanent redirect to the
  // page we build (DESIGN.md decision 1), keeping any query string.
  app.get<{ Params: { slug: string } }>(
    '/villas/:slug',
    { schema: { hide: true } },
    (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`/villa/${encodeURIComponent(request.params.slug)}${query}`, 301);
    },
  );
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api';
    if (!isPage) return reply.code(404).send(routeNotFound(request.method, request.url));
    return sendPage(reply);
  });
}
