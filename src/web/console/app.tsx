/**
 * The console's app (issue 14): its pages under /console, first drawn by the server (entry-server.tsx,
 * decision 095) and taken over in the browser. The
 * sign-in, set-up and invitation pages stand alone; every other page is a room of the signed-in
 * console, shown once the server says who is signed in. Each page's code is a chunk of its own,
 * fetched when the page is opened or its room's link is about to be followed (room-pages.ts,
 * decision 084); the layout stays while it comes.
 */
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { HYDRATED_ATTRIBUTE } from '#web/app/hydrated.ts';
import { Link, Route, Router, Switch, useLocation } from 'wouter';
import { messageOf } from './lib/console-api.ts';
import { CONSOLE_BASE } from '#domain/console-pages.ts';
import { consolePaths } from './paths.ts';
import { meQuery, ROLE_LABELS, type Me } from './lib/me-api.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useBookingRoom } from './features/bookings/booking-room.ts';
import { ConsoleLayout } from './features/shell/console-layout.tsx';
import { PageLoading } from './features/shell/page-loading.tsx';
import { mayEnter } from './features/shell/rooms.ts';
import { pages, preloadRoom } from './room-pages.ts';

export function ConsoleApp({
  queryClient,
  ssrPath,
  onTakenOver,
}: {
  queryClient: QueryClient;
  /** On the server (entry-server.tsx): the address asked for, with its query. */
  ssrPath?: string;
  /** In the browser, once the app has the page (main.tsx releases the early taps). */
  onTakenOver?: () => void;
}) {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    onTakenOver?.();
  }, [onTakenOver]);
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={CONSOLE_BASE} {...(ssrPath ? { ssrPath } : {})}>
        <Switch>
          {/* The pages that stand alone: no layout around them while their code comes. */}
          {[pages.login, pages.setup, pages.invite].map(({ path, Page }) => (
            <Route key={path} path={path}>
              <StandingAlone>
                <Page />
              </StandingAlone>
            </Route>
          ))}
          <Route>
            <SignedIn />
          </Route>
        </Switch>
      </Router>
    </QueryClientProvider>
  );
}

/** The sign-in, set-up and invitation pages: their frame holds the place of the form. */
function StandingAlone({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <PageLoading
      location={location}
      frame={(inside) => (
        <div className="flex min-h-screen flex-col items-center bg-sand-100 px-4 py-10 sm:py-16">
          <main className="mt-6 w-full max-w-md rounded-2xl bg-white p-6 shadow-sm sm:p-8">
            {inside}
          </main>
        </div>
      )}
    >
      {children}
    </PageLoading>
  );
}

/** The rooms, once the person is known. A 401 leads to the sign-in page (query-client.ts). */
function SignedIn() {
  const me = useQuery(meQuery);
  if (me.isPending) {
    return (
      <p role="status" className="p-6">
        Loading the console…
      </p>
    );
  }
  if (me.isError) {
    return (
      <main className="mx-auto max-w-md space-y-4 p-6">
        <h1 className="text-3xl">The console could not open</h1>
        <FormAlertRegion message={messageOf(me.error)} />
        <button
          type="button"
          onClick={() => void me.refetch()}
          className="min-h-11 rounded-full bg-teal-800 px-6 text-sm font-medium text-sand-50"
        >
          Try again
        </button>
      </main>
    );
  }
  return <Rooms me={me.data} />;
}

function Rooms({ me }: { me: Me }) {
  const [location] = useLocation();
  const mayEnterHere = mayEnter(me.role, location);
  const bookingRoom = useBookingRoom({ mayRead: mayEnterHere });
  if (!mayEnterHere) {
    return (
      <ConsoleLayout me={me}>
        <title>Not for your role · Console</title>
        <h1 className="text-4xl">This room is not open to you</h1>
        <p className="mt-3">
          Your role, {ROLE_LABELS[me.role]}, does not include it. Ask the owner if you need it.
        </p>
        <p className="mt-3">
          <Link href={consolePaths.today} className="text-teal-800 underline">
            Go to Today
          </Link>
        </p>
      </ConsoleLayout>
    );
  }
  return (
    <ConsoleLayout me={me} room={bookingRoom} preloadRoom={preloadRoom}>
      <PageLoading location={location}>
        <Switch>
          <Route path={pages.today.path}>
            <pages.today.Page me={me} />
          </Route>
          <Route path={pages.calendar.path}>
            <pages.calendar.Page me={me} />
          </Route>
          <Route path={pages.villaCalendar.path}>
            {(params: { id: string }) => (
              <pages.villaCalendar.Page key={params.id} me={me} villaId={params.id} />
            )}
          </Route>
          <Route path={pages.requests.path}>
            <pages.requests.Page key="requests" kind="requests" />
          </Route>
          <Route path={pages.bookings.path}>
            <pages.bookings.Page key="bookings" kind="bookings" />
          </Route>
          <Route path={pages.booking.path}>
            {(params: { id: string }) => <pages.booking.Page id={params.id} />}
          </Route>
          <Route path={pages.paymentSettings.path}>
            <pages.paymentSettings.Page me={me} />
          </Route>
          <Route path={pages.payments.path} component={pages.payments.Page} />
          <Route path={pages.currencyRates.path}>
            <pages.currencyRates.Page me={me} />
          </Route>
          <Route path={pages.reports.path}>
            <pages.reports.Page me={me} />
          </Route>
          <Route path={pages.reportsImported.path} component={pages.reportsImported.Page} />
          <Route path={pages.moderation.path} component={pages.moderation.Page} />
          <Route path={pages.messages.path} component={pages.messages.Page} />
          <Route path={pages.guestMessages.path}>
            <pages.guestMessages.Page me={me} />
          </Route>
          <Route path={pages.message.path} component={pages.message.Page} />
          <Route path={pages.villaPhotos.path}>
            {(params: { id: string }) => (
              <pages.villaPhotos.Page key={params.id} villaId={params.id} />
            )}
          </Route>
          <Route path={pages.villaPrices.path}>
            {(params: { id: string }) => (
              <pages.villaPrices.Page key={params.id} id={params.id} me={me} />
            )}
          </Route>
          <Route path={pages.villaSync.path}>
            {(params: { id: string }) => (
              <pages.villaSync.Page key={params.id} villaId={params.id} />
            )}
          </Route>
          <Route path={pages.villaChecklist.path}>
            {(params: { id: string }) => (
              <pages.villaChecklist.Page key={params.id} villaId={params.id} me={me} />
            )}
          </Route>
          <Route path={pages.turnovers.path}>
            <pages.turnovers.Page me={me} />
          </Route>
          <Route path={pages.turnover.path}>
            {(params: { id: string }) => (
              <pages.turnover.Page key={params.id} id={params.id} me={me} />
            )}
          </Route>
          <Route path={pages.villas.path} component={pages.villas.Page} />
          <Route path={pages.villa.path}>
            {(params: { id: string }) => <pages.villa.Page key={params.id} id={params.id} />}
          </Route>
          <Route path={pages.staff.path}>
            <pages.staff.Page me={me} />
          </Route>
          <Route path={pages.audit.path} component={pages.audit.Page} />
          <Route path={pages.sessions.path} component={pages.sessions.Page} />
          <Route>
            <title>Not found · Console</title>
            <h1 className="text-4xl">This page does not exist</h1>
            <p className="mt-3">
              <Link href={consolePaths.today} className="text-teal-800 underline">
                Go to Today
              </Link>
            </p>
          </Route>
        </Switch>
      </PageLoading>
    </ConsoleLayout>
  );
}
