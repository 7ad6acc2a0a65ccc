import { useEffect, useState } from 'react';

/** A hold's time left reads in whole minutes at best: the clock moves on once a minute. */
const MINUTE_MS = 60_000;

/** The time now, kept current while the page is shown, so a hold's time left counts down. */
export function useNow(everyMs = MINUTE_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
