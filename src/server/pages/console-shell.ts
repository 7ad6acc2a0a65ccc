/**
 * The team's console (issue 14): an app of its own, rendered in the browser, built by Vite after
 * the site into `dist/console` (scripts/vite-console.ts, decision 035). Every console page
 * (/console, /console/*) answers the same empty page, whose script then shows the page asked for;
 * its hashed files are served from /console/assets/. The page also names the chunks of the page
 * asked for and says who is signed in (console-hints.ts, decision 088), so neither waits for the
 * script. Nothing of the public pages' renderer is used.
 * The page holds no secret (at most the signed-in person's name, e-mail and role), and it is a
 * private page (DESIGN.md targets): never kept, never indexed, and its address (which may carry a
 * set-up or invitation token) never sent on as a Referer.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL } from '../cache/static-files.ts';
import { routeNotFound } from '#server/plugins/errors.ts';
import { currentStaff } from '#server/staff/guard.ts';
import {
  consoleBootElement,
  consoleLocation,
  consolePageAt,
  readPageModules,
  withDrawnPage,
  withFrame,
  withHead,
  ACCOUNT_FRAME,
  type ConsoleRenderer,
  type Me,
} from './console-hints.ts';
import { HTML_CONTENT_TYPE, ssrDirOf } from './render.ts';
import { WEB_DIST_DIR } from './web-app.ts';

/** The console's build sits beside the site's: dist/web and dist/console (scripts/vite-console.ts). */
export const consoleDirOf = (webDir: string) => path.resolve(webDir, '../console');

export const CONSOLE_PRIVATE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const;

export const consoleShell: FastifyPluginAsync<{ webDir?: string | undefined }> = async (
  app,
  { webDir = WEB_DIST_DIR },
) => {
  const consoleDir = consoleDirOf(webDir);
  const shellFile = path.join(consoleDir, 'index.html');
  // Read once: a new build comes with a restart.
  const shell = existsSync(shellFile) ? readFileSync(shellFile, 'utf8') : null;
  // The code of each page, named in the page so it is fetched at once (decisions 088, 095).
  const pageModules = shell ? readPageModules(consoleDir) : new Map<string, string[]>();
  // The rooms' first render, drawn here (decision 095); without the server build (a stand-in
  // build in tests) the browser draws every page itself.
  const rendererFile = path.join(ssrDirOf(webDir), 'console-entry-server.js');
  const renderer =
    shell && existsSync(rendererFile)
      ? ((await import(pathToFileURL(rendererFile).href)) as ConsoleRenderer)
      : null;

  /**
   * Who is signed in, as GET /api/console/me answers it, or null: nobody, a session that ended,
   * or a failure (the console then asks /api/console/me itself, and shows what it answers).
   */
  const signedInMe = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers.cookie) return null;
    try {
      return await app.staffService.meOf((await currentStaff(request, reply)).user);
    } catch {
      return null;
    }
  };

  if (shell) {
    await app.register(fastifyStatic, {
      root: path.join(consoleDir, 'assets'),
      prefix: '/console/assets/',
      // The site's registration (web-app.ts) already gave replies sendFile.
      decorateReply: false,
      index: false,
      cacheControl: false,
      // Precompressed by the build, as the site's files are (scripts/vite-precompress.ts).
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res) {
        res.header('Cache-Control', IMMUTABLE_CACHE_CONTROL);
      },
    });
  }

  /**
   * A room as the browser's first render draws it, for the signed-in person; null when it could
   * not be drawn here (the browser then draws it, as without a server build).
   */
  const drawRoom = async (request: FastifyRequest, location: string, me: Me) => {
    try {
      const drawn = await renderer?.renderConsolePage({ url: request.url, location, me });
      // React's mark of a part it gave up on: the browser would draw it anew anyway.
      return drawn && !drawn.includes('<!--$!-->') ? drawn : null;
    } catch (error) {
      request.log.warn({ err: error, location }, 'the console page was not drawn on the server');
      return null;
    }
  };

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (/console/logo.png) is a plain 404, not the console's page.
    if (path.extname(pathname) !== '') {
      return reply.code(404).send(routeNotFound(request.method, request.url));
    }
    reply.headers(CONSOLE_PRIVATE_HEADERS);
    if (!shell) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The console is not built yet: run `npm run build` (npm start does it for you).');
    }
    const location = consoleLocation(request.url);
    const page = consolePageAt(location);
    const me = page?.alone ? null : await signedInMe(request, reply);
    const modules = pageModules.get(page?.module ?? '') ?? [];
    const html = withHead(shell, consoleBootElement(me ? { me, modules } : { modules }));
    if (page?.alone) return reply.type(HTML_CONTENT_TYPE).send(withFrame(html, ACCOUNT_FRAME));
    const drawn = me && renderer ? await drawRoom(request, location, me) : null;
    return reply.type(HTML_CONTENT_TYPE).send(drawn ? withDrawnPage(html, drawn) : html);
  };

  app.get('/console', { schema: { hide: true } }, sendShell);
  app.get('/console/*', { schema: { hide: true } }, sendShell);
};
