/**
 * The audit log's room (issue 14 §5): the owner reads and filters who did what, newest first, a
 * page at a time. Read only: the log is append-only (audit.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#domain/schemas/common.ts';
import { auditPageSchema, auditQuerySchema } from '#domain/schemas/console.ts';
import { requireStaff } from './guard.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.staffService;

  app.get(
    '/audit',
    {
      preHandler: requireStaff(['owner']),
      schema: {
        hide: true,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => staff.pageAudit(request.query),
  );
};
