/**
 * The guest's money (issue 26 §2): what is owed and paid, and how to pay (`/payments`), and a PDF
 * of each receipt, with the booking's token as the guest's other booking calls take it
 * (`Authorization: Bearer`, `?token=` or the page's cookie, decision 024). Without it, or for a
 * receipt of another booking, the answer is a 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingIdParamsSchema, bookingTokenQuerySchema } from '#domain/schemas/booking.ts';
import { errorSchema } from '#domain/schemas/common.ts';
import { guestPaymentsSchema } from '#domain/schemas/payment.ts';
import { receiptParamsSchema } from '#domain/schemas/receipt.ts';
import { privateBooking } from '#server/plugins/private-answers.ts';
import { bookingAccess } from '../bookings/access-cookie.ts';
import { sendReceipt } from './receipt-reply.ts';

export const guestReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  // One guest's money: never kept nor indexed, refusals included.
  app.addHook('onSend', privateBooking);

  app.get(
    '/bookings/:id/receipts/:number',
    {
      schema: {
        tags: ['bookings'],
        summary: "A receipt of the booking as a PDF (needs the booking's token)",
        security: [{ bookingToken: [] }],
        params: receiptParamsSchema,
        querystring: bookingTokenQuerySchema,
        description:
          'Answers 200 with the PDF (application/pdf, as an attachment named by the number); refusals are JSON.',
        response: { 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { id, number } = request.params;
      const token = bookingAccess(request, id, request.query.token).token;
      return sendReceipt(reply, await app.receiptService.guestReceipt(id, token, number));
    },
  );

  app.get(
    '/bookings/:id/payments',
    {
      schema: {
        tags: ['bookings'],
        summary:
          "What the booking's guest owes by when, has paid, how to pay, and the receipts (needs the booking's token)",
        security: [{ bookingToken: [] }],
        params: bookingIdParamsSchema,
        querystring: bookingTokenQuerySchema,
        response: { 200: guestPaymentsSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const token = bookingAccess(request, id, request.query.token).token;
      return app.receiptService.guestPayments(id, token);
    },
  );
};
