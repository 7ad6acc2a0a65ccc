/**
 * The guest's pay page, `/booking/{id}/pay/{orderId}` (issue 38 §1): the site's own page
 * (src/web/features/bookings/card-payment-page.tsx), rendered for this one request with the try in
 * its data. While the try is unpaid it holds the form the guest's browser posts to the gateway;
 * back from the gateway it says where the payment stands and checks again by itself.
 *
 * Its address holds no token (the booking's cookie opens it), so, unlike the booking's page, it
 * may send a Referer, which PayHere requires of a checkout: `strict-origin` sends our origin and
 * nothing more (decision 123). `/back` is the gateway's `return_url`, `/cancelled` its
 * `cancel_url`: each notes the guest's return on the try and sends them on.
 */
import type { onSendHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CardTryView } from '#domain/schemas/card-payment.ts';
import { cardTryParamsSchema } from '#domain/schemas/card-payment.ts';
import { cookieValue } from '#server/lib/cookies.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { HTML_CONTENT_TYPE, renderForOneRequest } from '#server/pages/render.ts';
import { bookingCookieName } from '../bookings/access-cookie.ts';

/** The page's query key (src/web/features/bookings/manage-api.ts `cardTryQuery`). */
export const cardTryQueryKey = (id: string, orderId: string) =>
  ['bookings', 'card-payment', id, orderId] as const;

/** One guest's payment: never kept nor indexed; the Referer PayHere needs, our origin alone. */
const payPageHeaders: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('Cache-Control', 'no-store');
  reply.header('X-Robots-Tag', 'noindex, nofollow');
  reply.header('Referrer-Policy', 'strict-origin');
  done(null, payload);
};

export const cardPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const render = app.renderPage;
  app.addHook('onSend', payPageHeaders);

  const pagePath = (id: string, orderId: string) =>
    `/booking/${encodeURIComponent(id)}/pay/${orderId}`;

  app.get(
    '/booking/:id/pay/:orderId',
    { schema: { hide: true, params: cardTryParamsSchema } },
    async (request, reply) => {
      const { id, orderId } = request.params;
      const token = cookieValue(request, bookingCookieName(id));
      let view: CardTryView | null = null;
      try {
        view = await app.cardService.cardTryView(id, orderId, token);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
      }
      if (!render) {
        return reply
          .code(view ? 503 : 404)
          .type('text/plain; charset=utf-8')
          .send(
            view
              ? 'The website is not built yet: run `npm run build` (npm start does it for you).'
              : 'Payment not found.',
          );
      }
      const rendered = await renderForOneRequest(render, pagePath(id, orderId), {
        data: view ? [{ queryKey: cardTryQueryKey(id, orderId), data: view }] : [],
      });
      if (rendered.kind === 'redirect') return reply.redirect(rendered.location, 303);
      return reply
        .code(view ? 200 : 404)
        .type(HTML_CONTENT_TYPE)
        .send(rendered.html);
    },
  );

  app.get(
    '/booking/:id/pay/:orderId/back',
    { schema: { hide: true, params: cardTryParamsSchema } },
    async (request, reply) => {
      const { id, orderId } = request.params;
      const token = cookieValue(request, bookingCookieName(id));
      await app.cardService.cameBack(id, orderId, token, 'returned');
      return reply.redirect(pagePath(id, orderId), 303);
    },
  );

  app.get(
    '/booking/:id/pay/:orderId/cancelled',
    { schema: { hide: true, params: cardTryParamsSchema } },
    async (request, reply) => {
      const { id, orderId } = request.params;
      const token = cookieValue(request, bookingCookieName(id));
      await app.cardService.cameBack(id, orderId, token, 'cancelled');
      return reply.redirect(`/booking/${encodeURIComponent(id)}#next-payment`, 303);
    },
  );
};
