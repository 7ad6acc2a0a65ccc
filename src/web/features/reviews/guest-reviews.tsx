import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatDate, formatDecimal, formatMonthYear } from '#domain/locale-format.ts';
import type { Review } from '#domain/schemas/review.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useInBrowser } from '#web/lib/use-in-browser.ts';
import { MAX_RATING, StarRating } from '#web/components/ui/star-rating.tsx';
import { getLocale, m } from '#web/i18n/messages.ts';
import { villaReviewsQuery } from './api.ts';

/** 'March 14, 2025': the day the review was written, in the page's language. */
const reviewDate = (iso: string) => formatDate(getLocale(), new Date(iso), { month: 'long' });

/** 'HW' for Hannah Whitfield: the first letters of the first and last words of the name. */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return [first, last]
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

function ReviewItem({ review }: { review: Review }) {
  return (
    // Focusable from script only: 'Show more reviews' moves the focus to the first review it adds.
    <article tabIndex={-1} className="py-7 focus-visible:rounded-lg">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-sand-200 text-sm font-semibold tracking-wide text-teal-800"
        >
          {initialsOf(review.name)}
        </span>
        <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4">
          <h3 className="font-sans text-base font-semibold text-ink">{review.name}</h3>
          <time dateTime={review.date} className="text-sm text-ink-soft">
            {reviewDate(review.date)}
          </time>
        </div>
      </div>
      {review.stayedIn && (
        // 'Stayed in March 2027 · Verified stay': sent through its stay's link (issue 27 §2). Plain
        // markup: the villa page's first load is at its budget.
        <p className="mt-2 text-sm text-ink-soft">
          {m.reviews_stayed_in({
            month: formatMonthYear(getLocale(), new Date(review.stayedIn)),
          })}{' '}
          · <b className="font-medium text-teal-800">{m.reviews_verified()}</b>
        </p>
      )}
      <StarRating rating={review.rating} className="mt-3" />
      <p className="mt-2 max-w-prose leading-relaxed break-words whitespace-pre-line text-ink">
        {review.comment}
      </p>
    </article>
  );
}

/** 'Rated 4.8 out of 5 from 42 reviews', the villa's figures above its reviews. */
function Summary({ rating, count }: { rating: number; count: number }) {
  return (
    <p className="flex items-center gap-2 text-sm text-ink-soft">
      <Star aria-hidden="true" className="h-5 w-5 fill-gold-500 text-gold-500" />
      <span className="font-display text-3xl leading-none font-semibold text-ink">
        {formatDecimal(getLocale(), rating, 1)}
      </span>
      <span>{m.reviews_summary({ max: MAX_RATING, count })}</span>
    </p>
  );
}

/** The section and its heading, with the villa's figures beside the heading once there are any. */
function Frame({
  headingId,
  summary,
  children,
}: {
  headingId: string;
  summary?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="border-t border-sand-200 py-12 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
        <h2 id={headingId} className="text-3xl sm:text-4xl">
          {m.reviews_heading()}
        </h2>
        {summary}
      </div>
      {children}
    </section>
  );
}

/**
 * 'Guest Reviews' of one villa (spec §4): its approved reviews, newest first, a page at a time.
 * The first page comes with the villa page (the route fetches it on the server); 'Show more
 * reviews' adds the next and moves the focus to the first review it added.
 */
export function GuestReviews({ villa }: { villa: Pick<Villa, 'id' | 'rating' | 'reviews'> }) {
  const headingId = useId();
  // One query, of the page last asked for; the reviews of the pages before it are kept here.
  // (TanStack's useQueries or useInfiniteQuery would add about 1 KiB to every page's first load.)
  const [page, setPage] = useState(0);
  const [earlier, setEarlier] = useState<{ reviews: Review[]; total: number }>({
    reviews: [],
    total: 0,
  });
  const current = useQuery(villaReviewsQuery(villa.id, page));
  const inBrowser = useInBrowser();
  const listRef = useRef<HTMLOListElement>(null);
  /** The index of the first review the last 'Show more reviews' asked for, until it is focused. */
  const focusFrom = useRef<number | null>(null);

  // A review approved between two pages moves the others down by one: show each review once.
  const seen = new Set(earlier.reviews.map((review) => review.id));
  const reviews = [
    ...earlier.reviews,
    ...(current.data?.content ?? []).filter((review) => !seen.has(review.id)),
  ];
  const total = current.data?.totalElements ?? earlier.total;
  const more = current.data ? current.data.number + 1 < current.data.totalPages : false;

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || reviews.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector('article')?.focus();
  });

  if (page === 0 && (current.isPending || current.isError || reviews.length === 0)) {
    return (
      <Frame headingId={headingId}>
        {current.isError ? (
          <div role="alert" className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
            <p className="text-ink-soft">{m.reviews_error()}</p>
            <Button variant="outline" size="sm" onClick={() => void current.refetch()}>
              {m.reviews_try_again()}
            </Button>
          </div>
        ) : (
          <p role="status" className="mt-6 text-ink-soft">
            {current.isPending ? m.reviews_loading() : m.reviews_empty()}
          </p>
        )}
      </Frame>
    );
  }

  const loadingMore = current.isPending;
  const moreFailed = current.isError;
  const showMore = () => {
    if (loadingMore) return;
    if (moreFailed) {
      void current.refetch();
      return;
    }
    focusFrom.current = reviews.length;
    setEarlier({ reviews, total });
    setPage(page + 1);
  };

  return (
    <Frame
      headingId={headingId}
      summary={
        villa.rating !== null &&
        villa.reviews > 0 && <Summary rating={villa.rating} count={villa.reviews} />
      }
    >
      <ol ref={listRef} className="mt-4 divide-y divide-sand-200 sm:mt-6">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ol>
      <div className="mt-2 flex flex-col items-start gap-4 border-t border-sand-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-soft">
          {m.reviews_showing({ shown: reviews.length, total: Math.max(total, reviews.length) })}
        </p>
        {(more || loadingMore || moreFailed) && (
          <Button
            variant="outline"
            // aria-disabled, not disabled: the focus stays on the button while the page loads.
            aria-disabled={loadingMore}
            onClick={showMore}
            // Only the app can add reviews: in the server's HTML, before and without the app, the
            // button keeps its place (the page does not move when it comes) but is not there.
            className={`aria-disabled:cursor-wait aria-disabled:opacity-60 ${inBrowser ? '' : 'invisible'}`}
          >
            {loadingMore
              ? m.reviews_loading_more()
              : moreFailed
                ? m.reviews_try_again()
                : m.reviews_show_more()}
          </Button>
        )}
      </div>
      {moreFailed && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {m.reviews_more_error()}
        </p>
      )}
    </Frame>
  );
}
