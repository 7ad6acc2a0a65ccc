import { queryOptions } from '@tanstack/react-query';
import type { ReviewInvite, ReviewLinkState } from '#domain/schemas/review.ts';
import { apiRequest, isClientError } from '#web/lib/api-client.ts';

/**
 * The stay a review link is for, or why the link cannot be used (used, expired, unknown): a
 * refusal is the page's content, not an error to retry. The server renders the page with it
 * (src/server/reviews/page-routes.ts, the same key).
 */
export const reviewLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['reviews', 'link', token],
    queryFn: async ({ signal, client }): Promise<ReviewLinkState> => {
      try {
        const invite = await apiRequest<ReviewInvite>('/reviews/invite', {
          query: { token },
          signal,
          client,
        });
        return { invite };
      } catch (error) {
        if (isClientError(error)) return { refused: (error as Error).message };
        throw error;
      }
    },
    // One guest's link, read once: it changes only by being used, which this page does.
    staleTime: Infinity,
  });
