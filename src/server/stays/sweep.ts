/**
 * The holds' sweep, a background job once a minute across instances (stays/plugin.ts): the
 * requests whose hold ran out expire (availability already ignores them; the sweep makes their
 * status say so and tells their guests), then the team is reminded of the requests 20 hours into
 * their hold.
 */
import { nowOf } from '#server/lib/clock.ts';
import { remindTeamOfHolds } from '../bookings/holds.ts';
import { expireHolds } from './expire.ts';
import { stayTransaction, type StaysDeps } from './transaction.ts';

/** Resolves to how many requests expired. `now` is the reminders' moment (tests pass a later one). */
export async function sweepHolds(deps: StaysDeps, now: Date = nowOf(deps)): Promise<number> {
  const expired = await stayTransaction(deps, (tx, follow) =>
    expireHolds(tx, deps.mail, follow, now),
  );
  // A reminder changes nothing any cached answer shows; its mail goes as the job's run ends.
  await deps.db.transaction((tx) => remindTeamOfHolds(tx, deps.mail, now));
  return expired.length;
}
