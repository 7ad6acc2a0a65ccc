import { useParams } from '../navigation.tsx';
import type { RouteParams } from '../routes.ts';
import { VillaDetailPage } from '../../features/villa-detail/villa-detail-page.tsx';
import { availabilityQuery, villaQuery } from '../../features/villas/api.ts';
import { villaTestimonialsQuery } from '../../features/testimonials/api.ts';
import { villaReviewsQuery } from '../../features/reviews/api.ts';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { isVillaId } from '../../../domain/villa-ref.ts';
import { paths } from '../../lib/paths.ts';
import type { Villa } from '../../../domain/schemas/villa.ts';

/**
 * A villa reached by a slug it had before a rename lives at its current slug (decision 045); an
 * id or the current slug is where it is.
 */
const movedVilla = (ref: string, villa: Villa | undefined): string | null =>
  villa && !isVillaId(ref) && villa.slug !== ref ? paths.villa(villa.slug) : null;

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
  movedTo: (params: RouteParams, queryClient: QueryClient) => {
    const ref = params.slug ?? '';
    return movedVilla(ref, queryClient.getQueryData(villaQuery(ref).queryKey));
  },
};

export function Component() {
  const { slug = '' } = useParams();
  const villa = useQuery(villaQuery(slug)).data;
  const moved = movedVilla(slug, villa);
  const [, navigate] = useLocation();
  // In the browser (a link or a bookmark to the old address), the address bar follows too.
  useEffect(() => {
    if (moved) navigate(moved, { replace: true });
  }, [moved, navigate]);
  return <VillaDetailPage slugOrId={slug} />;
}
