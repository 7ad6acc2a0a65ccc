/**
 * The currency rates in the console (issue 39 §3, decision 126): the owner sets each currency's
 * rate and margin and the feed's address; the manager reads them (a guest asks what a price is in
 * euros); housekeeping sees no money. Both saves are versioned settings (decision 055): a save
 * that sends the version it read in `If-Match` is refused with 412 when someone, or the feed,
 * saved meanwhile. Nothing here is in the public read cache (the site's rates are not kept there).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#domain/schemas/common.ts';
import {
  currencyFeedInputSchema,
  currencyFeedViewSchema,
  currencyParamsSchema,
  currencyRateInputSchema,
  currencyRatesViewSchema,
  currencyRateViewSchema,
} from '#domain/schemas/currency.ts';
import { versionedSetting } from '#server/lib/versioned-setting.ts';
import { requireStaff, staffActor } from '../staff/guard.ts';

const team = requireStaff(['owner', 'manager']);
const owner = requireStaff(['owner']);

export const consoleCurrencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const currency = app.currencyService;

  app.get(
    '/currency-rates',
    {
      preHandler: team,
      schema: {
        hide: true,
        response: { 200: currencyRatesViewSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    () => currency.currencyRates(),
  );

  versionedSetting(app, {
    url: '/currency-rates/:currency',
    params: currencyParamsSchema,
    body: currencyRateInputSchema,
    view: currencyRateViewSchema,
    readers: team,
    writers: owner,
    cacheWrites: 'none',
    read: ({ currency: code }) => currency.currencyRate(code),
    save: (request, expected) =>
      currency.saveCurrencyRate(
        staffActor(request),
        request.params.currency,
        request.body,
        expected,
      ),
  });

  versionedSetting(app, {
    url: '/currency-feed',
    body: currencyFeedInputSchema,
    view: currencyFeedViewSchema,
    readers: team,
    writers: owner,
    cacheWrites: 'none',
    read: () => currency.currencyFeed(),
    save: (request, expected) =>
      currency.saveCurrencyFeed(staffActor(request), request.body, expected),
  });
};
