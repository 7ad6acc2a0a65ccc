/**
 * A setting the console edits whole (decision 055): a GET that answers it with its version and a
 * PUT that saves it only while `If-Match` still names that version. Five settings take exactly
 * this shape (a villa's prices and its checklist, the payment settings and a villa's terms, the
 * Reports switch), and each wrote the pair out by hand; the pair lives here so that the version
 * always goes out as the ETag and the 412 is always declared (decision 110).
 */
import type {
  FastifyRequest,
  FastifyTypeProviderDefault,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorSchema } from '#domain/schemas/common.ts';
import { ifMatchOf, sendVersion } from './edit-versions.ts';

/** The app as a route plugin of the zod provider receives it. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const REFUSALS = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** A setting's address as the save sees it: the checked params and body beside the request. */
export type SettingSave<P, B> = FastifyRequest & { params: P; body: B };

export interface VersionedSetting<
  P extends z.ZodType,
  B extends z.ZodType,
  V extends z.ZodType<{ version: string }>,
> {
  url: string;
  /** The address's params (`/villas/:id/...`); none for a site-wide setting. */
  params?: P;
  body: B;
  view: V;
  /** Who may read it and who may save it: often the team reads what only the owner saves. */
  readers: preHandlerAsyncHookHandler;
  writers: preHandlerAsyncHookHandler;
  /** What a save does to the public read cache (decision 030); a 'tagged' save drops its tags. */
  cacheWrites: 'none' | 'tagged';
  read: (params: z.output<P>) => Promise<z.output<V>>;
  /** Writes nothing and throws 412 (`checkVersion`) when `expected` names another version. */
  save: (
    request: SettingSave<z.output<P>, z.output<B>>,
    expected: string[] | null,
  ) => Promise<z.output<V>>;
}

export function versionedSetting<
  P extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodType,
  V extends z.ZodType<{ version: string }> = z.ZodType<{ version: string }>,
>(app: ZodApp, setting: VersionedSetting<P, B, V>): void {
  const params = setting.params ? { params: setting.params } : {};
  // The zod provider cannot infer a request's types through schemas that are type parameters, so
  // the routes are typed by hand below; the schemas still check every request and answer.
  const routes = app.withTypeProvider<FastifyTypeProviderDefault>();

  routes.get(
    setting.url,
    {
      preHandler: setting.readers,
      schema: { hide: true, ...params, response: { 200: setting.view, ...REFUSALS } },
    },
    async (request, reply) => {
      const view = await setting.read(request.params as z.output<P>);
      sendVersion(reply, view.version);
      return view;
    },
  );

  routes.put(
    setting.url,
    {
      preHandler: setting.writers,
      schema: {
        hide: true,
        ...params,
        body: setting.body,
        response: { 200: setting.view, ...REFUSALS, 412: errorSchema },
      },
      config: { cacheWrites: setting.cacheWrites },
    },
    async (request, reply) => {
      const view = await setting.save(
        request as SettingSave<z.output<P>, z.output<B>>,
        ifMatchOf(request),
      );
      sendVersion(reply, view.version);
      return view;
    },
  );
}
