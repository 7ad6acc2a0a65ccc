import { CheckCircle2, Star } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { reviewRequestSchema } from '../../../domain/schemas/review.ts';
import { Button } from '../../components/ui/button.tsx';
import { HoneypotField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { FormAlert, useFieldErrors } from '../contact/form-controls.tsx';
import { useCreateReview } from './api.ts';

const STARS = [1, 2, 3, 4, 5] as const;

export const CHOOSE_RATING = 'Please choose a rating from 1 to 5 stars.';

/**
 * Five stars as one radio group: arrow keys move between them, and each is read as '3 stars'.
 * The testimonial form uses it too.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
  label = 'Your rating',
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string | undefined;
  label?: string;
}) {
  const id = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">
        {label}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="mt-1.5 flex items-center gap-3">
        <div className="-ml-1.5 flex" onMouseLeave={() => setHovered(0)}>
          {STARS.map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-full p-1.5 has-focus-visible:outline-3 has-focus-visible:outline-gold-500"
              onMouseEnter={() => setHovered(n)}
            >
              <input
                type="radio"
                name={id}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                strokeWidth={1.5}
                className={`h-8 w-8 transition-colors ${
                  n <= shown ? 'fill-gold-400 text-gold-500' : 'fill-transparent text-sand-300'
                }`}
              />
              <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          ))}
        </div>
        <span className="text-sm text-ink-soft" aria-hidden="true">
          {value ? `${value} of 5` : ''}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The moderation answer in place of a sent form: it shows once the team approves (decision 13). */
export function SentNotice({
  title,
  message,
  again,
  onAgain,
}: {
  title: string;
  message: string;
  again: string;
  onAgain: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the outcome so a screen reader reads it at once.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="py-6 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-10 w-10 text-teal-700" />
      <h3 ref={headingRef} tabIndex={-1} className="mt-4 text-3xl focus:outline-none">
        {title}
      </h3>
      <p role="status" className="mx-auto mt-3 max-w-md leading-relaxed text-ink-soft">
        {message}
      </p>
      <Button variant="ghost" size="sm" className="mt-6" onClick={onAgain}>
        {again}
      </Button>
    </div>
  );
}

const REVIEW_FIELDS = {
  name: 'Name',
  email: 'Email',
  rating: 'Rating',
  comment: 'Review',
} as const;
type ReviewField = keyof typeof REVIEW_FIELDS;

const emptyReview = { name: '', email: '', rating: 0, comment: '', website: '' };

/** A guest's review of one villa; stored as PENDING and published once approved. */
export function ReviewForm({ villaId, villaName }: { villaId: string; villaName: string }) {
  const [values, setValues] = useState(emptyReview);
  const [sent, setSent] = useState<string | null>(null);
  const { errors, formError, formRef, check, fromError, clear, reset } =
    useFieldErrors(REVIEW_FIELDS);
  const send = useCreateReview();
  const headingId = useId();

  const set = <K extends keyof typeof emptyReview>(key: K, value: (typeof emptyReview)[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in REVIEW_FIELDS) clear(key as ReviewField);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const body = {
      villaId,
      name: values.name.trim(),
      email: values.email.trim() || null,
      rating: values.rating,
      comment: values.comment.trim(),
      website: values.website,
    };
    const ok = check(
      reviewRequestSchema,
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
      onError: (error) => {
        fromError(error);
        toast.error('Your review was not sent', {
          description: error.message || 'Please try again later.',
        });
      },
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
        <form ref={formRef} noValidate onSubmit={onSubmit} className="relative mt-8 space-y-6">
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
