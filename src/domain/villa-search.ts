/**
 * The villa search rules the list page and the API share. Plain values, without zod, so the
 * browser reads them without loading the schemas.
 */

/** Search pages hold 20 villas (spec §9). */
export const VILLA_SEARCH_PAGE_SIZE = 20;
/** Text of 2 characters or fewer does not narrow the list (spec §5). */
export const MIN_SEARCH_LENGTH = 3;
