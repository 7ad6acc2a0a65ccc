import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#domain/schemas/common.ts';
import { contactReceiptSchema, contactRequestSchema } from '#domain/schemas/contact.ts';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sendContactMessage } = app.contactService;

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Write to the team; they answer within 24 hours',
        body: contactRequestSchema,
        response: { 201: contactReceiptSchema, 400: errorSchema },
      },
      // A message changes nothing a cached answer shows (decision 030).
      config: { cacheWrites: 'none' },
    },
    async (request, reply) => reply.code(201).send(await sendContactMessage(request.body)),
  );
};
