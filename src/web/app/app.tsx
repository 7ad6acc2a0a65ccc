import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, useEffect } from 'react';
import { Redirect } from 'wouter';
import { RootLayout } from '../components/layout/root-layout.tsx';
import { releaseTaps } from '../lib/early-taps.ts';
import { SiteProvider } from '../lib/site-context.tsx';
import type { Locale } from '../i18n/messages.ts';
import { HYDRATED_ATTRIBUTE } from './hydrated.ts';
import { AppRouter, RouteParamsProvider, usePathname } from './navigation.tsx';
import { matchAppRoute, useRouteModule, type RouteMatch } from './routes.ts';

export interface AppProps {
  queryClient: QueryClient;
  /** The site's public origin, for canonical and sharing addresses. */
  publicUrl: string;
  /** The languages offered (lib/site-context.tsx). */
  languages: readonly Locale[];
  /** On the server: the path and query string being rendered. */
  ssrPath?: string;
  ssrSearch?: string;
}

/** The whole site: data, navigation, the layout and the page of the current path. */
export function App({ queryClient, publicUrl, languages, ssrPath, ssrSearch }: AppProps) {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    // The page is React's: the buttons tapped before are clicked again (deferred parts' later).
    releaseTaps(document.documentElement);
  }, []);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRouter
          {...(ssrPath === undefined ? {} : { ssrPath })}
          {...(ssrSearch === undefined ? {} : { ssrSearch })}
        >
          <SiteProvider value={{ publicUrl, languages }}>
            <RootLayout>
              <CurrentPage />
            </RootLayout>
          </SiteProvider>
        </AppRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}

function CurrentPage() {
  const match = matchAppRoute(usePathname());
  // A page whose code is still downloading (a back or forward to a page not seen yet) shows
  // nothing for that moment; links load the code before they navigate (navigation.tsx).
  return (
    <Suspense fallback={null}>
      <Page match={match} />
    </Suspense>
  );
}

function Page({ match }: { match: RouteMatch }) {
  const { route, params } = match;
  const { Component } = useRouteModule(route);
  if (route.redirect) return <Redirect to={route.redirect(params)} replace />;
  return (
    <RouteParamsProvider value={params}>
      <Component />
    </RouteParamsProvider>
  );
}
