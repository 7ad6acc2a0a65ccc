import { useParams } from '../navigation.tsx';
import type { RouteParams } from '../routes.ts';
import { VillaDetailPage } from '../../features/villa-detail/villa-detail-page.tsx';
import { availabilityQuery, villaQuery } from '../../features/villas/api.ts';
import { villaTestimonialsQuery } from '../../features/testimonials/api.ts';
import { villaReviewsQuery } from '../../features/reviews/api.ts';
import type { QueryClient } from '@tanstack/react-query';

/** The data this page needs, by route parameter (a slug or a 24-hex id, spec §5). */
export const handle = {
  queries: (params: RouteParams) => [villaQuery(params.slug ?? '')],
  /**
   * Its free dates, guests' words and first reviews, so the page arrives with them (they need its
   * id).
   */
  thenQueries: (params: RouteParams, queryClient: QueryClient) => {
    const villa = queryClient.getQueryData(villaQuery(params.slug ?? '').queryKey);
    return villa
      ? [availabilityQuery(villa.id), villaTestimonialsQuery(villa.id), villaReviewsQuery(villa.id)]
      : [];
  },
};

export function Component() {
  const { slug = '' } = useParams();
  return <VillaDetailPage slugOrId={slug} />;
}
