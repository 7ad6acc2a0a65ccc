/**
 * A review link is bound to a stay as it was when the link was made (issue 27 §2, decision 092):
 * a follower of the stays' changes (stays/followers.ts) ends the unused link of a booked stay
 * that is no longer confirmed, or whose dates moved, so no link reviews a stay that did not
 * happen as it says. Today the links are made only once a stay has ended, which no workflow can
 * then cancel or move; this keeps the rule true whatever a later workflow allows.
 */
import type { StayEvent } from '#domain/stay-events.ts';
import type { Executor } from '../db/client.ts';
import { endOpenInvite } from './repository.ts';

export async function followStayReviewInvite(tx: Executor, change: StayEvent): Promise<void> {
  // Only a confirmed stay is ever given a link.
  if (change.workflow === 'import' || change.before?.status !== 'CONFIRMED') return;
  const { after, changed, now } = change;
  if (after.status === 'CONFIRMED' && !changed.dates) return;
  await endOpenInvite(tx, after.id, now);
}
