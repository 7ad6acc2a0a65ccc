import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#domain/schemas/common.ts';
import { transportReceiptSchema, transportRequestSchema } from '#domain/schemas/transport.ts';

export const transportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { requestTransport } = app.transportService;

  const schema = (summary: string) => ({
    tags: ['transport'],
    summary,
    body: transportRequestSchema,
    response: { 201: transportReceiptSchema, 400: errorSchema },
  });

  app.post(
    '/transport/quote',
    // A request to the team changes nothing a cached answer shows (decision 030).
    { schema: schema('Ask for a transport price'), config: { cacheWrites: 'none' } },
    async (request, reply) => reply.code(201).send(await requestTransport('QUOTE', request.body)),
  );
  app.post(
    '/transport/book',
    { schema: schema('Ask the team to book a ride'), config: { cacheWrites: 'none' } },
    async (request, reply) => reply.code(201).send(await requestTransport('BOOKING', request.body)),
  );
};
