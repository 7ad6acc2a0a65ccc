/**
 * Card payments over the API (issue 38): the guest starts a try and reads it with the booking's
 * token (Bearer, `?token=` or the page's cookie, decision 024), and the gateway posts its
 * notifications to `/api/payhere/notify`, form-encoded as PayHere sends them. A notification that
 * is not signed, or does not match our try, is refused with a 400 that says nothing of why.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingIdParamsSchema, bookingTokenQuerySchema } from '#domain/schemas/booking.ts';
import {
  cardTryParamsSchema,
  cardTryStartedSchema,
  cardTryViewSchema,
  startCardPaymentSchema,
} from '#domain/schemas/card-payment.ts';
import { errorSchema } from '#domain/schemas/common.ts';
import { badRequest } from '#server/plugins/errors.ts';
import { privateBooking } from '#server/plugins/private-answers.ts';
import { bookingAccess, checkSameOrigin } from '../bookings/access-cookie.ts';

/** A notification is a few hundred bytes: anything near this is not PayHere's. */
export const NOTIFY_BODY_LIMIT_BYTES = 16 * 1024;

const FORM = 'application/x-www-form-urlencoded';

export const guestCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.mailContext;
  app.addHook('onSend', privateBooking);

  app.post(
    '/bookings/:id/card-payments',
    {
      schema: {
        tags: ['bookings'],
        summary:
          "Starts paying the booking's next part, or everything left, by card (needs the booking's token)",
        security: [{ bookingToken: [] }],
        params: bookingIdParamsSchema,
        querystring: bookingTokenQuerySchema,
        body: startCardPaymentSchema,
        response: {
          201: cardTryStartedSchema,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const access = bookingAccess(request, id, request.query.token);
      checkSameOrigin(request, access.via, publicUrl);
      const started = await app.cardService.startCardTry(id, access.token, request.body);
      return reply.code(201).send(started);
    },
  );

  app.get(
    '/bookings/:id/card-payments/:orderId',
    {
      schema: {
        tags: ['bookings'],
        summary:
          "A card payment of the booking: where it stands, and while unpaid the gateway's form (needs the booking's token)",
        security: [{ bookingToken: [] }],
        params: cardTryParamsSchema,
        querystring: bookingTokenQuerySchema,
        response: { 200: cardTryViewSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { id, orderId } = request.params;
      const token = bookingAccess(request, id, request.query.token).token;
      return app.cardService.cardTryView(id, orderId, token);
    },
  );
};

export const payhereNotifyRoutes: FastifyPluginAsyncZod = async (app) => {
  // PayHere posts a form, and only a form: any other body is refused with 415, unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    FORM,
    { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      // URLSearchParams reads in one pass; a repeated field keeps its last value.
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    '/payhere/notify',
    {
      bodyLimit: NOTIFY_BODY_LIMIT_BYTES,
      schema: {
        tags: ['payments'],
        summary: "PayHere's payment notification (notify_url), signed with md5sig",
        description:
          'Form-encoded as PayHere sends it. Answers 200 once the notification is settled (again: nothing more happens); 400, with no reason, when it is not signed by our merchant or does not match the payment we asked for.',
        body: z.record(z.string(), z.unknown()),
        response: { 200: z.object({ received: z.literal(true) }), 400: errorSchema },
      },
    },
    async (request) => {
      const answer = await app.cardService.receiveNotification(request.body);
      if (!answer.settled) {
        request.log.warn({ refusal: answer.refusal }, 'card payment notification refused');
        throw badRequest('This notification was not accepted.');
      }
      return { received: true as const };
    },
  );
};
