/** The contact form (spec §4) as the browser and the server read it. */
import { field, orNull, type FormSpec } from './form.ts';

export const contactForm: FormSpec<Record<string, unknown>> = {
  toBody: (fields) => ({
    name: field(fields, 'name'),
    email: field(fields, 'email'),
    phone: orNull(field(fields, 'phone')),
    subject: field(fields, 'subject'),
    message: field(fields, 'message'),
    inquiryType: field(fields, 'inquiryType') || 'GENERAL',
    website: fields.website ?? '',
  }),
  required: ['name', 'email', 'subject', 'message'],
};
