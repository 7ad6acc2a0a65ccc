import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatDate, formatMonthYear } from '#domain/locale-format.ts';
import { verifiedReviewForm } from '#domain/forms/verified-review.ts';
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
import { getLocale, m } from '#web/i18n/messages.ts';

/** The fields' names in the form's messages ('Name is required'), in the page's language. */
const fields = () => ({
  name: m.reviews_name(),
  rating: m.reviews_rating(),
  comment: m.reviews_review(),
});

const loadSchema = () =>
  import('#domain/schemas/review.ts').then((module) => module.reviewRequestSchema);

/** /review?token=: a stay's review link opens its villa's review form, filled in (issue 27 §2). */
export function ReviewLinkPage({ token }: { token: string }) {
  const { data, isError } = useQuery(reviewLinkQuery(token));
  return (
    <Container className="max-w-3xl py-12 sm:py-20">
      <PageMeta
        title={m.reviews_your_stay_title()}
        description={m.reviews_link_description()}
        path="/review"
        noIndex
      />
      {data?.invite ? (
        <ReviewYourStay invite={data.invite} token={token} />
      ) : data?.refused !== undefined ? (
        <Refused message={data.refused} />
      ) : (
        <p role={isError ? 'alert' : 'status'} className="text-ink-soft">
          {isError ? m.reviews_link_failed() : m.reviews_link_loading()}
        </p>
      )}
    </Container>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <>
      <h1 className="text-4xl sm:text-5xl">{m.reviews_link_refused()}</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink-soft">{message}</p>
      <ButtonLink to={paths.villas} className="mt-8">
        {m.reviews_link_see_villas()}
      </ButtonLink>
    </>
  );
}

/** 'Mar 30, 2027 to Apr 3, 2027': each day in the page's language. */
const dayLabel = (date: string) => formatDate(getLocale(), date, { month: 'short' });

/** The stay the review will be of, as the villa page will say it. */
function StayLine({ invite }: { invite: ReviewInvite }) {
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-soft">
      <span>
        {m.reviews_link_dates({
          checkIn: dayLabel(invite.checkIn),
          checkOut: dayLabel(invite.checkOut),
        })}{' '}
        · {m.reviews_stayed_in({ month: formatMonthYear(getLocale(), invite.stayedIn) })}
      </span>
      <span className="rounded-full bg-sand-200 px-2.5 py-0.5 text-sm font-medium text-teal-800">
        {m.reviews_verified()}
      </span>
    </p>
  );
}

function ReviewYourStay({ invite, token }: { invite: ReviewInvite; token: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const form = usePageForm({
    id: 'review',
    labels: fields(),
    spec: verifiedReviewForm,
    loadSchema,
    action: `/review?token=${encodeURIComponent(token)}`,
    // The request itself, not send-review.ts: sharing that module would split it out of the villa
    // page's reviews into a file of its own, one more name in every page's route table.
    send: (body) => apiRequest<ModerationReceipt>('/reviews', { method: 'POST', body }),
    done: (receipt: ModerationReceipt) => setSent(receipt.message),
    failed: m.reviews_not_sent(),
  });
  const { fields: errors, values } = form.state;

  return (
    <>
      <h1 className="text-4xl sm:text-5xl">
        {sent ? m.reviews_link_thanks() : m.reviews_link_heading({ villa: invite.villaName })}
      </h1>
      <StayLine invite={invite} />
      {sent ? (
        <Thanks message={sent} villaSlug={invite.villaSlug} villaName={invite.villaName} />
      ) : (
        <form
          {...form.props}
          className="relative mt-8 space-y-6 rounded-3xl border border-sand-200 bg-white p-6 sm:p-10"
        >
          <p className="text-ink-soft">{m.reviews_your_stay_intro({ villa: invite.villaName })}</p>
          <input type="hidden" name="villaId" value={invite.villaId} />
          <input type="hidden" name="token" value={token} />
          <StarRatingInput
            label={m.reviews_your_rating()}
            defaultValue={Number(values.rating ?? 0)}
            error={errors.rating}
          />
          <TextField
            label={m.reviews_name()}
            name="name"
            autoComplete="name"
            required
            defaultValue={values.name ?? invite.guestName}
            error={errors.name}
            hint={m.reviews_link_name_hint()}
          />
          <TextAreaField
            label={m.reviews_your_review()}
            name="comment"
            required
            rows={6}
            defaultValue={values.comment ?? ''}
            error={errors.comment}
          />
          <HoneypotField />
          {form.state.alert && <FormAlert>{form.state.alert}</FormAlert>}
          <Button type="submit" disabled={form.pending} className="w-full sm:w-auto">
            {form.pending ? m.reviews_sending() : m.reviews_submit()}
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
        {m.reviews_link_back({ villa: villaName })}
      </ButtonLink>
    </div>
  );
}
