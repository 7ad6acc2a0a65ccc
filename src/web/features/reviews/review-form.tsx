import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { HoneypotField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { FormAlert, useFieldErrors } from '../../components/ui/form-controls.tsx';
import { CHOOSE_RATING, SentNotice, StarRatingInput } from '../../components/ui/feedback-parts.tsx';
import { useCreateReview } from './api.ts';

const REVIEW_FIELDS = {
  name: 'Name',
  email: 'Email',
  rating: 'Rating',
  comment: 'Review',
} as const;
type ReviewField = keyof typeof REVIEW_FIELDS;

const emptyReview = { name: '', email: '', rating: 0, comment: '', website: '' };

const loadSchema = () =>
  import('../../../domain/schemas/review.ts').then((module) => module.reviewRequestSchema);

/** A guest's review of one villa; stored as PENDING and published once approved. */
export function ReviewForm({ villaId, villaName }: { villaId: string; villaName: string }) {
  const [values, setValues] = useState(emptyReview);
  const [sent, setSent] = useState<string | null>(null);
  const { errors, formError, formProps, check, failed, clear, reset } = useFieldErrors(
    REVIEW_FIELDS,
    loadSchema,
  );
  const send = useCreateReview();
  const headingId = useId();

  const set = <K extends keyof typeof emptyReview>(key: K, value: (typeof emptyReview)[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in REVIEW_FIELDS) clear(key as ReviewField);
  };

  const submit = async () => {
    if (send.isPending) return;
    const body = {
      villaId,
      name: values.name.trim(),
      email: values.email.trim() || null,
      rating: values.rating,
      comment: values.comment.trim(),
      website: values.website,
    };
    const ok = await check(
      values.rating ? body : { ...body, rating: undefined },
      ['name', 'rating', 'comment'],
      { rating: CHOOSE_RATING },
    );
    if (!ok) return;
    send.mutate(body, {
      onSuccess: (receipt) => {
        setSent(receipt.message);
        setValues(emptyReview);
        reset();
      },
      onError: failed('Your review was not sent'),
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-sand-200 bg-white p-6 sm:p-10"
    >
      <h2 id={headingId} className="text-3xl sm:text-4xl">
        Review your stay
      </h2>
      <p className="mt-2 text-ink-soft">
        How was your time at {villaName}? Your words help the next guests choose.
      </p>
      {sent ? (
        <SentNotice
          title="Thank you"
          message={sent}
          again="Write another review"
          onAgain={() => setSent(null)}
        />
      ) : (
        <form {...formProps(submit)} className="relative mt-8 space-y-6">
          <StarRatingInput
            label="Your rating"
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
              label="Email (optional)"
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
              error={errors.email}
              hint="Never shown; only so we can thank you."
            />
          </div>
          <TextAreaField
            label="Your review"
            name="comment"
            required
            rows={5}
            value={values.comment}
            onChange={(e) => set('comment', e.target.value)}
            error={errors.comment}
          />
          <HoneypotField value={values.website} onChange={(v) => set('website', v)} />
          {formError && <FormAlert>{formError}</FormAlert>}
          <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
            {send.isPending ? 'Sending...' : 'Submit Review'}
          </Button>
        </form>
      )}
    </section>
  );
}
