/**
 * A booking's money in the console (issue 26 §2), for the owner and the manager only: its account,
 * the payments, refunds and reversals they record, and each one's receipt as a PDF. Housekeeping sees none of it. Nothing here
 * changes what a cached public answer shows.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '#domain/schemas/common.ts';
import { consoleIdParamsSchema } from '#domain/schemas/console.ts';
import {
  accountSchema,
  ledgerEntrySchema,
  recordCardRefundSchema,
  recordPaymentSchema,
  recordRefundSchema,
  recordReversalSchema,
} from '#domain/schemas/payment.ts';
import { receiptParamsSchema } from '#domain/schemas/receipt.ts';
import { requireStaff, staffActor } from '../staff/guard.ts';
import { sendReceipt } from './receipt-reply.ts';

const REFUSALS = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const RECORDED = {
  201: z.object({ entry: ledgerEntrySchema, account: accountSchema }),
  ...REFUSALS,
  409: errorSchema,
  // A card refund whose gateway could not be reached (issue 38 §4).
  502: errorSchema,
};

export const consolePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.paymentService;
  const team = requireStaff(['owner', 'manager']);

  app.get(
    '/bookings/:id/account',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        response: { 200: accountSchema, ...REFUSALS, 409: errorSchema },
      },
    },
    async (request) => payments.getAccount(request.params.id),
  );

  const recording = <B extends z.ZodType>(body: B) => ({
    preHandler: team,
    schema: { hide: true, params: consoleIdParamsSchema, body, response: RECORDED },
    config: { cacheWrites: 'none' as const },
  });

  app.post('/bookings/:id/payments', recording(recordPaymentSchema), async (request, reply) => {
    const input = { kind: 'payment' as const, ...request.body };
    const recorded = await payments.recordEntry(staffActor(request), request.params.id, input);
    return reply.code(201).send(recorded);
  });

  app.post('/bookings/:id/refunds', recording(recordRefundSchema), async (request, reply) => {
    const input = { kind: 'refund' as const, ...request.body };
    const recorded = await payments.recordEntry(staffActor(request), request.params.id, input);
    return reply.code(201).send(recorded);
  });

  // Back to the card of a payment made by card online, through the gateway (issue 38 §4).
  app.post(
    '/bookings/:id/card-refunds',
    recording(recordCardRefundSchema),
    async (request, reply) => {
      const input = { kind: 'card-refund' as const, ...request.body };
      const recorded = await payments.recordEntry(staffActor(request), request.params.id, input);
      return reply.code(201).send(recorded);
    },
  );

  app.post('/bookings/:id/reversals', recording(recordReversalSchema), async (request, reply) => {
    const input = { kind: 'reversal' as const, ...request.body };
    const recorded = await payments.recordEntry(staffActor(request), request.params.id, input);
    return reply.code(201).send(recorded);
  });

  app.get(
    '/bookings/:id/receipts/:number',
    {
      preHandler: team,
      schema: { hide: true, params: receiptParamsSchema, response: REFUSALS },
    },
    async (request, reply) => {
      const { id, number } = request.params;
      return sendReceipt(reply, await app.receiptService.consoleReceipt(id, number));
    },
  );
};
