import { useId, useState } from 'react';
import { testimonialForm } from '#domain/forms/testimonial.ts';
import type { ModerationReceipt } from '#domain/schemas/testimonial.ts';
import { Button } from '#web/components/ui/button.tsx';
import { HoneypotField, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert, usePageForm } from '#web/components/form/form-controls.tsx';
import { SentNotice, StarRatingInput } from '#web/components/ui/feedback-parts.tsx';
import { paths } from '#web/lib/paths.ts';
import { useCreateTestimonial, type TestimonialInput } from '#web/lib/testimonials-api.ts';
import { m } from '#web/i18n/messages.ts';

/** The fields' names in the form's messages ('Name is required'), in the page's language. */
const testimonialFields = () => ({
  name: m.testimonials_name(),
  location: m.testimonials_location(),
  rating: m.testimonials_rating(),
  comment: m.testimonials_experience(),
  villaName: m.testimonials_villa(),
  email: m.testimonials_email(),
});

const loadSchema = () =>
  import('#domain/schemas/testimonial.ts').then((module) => module.testimonialRequestSchema);

/**
 * A guest's testimonial; stored as PENDING and shown once the team approves it (decision 13).
 * Without the app it posts to the home page, which answers with the page (decision 019).
 */
export function ShareTestimonialForm() {
  const create = useCreateTestimonial();
  const form = usePageForm({
    id: 'testimonial',
    labels: testimonialFields(),
    spec: testimonialForm,
    loadSchema,
    action: paths.home,
    send: (body) => create.mutateAsync(body as unknown as TestimonialInput),
    done: (receipt) => setSent(receipt.message),
    failed: m.testimonials_not_sent(),
  });
  const { fields: errors, values } = form.state;
  // The thank-you in place of the form: after a send, or in the page the server answered a post with.
  const [sent, setSent] = useState<string | null>(
    () => (form.receipt as ModerationReceipt | null)?.message ?? null,
  );
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 id={headingId} className="text-3xl sm:text-4xl">
        {m.testimonials_title()}
      </h2>
      <p className="mt-2 leading-relaxed text-ink-soft">{m.testimonials_intro()}</p>
      {sent ? (
        <SentNotice
          title={m.testimonials_thanks()}
          message={sent}
          again={m.testimonials_share_another()}
          onAgain={() => setSent(null)}
        />
      ) : (
        <form key={form.state.sent} {...form.props} className="relative mt-8 space-y-6">
          <StarRatingInput
            label={m.testimonials_your_rating()}
            defaultValue={Number(values.rating ?? 0)}
            error={errors.rating}
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              label={m.testimonials_name()}
              name="name"
              autoComplete="name"
              required
              defaultValue={values.name ?? ''}
              error={errors.name}
            />
            <TextField
              label={m.testimonials_location()}
              name="location"
              required
              placeholder={m.testimonials_location_placeholder()}
              defaultValue={values.location ?? ''}
              error={errors.location}
            />
          </div>
          <TextAreaField
            label={m.testimonials_experience()}
            name="comment"
            required
            rows={5}
            defaultValue={values.comment ?? ''}
            error={errors.comment}
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              label={m.testimonials_villa_optional()}
              name="villaName"
              defaultValue={values.villaName ?? ''}
              error={errors.villaName}
            />
            {/* Not shown with the testimonial: only our thank-you goes to it. */}
            <TextField
              label={m.testimonials_email_optional()}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={values.email ?? ''}
              error={errors.email}
            />
          </div>
          <HoneypotField />
          {form.state.alert && <FormAlert>{form.state.alert}</FormAlert>}
          <Button type="submit" disabled={form.pending} className="w-full sm:w-auto">
            {form.pending ? m.testimonials_sending() : m.testimonials_submit()}
          </Button>
        </form>
      )}
    </section>
  );
}
