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
import { ALL_ROLES, requireStaff, staffActor } from '../staff/guard.ts';

/** How many overdue payments Today lists; the Payments room has them all. */
export const TODAY_OVERDUE_LINES = 10;

const READ_ANSWERS = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const DECISION_ANSWERS = {
  200: consoleBookingSchema,
  ...READ_ANSWERS,
  404: errorSchema,
  409: errorSchema,
};

export const consoleBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.consoleBookingService;
  // The team's answers change a stay: the stays seam's, which tells the read cache and the mail
  // sender itself once each has committed (stays/followers.ts, AFTER_COMMIT).
  const stays = app.stays;
  const team = requireStaff(['owner', 'manager']);

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
    async () => {
      const [today, overdue] = await Promise.all([
        service.getToday(),
        app.paymentRoomService.listPayments({
          list: 'overdue',
          page: 0,
          size: TODAY_OVERDUE_LINES,
        }),
      ]);
      return { overduePayments: overdue.content, ...today };
    },
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
    async (request) => stays.getConsoleBooking(request.params.id),
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
    async (request) =>
      stays.confirmStay(staffActor(request), request.params.id, request.body.message),
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
    async (request) =>
      stays.declineRequest(staffActor(request), request.params.id, request.body.message),
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
    async (request) =>
      stays.cancelByTeam(staffActor(request), request.params.id, request.body.reason),
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
    async (request) => stays.previewStayChange(request.params.id, request.body),
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
    async (request) => stays.changeStay(staffActor(request), request.params.id, request.body),
  );
};
