/**
 * The guest's booking page that the confirmation e-mail links to: plain server-rendered HTML, no
 * script, one stylesheet.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatUsd } from '../../domain/money.ts';
import { bookingIdParamsSchema, bookingTokenQuerySchema } from '../../domain/schemas/booking.ts';
import { HttpError } from '../errors.ts';
import { getBooking } from '../bookings/service.ts';
import { noStore } from '../private-answers.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tagged template that escapes every interpolated value unless it is already `SafeHtml`. */
class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}
function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const parts = Array.isArray(value) ? value : [value];
    out += parts
      .map((v) => (v instanceof SafeHtml ? v.value : escapeHtml(String(v ?? ''))))
      .join('');
    out += strings[i + 1] ?? '';
  });
  return new SafeHtml(out);
}

function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <link rel="stylesheet" href="/styles/plain.css" />
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`.value;
}

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  // The guest's booking, behind its token: never kept, nor its refusals.
  app.addHook('onSend', noStore);

  app.get(
    '/booking/:id',
    {
      schema: {
        hide: true,
        params: bookingIdParamsSchema,
        querystring: z.object({ token: bookingTokenQuerySchema.shape.token }),
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      try {
        const deps = {
          db,
          mail: { publicUrl: config.publicUrl, teamEmail: config.teamEmail },
          mailQueued: () => undefined,
        };
        const b = await getBooking(deps, request.params.id, request.query.token);
        return page(
          `Booking ${b.reference}`,
          html`<h1>Your booking request ${b.reference}</h1>
            <dl>
              <dt>Status</dt>
              <dd>${b.status}</dd>
              <dt>Villa</dt>
              <dd>${b.villaName}</dd>
              <dt>Dates</dt>
              <dd>${b.checkInDate} to ${b.checkOutDate} (${b.quote.nights} nights)</dd>
              <dt>Guests</dt>
              <dd>${b.adults} adults, ${b.children} children, ${b.infants} infants</dd>
              <dt>Total</dt>
              <dd>${formatUsd(b.totalPrice)}</dd>
            </dl>
            <p>
              No payment has been taken. We'll contact you within 24 hours to confirm your
              reservation.
            </p>`,
        );
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return reply.code(404).send(
          page(
            'Booking not found',
            html`<h1>Booking not found</h1>
              <p>${error.message}</p>`,
          ),
        );
      }
    },
  );
};
