/**
 * The public API's OpenAPI description (spec §7), made from the routes' zod schemas; registered
 * before the routes so that it sees each of them. GET /api/docs answers it (app.ts).
 */
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const apiDocs = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Villa booking API',
          description: 'The public API of the villa website (spec §7).',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bookingToken: {
              type: 'http',
              scheme: 'bearer',
              description: 'The access token from the booking answer or the e-mail link',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'api-docs' },
);
