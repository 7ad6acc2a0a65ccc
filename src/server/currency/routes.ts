/**
 * GET /api/currency-rates (issue 39 §3, decision 126): the fresh rates, margin in, for the site's
 * "≈ €1,242" beside a dollar price. A stale rate is left out, so the site shows dollars alone. A
 * browser may keep the answer five minutes, never past the instant its first rate turns stale;
 * the server reads the few rows each time rather than keep an answer that time alone makes wrong.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicCurrencyRatesSchema } from '#domain/schemas/currency.ts';

/** Five minutes: an owner's new rate reaches every open page soon enough for an "≈" figure. */
export const RATES_MAX_AGE_SECONDS = 300;

export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const currency = app.currencyService;

  app.get(
    '/currency-rates',
    {
      schema: {
        tags: ['currency'],
        summary:
          'The fresh rates (units per US dollar, margin in) of the currencies shown beside dollars',
        response: { 200: publicCurrencyRatesSchema },
      },
    },
    async (_request, reply) => {
      const { answer, freshUntil } = await currency.publicCurrencyRates();
      const untilStale = freshUntil
        ? Math.floor((freshUntil.getTime() - Date.now()) / 1000)
        : RATES_MAX_AGE_SECONDS;
      const maxAge = Math.max(0, Math.min(RATES_MAX_AGE_SECONDS, untilStale));
      void reply.header('cache-control', `public, max-age=${maxAge}`);
      return answer;
    },
  );
};
