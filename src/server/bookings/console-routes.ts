/**
 * The console's booking rooms under /api/console (issue 14 §3-4): arrivals and departures for every
 * role (names and guest counts only), and for the owner and the manager what waits today, the
 * list of requests and bookings, one booking, and the team's confirm, decline and cancel.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#domain/schemas/common.ts';
import {
  confirmBookingSchema,
  consoleBookingPageSchema,
  consoleBookingSchema,
  consoleBookingsQuerySchema,
  consoleIdParamsSchema,
  declineBookingSchema,
  movementsQuerySchema,
  movementsSchema,
  staffCancelBookingSchema,
  todaySchema,
} from '#domain/schemas/console.ts';
import {
  stayChangeEffectSchema,
  stayChangePreviewSchema,
  stayChangeSchema,
} from '#domain/schemas/stay-change.ts';
import { changed } from '../cache/tags.ts';
import { ALL_ROLES, requireStaff, staffActor } from '../staff/guard.ts';

const READ_ANSWERS = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const DECISION_ANSWERS = {
  200: consoleBookingSchema,
  ...READ_ANSWERS,
  404: errorSchema,
  409: errorSchema,
};

export const consoleBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.consoleBookingService;
  const team = requireStaff(['owner', 'manager']);
  /** After a committed decision: the villa's calendar (decision 030). */
  const decided = (villaId: string) => {
    app.readCache.invalidateTags(changed.calendar(villaId));
  };

  app.get(
    '/movements',
    {
      preHandler: requireStaff(ALL_ROLES),
      schema: {
        hide: true,
        querystring: movementsQuerySchema,
        // The schema names every field an answer may carry; the serializer drops anything else.
        response: { 200: movementsSchema, ...READ_ANSWERS },
      },
    },
    async (request) => service.getMovements(request.query),
  );

  app.get(
    '/today',
    {
      preHandler: team,
      schema: { hide: true, response: { 200: todaySchema, 401: errorSchema, 403: errorSchema } },
    },
    async () => service.getToday(),
  );

  app.get(
    '/bookings',
    {
      preHandler: team,
      schema: {
        hide: true,
        querystring: consoleBookingsQuerySchema,
        response: { 200: consoleBookingPageSchema, ...READ_ANSWERS },
      },
    },
    async (request) => service.listConsoleBookings(request.query),
  );

  app.get(
    '/bookings/:id',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        response: { 200: consoleBookingSchema, ...READ_ANSWERS, 404: errorSchema },
      },
    },
    async (request) => service.getConsoleBooking(request.params.id),
  );

  app.post(
    '/bookings/:id/confirm',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        body: confirmBookingSchema,
        response: DECISION_ANSWERS,
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const { id } = request.params;
      const booking = await service.confirmBooking(staffActor(request), id, request.body.message);
      decided(booking.villaId);
      return booking;
    },
  );

  app.post(
    '/bookings/:id/decline',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        body: declineBookingSchema,
        response: DECISION_ANSWERS,
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const { id } = request.params;
      const booking = await service.declineBooking(staffActor(request), id, request.body.message);
      decided(booking.villaId);
      return booking;
    },
  );

  app.post(
    '/bookings/:id/cancel',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        body: staffCancelBookingSchema,
        response: DECISION_ANSWERS,
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const { id } = request.params;
      const booking = await service.cancelOnBehalf(staffActor(request), id, request.body.reason);
      decided(booking.villaId);
      return booking;
    },
  );

  // A confirmed stay changed by the team (issue 26 §1, decision 090): its preview prices the new
  // stay and re-plans the schedule without saving; the change saves it, audited and mailed.
  app.post(
    '/bookings/:id/change/preview',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        body: stayChangePreviewSchema,
        response: { ...DECISION_ANSWERS, 200: stayChangeEffectSchema },
      },
    },
    async (request) => service.previewStayChange(request.params.id, request.body),
  );

  app.post(
    '/bookings/:id/change',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        body: stayChangeSchema,
        response: DECISION_ANSWERS,
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const { id } = request.params;
      const booking = await service.changeStay(staffActor(request), id, request.body);
      decided(booking.villaId);
      return booking;
    },
  );
};
