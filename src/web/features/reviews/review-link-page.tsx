import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { utcDateLabel } from '#domain/date-labels.ts';
import { verifiedReviewForm } from '#domain/forms/verified-review.ts';
import { stayedInLabel } from '#domain/review-invites.ts';
import type { ReviewInvite } from '#domain/schemas/review.ts';
import type { ModerationReceipt } from '#domain/schemas/testimonial.ts';
import { FormAlert, usePageForm } from '#web/components/form/form-controls.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { StarRatingInput } from '#web/components/ui/feedback-parts.tsx';
import { HoneypotField, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { paths } from '#web/lib/paths.ts';
import { reviewLinkQuery } from './review-link-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const REVIEW_LINK_TEXT = {
  title: 'Review your stay',
  refusedTitle: 'This review link cannot be used',
  loading: 'Loading your stay...',
  failed: 'We could not load your stay. Please open the link from your e-mail again.',
  thanksTitle: 'Thank you for your review',
  verified: 'Verified stay',
} as const;

const FIELDS = { name: 'Name', rating: 'Rating', comment: 'Review' } as const;

const loadSchema = () =>
  import('#domain/schemas/review.ts').then((module) => module.reviewRequestSchema);

/** /review?token=: a stay's review link opens its villa's review form, filled in (issue 27 §2). */
export function ReviewLinkPage({ token }: { token: string }) {
  const { data, isError } = useQuery(reviewLinkQuery(token));
  return (
    <Container className="max-w-3xl py-12 sm:py-20">
      <PageMeta
        title={REVIEW_LINK_TEXT.title}
        description="Tell the next guests about your stay."
        path="/review"
        noIndex
      />
      {data?.invite ? (
        <ReviewYourStay invite={data.invite} token={token} />
      ) : data?.refused !== undefined ? (
        <Refused message={data.refused} />
      ) : (
        <p role={isError ? 'alert' : 'status'} className="text-ink-soft">
          {isError ? REVIEW_LINK_TEXT.failed : REVIEW_LINK_TEXT.loading}
        </p>
      )}
    </Container>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <>
      <h1 className="text-4xl sm:text-5xl">{REVIEW_LINK_TEXT.refusedTitle}</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-soft">{message}</p>
      <ButtonLink to={paths.villas} className="mt-8">
        See our villas
      </ButtonLink>
    </>
  );
}

/**
 * 'Mar 30, 2027 to Apr 3, 2027': by the label function the site's first load has already;
 * `datesLabel` would bring its code into every page's first load (the villa page's is at its budget).
 */
const dayLabel = (date: string) => utcDateLabel(new Date(date), { month: 'short' });

/** The stay the review will be of, as the villa page will say it. */
function StayLine({ invite }: { invite: ReviewInvite }) {
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-soft">
      <span>
        {dayLabel(invite.checkIn)} to {dayLabel(invite.checkOut)} · {stayedInLabel(invite.stayedIn)}
      </span>
      <span className="rounded-full bg-sand-200 px-2.5 py-0.5 text-sm font-medium text-teal-800">
        {REVIEW_LINK_TEXT.verified}
      </span>
    </p>
  );
}

function ReviewYourStay({ invite, token }: { invite: ReviewInvite; token: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const form = usePageForm({
    id: 'review',
    labels: FIELDS,
    spec: verifiedReviewForm,
    loadSchema,
    action: `/review?token=${encodeURIComponent(token)}`,
    // The request itself, not send-review.ts: sharing that module would split it out of the villa
    // page's reviews into a file of its own, one more name in every page's route table.
    send: (body) => apiRequest<ModerationReceipt>('/reviews', { method: 'POST', body }),
    done: (receipt: ModerationReceipt) => setSent(receipt.message),
    failed: 'Your review was not sent',
  });
  const { fields: errors, values } = form.state;

  return (
    <>
      <h1 className="text-4xl sm:text-5xl">
        {sent ? REVIEW_LINK_TEXT.thanksTitle : `Your stay at ${invite.villaName}`}
      </h1>
      <StayLine invite={invite} />
      {sent ? (
        <Thanks message={sent} villaSlug={invite.villaSlug} villaName={invite.villaName} />
      ) : (
        <form
          {...form.props}
          className="relative mt-8 space-y-6 rounded-3xl border border-sand-200 bg-white p-6 sm:p-10"
        >
          <p className="text-ink-soft">
            How was your time at {invite.villaName}? Your words help the next guests choose.
          </p>
          <input type="hidden" name="villaId" value={invite.villaId} />
          <input type="hidden" name="token" value={token} />
          <StarRatingInput
            label="Your rating"
            defaultValue={Number(values.rating ?? 0)}
            error={errors.rating}
          />
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            required
            defaultValue={values.name ?? invite.guestName}
            error={errors.name}
            hint="Shown with your review."
          />
          <TextAreaField
            label="Your review"
            name="comment"
            required
            rows={6}
            defaultValue={values.comment ?? ''}
            error={errors.comment}
          />
          <HoneypotField />
          {form.state.alert && <FormAlert>{form.state.alert}</FormAlert>}
          <Button type="submit" disabled={form.pending} className="w-full sm:w-auto">
            {form.pending ? 'Sending...' : 'Submit Review'}
          </Button>
        </form>
      )}
    </>
  );
}

function Thanks({
  message,
  villaSlug,
  villaName,
}: {
  message: string;
  villaSlug: string;
  villaName: string;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  // Focus moves to the outcome so a screen reader reads it at once.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="mt-8 rounded-3xl border border-sand-200 bg-white p-6 text-center sm:p-10">
      <p
        ref={ref}
        tabIndex={-1}
        role="status"
        className="mx-auto mt-3 max-w-md leading-relaxed text-ink-soft focus:outline-none"
      >
        {message}
      </p>
      <ButtonLink to={paths.villa(villaSlug)} variant="outline" className="mt-6">
        Back to {villaName}
      </ButtonLink>
    </div>
  );
}
