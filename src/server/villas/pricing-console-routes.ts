/**
 * A villa's prices and stay rules in the console (issue 15 §4, decision 047): the owner reads and
 * saves them, the manager reads them (to answer a guest who asks), housekeeping sees no money. The
 * body is checked with the one schema of the rules (src/domain/schemas/pricing.ts); a save drops
 * the cached answers that show the villa's prices, cards and calendar. A save that sends the
 * version it read in `If-Match` is refused with 412 when someone saved meanwhile (decision 055).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#domain/schemas/common.ts';
import { consoleIdParamsSchema } from '#domain/schemas/console.ts';
import { pricingRulesSchema, villaPricingSchema } from '#domain/schemas/pricing.ts';
import { changed } from '../cache/tags.ts';
import { ifMatchOf, sendVersion } from '#server/lib/edit-versions.ts';
import { requireStaff, staffActor } from '../staff/guard.ts';

const answers = {
  200: villaPricingSchema,
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  412: errorSchema,
};

export const consolePricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const prices = app.villaPricingService;

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
    async (request, reply) => {
      const pricing = await prices.villaPricing(request.params.id);
      sendVersion(reply, pricing.version);
      return pricing;
    },
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
    async (request, reply) => {
      const saved = await prices.saveVillaPricing(
        staffActor(request),
        request.params.id,
        request.body,
        ifMatchOf(request),
      );
      app.readCache.invalidateTags(changed.pricing(saved.villaId));
      sendVersion(reply, saved.version);
      return saved;
    },
  );
};
