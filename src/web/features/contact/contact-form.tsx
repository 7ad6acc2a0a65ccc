import { contactForm } from '#domain/forms/contact.ts';
import { INQUIRY_TYPES, type InquiryType } from '#domain/inquiry-types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { HoneypotField, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert, SelectField, usePageForm } from '#web/components/form/form-controls.tsx';
import { GuestContactFields } from '#web/components/ui/guest-contact-fields.tsx';
import { paths } from '#web/lib/paths.ts';
import { toast } from '#web/lib/toast.tsx';
import { sendContact, type ContactInput } from './api.ts';

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

const INQUIRY_OPTIONS = Object.entries(INQUIRY_TYPES) as [InquiryType, string][];

const loadSchema = () =>
  import('#domain/schemas/contact.ts').then((module) => module.contactRequestSchema);

/**
 * The message form. It sends (DESIGN.md decision 3): name, email, subject and message are required
 * (spec §5) and checked before sending; the server's field issues show beside the fields after.
 * Without the app it posts to /contact, which answers with this page (decision 019).
 */
export function ContactForm() {
  const form = usePageForm({
    id: 'contact',
    labels: CONTACT_FIELDS,
    spec: contactForm,
    loadSchema,
    action: paths.contact,
    send: (body) => sendContact(body as unknown as ContactInput),
    // After a send the form is empty again with type GENERAL (spec §4).
    done: () => toast.success(CONTACT_SENT, { description: CONTACT_SENT_DETAIL }),
    failed: CONTACT_FAILED,
    failedDetail: CONTACT_FAILED_DETAIL,
  });
  const { fields: errors, values } = form.state;

  return (
    <form key={form.state.sent} {...form.props} className="relative space-y-6">
      {form.receipt !== null && (
        // Sent without the app: the toast's words, in the page.
        <p role="status" className="rounded-xl bg-sand-100 px-4 py-3">
          <strong className="block font-medium text-teal-900">{CONTACT_SENT}</strong>
          {CONTACT_SENT_DETAIL}
        </p>
      )}
      <div className="grid gap-6 sm:grid-cols-2">
        <GuestContactFields
          values={values}
          errors={errors}
          phoneHint="Optional, with your country code"
        />
        <SelectField
          label="Inquiry Type"
          name="inquiryType"
          defaultValue={values.inquiryType ?? 'GENERAL'}
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
        defaultValue={values.subject ?? ''}
        error={errors.subject}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={6}
        defaultValue={values.message ?? ''}
        error={errors.message}
        placeholder="Your dates, the size of your party, anything we can arrange for you"
      />
      <HoneypotField />
      {form.state.alert && <FormAlert>{form.state.alert}</FormAlert>}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-soft">Fields marked * are required.</p>
        <Button type="submit" size="lg" disabled={form.pending} className="w-full sm:w-auto">
          {form.pending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
