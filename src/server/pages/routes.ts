/**
 * The guest's booking page that the e-mail links to, `/booking/{id}` (decision 024). The link's
 * `?token=` is checked once and traded for an HttpOnly cookie of that booking, and the answer is a
 * 303 to the bare address, so the token leaves the address bar, the history and any Referer. The
 * page itself is the site's own (src/web/app/routes/manage-booking.tsx), rendered for this one
 * request with the booking in its data, never kept, never indexed. A wrong token, another guest's
 * cookie or no booking at all answer the same not-found page, with 404.
 *
 * With `?pay={orderId}` it is the pay page of a try at paying the booking by card (issue 38 §1,
 * decision 124): rendered with the try in its data, the form to the card gateway in it while the
 * try is unpaid. That page may send the Referer PayHere requires of a checkout, its origin alone
 * (`Referrer-Policy: strict-origin`): its address carries no token.
 *
 * A guest who books in another language is sent `/ru/booking/{id}?token=…` (decision 130): the
 * same page under each language's prefix, the token traded the same way and the 303 kept within
 * the language. A language the site does not offer (SITE_LANGUAGES) sends the guest to the English
 * address, as the rest of the site would have no page of it to show.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingIdParamsSchema,
  bookingTokenQuerySchema,
  type Booking,
} from '#domain/schemas/booking.ts';
import { cardTryParamsSchema } from '#domain/schemas/card-payment.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#domain/languages.ts';
import { bookingCookieName, setBookingCookie } from '../bookings/access-cookie.ts';
import { cookieValue } from '../lib/cookies.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { privateBooking } from '#server/plugins/private-answers.ts';
import { HTML_CONTENT_TYPE, renderForOneRequest } from './render.ts';

/** The booking's query key in the page's data (src/web/features/bookings/api.ts `bookingQuery`). */
export const bookingQueryKey = (id: string) => ['bookings', 'detail', id] as const;
/** Its money's (src/web/features/bookings/manage-api.ts `guestPaymentsQuery`). */
export const guestPaymentsQueryKey = (id: string) => ['bookings', 'payments', id] as const;
/** A card try's (src/web/features/bookings/manage-api.ts `cardTryQuery`). */
export const cardTryQueryKey = (id: string, orderId: string) =>
  ['bookings', 'card-payment', id, orderId] as const;

/** The pay page's order id, when the address has a well-formed one. */
const payOf = (query: { pay?: string | undefined }) => {
  const parsed = cardTryParamsSchema.shape.orderId.safeParse(query.pay);
  return parsed.success ? parsed.data : undefined;
};

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, renderPage: render } = app;
  // The guest's booking: never kept, nor indexed, nor its refusals.
  app.addHook('onSend', privateBooking);
  // Its pay page: PayHere needs a Referer of the checkout's form, our origin and nothing more.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (payOf(request.query as { pay?: string })) reply.header('Referrer-Policy', 'strict-origin');
    done(null, payload);
  });

  /** The booking if the request holds its token (link or cookie); null for anyone else. */
  async function bookingFor(id: string, token: string | undefined): Promise<Booking | null> {
    try {
      return await app.bookingService.getBooking(id, token);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
  }

  const pageSchema = {
    hide: true,
    params: bookingIdParamsSchema,
    // `pay` is read by payOf: a malformed one is the booking's page, never an error.
    querystring: z.object({
      token: bookingTokenQuerySchema.shape.token,
      pay: z.string().optional(),
    }),
  };

  /** The page's address prefix in `language`: none in English or in a language not offered. */
  const prefixOf = (language: Language) =>
    language !== DEFAULT_LANGUAGE && config.siteLanguages.includes(language) ? `/${language}` : '';

  for (const language of LANGUAGES) {
    app.get(
      language === DEFAULT_LANGUAGE ? '/booking/:id' : `/${language}/booking/:id`,
      { schema: pageSchema },
      async (request, reply) => {
        const { id } = request.params;
        const prefix = prefixOf(language);
        // The e-mail's link (`?token=`), else the cookie it left: a page is never sent a Bearer.
        const linkToken = request.query.token;
        const token = linkToken ?? cookieValue(request, bookingCookieName(id));
        const booking = await bookingFor(id, token);
        // Any `?pay=` is the pay page, as the page reads it; only a well-formed one can find a try.
        const { pay: payAsked } = request.query;
        const pay = payOf(request.query);
        const path = `${prefix}/booking/${encodeURIComponent(id)}${payAsked === undefined ? '' : `?pay=${encodeURIComponent(payAsked)}`}`;
        if (booking && linkToken) {
          // The e-mail's link, checked: keep its token in a cookie, and take it out of the address.
          setBookingCookie(reply, id, linkToken, config.publicUrl);
          return reply.redirect(path, 303);
        }
        // A language not offered: its page is the English one, with whatever the guest asked (a
        // wrong link's token is answered here, as in English, not carried to another address).
        if (language !== DEFAULT_LANGUAGE && !prefix && (booking || !linkToken)) {
          return reply.redirect(path, 303);
        }
        if (booking && payAsked !== undefined && render) {
          const view = pay
            ? await app.cardService.cardTryView(id, pay, token).catch((error: unknown) => {
                if (error instanceof HttpError && error.statusCode === 404) return null;
                throw error;
              })
            : null;
          const rendered = await renderForOneRequest(render, path, {
            data: view && pay ? [{ queryKey: cardTryQueryKey(id, pay), data: view }] : [],
          });
          if (rendered.kind === 'redirect') return reply.redirect(rendered.location, 303);
          return reply
            .code(view ? 200 : 404)
            .type(HTML_CONTENT_TYPE)
            .send(rendered.html);
        }
        const status = booking ? 200 : 404;
        if (!render) {
          return reply
            .code(booking ? 503 : 404)
            .type('text/plain; charset=utf-8')
            .send(
              booking
                ? 'The website is not built yet: run `npm run build` (npm start does it for you).'
                : 'Booking not found.',
            );
        }
        // A confirmed (or once confirmed) stay's money, drawn with the page (issue 26 §2).
        const payments =
          booking && (booking.status === 'CONFIRMED' || booking.status === 'CANCELLED')
            ? [
                {
                  queryKey: guestPaymentsQueryKey(id),
                  data: await app.receiptService.guestPayments(id, token),
                },
              ]
            : [];
        const rendered = await renderForOneRequest(render, path, {
          data: booking ? [{ queryKey: bookingQueryKey(id), data: booking }, ...payments] : [],
        });
        if (rendered.kind === 'redirect') return reply.redirect(rendered.location, 303);
        return reply.code(status).type(HTML_CONTENT_TYPE).send(rendered.html);
      },
    );
  }
};
