/**
 * The console's moderation of what visitors send (issue 14 §4): reviews and testimonials are both
 * listed by status, decided by the team, and shown on the site at once, so one route set serves
 * both (decision 110). What differs is passed in: the schemas, the service's calls, the tags a
 * decision drops from the read cache, and whether a decision can be undone (reviews, decision 064).
 */
import type {
  FastifyRequest,
  FastifyTypeProviderDefault,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorSchema } from '#domain/schemas/common.ts';
import { consoleIdParamsSchema } from '#domain/schemas/console.ts';

/** The app as a route plugin of the zod provider receives it. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const REFUSALS = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const WRITE_REFUSALS = { ...REFUSALS, 404: errorSchema, 409: errorSchema };

/** A decision's route: its body and the service's call (the request names the actor). */
interface ModerationWrite<B extends z.ZodType, I> {
  body: B;
  run: (request: FastifyRequest, id: string, body: z.output<B>) => Promise<I>;
}

export interface ModerationRouteSet<
  Q extends z.ZodType,
  P extends z.ZodType,
  I extends z.ZodType,
  D extends z.ZodType,
  R extends z.ZodType,
> {
  /** `/reviews`: the list's address; one item is `${path}/:id`. */
  path: string;
  team: preHandlerAsyncHookHandler;
  query: Q;
  page: P;
  item: I;
  list: (query: z.output<Q>) => Promise<z.output<P>>;
  /** PATCH `${path}/:id`: approve or reject (and, for a testimonial, feature). */
  decide: ModerationWrite<D, z.output<I>>;
  /** POST `${path}/:id/reopen`: a decision undone, where the item allows it. */
  reopen?: ModerationWrite<R, z.output<I>>;
  /** The read cache's tags a decision on this item changes, dropped after the commit. */
  changed: (item: z.output<I>) => string[];
}

export function moderationRoutes<
  Q extends z.ZodType,
  P extends z.ZodType,
  I extends z.ZodType,
  D extends z.ZodType,
  R extends z.ZodType = z.ZodNever,
>(app: ZodApp, set: ModerationRouteSet<Q, P, I, D, R>): void {
  // The zod provider cannot infer a request's types through schemas that are type parameters, so
  // the routes are typed by hand below; the schemas still check every request and answer.
  const routes = app.withTypeProvider<FastifyTypeProviderDefault>();

  routes.get(
    set.path,
    {
      preHandler: set.team,
      schema: { hide: true, querystring: set.query, response: { 200: set.page, ...REFUSALS } },
    },
    async (request) => set.list(request.query as z.output<Q>),
  );

  const write = <B extends z.ZodType>(url: string, route: ModerationWrite<B, z.output<I>>) => ({
    url,
    preHandler: set.team,
    schema: {
      hide: true,
      params: consoleIdParamsSchema,
      body: route.body,
      response: { 200: set.item, ...WRITE_REFUSALS },
    },
    config: { cacheWrites: 'tagged' as const },
    handler: async (request: FastifyRequest) => {
      const { id } = request.params as z.output<typeof consoleIdParamsSchema>;
      const item = await route.run(request, id, request.body as z.output<B>);
      app.readCache.invalidateTags(set.changed(item));
      return item;
    },
  });

  routes.route({ method: 'PATCH', ...write(`${set.path}/:id`, set.decide) });
  if (set.reopen) routes.route({ method: 'POST', ...write(`${set.path}/:id/reopen`, set.reopen) });
}
