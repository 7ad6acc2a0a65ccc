/** What only the server reads of the villa page (routes.ts `ServerHandle`, decision 117). */
import type { QueryClient } from '@tanstack/react-query';
import { villaReviewsQuery } from '#web/features/reviews/api.ts';
import { staySearch } from '#web/features/bookings/stay-param.ts';
import { villaPageSearch } from '#web/features/reviews/review-param.ts';
import { villaJsonLd } from '#web/components/seo/villa-json-ld.ts';
import { villaTestimonialsQuery } from '#web/lib/testimonials-api.ts';
import type { RouteParams, ServerHandle } from '../routes.ts';
import { villaOf } from './villa-detail.tsx';

export const serverHandle: ServerHandle = {
  /**
   * `?review=write` opens the review form, and `?checkIn=&checkOut=&adults=&children=` fill the
   * booking panel (issue 39 §2); no other parameter changes the page.
   */
  search: (params) => {
    const read = villaPageSearch(params);
    for (const [name, value] of staySearch(params)) read.set(name, value);
    return read;
  },
  /** Its guests' words and first reviews: in the HTML, fetched by their parts as they wake. */
  partQueries: (params: RouteParams, queryClient: QueryClient) => {
    const villa = villaOf(params, queryClient);
    return villa ? [villaTestimonialsQuery(villa.id), villaReviewsQuery(villa.id)] : [];
  },
  /** The villa as a VacationRental, in the server's HTML alone (decision 128). */
  jsonLd: (params: RouteParams, queryClient: QueryClient, publicUrl: string) => {
    const villa = villaOf(params, queryClient);
    return villa ? villaJsonLd(villa, publicUrl) : null;
  },
};
