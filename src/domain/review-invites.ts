/**
 * Reviews from real guests (issue 27 §2): when a stay may be asked for a review, how long its link
 * lasts, and the month a verified review says it was written about ("Stayed in March 2027").
 */
import { compareDates, MS_PER_DAY, type IsoDate, resortToday } from './dates.ts';
import { utcDateLabel } from './date-labels.ts';

/** A review link lasts 60 days from the request that carried it (issue 27 §2). */
export const REVIEW_INVITE_DAYS = 60;

export const reviewInviteExpiry = (now: Date): Date =>
  new Date(now.getTime() + REVIEW_INVITE_DAYS * MS_PER_DAY);

/** The review page of a link's token; `?token=` is kept out of the logs (log-redaction.ts). */
export const reviewPage = (publicUrl: string, token: string) =>
  `${publicUrl}/review?token=${encodeURIComponent(token)}`;

/** Why a stay gets no review link; each reason is told to the team beside the skipped message. */
export const NO_REVIEW_LINK = {
  reviewed: 'The guest has already reviewed this stay.',
  notConfirmed: 'The booking is not a confirmed stay, so there is nothing to review.',
  notEnded: 'The stay has not ended yet: a review link is sent after check-out.',
} as const;

export interface StayToReview {
  status: string;
  checkOut: IsoDate;
  /** Whether a review was already sent for this stay. */
  reviewed: boolean;
}

/**
 * The reason `stay` gets no review link at `now`, or null when it may be asked: a confirmed stay
 * whose check-out day has come on the resort's calendar, not reviewed yet.
 */
export function whyNoReviewLink(stay: StayToReview, now: Date): string | null {
  if (stay.reviewed) return NO_REVIEW_LINK.reviewed;
  if (stay.status !== 'CONFIRMED') return NO_REVIEW_LINK.notConfirmed;
  if (compareDates(stay.checkOut, resortToday(now)) > 0) return NO_REVIEW_LINK.notEnded;
  return null;
}

/** The first day of the month a stay began: what a verified review keeps ("Stayed in ..."). */
export const stayedInMonth = (checkIn: IsoDate): IsoDate => `${checkIn.slice(0, 7)}-01`;

/** 'Stayed in March 2027', from a review's `stayedIn` ('2027-03-01'). */
export const stayedInLabel = (stayedIn: IsoDate): string =>
  `Stayed in ${utcDateLabel(new Date(`${stayedIn}T00:00:00Z`), { month: 'long', day: false })}`;
