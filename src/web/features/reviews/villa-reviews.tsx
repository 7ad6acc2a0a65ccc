import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormOutcome } from '#domain/forms/form.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { usePathname, useSearchParams } from '#web/app/navigation.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { deferredPart } from '#web/lib/deferred-part.tsx';
import { FORM_OUTCOME_KEY } from '#web/lib/form-outcome.ts';
import { m } from '#web/i18n/messages.ts';
import { GuestReviews } from './guest-reviews.tsx';
import { asksForReviewForm, REVIEW_PARAM, REVIEW_PARAM_VALUE } from './review-param.ts';

/** The review form's place: where 'Write a review' leads before and without the app. */
export const WRITE_REVIEW_ID = 'write-review';

// The form's code, and its HTML, come only once the guest asks for it (decision 117).
const ReviewFormPart = deferredPart(() =>
  import('./review-form.tsx').then((module) => module.ReviewForm),
);

/** Whether the page was rendered after the review form posted to it: then it shows its outcome. */
function useReviewPosted(): boolean {
  const queryClient = useQueryClient();
  // Read, not taken: the form takes its outcome out of the cache as it mounts (form-outcome.ts).
  const [posted] = useState(
    () => queryClient.getQueryData<FormOutcome>(FORM_OUTCOME_KEY)?.form === 'review',
  );
  return posted;
}

/**
 * 'Review your stay': a button that opens the review form, or the form itself where the page was
 * asked for with it (`?review=write`) or answers its post. The button is a GET form's submit
 * button: before the app starts, and without JavaScript, it opens the page with the form in it;
 * with the app the form opens in place and takes the focus. Nothing a guest types is in a form
 * drawn before they asked, so none is lost.
 */
function ReviewYourStay({ villa }: { villa: Villa }) {
  const headingId = useId();
  const pathname = usePathname();
  const [params] = useSearchParams();
  const posted = useReviewPosted();
  const asked = asksForReviewForm(params) || posted;
  const [opened, setOpened] = useState(false);
  return (
    <section
      id={WRITE_REVIEW_ID}
      aria-labelledby={headingId}
      className="scroll-mt-32 rounded-3xl border border-sand-200 bg-white p-6 sm:p-10"
    >
      <h2 id={headingId} className="text-3xl sm:text-4xl">
        {m.reviews_your_stay_title()}
      </h2>
      <p className="mt-2 text-ink-soft">{m.reviews_your_stay_intro({ villa: villa.name })}</p>
      {asked || opened ? (
        <ReviewFormPart villaId={villa.id} focusFirst={opened} />
      ) : (
        <form
          method="get"
          action={`${pathname}#${WRITE_REVIEW_ID}`}
          onSubmit={(event) => {
            event.preventDefault();
            setOpened(true);
          }}
          className="mt-6"
        >
          <input type="hidden" name={REVIEW_PARAM} value={REVIEW_PARAM_VALUE} />
          <Button type="submit" variant="outline">
            {m.reviews_write()}
          </Button>
        </form>
      )}
    </section>
  );
}

/**
 * The foot of a villa's page: what guests wrote of it, then 'Review your stay'. The page loads it
 * as one deferred part: the server's HTML has the first reviews, read before and without the app;
 * the code comes as the guest scrolls near.
 */
export function VillaReviews({ villa }: { villa: Villa }) {
  return (
    <>
      <GuestReviews villa={villa} />
      <ReviewYourStay villa={villa} />
    </>
  );
}
