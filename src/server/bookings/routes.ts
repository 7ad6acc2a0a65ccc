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
  cancellationTermsSchema,
  LOST_LINK_ANSWER,
  lostLinkAnswerSchema,
  lostLinkSchema,
} from '#domain/schemas/booking.ts';
import { errorSchema } from '#domain/schemas/common.ts';
import { privateBooking } from '#server/plugins/private-answers.ts';
import { bearerToken, bookingAccess, checkSameOrigin } from './access-cookie.ts';

/** The e-mail's token (`?token=`) on the by-e-mail list, or `Authorization: Bearer`. */
const listToken = (request: FastifyRequest, query?: string) => bearerToken(request) ?? query;

const security = [{ bookingToken: [] }];

/** The answers of a guest's change (or cancellation) of their booking. */
const CHANGE_ANSWERS = {
  200: bookingSchema,
  400: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.bookingService;
  // A request, its change and its cancel change a stay: the stays seam's, which tells the read
  // cache (the villa's calendar) and the mail sender itself once each has committed.
  const stays = app.stays;
  const { publicUrl } = app.mailContext;
  /** The token of a change: where it is the page's cookie, only from this site's own pages. */
  const changeToken = (request: FastifyRequest & { query: { token?: string } }, id: string) => {
    const access = bookingAccess(request, id, request.query.token);
    checkSameOrigin(request, access.via, publicUrl);
    return access.token;
  };
  // Every answer here is one guest's (the POST's carries the token itself): never kept nor indexed.
  app.addHook('onSend', privateBooking);

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
      config: { cacheWrites: 'tagged' },
    },
    async (request, reply) => {
      return reply.code(201).send(await stays.requestStay(request.body));
    },
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
    async (request) =>
      service.listBookingsForEmail(request.params.email, listToken(request, request.query.token)),
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
    async (request) => {
      const { id } = request.params;
      return service.getBooking(id, bookingAccess(request, id, request.query.token).token);
    },
  );

  app.get(
    '/bookings/:id/cancellation',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Whether the booking can be cancelled now, and the refund the policy gives today',
        security,
        params: bookingIdParamsSchema,
        querystring: bookingTokenQuerySchema,
        response: { 200: cancellationTermsSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      return stays.getCancellationTerms(id, bookingAccess(request, id, request.query.token).token);
    },
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
        response: CHANGE_ANSWERS,
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const { id } = request.params;
      return stays.changeRequest(id, changeToken(request, id), request.body);
    },
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
        response: CHANGE_ANSWERS,
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const { id } = request.params;
      return stays.cancelByGuest(id, changeToken(request, id), request.body.reason);
    },
  );

  app.post(
    '/bookings/lost-link',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Lost your link? A fresh one is e-mailed if the reference and address match; the answer is the same either way',
        body: lostLinkSchema,
        response: { 202: lostLinkAnswerSchema, 400: errorSchema },
      },
      // A fresh token changes nothing a cached answer shows.
      config: { cacheWrites: 'none' },
    },
    async (request, reply) => {
      await service.sendFreshLink(request.body);
      return reply.code(202).send({ message: LOST_LINK_ANSWER });
    },
  );
};
