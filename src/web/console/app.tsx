/**
 * The console's app (issue 14): its pages under /console, rendered in the browser only. The
 * sign-in, set-up and invitation pages stand alone; every other page is a room of the signed-in
 * console, shown once the server says who is signed in.
 */
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { Link, Route, Router, Switch, useLocation } from 'wouter';
import { messageOf } from './lib/console-api.ts';
import { CONSOLE_BASE, consolePaths } from './paths.ts';
import { meQuery, ROLE_LABELS, type Me } from './lib/me-api.ts';
import { InvitePage } from './features/auth/invite-page.tsx';
import { LoginPage } from './features/auth/login-page.tsx';
import { SetupPage } from './features/auth/setup-page.tsx';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { BookingPage } from './features/bookings/booking-page.tsx';
import { useBookingRoom } from './features/bookings/booking-room.ts';
import { BookingsPage } from './features/bookings/bookings-page.tsx';
import { CalendarPage } from './features/calendar/calendar-page.tsx';
import { CalendarSyncPage } from './features/calendar-sync/calendar-sync-page.tsx';
import { VillaCalendarPage } from './features/calendar/villa-calendar-page.tsx';
import { AuditPage } from './features/audit/audit-page.tsx';
import { MessagePage } from './features/messages/message-page.tsx';
import { MessagesPage } from './features/messages/messages-page.tsx';
import { ModerationPage } from './features/moderation/moderation-page.tsx';
import { PricesPage } from './features/prices/prices-page.tsx';
import { PhotosPage } from './features/photos/photos-page.tsx';
import { ConsoleLayout } from './features/shell/console-layout.tsx';
import { mayEnter } from './features/shell/rooms.ts';
import { StaffPage } from './features/staff/staff-page.tsx';
import { SessionsPage } from './features/sessions/sessions-page.tsx';
import { TodayPage } from './features/today/today-page.tsx';
import { VillaPage } from './features/villas/villa-page.tsx';
import { VillasPage } from './features/villas/villas-page.tsx';

export function ConsoleApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={CONSOLE_BASE}>
        <Switch>
          <Route path="/login" component={LoginPage} />
          <Route path={consolePaths.setup} component={SetupPage} />
          <Route path={consolePaths.invite} component={InvitePage} />
          <Route>
            <SignedIn />
          </Route>
        </Switch>
      </Router>
    </QueryClientProvider>
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
    <ConsoleLayout me={me} room={bookingRoom}>
      <Switch>
        <Route path={consolePaths.today}>
          <TodayPage me={me} />
        </Route>
        <Route path={consolePaths.calendar}>
          <CalendarPage me={me} />
        </Route>
        {/* The pattern of consolePaths.villaCalendar(id). */}
        <Route path="/villas/:id/calendar">
          {(params: { id: string }) => (
            <VillaCalendarPage key={params.id} me={me} villaId={params.id} />
          )}
        </Route>
        <Route path={consolePaths.requests}>
          <BookingsPage key="requests" kind="requests" />
        </Route>
        <Route path={consolePaths.bookings}>
          <BookingsPage key="bookings" kind="bookings" />
        </Route>
        {/* The pattern of consolePaths.booking(id). */}
        <Route path="/bookings/:id">
          {(params: { id: string }) => <BookingPage id={params.id} />}
        </Route>
        <Route path={consolePaths.moderation} component={ModerationPage} />
        <Route path={consolePaths.messages} component={MessagesPage} />
        <Route path="/messages/:kind/:id" component={MessagePage} />
        {/* The pattern of consolePaths.villaPhotos(id). */}
        <Route path="/villas/:id/photos">
          {(params: { id: string }) => <PhotosPage key={params.id} villaId={params.id} />}
        </Route>
        {/* The pattern of consolePaths.villaPrices(id). */}
        <Route path="/villas/:id/prices">
          {(params: { id: string }) => <PricesPage key={params.id} id={params.id} me={me} />}
        </Route>
        {/* The pattern of consolePaths.villaSync(id). */}
        <Route path="/villas/:id/sync">
          {(params: { id: string }) => <CalendarSyncPage key={params.id} villaId={params.id} />}
        </Route>
        <Route path={consolePaths.villas} component={VillasPage} />
        {/* The pattern of consolePaths.villa(id). */}
        <Route path="/villas/:id">
          {(params: { id: string }) => <VillaPage key={params.id} id={params.id} />}
        </Route>
        <Route path={consolePaths.staff}>
          <StaffPage me={me} />
        </Route>
        <Route path={consolePaths.audit} component={AuditPage} />
        <Route path={consolePaths.sessions} component={SessionsPage} />
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
    </ConsoleLayout>
  );
}
