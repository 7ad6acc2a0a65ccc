/** A testimonial as the browser and the server read it. */
import { RATING_MISSING, field, orNull, whole, type FormSpec } from './form.ts';

export const testimonialForm: FormSpec<Record<string, unknown>> = {
  toBody: (fields) => ({
    name: field(fields, 'name'),
    email: orNull(field(fields, 'email')),
    location: field(fields, 'location'),
    rating: whole(field(fields, 'rating')),
    comment: field(fields, 'comment'),
    villaName: orNull(field(fields, 'villaName')),
    website: fields.website ?? '',
  }),
  required: ['name', 'location', 'rating', 'comment'],
  missing: { rating: RATING_MISSING },
};
