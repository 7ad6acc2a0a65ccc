/**
 * The turnovers in the console (issue 27 §3): housekeeping, the manager and the owner read the
 * lists and a task, change its status, ticks and note (If-Match, decision 055), add photos of a
 * problem and see them; the owner and the manager give a task to a person; the owner keeps each
 * villa's checklist. Today reads the warnings here, for every role: no answer carries a guest's
 * name, contact or money.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE } from '#domain/photo-files.ts';
import { errorSchema } from '#domain/schemas/common.ts';
import { consoleIdParamsSchema } from '#domain/schemas/console.ts';
import {
  turnoverAlertsSchema,
  turnoverAssigneesSchema,
  turnoverAssignSchema,
  turnoverChecklistInputSchema,
  turnoverChecklistSchema,
  turnoverParamsSchema,
  turnoverPhotoParamsSchema,
  turnoversQuerySchema,
  turnoverTaskListSchema,
  turnoverTaskSchema,
  turnoverUpdateSchema,
} from '#domain/schemas/turnover.ts';
import { ifMatchOf, sendVersion } from '#server/lib/edit-versions.ts';
import { versionedSetting } from '#server/lib/versioned-setting.ts';
import { badRequest, HttpError } from '#server/plugins/errors.ts';
import { ALL_ROLES, requireStaff, staffActor } from '#server/staff/guard.ts';

const REFUSALS = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const CHANGE_REFUSALS = { ...REFUSALS, 409: errorSchema, 412: errorSchema };
const NOT_MULTIPART = 'Send the photo as multipart/form-data with one field: file.';

export const consoleTurnoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const turnovers = app.turnoverService;
  const everyone = requireStaff(ALL_ROLES);
  const team = requireStaff(['owner', 'manager']);
  const owner = requireStaff(['owner']);

  // Only in this plugin and the villa photos': every other console route takes JSON alone.
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.get(
    '/turnovers',
    {
      preHandler: everyone,
      schema: {
        hide: true,
        querystring: turnoversQuerySchema,
        response: { 200: turnoverTaskListSchema, ...REFUSALS },
      },
    },
    async (request) => turnovers.listTurnovers(request.query),
  );

  app.get(
    '/turnovers/alerts',
    {
      preHandler: everyone,
      schema: { hide: true, response: { 200: turnoverAlertsSchema, ...REFUSALS } },
    },
    async () => turnovers.turnoverAlerts(),
  );

  app.get(
    '/turnovers/assignees',
    {
      preHandler: team,
      schema: { hide: true, response: { 200: turnoverAssigneesSchema, ...REFUSALS } },
    },
    async () => turnovers.turnoverAssignees(),
  );

  app.get(
    '/turnovers/:id',
    {
      preHandler: everyone,
      schema: {
        hide: true,
        params: turnoverParamsSchema,
        response: { 200: turnoverTaskSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const task = await turnovers.getTurnover(request.params.id);
      sendVersion(reply, task.version);
      return task;
    },
  );

  app.patch(
    '/turnovers/:id',
    {
      preHandler: everyone,
      schema: {
        hide: true,
        params: turnoverParamsSchema,
        body: turnoverUpdateSchema,
        response: { 200: turnoverTaskSchema, ...CHANGE_REFUSALS },
      },
      config: { cacheWrites: 'none' },
    },
    async (request, reply) => {
      const task = await turnovers.updateTurnover(
        staffActor(request),
        request.params.id,
        request.body,
        ifMatchOf(request),
      );
      sendVersion(reply, task.version);
      return task;
    },
  );

  app.put(
    '/turnovers/:id/assignee',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: turnoverParamsSchema,
        body: turnoverAssignSchema,
        response: { 200: turnoverTaskSchema, ...CHANGE_REFUSALS },
      },
      config: { cacheWrites: 'none' },
    },
    async (request, reply) => {
      const task = await turnovers.assignTurnover(
        staffActor(request),
        request.params.id,
        request.body.staffId,
      );
      sendVersion(reply, task.version);
      return task;
    },
  );

  app.post(
    '/turnovers/:id/photos',
    {
      preHandler: everyone,
      // The file is counted by the multipart limit (25 MB); this bounds the request around it.
      bodyLimit: MAX_PHOTO_BYTES + 64 * 1024,
      schema: {
        hide: true,
        params: turnoverParamsSchema,
        response: {
          201: turnoverTaskSchema,
          ...CHANGE_REFUSALS,
          413: errorSchema,
          415: errorSchema,
        },
      },
      config: { cacheWrites: 'none', multipartBody: true },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') bytes = await part.toBuffer();
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, PHOTO_TOO_LARGE);
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw badRequest(`Upload one photo at a time. ${NOT_MULTIPART}`);
        throw error;
      }
      if (!bytes || bytes.length === 0) throw badRequest('Choose a photo to upload.');
      const task = await turnovers.addTurnoverPhoto(staffActor(request), request.params.id, bytes);
      return reply.code(201).send(task);
    },
  );

  app.get(
    '/turnovers/:id/photos/:photoId',
    {
      preHandler: everyone,
      // A JPEG, so no answer schema; refusals are JSON as everywhere.
      schema: { hide: true, params: turnoverPhotoParamsSchema },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      const jpeg = await turnovers.readTurnoverPhoto(id, photoId);
      return reply.type('image/jpeg').send(jpeg);
    },
  );

  versionedSetting(app, {
    url: '/villas/:id/turnover-checklist',
    params: consoleIdParamsSchema,
    body: turnoverChecklistInputSchema,
    view: turnoverChecklistSchema,
    readers: everyone,
    writers: owner,
    cacheWrites: 'none',
    read: ({ id }) => turnovers.getTurnoverChecklist(id),
    save: (request, expected) =>
      turnovers.saveTurnoverChecklist(
        staffActor(request),
        request.params.id,
        request.body.items,
        expected,
      ),
  });
};
