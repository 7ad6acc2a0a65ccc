/**
 * Where the card gateway sends the guest back (issue 38 §1, decision 124): `/back` is its
 * `return_url`, `/cancelled` its `cancel_url`. Each notes the guest's return on the try (with the
 * booking's cookie, which the browser brings back) and sends them on: back, to the pay page,
 * `/booking/{id}?pay={orderId}` (server/pages/routes.ts), which waits for the gateway's word;
 * cancelled, to what is owed on the booking's page.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardTryParamsSchema } from '#domain/schemas/card-payment.ts';
import { cookieValue } from '#server/lib/cookies.ts';
import { privateBooking } from '#server/plugins/private-answers.ts';
import { bookingCookieName } from '../bookings/access-cookie.ts';

export const cardPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', privateBooking);
  const bookingPage = (id: string) => `/booking/${encodeURIComponent(id)}`;

  app.get(
    '/booking/:id/pay/:orderId/back',
    { schema: { hide: true, params: cardTryParamsSchema } },
    async (request, reply) => {
      const { id, orderId } = request.params;
      const token = cookieValue(request, bookingCookieName(id));
      await app.cardService.cameBack(id, orderId, token, 'returned');
      return reply.redirect(`${bookingPage(id)}?pay=${orderId}`, 303);
    },
  );

  app.get(
    '/booking/:id/pay/:orderId/cancelled',
    { schema: { hide: true, params: cardTryParamsSchema } },
    async (request, reply) => {
      const { id, orderId } = request.params;
      const token = cookieValue(request, bookingCookieName(id));
      await app.cardService.cameBack(id, orderId, token, 'cancelled');
      return reply.redirect(`${bookingPage(id)}#next-payment`, 303);
    },
  );
};
