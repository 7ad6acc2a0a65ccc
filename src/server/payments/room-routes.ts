/**
 * The Payments room's lists in the console (issue 26 §5), with each list's count for its tabs, and
 * the guests' card tries (issue 38 §3): the owner's and the manager's only; housekeeping sees no
 * money.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardPaymentsPageSchema, cardPaymentsQuerySchema } from '#domain/schemas/card-payment.ts';
import { errorSchema } from '#domain/schemas/common.ts';
import { paymentsQuerySchema, paymentsRoomSchema } from '#domain/schemas/payment.ts';
import { requireStaff } from '../staff/guard.ts';

export const paymentRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments',
    {
      preHandler: requireStaff(['owner', 'manager']),
      schema: {
        hide: true,
        querystring: paymentsQuerySchema,
        response: { 200: paymentsRoomSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => app.paymentRoomService.paymentsRoom(request.query),
  );

  app.get(
    '/card-payments',
    {
      preHandler: requireStaff(['owner', 'manager']),
      schema: {
        hide: true,
        querystring: cardPaymentsQuerySchema,
        response: {
          200: cardPaymentsPageSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => app.paymentRoomService.listCardPayments(request.query),
  );
};
