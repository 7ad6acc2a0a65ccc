import { useEffect, useState } from 'react';
import { reviewForm } from '#domain/forms/review.ts';
import type { ModerationReceipt } from '#domain/schemas/testimonial.ts';
import { usePathname } from '#web/app/navigation.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { HoneypotField, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { FormAlert, usePageForm } from '#web/components/form/form-controls.tsx';
import { SentNotice, StarRatingInput } from '#web/components/ui/feedback-parts.tsx';
import { m } from '#web/i18n/messages.ts';
import { createReview, type ReviewInput } from './send-review.ts';

/** The fields' names in the form's messages ('Name is required'), in the page's language. */
const reviewFields = () => ({
  name: m.reviews_name(),
  email: m.reviews_email(),
  rating: m.reviews_rating(),
  comment: m.reviews_review(),
});

const loadSchema = () =>
  import('#domain/schemas/review.ts').then((module) => module.reviewRequestSchema);

/**
 * A guest's review of one villa; stored as PENDING and published once approved. Without the app
 * it posts to the villa's page, which answers with the page (decision 019). Drawn in the 'Review
 * your stay' section (villa-reviews.tsx) once the guest asks for it, not with the page (decision
 * 117); opened by a tap, the focus moves to its first field.
 */
export function ReviewForm({
  villaId,
  focusFirst = false,
}: {
  villaId: string;
  /** Opened by the guest's tap in the running app: the keyboard's place moves into the form. */
  focusFirst?: boolean;
}) {
  const pathname = usePathname();
  const form = usePageForm({
    id: 'review',
    labels: reviewFields(),
    spec: reviewForm,
    loadSchema,
    action: pathname,
    send: (body) => createReview(body as unknown as ReviewInput),
    done: (receipt) => setSent(receipt.message),
    failed: m.reviews_not_sent(),
  });
  const { fields: errors, values } = form.state;
  // The thank-you in place of the form: after a send, or in the page the server answered a post with.
  const [sent, setSent] = useState<string | null>(
    () => (form.receipt as ModerationReceipt | null)?.message ?? null,
  );
  const formElement = form.props.ref;
  useEffect(() => {
    if (!focusFirst) return;
    formElement.current?.querySelector<HTMLInputElement>('input:not([type=hidden])')?.focus();
  }, [focusFirst, formElement]);

  return sent ? (
    <SentNotice
      title={m.reviews_thank_you()}
      message={sent}
      again={m.reviews_write_another()}
      onAgain={() => setSent(null)}
    />
  ) : (
    <form key={form.state.sent} {...form.props} className="relative mt-8 space-y-6">
      <input type="hidden" name="villaId" value={villaId} />
      <StarRatingInput
        label={m.reviews_your_rating()}
        defaultValue={Number(values.rating ?? 0)}
        error={errors.rating}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label={m.reviews_name()}
          name="name"
          autoComplete="name"
          required
          defaultValue={values.name ?? ''}
          error={errors.name}
        />
        <TextField
          label={m.reviews_email_optional()}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={values.email ?? ''}
          error={errors.email}
          hint={m.reviews_email_hint()}
        />
      </div>
      <TextAreaField
        label={m.reviews_your_review()}
        name="comment"
        required
        rows={5}
        defaultValue={values.comment ?? ''}
        error={errors.comment}
      />
      <HoneypotField />
      {form.state.alert && <FormAlert>{form.state.alert}</FormAlert>}
      <Button type="submit" disabled={form.pending} className="w-full sm:w-auto">
        {form.pending ? m.reviews_sending() : m.reviews_submit()}
      </Button>
    </form>
  );
}
