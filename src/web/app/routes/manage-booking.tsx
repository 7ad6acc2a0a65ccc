import { useParams } from '../navigation.tsx';
import type { RouteParams } from '../routes.ts';
import { bookingQuery } from '#web/features/bookings/manage-api.ts';
import { FindBookingPage } from '#web/features/bookings/find-booking-page.tsx';
import { ManageBookingPage } from '#web/features/bookings/manage-booking-page.tsx';

/**
 * The guest's booking (decision 024), and at /booking "Lost your link?" (decision 025): one page
 * module for both, so the app's route table names one more chunk, not two. The server renders a
 * booking for one request with the booking in its data; in the browser the booking's cookie
 * proves the guest holds its link.
 */
export const handle = {
  queries: (params: RouteParams) => (params.id ? [bookingQuery(params.id)] : []),
};

export function Component() {
  const { id } = useParams();
  return id ? <ManageBookingPage id={id} /> : <FindBookingPage />;
}
