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
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL } from '../cache/static-files.ts';
import { routeNotFound } from '#server/plugins/errors.ts';
import { currentStaff } from '#server/staff/guard.ts';
import { toMe } from '#server/staff/service.ts';
import {
  consoleBootElement,
  consoleLocation,
  consolePageAt,
  readPagePreloads,
  withFrame,
  withHead,
  ACCOUNT_FRAME,
} from './console-hints.ts';
import { HTML_CONTENT_TYPE } from './render.ts';
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
  // The chunks of each page, named in the page so they come with the first load (decision 088).
  const pagePreloads = shell ? readPagePreloads(consoleDir) : new Map<string, string>();

  /**
   * Who is signed in, as GET /api/console/me answers it, or null: nobody, a session that ended,
   * or a failure (the console then asks /api/console/me itself, and shows what it answers).
   */
  const signedInMe = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers.cookie) return null;
    try {
      return toMe((await currentStaff(request, reply)).user);
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
    const page = consolePageAt(consoleLocation(request.url));
    const me = page?.alone ? null : await signedInMe(request, reply);
    const head =
      (page ? (pagePreloads.get(page.module) ?? '') : '') + (me ? consoleBootElement({ me }) : '');
    const frame = page?.alone ? ACCOUNT_FRAME : '';
    return reply.type(HTML_CONTENT_TYPE).send(withFrame(withHead(shell, head), frame));
  };

  app.get('/console', { schema: { hide: true } }, sendShell);
  app.get('/console/*', { schema: { hide: true } }, sendShell);
};
