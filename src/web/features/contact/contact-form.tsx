import { useState } from 'react';
import { INQUIRY_TYPES, type InquiryType } from '../../../domain/inquiry-types.ts';
import { Button } from '../../components/ui/button.tsx';
import { HoneypotField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { FormAlert, SelectField, useFieldErrors } from '../../components/ui/form-controls.tsx';
import { GuestContactFields } from '../../components/ui/guest-contact-fields.tsx';
import { toast } from '../../lib/toast.tsx';
import { useSendContact } from './api.ts';

/** Toast texts of spec §8, word for word. */
export const CONTACT_SENT = 'Message Sent Successfully!';
export const CONTACT_SENT_DETAIL =
  "Thank you for contacting us. We'll get back to you within 24 hours.";
export const CONTACT_FAILED = 'Failed to Send Message';
export const CONTACT_FAILED_DETAIL = 'Please try again later.';

const CONTACT_FIELDS = {
  name: 'Full name',
  email: 'Email address',
  phone: 'Phone number',
  subject: 'Subject',
  message: 'Message',
  inquiryType: 'Inquiry type',
} as const;
type ContactField = keyof typeof CONTACT_FIELDS;

/** After a send the form is empty again with type GENERAL (spec §4). */
const empty = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  inquiryType: 'GENERAL' as InquiryType,
  website: '',
};

const INQUIRY_OPTIONS = Object.entries(INQUIRY_TYPES) as [InquiryType, string][];

const loadSchema = () =>
  import('../../../domain/schemas/contact.ts').then((module) => module.contactRequestSchema);

/**
 * The message form. It sends (DESIGN.md decision 3): name, email, subject and message are required
 * (spec §5) and checked before sending; the server's field issues show beside the fields after.
 */
export function ContactForm() {
  const [values, setValues] = useState(empty);
  const { errors, formError, formProps, check, failed, clear, reset } = useFieldErrors(
    CONTACT_FIELDS,
    loadSchema,
  );
  const send = useSendContact();

  const set = <K extends keyof typeof empty>(key: K, value: (typeof empty)[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in CONTACT_FIELDS) clear(key as ContactField);
  };

  const submit = async () => {
    if (send.isPending) return;
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || null,
      subject: values.subject.trim(),
      message: values.message.trim(),
      inquiryType: values.inquiryType,
      website: values.website,
    };
    if (!(await check(body, ['name', 'email', 'subject', 'message']))) return;
    send.mutate(body, {
      onSuccess: () => {
        toast.success(CONTACT_SENT, { description: CONTACT_SENT_DETAIL });
        setValues(empty);
        reset();
      },
      onError: failed(CONTACT_FAILED, CONTACT_FAILED_DETAIL),
    });
  };

  return (
    <form {...formProps(submit)} className="relative space-y-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <GuestContactFields
          values={values}
          errors={errors}
          onChange={set}
          phoneHint="Optional, with your country code"
        />
        <SelectField
          label="Inquiry Type"
          name="inquiryType"
          value={values.inquiryType}
          onChange={(e) => set('inquiryType', e.target.value as InquiryType)}
          error={errors.inquiryType}
        >
          {INQUIRY_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Subject"
        name="subject"
        required
        value={values.subject}
        onChange={(e) => set('subject', e.target.value)}
        error={errors.subject}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={6}
        value={values.message}
        onChange={(e) => set('message', e.target.value)}
        error={errors.message}
        placeholder="Your dates, the size of your party, anything we can arrange for you"
      />
      <HoneypotField value={values.website} onChange={(v) => set('website', v)} />
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-soft">Fields marked * are required.</p>
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
