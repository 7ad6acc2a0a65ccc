/**
 * A villa's calendar in the console under /api/console (issue 15 §1): the villas' names for the
 * pickers and a month of one villa's bookings and blocks for every role (names and dates only), and
 * for the owner and the manager the blocks themselves: add, change, remove (their own: a block
 * imported from a platform's calendar is refused with a 409, issue 16 §2). A block's write drops
 * the villa's calendar from the read cache after its commit (decision 030), so the public calendar
 * shows it at once.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '#domain/schemas/common.ts';
import {
  blockBodySchema,
  blockParamsSchema,
  staffBlockSchema,
  villaCalendarQuerySchema,
  villaCalendarSchema,
  villaIdParamsSchema,
  villaNameSchema,
} from '#domain/schemas/villa-calendar.ts';
import { changed } from '../cache/tags.ts';
import { ALL_ROLES, requireStaff, staffActor } from '../staff/guard.ts';

const REFUSALS = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const WRITE_REFUSALS = { ...REFUSALS, 409: errorSchema };

export const consoleCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendar = app.villaCalendarService;
  const everyone = requireStaff(ALL_ROLES);
  const team = requireStaff(['owner', 'manager']);
  /** After a committed block write: the public calendar of the villa shows it at once. */
  const calendarChanged = (villaId: string) => {
    app.readCache.invalidateTags(changed.calendar(villaId));
  };

  app.get(
    '/villa-names',
    {
      preHandler: everyone,
      schema: {
        hide: true,
        response: { 200: z.array(villaNameSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => calendar.villaNames(),
  );

  app.get(
    '/villas/:id/calendar',
    {
      preHandler: everyone,
      schema: {
        hide: true,
        params: villaIdParamsSchema,
        querystring: villaCalendarQuerySchema,
        // The schema names every field an answer may carry; the serializer drops anything else.
        response: { 200: villaCalendarSchema, ...REFUSALS },
      },
    },
    async (request) => calendar.getVillaCalendar(request.params.id, request.query),
  );

  app.post(
    '/villas/:id/blocks',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: villaIdParamsSchema,
        body: blockBodySchema,
        response: { 201: staffBlockSchema, ...WRITE_REFUSALS },
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request, reply) => {
      const { id } = request.params;
      const block = await calendar.addBlock(staffActor(request), id, request.body);
      calendarChanged(id);
      return reply.code(201).send(block);
    },
  );

  app.put(
    '/villas/:id/blocks/:blockId',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: blockParamsSchema,
        body: blockBodySchema,
        response: { 200: staffBlockSchema, ...WRITE_REFUSALS },
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const { id, blockId } = request.params;
      const block = await calendar.changeBlock(staffActor(request), id, blockId, request.body);
      calendarChanged(id);
      return block;
    },
  );

  app.delete(
    '/villas/:id/blocks/:blockId',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: blockParamsSchema,
        // 409: a block imported from a platform's calendar, which only its feed removes.
        response: { 204: z.null(), ...WRITE_REFUSALS },
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request, reply) => {
      const { id, blockId } = request.params;
      await calendar.removeBlock(staffActor(request), id, blockId);
      calendarChanged(id);
      return reply.code(204).send(null);
    },
  );
};
