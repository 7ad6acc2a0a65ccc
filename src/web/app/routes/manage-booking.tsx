import { lazy, Suspense } from 'react';
import { useParams, usePathname, useSearchParams } from '../navigation.tsx';
import type { RouteParams } from '../routes.ts';
import { bookingQuery, cardTryQuery } from '#web/features/bookings/manage-api.ts';
import { CardPaymentPage } from '#web/features/bookings/card-payment-page.tsx';
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
 * and its code is loaded apart, so the route table names none of its files. A try at paying the
 * booking by card, `/booking/{id}?pay={orderId}` (issue 38 §1), is its fourth, for the same
 * reasons, at the booking's own address so that the route table, which every page's first load
 * carries, grows by nothing (the villa page is at its budget); it is rendered for one request with
 * the try in its data (server/pages/routes.ts). Its code is in this module's chunk: loaded apart,
 * it split the code it shares with the booking's page into two chunks more, each named in every
 * page's first load.
 */
export const handle = {
  queries: ({ id }: RouteParams, search?: URLSearchParams) => {
    const pay = search?.get('pay');
    return id && pay ? [cardTryQuery(id, pay)] : id ? [bookingQuery(id)] : [];
  },
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
  const orderId = search.get('pay');
  if (usePathname() === '/review') {
    return (
      <Suspense>
        <ReviewLinkPage token={search.get('token') ?? ''} />
      </Suspense>
    );
  }
  if (id && orderId) return <CardPaymentPage id={id} orderId={orderId} />;
  return id ? <ManageBookingPage id={id} /> : <FindBookingPage />;
}
