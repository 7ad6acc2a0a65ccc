/**
 * Serves the React site built by Vite into dist/web: hashed assets with a long immutable cache,
 * everything else (images, fonts copied from public/) for a day or an hour (cache/static-files.ts),
 * all precompressed by the build; and every page rendered on the server with its data (render.ts),
 * the not-found page with 404.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { carriesCredentials, sendCachedBody } from '#server/cache/cached-body.ts';
import { staticCacheControl } from '#server/cache/static-files.ts';
import { routeNotFound } from '#server/plugins/errors.ts';
import { cachedPages, loadPageRenderer, type RenderPage } from './render.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders a page of the built site on the server; null when there is no build. */
    renderPage: RenderPage | null;
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const PUBLIC_DIR = path.resolve(here, '../../../public');
export const WEB_DIST_DIR = path.resolve(here, '../../../dist/web');

/**
 * Pages may be kept a minute: a villa's page changes when the team edits it, not by the second
 * (the calendar's availability is fetched live by the browser).
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=60';

/**
 * The site: its files, its pages and the not-found page, and `app.renderPage`, its page renderer
 * (null when the site is not built) for the routes that render a page for one request. A
 * fastify-plugin, so the not-found handler, `reply.sendFile` and the decoration are the app's.
 */
export const webApp = fp<{ webDir?: string | undefined }>(
  async (app, { webDir = WEB_DIST_DIR }) => {
    const built = existsSync(path.join(webDir, 'index.html'));
    await app.register(fastifyStatic, {
      // The build holds a copy of public/; without a build (API tests) public/ is served directly.
      root: built ? [webDir, PUBLIC_DIR] : [PUBLIC_DIR],
      index: false,
      // One route per file, found at start: a page path goes straight to the page renderer instead
      // of first being looked for on disk (several stat calls per root and encoding).
      wildcard: false,
      // Vite's page template is not a page: every page is rendered (render.ts).
      allowedPath: (pathName) => pathName !== '/index.html',
      cacheControl: false,
      // The build writes .br and .gz copies (scripts/vite-precompress.ts); this sends the one the
      // client accepts, with Content-Encoding and Vary: Accept-Encoding. The copies get no routes of
      // their own: they are only ever sent in place of their file.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        res.header('Cache-Control', staticCacheControl(filePath, webDir));
      },
    });

    const renderer = built ? await loadPageRenderer(app, webDir) : null;
    const renderPage = renderer ? cachedPages(app, renderer) : null;
    // What one request alone may see (a form's answer, a guest's booking) is rendered by the routes
    // that know it, never through the cache (render.ts `renderForOneRequest`).

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!renderPage) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The website is not built yet: run `npm run build` (npm start does it for you).');
      }
      // Asked for with a credential: rendered as for anyone, but never kept (decision 030).
      const page = await renderPage(request.url, { keep: !carriesCredentials(request) });
      if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
      reply
        .code(page.status)
        .header('Cache-Control', page.status >= 500 ? 'no-store' : PAGE_CACHE_CONTROL);
      return sendCachedBody(request, reply, page.body);
    };

    app.get('/', { schema: { hide: true } }, sendPage);
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      // A missing file (a name with an extension: /assets/gone.js) is a plain 404, not a page.
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        path.extname(pathname) === '';
      if (!isPage) return reply.code(404).send(routeNotFound(request.method, request.url));
      return sendPage(request, reply);
    });
    app.decorate('renderPage', renderer?.render ?? null);
  },
  { name: 'web-app', decorators: { fastify: ['config', 'readCache'] } },
);
