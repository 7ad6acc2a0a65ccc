import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingCreatedSchema,
  bookingEmailParamsSchema,
  bookingIdParamsSchema,
  bookingRequestSchema,
  bookingSchema,
  bookingTokenQuerySchema,
  bookingUpdateSchema,
  cancellationSchema,
} from '../../domain/schemas/booking.ts';
import { errorSchema } from '../../domain/schemas/common.ts';
import {
  cancelBooking,
  createBooking,
  getBooking,
  listBookingsForEmail,
  updateBooking,
  type BookingDeps,
} from './service.ts';
import { noStore } from '../private-answers.ts';

/** The guest's token: `Authorization: Bearer <token>` from the app, `?token=` from an e-mail link. */
function accessToken(request: FastifyRequest & { query: { token?: string | undefined } }) {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return request.query.token;
}

const security = [{ bookingToken: [] }];

export const bookingRoutes: FastifyPluginAsyncZod<{ deps: BookingDeps }> = async (
  app,
  { deps },
) => {
  // Every answer here is one guest's (the POST's carries the token itself).
  app.addHook('onSend', noStore);

  app.post(
    '/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Request a stay; the dates are held for 24 hours while the team confirms',
        body: bookingRequestSchema,
        response: {
          201: bookingCreatedSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await createBooking(deps, request.body)),
  );

  app.get(
    '/bookings/email/:email',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Every booking of an e-mail address (needs a token of one of them)',
        security,
        params: bookingEmailParamsSchema,
        querystring: bookingTokenQuerySchema,
        response: { 200: z.array(bookingSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listBookingsForEmail(deps, request.params.email, accessToken(request)),
  );

  app.get(
    '/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'One booking (needs its token)',
        security,
        params: bookingIdParamsSchema,
        querystring: bookingTokenQuerySchema,
        response: { 200: bookingSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getBooking(deps, request.params.id, accessToken(request)),
  );

  app.put(
    '/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Change a booking request while it waits for confirmation (needs its token)',
        security,
        params: bookingIdParamsSchema,
        querystring: bookingTokenQuerySchema,
        body: bookingUpdateSchema,
        response: { 200: bookingSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => updateBooking(deps, request.params.id, accessToken(request), request.body),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Cancel a booking; the refund follows the cancellation policy (needs its token)',
        security,
        params: bookingIdParamsSchema,
        querystring: bookingTokenQuerySchema,
        body: cancellationSchema,
        response: { 200: bookingSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) =>
      cancelBooking(deps, request.params.id, accessToken(request), request.body.reason),
  );
};
