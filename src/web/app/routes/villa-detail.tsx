import { useState } from 'react';
import { useParams, useSearchParams } from '../navigation.tsx';
import type { RouteParams } from '../routes.ts';
import { MobileBookingBar } from '#web/features/bookings/mobile-booking-bar.tsx';
import { stayDatesOf } from '#web/features/bookings/stay-dates.ts';
import {
  VillaDetailPage,
  type VillaPageParts,
} from '#web/features/villa-detail/villa-detail-page.tsx';
import { availabilityQuery, villaQuery } from '#web/lib/villas-api.ts';
import { villaReviewsQuery } from '#web/features/reviews/api.ts';
import type { QueryClient } from '@tanstack/react-query';
import { deferredPart } from '#web/lib/deferred-part.tsx';
import { paths } from '#web/lib/paths.ts';
import type { Villa } from '#domain/schemas/villa.ts';

/**
 * A villa reached by a slug it had before a rename lives at its current slug (decision 045); its
 * id or its current slug is where it is.
 */
const movedVilla = (ref: string, villa: Villa | undefined): string | null =>
  villa && ref !== villa.slug && ref !== villa.id ? paths.villa(villa.slug) : null;

/** The villa the page's address names, once its first query is in. */
export const villaOf = (params: RouteParams, queryClient: QueryClient) =>
  queryClient.getQueryData(villaQuery(params.slug ?? '').queryKey);

/** The data this page needs, by route parameter (a slug or a 24-hex id, spec §5). */
export const handle = {
  queries: (params: RouteParams) => [villaQuery(params.slug ?? '')],
  /** Its free dates, so the page arrives with them (they need its id). */
  thenQueries: (params: RouteParams, queryClient: QueryClient) => {
    const villa = villaOf(params, queryClient);
    return villa ? [availabilityQuery(villa.id)] : [];
  },
  /**
   * The server answers the former address with a permanent redirect, so every address typed,
   * bookmarked or shared arrives at the current one. A link inside the app to a former slug (only
   * from a list fetched before the rename) shows the villa as it is, under the old address.
   */
  movedTo: (params: RouteParams, queryClient: QueryClient) =>
    movedVilla(params.slug ?? '', villaOf(params, queryClient)),
};

/**
 * The page puts together the villa (villa-detail), its booking panel and phone bar (bookings) and
 * its reviews (reviews); each feature stays out of the others.
 */
export const villaPageParts: VillaPageParts = {
  // The booking panel is in the server's HTML too; on phones it lies below the fold, and its code
  // (dates, guests, prices) comes as it nears the screen. On large screens it is beside the
  // gallery and wakes at once.
  BookingPanel: deferredPart(() =>
    import('#web/features/bookings/booking-panel.tsx').then((module) => module.BookingPanel),
  ),
  MobileBookingBar,
  // Guests' reviews at the foot of the page come in the server's HTML, so they can be read before
  // and without the app (decision 019); their code and data come as the guest scrolls to them, and
  // the review form when the guest asks for it (decision 117).
  Reviews: deferredPart(
    () => import('#web/features/reviews/villa-reviews.tsx').then((module) => module.VillaReviews),
    { data: ({ villa }) => [villaReviewsQuery(villa.id)] },
  ),
};

export function Component() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  // The dates the address asks for (issue 39 §2), in the server's first render; the booking panel
  // writes the guest's choice back.
  const [initial] = useState(() => stayDatesOf(search));
  return <VillaDetailPage slugOrId={slug} parts={villaPageParts} initialSelection={initial} />;
}
