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
  const form = usePageForm({
    id: 'testimonial',
    names: TESTIMONIAL_FIELDS,
    spec: testimonialForm,
    loadSchema,
  });
  const { errors, values } = form;
  const [sent, setSent] = useState<string | null>(
    () => (form.receipt as ModerationReceipt | null)?.message ?? null,
  );
  const send = useCreateTestimonial();
  const headingId = useId();

  const submit = (body: Record<string, unknown>) => {
    if (send.isPending) return;
    send.mutate(body as unknown as TestimonialInput, {
      onSuccess: (receipt) => {
        setSent(receipt.message);
        form.reset();
      },
      onError: form.failed('Your testimonial was not sent'),
    });
  };

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
        <form
          key={form.formKey}
          {...form.formProps(paths.home, submit)}
          className="relative mt-8 space-y-6"
        >
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
          {form.formError && <FormAlert>{form.formError}</FormAlert>}
          <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
            {send.isPending ? 'Sending...' : 'Share Your Experience'}
          </Button>
        </form>
      )}
    </section>
  );
}
