/**
 * The shape of every workflow of the seam (issue 37, decision 101), as the team's confirm has had
 * it since issue 14: one transaction that locks, re-reads, checks with the domain's rules, writes,
 * tells the followers (stays/followers.ts) and audits; then, once committed, the after-commit list.
 */
import { villaOfEvent, type BookedStay, type StayEvent } from '#domain/stay-events.ts';
import type { Database, Executor } from '../db/client.ts';
import type { BookingLinks } from '../bookings/booking-links.ts';
import type { BookingRow } from '../bookings/repository.ts';
import type { MailContext } from '../mail/context.ts';
import { conflict } from '#server/plugins/errors.ts';
import { conflictMessage } from '../villas/conflict-message.ts';
import type { VillaRow } from '../villas/repository.ts';
import { AFTER_COMMIT, followStay, type AfterCommitDeps, type Follower } from './followers.ts';

export interface StaysDeps extends AfterCommitDeps {
  db: Database;
  mail: MailContext;
  /** Which tokens open a booking: its answer's, and its e-mails' links' (decision 061). */
  links: Pick<BookingLinks, 'opens'>;
  now?: () => Date;
  /** The followers of every change: FOLLOWERS, unless a test passes its own. */
  followers?: readonly Follower[];
}

/** Hands a change to every follower, in the workflow's transaction. */
export type Follow = (change: StayEvent) => Promise<void>;

/** PostgreSQL's exclusion_violation: the constraint caught an overlap the check could not see. */
function isOverlapViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23P01' || e.cause?.code === '23P01';
}

/** What the followers read of a booking row. */
export const bookedStayOf = (row: BookingRow): BookedStay => ({
  id: row.id,
  villaId: row.villaId,
  status: row.status,
  checkIn: row.checkIn,
  checkOut: row.checkOut,
  adults: row.adults,
  children: row.children,
  totalCents: row.totalCents,
  paymentTerms: row.paymentTerms,
  refundAmountCents: row.refundAmountCents,
});

/**
 * Runs `work` in one transaction, handing it `follow` for its changes; once committed, runs the
 * after-commit list for the villas they touched. An overlap the database's constraint caught is
 * the 409 the check would have given, in `villa`'s words.
 */
export async function stayTransaction<T>(
  deps: StaysDeps,
  work: (tx: Executor, follow: Follow) => Promise<T>,
  villa?: VillaRow,
): Promise<T> {
  const villaIds = new Set<string>();
  let result: T;
  try {
    result = await deps.db.transaction((tx) =>
      work(tx, async (event) => {
        villaIds.add(villaOfEvent(event));
        await followStay(tx, [event], deps.followers);
      }),
    );
  } catch (error) {
    if (villa && isOverlapViolation(error)) throw conflict(conflictMessage(villa, []));
    throw error;
  }
  // A transaction that changed no stay (a preview, a refusal found late) tells nobody.
  if (villaIds.size > 0) for (const after of AFTER_COMMIT) after(deps, { villaIds });
  return result;
}
