/**
 * A review sent through a stay's review link (issue 27 §2), as the browser and the server read it:
 * the villa review's fields and the link's token; no e-mail field, the booking has the address.
 */
import { field, type FormSpec } from './form.ts';
import { reviewForm } from './review.ts';

export const verifiedReviewForm: FormSpec<Record<string, unknown>> = {
  ...reviewForm,
  toBody: (fields) => ({ ...reviewForm.toBody(fields), token: field(fields, 'token') }),
};
