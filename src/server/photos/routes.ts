/**
 * The uploaded photos' files (`/photos/{id}-{w}x{h}-800.avif`, ...), from the photo store
 * (decision 044). A file never changes under its name (a new photo has a new id), so browsers and
 * caches keep it for a year.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const photoFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/photos/:name',
    { schema: { hide: true, params: z.object({ name: z.string().max(80) }) } },
    async (request, reply) => {
      const file = await app.photoStore.read(request.params.name);
      if (!file) {
        return reply
          .code(404)
          .header('cache-control', 'no-cache')
          .type('text/plain; charset=utf-8')
          .send('This photo is not here (it may have been deleted).');
      }
      return reply
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .type(file.contentType)
        .send(file.bytes);
    },
  );
};
