/**
 * Renders a page on the server (issue 4): the route's data is fetched first, through the API in the
 * same process, then React's streaming renderer writes the whole document with that data in it, and
 * the data itself travels beside it so the browser takes over without fetching it again
 * (src/web/main.tsx). Built by `vite build --ssr` into dist/ssr; used by src/server/pages/render.ts.
 */
import { dehydrate, hashKey, type QueryClient } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToPipeableStream } from 'react-dom/server';
import type { Writable } from 'node:stream';
import { App } from './app/app.tsx';
import { Document } from './app/document.tsx';
import {
  fetchQueries,
  loadRoute,
  matchAppRoute,
  notFoundRoute,
  prefetchRouteData,
  type AppRoute,
  type ServerHandle,
} from './app/routes.ts';
import type { FormOutcome } from '#domain/forms/form.ts';
import { ApiError, bindTransport, type ApiTransport } from './lib/api-client.ts';
import { serializeBootData } from './lib/boot-data.ts';
import { scriptJson } from './lib/script-json.ts';
import { companyJsonLd } from './components/seo/structured-data.ts';
import { FORM_OUTCOME_KEY } from './lib/form-outcome.ts';
import { createQueryClient, keepRenderedFailures } from './lib/query-client.ts';
import { footerVillasQuery } from './lib/villas-api.ts';
import { baseLocale, type Locale } from './i18n/messages.ts';
import { localePrefix, splitLocale } from './i18n/locale-path.ts';
import { overwriteServerAsyncLocalStorage } from './i18n/paraglide/runtime.js';

/** The parts of Vite's build manifest (dist/web/.vite/manifest.json) a page needs. */
export type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
>;

export interface RendererOptions {
  /**
   * Each offered language's browser build (decision 129), English first: a language without one
   * is not offered, and its addresses are pages not found.
   */
  manifests: Partial<Record<Locale, Manifest>> & Record<typeof baseLocale, Manifest>;
  publicUrl: string;
}

/**
 * The language of the render under way, for Paraglide's messages (`getLocale()`): each render runs
 * in its own, so two renders at once never mix their languages.
 */
const renderLanguage = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(renderLanguage);

export type RenderResult =
  | { kind: 'redirect'; status: 301; location: string }
  | {
      kind: 'page';
      status: number;
      /** Writes the document; resolves when it is all written. */
      pipe: (destination: Writable) => void;
    };

export interface RenderOptions {
  /**
   * Answers this render's API calls (the server routes them to itself, in process): one per
   * render, so nothing of one request can reach another's page (decision 031).
   */
  fetch: ApiTransport;
  /** What a form posted to this page gave: its values and issues, or its receipt. */
  form?: FormOutcome;
  /**
   * Data the server already holds for this one request (the guest's booking, decision 024), put
   * in the page's query cache before its queries run.
   */
  data?: { queryKey: readonly unknown[]; data: unknown }[];
}

/** How long a render may take before it is cut short (the page then errors). */
const RENDER_TIMEOUT_MS = 10_000;

/** The app's start, which the page's script (src/web/boot.ts) imports. */
const APP_MODULE = 'main.tsx';

/**
 * A page's files: the script the document loads (boot.ts) and its stylesheet, and the modules the
 * app needs for this page (the app's start, the page's code and every chunk they import), which
 * boot.ts fetches side by side.
 */
function assetsOf(manifest: Manifest, pageModule: string) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? manifest[entryKey] : undefined;
  if (!entry) throw new Error('The build manifest names no entry');
  const styles = (entry.css ?? []).map((css) => `/${css}`);
  const modules = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === entryKey || modules.has(`/${chunk.file}`)) return;
    modules.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(APP_MODULE);
  visit(pageModule);
  return { entry: `/${entry.file}`, modules: [...modules], styles };
}

/** The status a page answers with: 404 for a missing page or villa, 500 when its data failed. */
function statusOf(queryClient: QueryClient, isNotFoundPage: boolean): number {
  if (isNotFoundPage) return 404;
  let status = 200;
  for (const query of queryClient.getQueryCache().getAll()) {
    const { error } = query.state;
    if (!error) continue;
    const isMissing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    status = isMissing ? 404 : 500;
    if (status === 500) break;
  }
  return status;
}

