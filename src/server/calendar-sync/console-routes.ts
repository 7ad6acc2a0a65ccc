/**
 * A villa's calendar sync in the console under /api/console (issue 16 §2), for the owner and the
 * manager: the villa's own calendar address, the platforms' feeds it imports (add, change, remove,
 * fetch now, renew the address given back to each) and the conflicts of imported events with its
 * bookings. A change that moved blocks drops the villa's calendar from the read cache after its
 * commit (decision 030), so the public calendar shows it at once.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedSchema,
  calendarSyncSchema,
  feedBodySchema,
  feedParamsSchema,
} from '#domain/schemas/calendar-sync.ts';
import { errorSchema } from '#domain/schemas/common.ts';
import { villaIdParamsSchema } from '#domain/schemas/villa-calendar.ts';
import { requireStaff, staffActor } from '../staff/guard.ts';

const REFUSALS = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const WRITE_REFUSALS = { ...REFUSALS, 409: errorSchema };
/** An address is read before it is saved: 422 when it gives no calendar (issue 23 §3.4). */
const ADDRESS_REFUSALS = { ...WRITE_REFUSALS, 422: errorSchema };

export const consoleCalendarSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  const sync = app.calendarSyncService;
  const team = requireStaff(['owner', 'manager']);

  app.get(
    '/villas/:id/calendar-sync',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: villaIdParamsSchema,
        response: { 200: calendarSyncSchema, ...REFUSALS },
      },
    },
    async (request) => sync.getCalendarSync(request.params.id),
  );

  app.post(
    '/villas/:id/calendar-sync/rotate',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: villaIdParamsSchema,
        response: { 200: calendarSyncSchema, ...REFUSALS },
      },
      // The address is no public answer's: nothing cached shows it.
      config: { cacheWrites: 'none' },
    },
    async (request) => sync.rotateVillaAddress(staffActor(request), request.params.id),
  );

  app.post(
    '/villas/:id/feeds',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: villaIdParamsSchema,
        body: feedBodySchema,
        response: { 201: calendarFeedSchema, ...ADDRESS_REFUSALS },
      },
      // Its first import drops the villa's calendar itself when it moved a block (deps).
      config: { cacheWrites: 'tagged' },
    },
    async (request, reply) => {
      const feed = await sync.addFeed(staffActor(request), request.params.id, request.body);
      return reply.code(201).send(feed);
    },
  );

  app.put(
    '/villas/:id/feeds/:feedId',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: feedParamsSchema,
        body: feedBodySchema,
        response: { 200: calendarFeedSchema, ...ADDRESS_REFUSALS },
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const { id, feedId } = request.params;
      return sync.changeFeed(staffActor(request), id, feedId, request.body);
    },
  );

  app.delete(
    '/villas/:id/feeds/:feedId',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: feedParamsSchema,
        response: { 204: z.null(), ...REFUSALS },
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request, reply) => {
      const { id, feedId } = request.params;
      await sync.removeFeed(staffActor(request), id, feedId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/villas/:id/feeds/:feedId/sync',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: feedParamsSchema,
        response: { 200: calendarFeedSchema, ...REFUSALS },
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const { id, feedId } = request.params;
      return sync.syncFeedNow(staffActor(request), id, feedId);
    },
  );

  app.post(
    '/villas/:id/feeds/:feedId/rotate',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: feedParamsSchema,
        response: { 200: calendarFeedSchema, ...REFUSALS },
      },
      config: { cacheWrites: 'none' },
    },
    async (request) => {
      const { id, feedId } = request.params;
      return sync.rotateFeedAddress(staffActor(request), id, feedId);
    },
  );
};
