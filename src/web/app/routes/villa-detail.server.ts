/** What only the server reads of the villa page (routes.ts `ServerHandle`, decision 117). */
import type { QueryClient } from '@tanstack/react-query';
import { villaReviewsQuery } from '#web/features/reviews/api.ts';
import { villaPageSearch } from '#web/features/reviews/review-param.ts';
import { villaTestimonialsQuery } from '#web/lib/testimonials-api.ts';
import type { RouteParams, ServerHandle } from '../routes.ts';
import { villaOf } from './villa-detail.tsx';

export const serverHandle: ServerHandle = {
  /** `?review=write` opens the review form; no other parameter changes the page. */
  search: villaPageSearch,
  /** Its guests' words and first reviews: in the HTML, fetched by their parts as they wake. */
  partQueries: (params: RouteParams, queryClient: QueryClient) => {
    const villa = villaOf(params, queryClient);
    return villa ? [villaTestimonialsQuery(villa.id), villaReviewsQuery(villa.id)] : [];
  },
};
