/** A villa review as the browser and the server read it. */
import { RATING_MISSING, field, orNull, whole, type FormSpec } from './form.ts';

export const reviewForm: FormSpec<Record<string, unknown>> = {
  toBody: (fields) => ({
    villaId: field(fields, 'villaId'),
    name: field(fields, 'name'),
    email: orNull(field(fields, 'email')),
    rating: whole(field(fields, 'rating')),
    comment: field(fields, 'comment'),
    website: fields.website ?? '',
  }),
  required: ['name', 'rating', 'comment'],
  missing: { rating: RATING_MISSING },
};
