/**
 * A villa's photos in the console (issue 15 §3, owner and manager): the list, an upload
 * (multipart: the alt text and the file), alt text, the order (the first is the cover) and delete.
 * Every change shows on the site at once: the villa's page and every list of villas are dropped from
 * the read cache after the commit.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE } from '#domain/photo-files.ts';
import { errorSchema } from '#domain/schemas/common.ts';
import { consoleIdParamsSchema } from '#domain/schemas/console.ts';
import {
  photoAltBodySchema,
  photoOrderBodySchema,
  villaPhotoParamsSchema,
  villaPhotosSchema,
} from '#domain/schemas/photo.ts';
import { changed } from '#server/cache/tags.ts';
import { badRequest, HttpError } from '#server/plugins/errors.ts';
import { requireStaff, staffActor } from '#server/staff/guard.ts';

const ANSWERS = {
  200: villaPhotosSchema,
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
};

const NOT_MULTIPART =
  'Send the photo as multipart/form-data with two fields: alt (its alt text) and file.';

export const consolePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const photos = app.photoService;
  const team = requireStaff(['owner', 'manager']);

  // Only in this plugin: every other console route still takes JSON alone (decision 034).
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 1, fieldSize: 4096, parts: 2 },
  });

  app.get(
    '/villas/:id/photos',
    { preHandler: team, schema: { hide: true, params: consoleIdParamsSchema, response: ANSWERS } },
    async (request) => photos.getVillaPhotos(request.params.id),
  );

  app.post(
    '/villas/:id/photos',
    {
      preHandler: team,
      // The file is counted by the multipart limit (25 MB); this bounds the request around it.
      bodyLimit: MAX_PHOTO_BYTES + 64 * 1024,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        response: { ...ANSWERS, 201: villaPhotosSchema, 413: errorSchema, 415: errorSchema },
      },
      config: { cacheWrites: 'tagged', multipartBody: true },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
      let alt: string | undefined;
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') bytes = await part.toBuffer();
          else if (part.fieldname === 'alt') alt = String(part.value);
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, PHOTO_TOO_LARGE);
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw badRequest(`Upload one photo at a time. ${NOT_MULTIPART}`);
        throw error;
      }
      if (!bytes || bytes.length === 0) throw badRequest('Choose a photo to upload.');
      const answer = await photos.addPhoto(staffActor(request), request.params.id, { alt, bytes });
      app.readCache.invalidateTags(changed.villa(request.params.id));
      return reply.code(201).send(answer);
    },
  );

  app.patch(
    '/villas/:id/photos/:photoId',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: villaPhotoParamsSchema,
        body: photoAltBodySchema,
        response: ANSWERS,
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const { id, photoId } = request.params;
      const answer = await photos.changeAlt(staffActor(request), id, photoId, request.body.alt);
      app.readCache.invalidateTags(changed.villa(id));
      return answer;
    },
  );

  app.put(
    '/villas/:id/photos/order',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        body: photoOrderBodySchema,
        response: ANSWERS,
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const { id } = request.params;
      const answer = await photos.reorderPhotos(staffActor(request), id, request.body.ids);
      app.readCache.invalidateTags(changed.villa(id));
      return answer;
    },
  );

  app.delete(
    '/villas/:id/photos/:photoId',
    {
      preHandler: team,
      schema: { hide: true, params: villaPhotoParamsSchema, response: ANSWERS },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const { id, photoId } = request.params;
      const answer = await photos.removePhoto(staffActor(request), id, photoId);
      app.readCache.invalidateTags(changed.villa(id));
      return answer;
    },
  );
};
