import { contactForm } from '#domain/forms/contact.ts';
import { INQUIRY_TYPES, type InquiryType } from '#domain/inquiry-types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { HoneypotField, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert, SelectField, usePageForm } from '#web/components/form/form-controls.tsx';
import { GuestContactFields } from '#web/components/ui/guest-contact-fields.tsx';
import { paths } from '#web/lib/paths.ts';
import { toast } from '#web/lib/toast.tsx';
import { m } from '#web/i18n/messages.ts';
import { sendContact, type ContactInput } from './api.ts';

/** The inquiry types' labels (domain `INQUIRY_TYPES`, English there), in the page's language. */
const INQUIRY_LABELS: Record<InquiryType, () => string> = {
  GENERAL: () => m.contact_inquiry_general(),
  BOOKING: () => m.contact_inquiry_booking(),
  TRANSPORT: () => m.contact_inquiry_transport(),
  EVENTS: () => m.contact_inquiry_events(),
  CORPORATE: () => m.contact_inquiry_corporate(),
};
const INQUIRY_OPTIONS = Object.keys(INQUIRY_TYPES) as InquiryType[];

const loadSchema = () =>
  import('#domain/schemas/contact.ts').then((module) => module.contactRequestSchema);

/**
 * The message form. It sends (DESIGN.md decision 3): name, email, subject and message are required
 * (spec §5) and checked before sending; the server's field issues show beside the fields after.
 * Without the app it posts to /contact, which answers with this page (decision 019).
 */
export function ContactForm() {
  // What the fields are called in their messages ('Full name is required').
  const labels = {
    name: m.contact_field_name(),
    email: m.contact_field_email(),
    phone: m.contact_field_phone(),
    subject: m.contact_field_subject(),
    message: m.contact_field_message(),
    inquiryType: m.contact_field_inquiry_type(),
  };
  const form = usePageForm({
    id: 'contact',
    labels,
    spec: contactForm,
    loadSchema,
    action: paths.contact,
    send: (body) => sendContact(body as unknown as ContactInput),
    // After a send the form is empty again with type GENERAL (spec §4). The toasts' English is
    // spec §8's, word for word.
    done: () => toast.success(m.contact_sent(), { description: m.contact_sent_detail() }),
    failed: m.contact_failed(),
    failedDetail: m.contact_failed_detail(),
  });
  const { fields: errors, values } = form.state;

  return (
    <form key={form.state.sent} {...form.props} className="relative space-y-6">
      {form.receipt !== null && (
        // Sent without the app: the toast's words, in the page.
        <p role="status" className="rounded-xl bg-sand-100 px-4 py-3">
          <strong className="block font-medium text-teal-900">{m.contact_sent()}</strong>
          {m.contact_sent_detail()}
        </p>
      )}
      <div className="grid gap-6 sm:grid-cols-2">
        <GuestContactFields values={values} errors={errors} phoneHint={m.contact_phone_hint()} />
        <SelectField
          label={m.contact_inquiry_type_label()}
          name="inquiryType"
          defaultValue={values.inquiryType ?? 'GENERAL'}
          error={errors.inquiryType}
        >
          {INQUIRY_OPTIONS.map((value) => (
            <option key={value} value={value}>
              {INQUIRY_LABELS[value]()}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={m.contact_field_subject()}
        name="subject"
        required
        defaultValue={values.subject ?? ''}
        error={errors.subject}
      />
      <TextAreaField
        label={m.contact_field_message()}
        name="message"
        required
        rows={6}
        defaultValue={values.message ?? ''}
        error={errors.message}
        placeholder={m.contact_message_placeholder()}
      />
      <HoneypotField />
      {form.state.alert && <FormAlert>{form.state.alert}</FormAlert>}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-soft">{m.contact_required_note()}</p>
        <Button type="submit" size="lg" disabled={form.pending} className="w-full sm:w-auto">
          {form.pending ? m.contact_sending() : m.contact_send()}
        </Button>
      </div>
    </form>
  );
}
