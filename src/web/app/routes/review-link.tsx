import { useSearchParams } from '../navigation.tsx';
import type { RouteParams } from '../routes.ts';
import { reviewLinkQuery } from '#web/features/reviews/review-link-api.ts';
import { ReviewLinkPage } from '#web/features/reviews/review-link-page.tsx';

/**
 * A stay's review link (issue 27 §2, decision 092): the server renders it for one request with
 * the stay in its data (src/server/reviews/page-routes.ts); its own module, so the villa page's
 * first load carries none of it.
 */
export const handle = {
  queries: (_params: RouteParams, search?: URLSearchParams) => [
    reviewLinkQuery(search?.get('token') ?? ''),
  ],
};

export function Component() {
  const [search] = useSearchParams();
  return <ReviewLinkPage token={search.get('token') ?? ''} />;
}