/**
 * The footer's villas, on every page (lib/footer-villas.ts). They never decide the page's status
 * nor hold it back: when they cannot be had at the first try the page goes without them (statusOf
 * reads every query's failure).
 */
async function prefetchFooterVillas(queryClient: QueryClient): Promise<void> {
  const footer = footerVillasQuery();
  try {
    await queryClient.query({ ...footer, retry: false });
  } catch {
    queryClient.removeQueries({ queryKey: footer.queryKey, exact: true });
  }
}

const serverHandles = import.meta.glob<{ serverHandle: ServerHandle }>('./app/routes/*.server.ts', {
  eager: true,
});

/** What only the server reads of a route's page: `app/routes/<page>.server.ts` (routes.ts). */
const serverHandleOf = (route: AppRoute): ServerHandle =>
  serverHandles[`./${route.module.replace(/\.tsx$/, '.server.ts')}`]?.serverHandle ?? {};

/** Where the page at `path` has moved, by its data (`handle.movedTo`); null when it has not. */
async function movedTo(path: string, fetch: ApiTransport): Promise<string | null> {
  const { route, params } = matchAppRoute(path);
  const module = await loadRoute(route);
  if (!module.handle?.movedTo) return null;
  const queryClient = createQueryClient();
  bindTransport(queryClient, fetch);
  try {
    await prefetchRouteData(queryClient, module, params);
    return module.handle.movedTo(params, queryClient);
  } finally {
    queryClient.clear();
  }
}

