import { lazy, Suspense } from 'react';
import { useParams, usePathname, useSearchParams } from '../navigation.tsx';
import type { RouteParams } from '../routes.ts';
import { bookingQuery } from '#web/features/bookings/manage-api.ts';
import { FindBookingPage } from '#web/features/bookings/find-booking-page.tsx';
import { ManageBookingPage } from '#web/features/bookings/manage-booking-page.tsx';

/**
 * The guest's booking (decision 024), and at /booking "Lost your link?" (decision 025): one page
 * module for both, so the app's route table names one more chunk, not two. The server renders a
 * booking for one request with the booking in its data; in the browser the booking's cookie
 * proves the guest holds its link. A stay's review link, `/review?token=` (issue 27 §2), is a
 * guest's page from an e-mail too, rendered for one request with the stay in its data
 * (server/reviews/page-routes.ts): this module's third page rather than a module of its own, as
 * each module is one more file named in every page's first load (the villa page is at its budget),
 * and its code is loaded apart, so the route table names none of its files.
 */
export const handle = {
  queries: (params: RouteParams) => (params.id ? [bookingQuery(params.id)] : []),
};

/** Its code only on its own address: the server's render waits for it (entry-server `onAllReady`). */
const ReviewLinkPage = lazy(() =>
  import('#web/features/reviews/review-link-page.tsx').then((module) => ({
    default: module.ReviewLinkPage,
  })),
);

export function Component() {
  const { id } = useParams();
  const [search] = useSearchParams();
  if (usePathname() === '/review') {
    return (
      <Suspense>
        <ReviewLinkPage token={search.get('token') ?? ''} />
      </Suspense>
    );
  }
  return id ? <ManageBookingPage id={id} /> : <FindBookingPage />;
}
