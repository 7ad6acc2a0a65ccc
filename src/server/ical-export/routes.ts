/**
 * GET /ical/{villa id}/{secret}.ics (issue 16 §1, decision 050): the villa's calendar feed, which
 * Airbnb, Booking.com and Vrbo fetch every few hours. An address that names nothing (a mistyped
 * or rotated secret) is a 404 in plain words, whatever was wrong with it: the answer tells no one
 * whether the villa exists.
 *
 * Platforms ask again and again: the answer carries an ETag (the same data, the same tag) and a
 * client that sends it back gets a 304 without a body. It is never kept by a shared cache, nor
 * shown by a search engine (the address is a secret).
 */
import type { FastifyPluginAsync } from 'fastify';
import { resortToday } from '#domain/dates.ts';
import { z } from 'zod';
import { entityIdSchema } from '#domain/schemas/common.ts';

const paramsSchema = z.object({
  villaId: entityIdSchema,
  file: z.string().regex(/^[A-Za-z0-9_-]{16,128}\.ics$/),
});

const NOT_FOUND =
  'No calendar at this address. It may have been replaced by a new one: copy the address again from the console.';

/** Whether an If-None-Match header names this tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export const calendarExportRoutes: FastifyPluginAsync = async (app) => {
  const host = new URL(app.config.publicUrl).host;

  app.get('/ical/:villaId/:file', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'private, no-cache');
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    const params = paramsSchema.safeParse(request.params);
    const feed = params.success
      ? await app.calendarExportService.calendarFeed({
          villaId: params.data.villaId,
          secret: params.data.file.slice(0, -'.ics'.length),
          today: resortToday(),
          host,
        })
      : null;
    if (!feed) return reply.code(404).type('text/plain; charset=utf-8').send(NOT_FOUND);

    reply.header('ETag', feed.etag);
    reply.header('Last-Modified', feed.lastModified.toUTCString());
    if (matchesTag(request.headers['if-none-match'], feed.etag)) return reply.code(304).send();
    return reply.type('text/calendar; charset=utf-8').send(feed.body);
  });
};
