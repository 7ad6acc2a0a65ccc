import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { retryDelay, shouldRetry } from '#web/lib/query-client.ts';
import { CONSOLE_BASE } from '#domain/console-pages.ts';
import { consolePaths, currentConsolePage } from '../paths.ts';
import { isSignedOut } from './console-api.ts';

/**
 * The console's data is the team's working state: fresh for half a minute, fetched again when the
 * window comes back into view (another person may have changed it meanwhile).
 */
const CONSOLE_STALE_TIME_MS = 30_000;

/**
 * Queries and mutations as the site's (a 4xx is never retried, a mutation never). A 401 from any
 * call means the session is over (ended elsewhere, expired): the person goes to the sign-in page,
 * which brings them back to this page afterwards, and nothing of theirs stays in memory.
 */
export function createConsoleQueryClient(): QueryClient {
  const whenSignedOut = (error: unknown) => {
    if (!isSignedOut(error)) return;
    const here = currentConsolePage();
    if (here.startsWith('/login')) return;
    navigate(`${CONSOLE_BASE}${consolePaths.login(here)}`, { replace: true });
    client.clear();
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: whenSignedOut }),
    mutationCache: new MutationCache({ onError: whenSignedOut }),
    defaultOptions: {
      queries: { staleTime: CONSOLE_STALE_TIME_MS, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
  return client;
}
