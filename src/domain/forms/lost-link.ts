/** "Lost your link?" as the browser and the server read it (decision 025). */
import { field, type FormSpec } from './form.ts';

export const lostLinkForm: FormSpec<Record<string, unknown>> = {
  toBody: (fields) => ({
    reference: field(fields, 'reference'),
    email: field(fields, 'email'),
    website: fields.website ?? '',
  }),
  required: ['reference', 'email'],
  missing: {
    reference: {
      message: 'Please enter your booking reference, like VB-7K3Q9P.',
      code: 'reference_required',
    },
    email: { message: 'Please enter the e-mail address you booked with.', code: 'email_required' },
  },
};
