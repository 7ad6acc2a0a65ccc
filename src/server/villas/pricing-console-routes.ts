/**
 * A villa's prices and stay rules in the console (issue 15 §4, decision 047): the owner reads and
 * saves them, the manager reads them (to answer a guest who asks), housekeeping sees no money. The
 * body is checked with the one schema of the rules (src/domain/schemas/pricing.ts); a save drops
 * the cached answers that show the villa's prices, cards and calendar. A save that sends the
 * version it read in `If-Match` is refused with 412 when someone saved meanwhile (decision 055).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleIdParamsSchema } from '#domain/schemas/console.ts';
import { pricingRulesSchema, villaPricingSchema } from '#domain/schemas/pricing.ts';
import { changed } from '../cache/tags.ts';
import { versionedSetting } from '#server/lib/versioned-setting.ts';
import { requireStaff, staffActor } from '../staff/guard.ts';

export const consolePricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const prices = app.villaPricingService;

  versionedSetting(app, {
    url: '/villas/:id/pricing',
    params: consoleIdParamsSchema,
    body: pricingRulesSchema,
    view: villaPricingSchema,
    readers: requireStaff(['owner', 'manager']),
    writers: requireStaff(['owner']),
    cacheWrites: 'tagged',
    read: ({ id }) => prices.villaPricing(id),
    save: async (request, expected) => {
      const saved = await prices.saveVillaPricing(
        staffActor(request),
        request.params.id,
        request.body,
        expected,
      );
      app.readCache.invalidateTags(changed.pricing(saved.villaId));
      return saved;
    },
  });
};