export function createPageRenderer({ manifests, publicUrl }: RendererOptions) {
  // The company, the same on every page: written by the server alone (app/document.tsx).
  const siteJsonLd = scriptJson(companyJsonLd(publicUrl));
  const languages = (Object.keys(manifests) as Locale[]).sort((a, b) =>
    a === baseLocale ? -1 : b === baseLocale ? 1 : 0,
  );
  // A page's files depend only on its module, its language and the build: found once for each.
  const assetsByModule = new Map<string, ReturnType<typeof assetsOf>>();
  const pageAssets = (locale: Locale, manifest: Manifest, pageModule: string) => {
    const key = `${locale} ${pageModule}`;
    let assets = assetsByModule.get(key);
    if (!assets) {
      assets = assetsOf(manifest, pageModule);
      assetsByModule.set(key, assets);
    }
    return assets;
  };

  /**
   * The language of an address and the page's path within it; a language not offered has no
   * pages (its address is English's not-found page).
   */
  const languageOf = (pathname: string) => {
    const { locale, path } = splitLocale(pathname);
    const manifest = manifests[locale];
    if (manifest) return { locale, path, manifest };
    return { locale: baseLocale, path: pathname, manifest: manifests[baseLocale] };
  };

  /**
   * The address a page is rendered and kept under (decision 030): its path and only the query
   * parameters the page reads (its server handle's `search`), as it reads them, in order, defaults left out;
   * any other parameter (`?utm_source=`, `?fbclid=`) changes nothing the page shows. Null for a
   * redirect, which keeps the query it came with.
   */
  async function pageAddress(url: string): Promise<string | null> {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const { route } = matchAppRoute(languageOf(pathname).path);
    if (route.redirect) return null;
    const read = serverHandleOf(route).search?.(searchParams) ?? new URLSearchParams();
    read.sort();
    const search = read.toString();
    return search ? `${pathname}?${search}` : pathname;
  }

  /**
   * Renders the page at `url` (a path with its query string) with its own query client and API
   * transport; after a form's post, with its outcome in the page's data
   * (src/web/lib/form-outcome.ts, decision 019).
   */
  function render(url: string, options: RenderOptions): Promise<RenderResult> {
    const { pathname } = new URL(url, 'http://localhost');
    const language = languageOf(pathname);
    return renderLanguage.run({ locale: language.locale }, () => renderIn(language, url, options));
  }

  async function renderIn(
    { locale, path, manifest }: ReturnType<typeof languageOf>,
    url: string,
    options: RenderOptions,
  ): Promise<RenderResult> {
    const { pathname, search } = new URL(url, 'http://localhost');
    // '/ru' is the Russian home page's address without its slash.
    if (locale !== baseLocale && path === '/' && !pathname.endsWith('/')) {
      return { kind: 'redirect', status: 301, location: `${pathname}/${search}` };
    }
    const { route, params } = matchAppRoute(path);
    const prefix = localePrefix(locale);
    if (route.redirect) {
      // Straight to where the page now is, when the target has moved too: one redirect, not two.
      const target = route.redirect(params);
      const moved = await movedTo(target, options.fetch);
      return { kind: 'redirect', status: 301, location: `${prefix}${moved ?? target}${search}` };
    }
    const queryClient = createQueryClient();
    bindTransport(queryClient, options.fetch);
    const module = await loadRoute(route);
    for (const { queryKey, data } of options.data ?? []) queryClient.setQueryData(queryKey, data);
    // What only deferred parts show, fetched for the HTML and left out of the boot data below: it
    // needs the first queries' answers.
    const parts = prefetchRouteData(queryClient, module, params, new URLSearchParams(search)).then(
      async () => {
        const queries = serverHandleOf(route).partQueries?.(params, queryClient) ?? [];
        await fetchQueries(queryClient, queries);
        return queries;
      },
    );
    const [partQueries] = await Promise.all([parts, prefetchFooterVillas(queryClient)]);
    const moved = module.handle?.movedTo?.(params, queryClient);
    if (moved) {
      queryClient.clear();
      return { kind: 'redirect', status: 301, location: `${prefix}${moved}${search}` };
    }
    keepRenderedFailures(queryClient);
    if (options.form) queryClient.setQueryData(FORM_OUTCOME_KEY, options.form);
    const status = statusOf(queryClient, route === notFoundRoute);
    const { entry, modules, styles } = pageAssets(locale, manifest, route.module);
    const jsonLd = serverHandleOf(route).jsonLd?.(params, queryClient, publicUrl) ?? null;
    // What only deferred parts show stays out: they fetch it as they wake (decision 117).
    const partData = new Set(partQueries.map((q) => hashKey(q.queryKey as readonly unknown[])));
    const bootData = serializeBootData({
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => !partData.has(query.queryHash),
      }),
      publicUrl,
      languages,
      assets: { styles, modules },
    });

    // The client and its data are this render's alone. Its queries would keep themselves (and
    // the page's data) alive for their gcTime, 10 to 30 minutes, by timers: every render, then,
    // held memory long after its answer was sent (issue 12). Clearing the cache ends them.
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      clearTimeout(timeout);
      queryClient.clear();
    };
    return await new Promise<RenderResult>((resolve, reject) => {
      const fail = (error: unknown) => {
        release();
        reject(error instanceof Error ? error : new Error(String(error)));
      };
      const stream = renderToPipeableStream(
        <Document
          styles={styles}
          bootData={bootData}
          siteJsonLd={siteJsonLd}
          {...(jsonLd ? { pageJsonLd: scriptJson(jsonLd) } : {})}
        >
          <App
            queryClient={queryClient}
            publicUrl={publicUrl}
            languages={languages}
            ssrPath={pathname}
            ssrSearch={search.slice(1)}
          />
        </Document>,
        {
          bootstrapModules: [entry],
          // Never hold back a finished part to reveal it later by an inline script.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          // The whole page at once: crawlers and link previews read it without running scripts,
          // and no inline script is needed to reveal late parts (the CSP allows none but
          // Document's stylesheet wait, by its hash: decision 018).
          onAllReady: () =>
            resolve({
              kind: 'page',
              status,
              pipe: (out) => {
                // The whole document is rendered; piping only writes it out.
                out.once('close', release).once('finish', release);
                stream.pipe(out);
              },
            }),
          onShellError: fail,
          onError: (error) => {
            // Reported by the server's logger through the rejected promise or the stream.
            if (error instanceof Error) fail(error);
          },
        },
      );
      timeout = setTimeout(
        () => stream.abort(new Error('Rendering took too long')),
        RENDER_TIMEOUT_MS,
      );
      timeout.unref();
    });
  }

  return { pageAddress, render };
}
