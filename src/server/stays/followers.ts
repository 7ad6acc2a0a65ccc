/**
 * Who follows a stay's change (issue 37, decision 101): every workflow of the seam (stays/*.ts)
 * describes its change once (`StayEvent`, src/domain/stay-events.ts) and hands it here, in its
 * transaction, after its own write and before its audit entry and mail. Each follower reads the
 * change and does its part or nothing; one that throws rolls the whole change back. Adding a
 * follower is one line in FOLLOWERS; what runs once the change is committed is one line in
 * AFTER_COMMIT.
 */
import type { StayEvent } from '#domain/stay-events.ts';
import type { Executor } from '../db/client.ts';
import { followStayMessages } from '../guest-messages/schedule.ts';
import { followStayPayments } from '../payments/follow-stay.ts';
import { followStayReviewInvite } from '../reviews/follow-stay.ts';
import { followStayTurnover } from '../turnovers/follow-stays.ts';

/** A follower of the stays' changes: does its part of `change` in the change's transaction. */
export type Follower = (tx: Executor, change: StayEvent) => Promise<void>;

/** In the order they run. */
export const FOLLOWERS: readonly Follower[] = [
  // The deposit and balance fixed at confirmation, re-priced by a change, settled by a cancel.
  followStayPayments,
  // The scheduled guest messages made, moved with the stay, or cancelled.
  followStayMessages,
  // The turnover task at the stay's departure (bookings and imported stays alike).
  followStayTurnover,
  // A stay that no longer stands as it was keeps no unused review link.
  followStayReviewInvite,
];

/** Hands each event to every follower, in order, in the workflow's transaction `tx`. */
export async function followStay(
  tx: Executor,
  events: readonly StayEvent[],
  followers: readonly Follower[] = FOLLOWERS,
): Promise<void> {
  for (const event of events) for (const follower of followers) await follower(tx, event);
}

/** What a committed workflow tells the rest of the instance (and the others, through them). */
export interface Committed {
  /** The villas whose calendars the workflow's changes touched. */
  villaIds: ReadonlySet<string>;
}

/**
 * How the instance is told: the app's read cache (stays/plugin.ts). The mail a workflow queued
 * needs no word: the sender looks after every write's answer and every job's run (decision 108).
 */
export interface AfterCommitDeps {
  /** Drops the cached answers that show `villaId`'s calendar (decision 030). */
  calendarChanged: (villaId: string) => void;
}

export type AfterCommit = (deps: AfterCommitDeps, committed: Committed) => void;

/** After the commit, in order; never inside the transaction, which may still roll back. */
export const AFTER_COMMIT: readonly AfterCommit[] = [
  (deps, { villaIds }) => villaIds.forEach((villaId) => deps.calendarChanged(villaId)),
];
