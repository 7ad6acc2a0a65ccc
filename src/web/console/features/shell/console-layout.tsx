import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { COMPANY_NAME } from '#domain/site-settings.ts';
import { isSignedOut, messageOf } from '#web/console/lib/console-api.ts';
import { consolePaths } from '#web/console/paths.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { ROLE_LABELS, signOut, type Me } from '#web/console/lib/me-api.ts';
import { MoreMenu } from './more-menu.tsx';
import { LogOut } from '#web/console/components/icons.tsx';
import { onIntent } from './on-intent.ts';
import { currentMark, isDaily, listsRoom, ROOMS, roomOf } from './rooms.ts';

const noPreload = () => undefined;

/**
 * The signed-in console: the company and the person in the header, the rooms, the page. On a
 * phone the daily rooms are a tab bar at the foot of the screen and the rest sit under More; a
 * laptop shows every room in the header (decision 062).
 */
export function ConsoleLayout({
  me,
  room,
  preloadRoom = noPreload,
  children,
}: {
  me: Me;
  /**
   * The room to mark when the page's content, not its address, says which it is (a booking's page
   * belongs to Requests while it waits for an answer); null while that content is loading.
   */
  room?: string | null;
  /**
   * Starts fetching the code of the room at a path: called as its link is pointed at, touched or
   * focused, so the room is drawn at once when the link is followed (decision 084).
   */
  preloadRoom?: (path: string) => void;
  children: ReactNode;
}) {
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(location);
  const current =
    room === undefined ? roomOf(location) : ROOMS.find((candidate) => candidate.path === room);
  const rooms = ROOMS.filter((candidate) => listsRoom(candidate, me));

  // After a move to another room, focus goes to its content, as a new page's load would put it
  // at the top: a keyboard or screen reader user starts reading the new room.
  useEffect(() => {
    if (shownPath.current === location) return;
    shownPath.current = location;
    main.current?.focus();
  }, [location]);

  // Signing out is one call, made here rather than through useMutation: the mutation observer
  // would be about 0.7 KiB of every room's first load for this one button (decision 095).
  const [leaving, setLeaving] = useState(false);
  const [leaveFailed, setLeaveFailed] = useState<{ error: unknown } | null>(null);
  const leave = () => {
    setLeaving(true);
    setLeaveFailed(null);
    const gone = () => {
      // Nothing of this person stays in memory for whoever uses the device next.
      queryClient.clear();
      navigate(consolePaths.login(), { replace: true });
    };
    signOut().then(gone, (error: unknown) => {
      // A session already over is gone too (query-client.ts leads to the sign-in page).
      if (isSignedOut(error)) return gone();
      setLeaving(false);
      setLeaveFailed({ error });
    });
  };

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
            {COMPANY_NAME}
            <span className="ml-2 align-middle font-sans text-xs tracking-[0.2em] text-gold-400 uppercase">
              Console
            </span>
          </p>
          {/* On a phone the person and Sign out are under More, beside Your account. */}
          <div className="hidden items-center gap-4 lg:flex">
            <p className="text-sm leading-tight">
              <span className="block font-medium">{me.name}</span>
              <span className="block text-sand-200">{ROLE_LABELS[me.role]}</span>
            </p>
            <button
              type="button"
              onClick={leave}
              disabled={leaving}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-sand-50/60 px-4 text-sm font-medium hover:bg-sand-50 hover:text-teal-900 disabled:opacity-60"
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Sign out
            </button>
          </div>
        </div>
        {/*
          One navigation for both sizes. On a phone it is fixed to the foot of the screen: the
          daily rooms and More, each an equal share of the width (the others are display: none
          there, so out of reach of touch and screen readers alike). From lg it is the header's
          row of every room, wrapping rather than scrolling when the window is narrow.
        */}
        <nav
          aria-label="Console"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-teal-700 bg-teal-900 pb-[env(safe-area-inset-bottom)] lg:static lg:pb-0"
        >
          <ul className="mx-auto grid w-full max-w-5xl auto-cols-fr grid-flow-col lg:flex lg:flex-wrap lg:gap-1 lg:px-4">
            {rooms.map((candidate) => {
              const mark = currentMark(candidate, current, location);
              const Icon = candidate.icon;
              return (
                <li
                  key={candidate.path}
                  className={isDaily(candidate, me.role) ? undefined : 'hidden lg:block'}
                >
                  <Link
                    href={candidate.path}
                    aria-current={mark}
                    {...onIntent(() => preloadRoom(candidate.path))}
                    className={`flex h-16 flex-col items-center justify-center gap-1 border-t-3 px-1 text-xs font-medium whitespace-nowrap lg:h-auto lg:min-h-11 lg:flex-row lg:border-t-0 lg:border-b-3 lg:px-3 lg:text-sm ${
                      mark
                        ? 'border-gold-400 text-sand-50'
                        : 'border-transparent text-sand-200 hover:text-sand-50'
                    }`}
                  >
                    <Icon aria-hidden="true" className="h-5 w-5 lg:hidden" />
                    {candidate.label}
                  </Link>
                </li>
              );
            })}
            <li className="lg:hidden">
              <MoreMenu
                me={me}
                rooms={rooms.filter((candidate) => !isDaily(candidate, me.role))}
                current={current}
                location={location}
                preloadRoom={preloadRoom}
                signOut={{ start: leave, pending: leaving }}
              />
            </li>
          </ul>
        </nav>
      </header>
      <main
        id="console-main"
        ref={main}
        tabIndex={-1}
        // On a phone the page ends above the tab bar, never under it (console.css).
        className="mx-auto w-full max-w-5xl flex-1 px-4 pt-8 pb-[calc(var(--console-tab-bar)+2rem)] focus:outline-none sm:px-6"
      >
        {leaveFailed && <FormAlertRegion message={messageOf(leaveFailed.error)} />}
        {children}
      </main>
    </div>
  );
}
