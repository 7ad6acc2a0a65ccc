/**
 * The villa made ready between stays (issue 27 §3): where a turnover task stands.
 */

/** open: nobody has begun; started; ready for the next guest; problem (with a note); cancelled. */
export const TURNOVER_STATUSES = ['open', 'started', 'ready', 'problem', 'cancelled'] as const;
export type TurnoverStatus = (typeof TURNOVER_STATUSES)[number];
