import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '#web/console/lib/console-api.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { endSession, sessionsQuery, type StaffSession } from './api.ts';
import { deviceLabel } from './device-label.ts';
import { TwoFactorSection } from './two-factor-section.tsx';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatTime = (iso: string | null) => (iso ? when.format(new Date(iso)) : 'unknown');

/**
 * Your account (at /sessions): two-step sign-in (two-factor-section.tsx), and every browser where
 * this person is signed in, this one marked; any other can be ended here (a lost phone, a shared
 * computer). This one ends with 'Sign out'.
 */
export function SessionsPage() {
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery);
  const [ended, setEnded] = useState<string | null>(null);
  const end = useMutation({
    mutationFn: (session: StaffSession) => endSession(session.id),
    onSuccess: async (_answer, session) => {
      setEnded(`The session on ${deviceLabel(session.userAgent)} has ended.`);
      await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    },
    onMutate: () => setEnded(null),
  });

  return (
    <>
      <title>Your account · Console</title>
      <h1 className="text-4xl">Your account</h1>
      <TwoFactorSection />
      <h2 id="sessions-heading" className="mt-10 text-2xl">
        Your sessions
      </h2>
      <p className="mt-2 max-w-2xl text-ink-soft">
        The browsers where you are signed in. End any you do not recognise or no longer use.
      </p>
      <div className="mt-4 space-y-3">
        <p role="status" className="text-sm text-teal-800">
          {ended}
        </p>
        {end.isError && <FormAlertRegion message={messageOf(end.error)} />}
        {sessions.isPending && <p>Loading your sessions…</p>}
        {sessions.isError && <FormAlertRegion message={messageOf(sessions.error)} />}
        {sessions.data && (
          <ul aria-labelledby="sessions-heading" className="space-y-3">
            {sessions.data.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                ending={end.isPending && end.variables.id === session.id}
                onEnd={() => end.mutate(session)}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function SessionItem({
  session,
  ending,
  onEnd,
}: {
  session: StaffSession;
  ending: boolean;
  onEnd: () => void;
}) {
  const device = deviceLabel(session.userAgent);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium text-ink">
          {device}
          {session.current && (
            <span className="ml-2 rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-teal-900">
              This browser
            </span>
          )}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-ink-soft">
          <dt>Signed in</dt>
          <dd>{formatTime(session.createdAt)}</dd>
          <dt>Last active</dt>
          <dd>{formatTime(session.lastSeenAt)}</dd>
          <dt>IP address</dt>
          <dd>{session.ipAddress ?? 'unknown'}</dd>
        </dl>
      </div>
      {!session.current && (
        <button
          type="button"
          onClick={onEnd}
          disabled={ending}
          // Says which: every other session has one (the visible words come first, WCAG 2.5.3).
          aria-label={`End session on ${device}`}
          className="inline-flex min-h-11 items-center justify-center rounded-full border border-teal-800 px-5 text-sm font-medium text-teal-800 hover:bg-teal-800 hover:text-sand-50 disabled:opacity-60"
        >
          End session
        </button>
      )}
    </li>
  );
}
