import { queryOptions } from '@tanstack/react-query';
import type { Paged } from '#domain/schemas/common.ts';
import type { Review } from '#domain/schemas/review.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { FRESHNESS } from '#web/lib/query-client.ts';

/**
 * Reviews a villa page shows at first, and adds with each 'Show more reviews'. Four, not six: with
 * guests' longer reviews six took the page's HTML past TCP's first window (decision 117).
 */
export const REVIEWS_PAGE_SIZE = 4;

/** One page (from 0) of a villa's published reviews, newest first. */
export const villaReviewsQuery = (villaId: string, page = 0) =>
  queryOptions({
    queryKey: ['reviews', 'villa', villaId, page],
    queryFn: ({ signal, client }) =>
      apiRequest<Paged<Review>>(`/reviews/villa/${villaId}`, {
        query: { page, size: REVIEWS_PAGE_SIZE },
        signal,
        client,
      }),
    ...FRESHNESS.standard,
  });
