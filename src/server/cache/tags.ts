/**
 * The tags of the read cache (decision 030): what a cached answer shows, and what a write changed.
 * An answer names the tags of the data it was made from (`entry.tag(...)`); a write, after its
 * commit, invalidates the tags of what it changed, and every entry naming one of them is dropped.
 * A rendered page names every tag of the API answers its render asked for.
 *
 * When in doubt a write names the broader tag: a stale answer is a bug, a refilled one costs a
 * query.
 */

/** Every list of villas (the list, search, the home page's featured ones): their cards. */
export const VILLA_LIST_TAG = 'villa-list';
/** Every list of testimonials (the home page's, a villa page's). */
export const TESTIMONIALS_TAG = 'testimonials';

/** One villa's own answer: its details, its rating and review count. */
export const villaTag = (villaId: string) => `villa:${villaId}`;
/** One villa's calendar: the nights its blocks and active bookings take. */
export const calendarTag = (villaId: string) => `calendar:${villaId}`;
/** One villa's published reviews. */
export const reviewsTag = (villaId: string) => `reviews:${villaId}`;

/**
 * What changes with what (a write calls `app.readCache.invalidateTags(...)` with these after its
 * commit).
 */
export const changed = {
  /** A booking made, moved, cancelled, confirmed, declined or expired; a block of dates. */
  calendar: (villaId: string) => [calendarTag(villaId)],
  /**
   * A review published or withdrawn (a new one waits, PENDING, and changes nothing shown): the
   * villa's reviews and its rating, on its page and on every card.
   */
  reviews: (villaId: string) => [reviewsTag(villaId), villaTag(villaId), VILLA_LIST_TAG],
  /** A testimonial published, withdrawn or (un)featured. */
  testimonials: () => [TESTIMONIALS_TAG],
  /**
   * A villa's details (name, price, photos, tags, featured). A changed slug or a new or removed
   * villa changes which villa an address names: drop everything (`invalidate()`) instead.
   */
  villa: (villaId: string) => [villaTag(villaId), VILLA_LIST_TAG],
  /** The team's order of the villas: every list shows it, no villa's own page does. */
  villaOrder: () => [VILLA_LIST_TAG],
  /**
   * A villa's prices and stay rules: its page and quotes, every card's "from" price, and its
   * calendar (which days may start a stay, and why not).
   */
  pricing: (villaId: string) => [villaTag(villaId), VILLA_LIST_TAG, calendarTag(villaId)],
} as const;
