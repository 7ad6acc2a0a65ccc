import { lazy, Suspense } from 'react';
import { useParams, usePathname, useSearchParams } from '../navigation.tsx';
import type { RouteParams } from '../routes.ts';
import { bookingQuery, cardTryQuery } from '#web/features/bookings/manage-api.ts';
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
 * and its code is loaded apart, so the route table names none of its files. A try at paying by
 * card, `/booking/{id}/pay/{orderId}` (issue 38 §1), is its fourth, for the same reasons, rendered
 * for one request with the try in its data (server/payments/card-page-routes.ts).
 */
export const handle = {
  queries: ({ id, orderId }: RouteParams) =>
    id && orderId ? [cardTryQuery(id, orderId)] : id ? [bookingQuery(id)] : [],
};

/** Their code only on their own address: the server's render waits for it (entry-server `onAllReady`). */
const CardPaymentPage = lazy(() =>
  import('#web/features/bookings/card-payment-page.tsx').then((module) => ({
    default: module.CardPaymentPage,
  })),
);

const ReviewLinkPage = lazy(() =>
  import('#web/features/reviews/review-link-page.tsx').then((module) => ({
    default: module.ReviewLinkPage,
  })),
);

export function Component() {
  const { id, orderId } = useParams();
  const [search] = useSearchParams();
  if (usePathname() === '/review') {
    return (
      <Suspense>
        <ReviewLinkPage token={search.get('token') ?? ''} />
      </Suspense>
    );
  }
  if (id && orderId) {
    return (
      <Suspense>
        <CardPaymentPage id={id} orderId={orderId} />
      </Suspense>
    );
  }
  return id ? <ManageBookingPage id={id} /> : <FindBookingPage />;
}
