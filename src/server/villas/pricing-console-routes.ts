/**
 * A villa's prices and stay rules in the console (issue 15 §4, decision 047): the owner reads and
 * saves them, the manager reads them (to answer a guest who asks), housekeeping sees no money. The
 * body is checked with the one schema of the rules (src/domain/schemas/pricing.ts); a save drops
 * the cached answers that show the villa's prices, cards and calendar.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../domain/schemas/common.ts';
import { consoleIdParamsSchema } from '../../domain/schemas/console.ts';
import { pricingRulesSchema, villaPricingSchema } from '../../domain/schemas/pricing.ts';
import { changed } from '../cache/tags.ts';
import { requireStaff, signedIn } from '../staff/guard.ts';
import { saveVillaPricing, villaPricing } from './pricing-service.ts';

const answers = {
  200: villaPricingSchema,
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
};

export const consolePricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/villas/:id/pricing',
    {
      preHandler: requireStaff(['owner', 'manager']),
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        response: answers,
      },
    },
    async (request) => villaPricing(db, request.params.id),
  );

  app.put(
    '/villas/:id/pricing',
    {
      preHandler: requireStaff(['owner']),
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        body: pricingRulesSchema,
        response: answers,
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const { user } = signedIn(request);
      const saved = await saveVillaPricing(
        db,
        { id: user.id, name: user.name, ip: request.ip },
        request.params.id,
        request.body,
      );
      app.readCache.invalidateTags(changed.pricing(saved.villaId));
      return saved;
    },
  );
};
