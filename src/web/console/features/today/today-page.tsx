import { ROLE_LABELS, type Me } from '../auth/api.ts';

/** Today, the room the console opens on: for now, who is signed in and with which role. */
export function TodayPage({ me }: { me: Me }) {
  return (
    <>
      <title>Today · Console</title>
      <h1 className="text-4xl">Welcome, {me.name}</h1>
      <p className="mt-3 text-ink-soft">
        You are signed in as <strong className="text-ink">{ROLE_LABELS[me.role]}</strong>.
      </p>
    </>
  );
}
