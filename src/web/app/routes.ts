import type { QueryClient, QueryExecuteOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { use } from 'react';
import { matchRoute } from 'wouter';
import { parse as parsePattern } from 'regexparam';
import { paths } from '../lib/paths.ts';
import type { JsonLd } from '../components/seo/structured-data.ts';

export type RouteParams = Record<string, string | undefined>;

/** The query options of any page's data (each page's own are typed where they are made). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list holds every data type
export type PageQuery = QueryExecuteOptions<any, any, any, any, any>;

/** What a route module exports: its page, and the data the page needs, named once. */
export interface RouteModule {
  Component: ComponentType;
  handle?: {
    /**
     * The query options of the page's data, by route parameter: the server prefetches them to
     * render the page with its data, and a link prefetches them before the page opens. `search`
     * is the page's query string where it is known (the server's render): a list searched
     * without the app renders with its results (decision 019).
     */
    queries?: (params: RouteParams, search?: URLSearchParams) => PageQuery[];
    /**
     * Data that needs the first queries' answers (a villa's testimonials need its id), fetched
     * once they are in.
     */
    thenQueries?: (params: RouteParams, queryClient: QueryClient) => PageQuery[];
    /**
     * Where the page has moved, found in its data once fetched (a villa renamed: its former slug
     * leads to the current one, decision 045); null where it is. The server answers a permanent
     * redirect, the browser replaces the address.
     */
    movedTo?: (params: RouteParams, queryClient: QueryClient) => string | null;
  };
}

/**
 * What only the server reads of a page, in `app/routes/<page>.server.ts` beside the page's module
 * (`export const serverHandle`): kept out of the browser's first load, where it would be code
 * that never runs (decision 117). entry-server.tsx finds it by the page's module.
 */
export interface ServerHandle {
  /**
   * The query parameters the page reads, as it reads them, leaving out those at their default:
   * the server keeps a rendered page under its path and these alone (decision 030). A page
   * without it reads none: `?anything` renders and is kept as the bare path.
   */
  search?: (search: URLSearchParams) => URLSearchParams;
  /**
   * Data only the page's deferred parts show (lib/deferred-part.tsx), needing the first queries'
   * answers like `thenQueries`: fetched after them so the server's HTML has it, but left out of
   * the page's boot data, where it would travel a second time (decision 117). Each part fetches
   * its own as it wakes (deferredPart's `data`), before React takes its HTML over.
   */
  partQueries?: (params: RouteParams, queryClient: QueryClient) => PageQuery[];
  /**
   * The page's own JSON-LD for search engines, from its data once fetched: written into the
   * server's HTML alone, so its code stays out of the browser's first load (decision 128); null
   * where the page has none (a villa not found).
   */
  jsonLd?: (params: RouteParams, queryClient: QueryClient, publicUrl: string) => JsonLd | null;
}

export interface AppRoute {
  path: string;
  /** The page's module, as the build's manifest names it (to preload its code with the page). */
  module: string;
  load: () => Promise<RouteModule>;
  /** A permanent redirect: the target path of the matched parameters. */
  redirect?: (params: RouteParams) => string;
}

const pageModules = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/** A page of app/routes/, loaded on its own: a guest on the home page downloads only that page. */
function page(name: string): Pick<AppRoute, 'module' | 'load'> {
  const load = pageModules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No page module app/routes/${name}.tsx`);
  return { module: `app/routes/${name}.tsx`, load };
}

/** Every route of spec §2. */
export const routes: AppRoute[] = [
  { path: '/', ...page('home') },
  { path: '/villas', ...page('villas') },
  { path: '/villa/:slug', ...page('villa-detail') },
  // One reading of the spec puts the detail page here; the built one is /villa/{slug} (DESIGN.md 1).
  {
    path: '/villas/:slug',
    ...page('villa-detail'),
    redirect: ({ slug = '' }) => paths.villa(slug),
  },
  { path: '/about', ...page('about') },
  { path: '/transport', ...page('transport') },
  { path: '/contact', ...page('contact') },
  { path: '/privacy-policy', ...page('privacy-policy') },
  { path: '/terms-of-service', ...page('terms-of-service') },
  { path: '/cancellation-policy', ...page('cancellation-policy') },
  { path: '/refund-policy', ...page('refund-policy') },
  // The guest's booking, and without an id "Lost your link?": the server renders a booking for one
  // request only (src/server/pages/routes.ts). With `?pay=` it is a try at paying it by card.
  { path: '/booking/:id?', ...page('manage-booking') },
  // A stay's review link (issue 27 §2), in the same module: rendered for one request
  // (src/server/reviews/page-routes.ts).
  { path: '/review', ...page('manage-booking') },
];

/** Any other path: the not-found page, answered with 404. */
export const notFoundRoute: AppRoute = { path: '*', ...page('not-found') };

export interface RouteMatch {
  route: AppRoute;
  params: RouteParams;
}

/** The route of a path (without the query string); the not-found route when none matches. */
export function matchAppRoute(pathname: string): RouteMatch {
  for (const route of routes) {
    const [matches, params] = matchRoute(parsePattern, route.path, pathname);
    if (matches) return { route, params: decodeParams(params) };
  }
  return { route: notFoundRoute, params: {} };
}

function decodeParams(params: Record<string, string | undefined>): RouteParams {
  const decoded: RouteParams = {};
  for (const [key, value] of Object.entries(params)) {
    if (Number.isNaN(Number(key))) decoded[key] = value === undefined ? value : safeDecode(value);
  }
  return decoded;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const loaded = new Map<AppRoute, RouteModule>();
const loading = new Map<AppRoute, Promise<RouteModule>>();

/** Loads a route's code once; later calls answer the same promise. */
export function loadRoute(route: AppRoute): Promise<RouteModule> {
  let promise = loading.get(route);
  if (!promise) {
    promise = route.load().then((module) => {
      loaded.set(route, module);
      return module;
    });
    promise.catch(() => loading.delete(route)); // a failed download may be tried again
    loading.set(route, promise);
  }
  return promise;
}

/** The route's code if it has loaded already. */
export const loadedRoute = (route: AppRoute): RouteModule | undefined => loaded.get(route);

/** In a component: the route's code, suspending until it has loaded. */
export const useRouteModule = (route: AppRoute): RouteModule =>
  loaded.get(route) ?? use(loadRoute(route));

/**
 * Fetches `queries` at once (a no-op for data that is fresh already). A failed query keeps its
 * error in the cache, for the page to show. (No `noop` from TanStack: a value import from it here
 * splits the app shell into one more chunk, 1.3 KiB on every page.)
 */
export const fetchQueries = (queryClient: QueryClient, queries: PageQuery[]) =>
  Promise.all(queries.map((options) => queryClient.query(options).catch(() => undefined)));

/** Starts fetching the data a route's page needs (a no-op for data that is fresh already). */
export async function prefetchRouteData(
  queryClient: QueryClient,
  module: RouteModule,
  params: RouteParams,
  search?: URLSearchParams,
): Promise<void> {
  await fetchQueries(queryClient, module.handle?.queries?.(params, search) ?? []);
  await fetchQueries(queryClient, module.handle?.thenQueries?.(params, queryClient) ?? []);
}
