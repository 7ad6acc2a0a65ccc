import { useId, useState } from 'react';
import { testimonialForm } from '#domain/forms/testimonial.ts';
import type { ModerationReceipt } from '#domain/schemas/testimonial.ts';
import { Button } from '#web/components/ui/button.tsx';
import { HoneypotField, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert, usePageForm } from '#web/components/form/form-controls.tsx';
import { SentNotice, StarRatingInput } from '#web/components/ui/feedback-parts.tsx';
import { paths } from '#web/lib/paths.ts';
import { useCreateTestimonial, type TestimonialInput } from '#web/lib/testimonials-api.ts';

const TESTIMONIAL_FIELDS = {
  name: 'Name',
  location: 'Location',
  rating: 'Rating',
  comment: 'Your experience',
  villaName: 'Villa',
  email: 'Email',
} as const;

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
    labels: TESTIMONIAL_FIELDS,
    spec: testimonialForm,
    loadSchema,
    action: paths.home,
    send: (body) => create.mutateAsync(body as unknown as TestimonialInput),
    done: (receipt) => setSent(receipt.message),
    failed: 'Your testimonial was not sent',
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
        Share your experience
      </h2>
      <p className="mt-2 leading-relaxed text-ink-soft">
        Stayed with us? Tell future guests what made your time in Sri Lanka special.
      </p>
      {sent ? (
        <SentNotice
          title="Thank you for sharing"
          message={sent}
          again="Share another experience"
          onAgain={() => setSent(null)}
        />
      ) : (
        <form key={form.state.sent} {...form.props} className="relative mt-8 space-y-6">
          <StarRatingInput defaultValue={Number(values.rating ?? 0)} error={errors.rating} />
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              required
              defaultValue={values.name ?? ''}
              error={errors.name}
            />
            <TextField
              label="Location"
              name="location"
              required
              placeholder="City, country"
              defaultValue={values.location ?? ''}
              error={errors.location}
            />
          </div>
          <TextAreaField
            label="Your experience"
            name="comment"
            required
            rows={5}
            defaultValue={values.comment ?? ''}
            error={errors.comment}
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              label="Villa you stayed at (optional)"
              name="villaName"
              defaultValue={values.villaName ?? ''}
              error={errors.villaName}
            />
            {/* Not shown with the testimonial: only our thank-you goes to it. */}
            <TextField
              label="Email for our thank-you (optional)"
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
            {form.pending ? 'Sending...' : 'Share Your Experience'}
          </Button>
        </form>
      )}
    </section>
  );
}
