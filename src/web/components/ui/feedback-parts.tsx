/** Parts of the feedback forms (testimonial, review): the star rating and the sent notice. */
import { CheckCircle2, Star } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { m } from '#web/i18n/messages.ts';
import { Button } from './button.tsx';

const STARS = [1, 2, 3, 4, 5] as const;

export { CHOOSE_RATING } from '#domain/forms/form.ts';

/**
 * Five stars as one radio group named `rating`: arrow keys move between them, and each is read as
 * '3 stars'. The page's own radios (decision 019): the stars fill by CSS (styles.css), and a star
 * chosen before the app started is the one sent.
 */
export function StarRatingInput({
  defaultValue,
  error,
  label = m.form_your_rating(),
}: {
  /** The star chosen when the form is drawn (0: none). */
  defaultValue: number;
  error?: string | undefined;
  label?: string;
}) {
  const id = useId();
  const group = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState(defaultValue);
  // A star chosen before the app started: the words beside the stars follow it.
  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input:checked');
    if (checked) setChosen(Number(checked.value));
  }, []);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">
        {label}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="mt-1.5 flex items-center gap-3">
        <div ref={group} className="star-rating -ml-1.5 flex">
          {STARS.map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-full p-1.5 has-focus-visible:outline-3 has-focus-visible:outline-gold-500"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                defaultChecked={defaultValue === n}
                onChange={() => setChosen(n)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                strokeWidth={1.5}
                className="star-rating-star h-8 w-8 transition-colors"
              />
              <span className="sr-only">{m.form_stars({ count: n })}</span>
            </label>
          ))}
        </div>
        <span className="text-sm text-ink-soft" aria-hidden="true">
          {chosen ? m.form_stars_chosen({ count: chosen, max: STARS.length }) : ''}
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
