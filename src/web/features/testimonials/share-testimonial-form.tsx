import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { HoneypotField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { FormAlert, useFieldErrors } from '../../components/ui/form-controls.tsx';
import { CHOOSE_RATING, SentNotice, StarRatingInput } from '../../components/ui/feedback-parts.tsx';
import { useCreateTestimonial } from './api.ts';

const TESTIMONIAL_FIELDS = {
  name: 'Name',
  location: 'Location',
  rating: 'Rating',
  comment: 'Your experience',
  villaName: 'Villa',
} as const;
type TestimonialField = keyof typeof TESTIMONIAL_FIELDS;

const empty = { name: '', location: '', rating: 0, comment: '', villaName: '', website: '' };

const loadSchema = () =>
  import('../../../domain/schemas/testimonial.ts').then(
    (module) => module.testimonialRequestSchema,
  );

/** A guest's testimonial; stored as PENDING and shown once the team approves it (decision 13). */
export function ShareTestimonialForm() {
  const [values, setValues] = useState(empty);
  const [sent, setSent] = useState<string | null>(null);
  const { errors, formError, formProps, check, failed, clear, reset } = useFieldErrors(
    TESTIMONIAL_FIELDS,
    loadSchema,
  );
  const send = useCreateTestimonial();
  const headingId = useId();

  const set = <K extends keyof typeof empty>(key: K, value: (typeof empty)[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in TESTIMONIAL_FIELDS) clear(key as TestimonialField);
  };

  const submit = async () => {
    if (send.isPending) return;
    const body = {
      name: values.name.trim(),
      location: values.location.trim(),
      rating: values.rating,
      comment: values.comment.trim(),
      villaName: values.villaName.trim() || null,
      website: values.website,
    };
    const ok = await check(
      values.rating ? body : { ...body, rating: undefined },
      ['name', 'location', 'rating', 'comment'],
      { rating: CHOOSE_RATING },
    );
    if (!ok) return;
    send.mutate(body, {
      onSuccess: (receipt) => {
        setSent(receipt.message);
        setValues(empty);
        reset();
      },
      onError: failed('Your testimonial was not sent'),
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
        <form {...formProps(submit)} className="relative mt-8 space-y-6">
          <StarRatingInput
            value={values.rating}
            onChange={(rating) => set('rating', rating)}
            error={errors.rating}
          />
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              required
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              error={errors.name}
            />
            <TextField
              label="Location"
              name="location"
              required
              placeholder="City, country"
              value={values.location}
              onChange={(e) => set('location', e.target.value)}
              error={errors.location}
            />
          </div>
          <TextAreaField
            label="Your experience"
            name="comment"
            required
            rows={5}
            value={values.comment}
            onChange={(e) => set('comment', e.target.value)}
            error={errors.comment}
          />
          <TextField
            label="Villa you stayed at (optional)"
            name="villaName"
            value={values.villaName}
            onChange={(e) => set('villaName', e.target.value)}
            error={errors.villaName}
          />
          <HoneypotField value={values.website} onChange={(v) => set('website', v)} />
          {formError && <FormAlert>{formError}</FormAlert>}
          <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
            {send.isPending ? 'Sending...' : 'Share Your Experience'}
          </Button>
        </form>
      )}
    </section>
  );
}
