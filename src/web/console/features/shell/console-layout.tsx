import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { siteSettings } from '../../../../domain/site-settings.ts';
import { messageOf } from '../../lib/console-api.ts';
import { useCurrentInView } from '../../components/current-in-view.ts';
import { consolePaths } from '../../paths.ts';
import { FormAlertRegion } from '../auth/account-form.tsx';
import type { StaffRole } from '../../../../domain/schemas/staff-account.ts';
import { ROLE_LABELS, signOut, type Me } from '../auth/api.ts';

/**
 * The rooms of the console that exist, in the navigation's order, each with the roles that may
 * enter it (the server refuses the others anyway: the navigation only leaves out what would be
 * refused). A room is listed once it is built: none is shown as a promise.
 */
const ROOMS: readonly {
  path: string;
  label: string;
  roles: readonly StaffRole[];
  /** Pages of this room at addresses outside its path. */
  pages?: RegExp;
}[] = [
  { path: consolePaths.today, label: 'Today', roles: ['owner', 'manager', 'housekeeping'] },
  {
    path: consolePaths.calendar,
    label: 'Calendar',
    roles: ['owner', 'manager', 'housekeeping'],
    // A villa's own calendar (consolePaths.villaCalendar) is the calendar's, open to every role,
    // whoever may enter the rest of /villas.
    pages: /^\/villas\/[^/]+\/calendar$/,
  },
  { path: consolePaths.requests, label: 'Requests', roles: ['owner', 'manager'] },
  { path: consolePaths.bookings, label: 'Bookings', roles: ['owner', 'manager'] },
  // Rooms of issue 14 §4-5 are added here as they are built.
  { path: consolePaths.moderation, label: 'Moderation', roles: ['owner', 'manager'] },
  { path: consolePaths.messages, label: 'Messages', roles: ['owner', 'manager'] },
  { path: consolePaths.villas, label: 'Villas', roles: ['owner', 'manager'] },
  { path: consolePaths.staff, label: 'Staff', roles: ['owner'] },
  { path: consolePaths.audit, label: 'Audit log', roles: ['owner'] },
  {
    path: consolePaths.sessions,
    label: 'Your account',
    roles: ['owner', 'manager', 'housekeeping'],
  },
];

/**
 * Whether a person of `role` may enter the room at `location` (its pages below it too): the app
 * shows the others as closed rather than as a page full of the server's refusals.
 */
export function mayEnter(role: StaffRole, location: string): boolean {
  const room = roomOf(location);
  return !room || room.roles.includes(role);
}

/** The room a page belongs to: one that claims it among its `pages`, else the one it is under. */
const roomOf = (location: string) =>
  ROOMS.find((room) => room.pages?.test(location)) ??
  ROOMS.find(
    (room) => location === room.path || (room.path !== '/' && location.startsWith(`${room.path}/`)),
  );

/** The signed-in console: the company and the person in the header, the rooms, the page. */
export function ConsoleLayout({ me, children }: { me: Me; children: ReactNode }) {
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(location);
  const rooms = useCurrentInView<HTMLUListElement>(location);

  // After a move to another room, focus goes to its content, as a new page's load would put it
  // at the top: a keyboard or screen reader user starts reading the new room.
  useEffect(() => {
    if (shownPath.current === location) return;
    shownPath.current = location;
    main.current?.focus();
  }, [location]);

  const leave = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // Nothing of this person stays in memory for whoever uses the device next.
      queryClient.clear();
      navigate(consolePaths.login(), { replace: true });
    },
  });

  return (
    <div className="flex min-h-screen flex-col bg-sand-50">
      <a
        href="#console-main"
        className="sr-only rounded-full bg-gold-400 px-4 py-2 text-teal-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10"
      >
        Skip to content
      </a>
      <header className="bg-teal-900 text-sand-50">
        <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
          <p className="font-display text-xl leading-tight">
            {siteSettings.companyName}
            <span className="ml-2 align-middle font-sans text-xs tracking-[0.2em] text-gold-400 uppercase">
              Console
            </span>
          </p>
          <div className="flex items-center gap-4">
            <p className="text-sm leading-tight">
              <span className="block font-medium">{me.name}</span>
              <span className="block text-sand-200">{ROLE_LABELS[me.role]}</span>
            </p>
            <button
              type="button"
              onClick={() => leave.mutate()}
              disabled={leave.isPending}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-sand-50/60 px-4 text-sm font-medium hover:bg-sand-50 hover:text-teal-900 disabled:opacity-60"
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Sign out
            </button>
          </div>
        </div>
        <nav aria-label="Console" className="border-t border-teal-700">
          <ul
            ref={rooms}
            className="mx-auto flex w-full max-w-5xl gap-1 overflow-x-auto px-2 sm:px-4"
          >
            {ROOMS.filter((room) => room.roles.includes(me.role)).map((room) => {
              const current = roomOf(location) === room;
              return (
                <li key={room.path}>
                  <Link
                    href={room.path}
                    // On a page within a room (one message), the room is marked, not as this page.
                    aria-current={location === room.path ? 'page' : current ? 'true' : undefined}
                    className={`inline-flex min-h-11 items-center border-b-3 px-3 text-sm font-medium whitespace-nowrap ${
                      current
                        ? 'border-gold-400 text-sand-50'
                        : 'border-transparent text-sand-200 hover:text-sand-50'
                    }`}
                  >
                    {room.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      <main
        id="console-main"
        ref={main}
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 focus:outline-none sm:px-6"
      >
        {leave.isError && <FormAlertRegion message={messageOf(leave.error)} />}
        {children}
      </main>
    </div>
  );
}
