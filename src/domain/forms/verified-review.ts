/**
 * A review sent through a stay's review link (issue 27 §2), as the browser and the server read it:
 * the villa review's fields and the link's token; no e-mail field, the booking has the address.
 * Written out rather than built on `reviewForm`: sharing that module would split it into a file
 * of its own, one more name in every page's first load (the villa page is at its budget).
 */
import { RATING_MISSING, field, whole, type FormSpec } from './form.ts';

export const verifiedReviewForm: FormSpec<Record<string, unknown>> = {
  toBody: (fields) => ({
    villaId: field(fields, 'villaId'),
    name: field(fields, 'name'),
    email: null,
    rating: whole(field(fields, 'rating')),
    comment: field(fields, 'comment'),
    website: fields.website ?? '',
    token: field(fields, 'token'),
  }),
  required: ['name', 'rating', 'comment'],
  missing: { rating: RATING_MISSING },
};
