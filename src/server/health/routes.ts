/**
 * Health checks for load balancers and process supervisors (docs/operations.md):
 * - GET /api/health is readiness: 200 while the database answers, 503 while it does not, so a
 *   proxy sends no guest to an instance that cannot serve them.
 * - GET /api/health/live is liveness: 200 whenever the process answers at all, without asking the
 *   database, so a supervisor restarts a hung process but not every instance during a database
 *   outage that a restart would not cure.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const liveSchema = z.object({ status: z.literal('ok') });

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: '200 when the database answers, 503 when it does not',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      return reply
        .code(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: '200 while the process answers; does not ask the database',
        response: { 200: liveSchema },
      },
    },
    () => ({ status: 'ok' as const }),
  );
};
