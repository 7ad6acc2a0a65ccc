/**
 * The site's navigation, on wouter (decision 009): links, the active-link state, the current path
 * and query string, and scrolling on page changes. Components import these from here, never from
 * the router package, so the router stays one choice in one place.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import { Link as RouterLink, Router, useLocation, type AroundNavHandler } from 'wouter';
import {
  loadedRoute,
  loadRoute,
  matchAppRoute,
  prefetchRouteData,
  type RouteParams,
} from './routes.ts';
import { PAGE_JSON_LD_ATTRIBUTE } from './document.tsx';
import { getLocale } from '../i18n/messages.ts';
import { localePrefix, splitLocale } from '../i18n/locale-path.ts';

export { useSearch, useSearchParams } from 'wouter';

const ParamsContext = createContext<RouteParams>({});

/** The parameters of the page's route, decoded: `{ slug }` on /villa/{slug}. */
export const useParams = (): RouteParams => useContext(ParamsContext);

export const RouteParamsProvider = ParamsContext.Provider;

/** The path of the page shown, without the query string. */
export const usePathname = (): string => useLocation()[0];

const pathOf = (to: string) => to.split(/[?#]/)[0] ?? '/';

interface AppRouterProps {
  children: ReactNode;
  /** On the server: the path and query string of the request being rendered. */
  ssrPath?: string;
  ssrSearch?: string;
}

/**
 * Opening a page first loads its code, so the current page stays on screen until the next can
 * show (no empty flash); its data starts loading at the same moment. Every path the app reads and
 * every link it writes is within the page's language (/ru/…: i18n/locale-path.ts).
 */
export function AppRouter({ children, ssrPath, ssrSearch }: AppRouterProps) {
  const queryClient = useQueryClient();
  const aroundNav: AroundNavHandler = (navigate, to, options) => {
    const ready = preparePage(queryClient, to);
    if (ready === true) navigate(to, options);
    else void ready.finally(() => navigate(to, options));
  };
  return (
    <Router
      base={localePrefix(getLocale())}
      aroundNav={aroundNav}
      {...(ssrPath === undefined ? {} : { ssrPath })}
      {...(ssrSearch === undefined ? {} : { ssrSearch })}
    >
      {children}
    </Router>
  );
}

/**
 * Loads the code and starts loading the data of the page at `to`: true when its code is here
 * already, else the promise of it. A chunk that fails to download still resolves: the navigation
 * goes on and the page reports the failure.
 */
function preparePage(queryClient: QueryClient, to: string): true | Promise<unknown> {
  const { route, params } = matchAppRoute(splitLocale(pathOf(to)).path);
  const ready = loadedRoute(route);
  if (ready) {
    void prefetchRouteData(queryClient, ready, params);
    return true;
  }
  return loadRoute(route)
    .then((module) => void prefetchRouteData(queryClient, module, params))
    .catch(() => undefined);
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
};

/** An in-site link. Pointing at it or focusing it starts loading the page it opens. */
export function Link({ to, onPointerEnter, onFocus, ...props }: LinkProps) {
  const queryClient = useQueryClient();
  const prepare = () => void preparePage(queryClient, to);
  return (
    <RouterLink
      to={to}
      onPointerEnter={(event) => {
        prepare();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prepare();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  className: (state: { isActive: boolean }) => string;
};

/** A link that knows whether it points at the page shown (and says so to screen readers). */
export function NavLink({ to, className, ...props }: NavLinkProps) {
  const isActive = usePathname() === to;
  return (
    <Link
      to={to}
      className={className({ isActive })}
      aria-current={isActive ? 'page' : undefined}
      {...props}
    />
  );
}

/**
 * The page back or forward led to. An in-page link (the villa's rating to its reviews) fires
 * popstate too, without leaving the page: the next page a link opens must still start at the top.
 */
let historyPathname: string | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    historyPathname = window.location.pathname;
  });
}

/**
 * A new page starts at the top, or at the element its #hash names (a card's 'Book Now' opens the
 * villa at its booking panel); back and forward keep the browser's own scroll restoration. A change
 * of the query string alone (search, filters) keeps the place.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  // The page the browser loaded it has placed itself (at its #hash, or where the guest scrolled to
  // while the app was starting): moving it as React takes it over would throw the guest back.
  const placed = useRef(pathname);
  useLayoutEffect(() => {
    if (placed.current === pathname) return;
    placed.current = pathname;
    // The page left behind its JSON-LD, which the server alone writes (decision 128).
    document.querySelector(`[${PAGE_JSON_LD_ATTRIBUTE}]`)?.remove();
    const byHistory = historyPathname === window.location.pathname;
    historyPathname = null;
    if (byHistory) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
