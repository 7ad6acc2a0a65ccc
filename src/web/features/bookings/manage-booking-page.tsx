import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { BookingDetails } from './booking-details.tsx';
import { bookingQuery } from './manage-api.ts';
import { LostLinkForm } from './lost-link-form.tsx';
import { m } from '#web/i18n/messages.ts';

const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /booking/{id}: the booking, or, for anyone without its link, the same not-found page. */
export function ManageBookingPage({ id }: { id: string }) {
  const { data, error, isPending, refetch } = useQuery(bookingQuery(id));

  useEffect(() => {
    // A link's token never stays in the address bar (the server moves a good one to a cookie).
    const url = new URL(window.location.href);
    if (url.searchParams.has('token')) {
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
    }
  }, []);

  if (data) return <BookingDetails booking={data} />;
  if (isPending) {
    return (
      <Container className="flex min-h-[60vh] items-center justify-center py-20">
        <p role="status" className="text-ink-soft">
          {m.booking_page_loading()}
        </p>
      </Container>
    );
  }
  if (isNotFound(error)) return <BookingNotFound />;
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <h1 role="alert" className="text-4xl">
        {m.booking_page_load_failed()}
      </h1>
      <Button className="mt-8" onClick={() => void refetch()}>
        {m.booking_page_try_again()}
      </Button>
    </Container>
  );
}

function BookingNotFound() {
  return (
    <Container className="max-w-3xl py-16 sm:py-24">
      <PageMeta
        title={m.booking_not_found_title()}
        description={m.booking_not_found_description()}
        path={paths.findBooking}
        noIndex
      />
      <h1 className="text-4xl sm:text-5xl">{m.booking_not_found_title()}</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-soft">{m.booking_not_found_help()}</p>
      <div className="mt-10">
        <LostLinkForm />
      </div>
    </Container>
  );
}
