import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-client.ts';

const MINUTE = 60_000;

/** Freshness (staleTime) and keep (gcTime) times of spec §9, per kind of data. */
export const FRESHNESS = {
  /** General default, villa list, villa, availability, villa testimonials: 5 min (kept 10). */
  standard: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE },
  /** Search results: 2 min (kept 5). */
  search: { staleTime: 2 * MINUTE, gcTime: 5 * MINUTE },
  /** Featured testimonials: 10 min (kept 30). */
  featured: { staleTime: 10 * MINUTE, gcTime: 30 * MINUTE },
} as const;

/** Queries retry up to 3 times (spec §8). */
const MAX_RETRIES = 3;
/** Delay doubles from 1 s up to 30 s (spec §8). */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/** Never retry a 4xx: a villa that answered 404 will answer 404 again (spec §8). */
export const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < MAX_RETRIES && !isClientError(error);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...FRESHNESS.standard,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      // Mutations never retry (spec §8): a booking request must not be sent twice.
      mutations: { retry: false },
    },
  });
}

/**
 * A query that failed while the server rendered the page (a villa that does not exist) shows its
 * failure as rendered: no second try when the page mounts, which would flash the loading state,
 * on the server or in the browser.
 */
export function keepRenderedFailures(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'error') {
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
}
