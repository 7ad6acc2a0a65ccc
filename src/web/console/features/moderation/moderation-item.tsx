import { useEffect, useRef } from 'react';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { utcDateLabel } from '#domain/date-labels.ts';
import type { ConsoleReview, ConsoleTestimonial } from '#domain/schemas/console.ts';
import {
  badge,
  card,
  dangerButton,
  primaryButton,
  secondaryButton,
} from '#web/console/components/classes.ts';
import { formatDateTime } from '#web/console/components/format.ts';

export type ModerationItem =
  { kind: 'reviews'; item: ConsoleReview } | { kind: 'testimonials'; item: ConsoleTestimonial };

export type ModerationPatch = { status?: 'APPROVED' | 'REJECTED'; featured?: boolean };

/** A decision just taken on this page, and the item as it was before it, for the undo. */
export interface Decision {
  entry: ModerationItem;
  to: 'APPROVED' | 'REJECTED';
  /** Its place in the list when it was decided, kept when the list is read again without it. */
  at: number;
}

/**
 * What an undo does (decision 064): a review that was waiting is put back to waiting on the server;
 * an item moved between approved and rejected is moved back, featured again if it was. A
 * testimonial that was waiting has no way back on the server yet, so it has no undo.
 */
export const canUndo = ({ entry }: Decision): boolean =>
  entry.kind === 'reviews' || entry.item.status !== 'PENDING';

const DECIDED_WORDS = {
  reviews: {
    APPROVED: 'is on the villa page now.',
    REJECTED: 'stays off the villa page.',
  },
  testimonials: { APPROVED: 'is on the site now.', REJECTED: 'stays off the site.' },
} as const;

const UNDO_VERBS = { APPROVED: 'approving', REJECTED: 'rejecting' } as const;

export const STATUS_LABELS = {
  PENDING: 'Waiting',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
} as const;

/**
 * Whether a review is of a stay (issue 27 §2): 'Verified stay · March 2027 · booking VB-7K3Q9P',
 * sent through the stay's review link; else sent from the villa page, by anyone.
 */
export function ReviewSource({ review }: { review: ConsoleReview }) {
  const { stay } = review;
  if (!stay) return <p className="mt-2 text-sm text-ink-soft">Sent from the villa page</p>;
  const month = utcDateLabel(new Date(`${stay.stayedIn}T00:00:00Z`), {
    month: 'long',
    day: false,
  });
  return (
    <p className="mt-2 text-sm">
      <span className="rounded-full bg-teal-800 px-2 py-0.5 font-medium text-white">
        Verified stay
      </span>{' '}
      <span className="text-ink-soft">
        · {month}
        {stay.reference && ` · booking ${stay.reference}`}
      </span>
    </p>
  );
}

/**
 * One review or testimonial as a guest wrote it, with what can be done to it now: a waiting one is
 * approved or rejected, an approved one can be taken down (rejected), a rejected one approved
 * after all. Only an approved testimonial can be featured: the home page shows nothing else.
 */
export function ModerationCard({
  entry,
  busy,
  onChange,
}: {
  entry: ModerationItem;
  busy: boolean;
  onChange: (patch: ModerationPatch) => void;
}) {
  const { item } = entry;
  const what = entry.kind === 'reviews' ? 'review' : 'testimonial';
  const place =
    entry.kind === 'reviews'
      ? entry.item.villaName
      : (entry.item.villaName ?? 'The whole collection');
  const featured = entry.kind === 'testimonials' && entry.item.featured;
  const headingId = `moderation-${item.id}`;
  return (
    <li className={card}>
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={headingId} className="text-xl">
            {place}
          </h2>
          <p className="text-sm text-ink-soft">
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          </p>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-medium text-ink">{item.name}</span>
          {entry.kind === 'reviews' && entry.item.email && (
            <span className="text-ink-soft">{entry.item.email}</span>
          )}
          {entry.kind === 'testimonials' && (
            <span className="text-ink-soft">{entry.item.location}</span>
          )}
          <span className={badge}>{STATUS_LABELS[item.status]}</span>
          {featured && <span className={badge}>Featured</span>}
        </p>
        {entry.kind === 'reviews' && <ReviewSource review={entry.item} />}
        <StarRating rating={item.rating} className="mt-2" />
        <p className="mt-3 whitespace-pre-line text-ink">{item.comment}</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {item.status !== 'APPROVED' && (
            <button
              type="button"
              disabled={busy}
              onClick={() => onChange({ status: 'APPROVED' })}
              aria-label={`Approve the ${what} by ${item.name}`}
              className={primaryButton}
            >
              Approve
            </button>
          )}
          {item.status !== 'REJECTED' && (
            <button
              type="button"
              disabled={busy}
              onClick={() => onChange({ status: 'REJECTED' })}
              aria-label={`Reject the ${what} by ${item.name}`}
              className={dangerButton}
            >
              Reject
            </button>
          )}
          {entry.kind === 'testimonials' && item.status === 'APPROVED' && (
            <button
              type="button"
              disabled={busy}
              onClick={() => onChange({ featured: !featured })}
              aria-label={`${featured ? 'Unfeature' : 'Feature'} the testimonial by ${item.name}`}
              className={secondaryButton}
            >
              {featured ? 'Unfeature' : 'Feature'}
            </button>
          )}
        </div>
      </article>
    </li>
  );
}

/**
 * An item just approved or rejected, in the place its card had: what happened and an Undo button,
 * there until the list is left (no timer: WCAG 2.2.1, a moderator may be slow or interrupted). The
 * Undo button takes the focus the card's buttons had when it appears.
 */
export function DecidedCard({
  decision,
  busy,
  takeFocus,
  onUndo,
}: {
  decision: Decision;
  busy: boolean;
  takeFocus: boolean;
  onUndo: () => void;
}) {
  const { entry, to } = decision;
  const what = entry.kind === 'reviews' ? 'review' : 'testimonial';
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Once, as the row replaces the card whose button was pressed.
    if (takeFocus) undo.current?.focus();
  }, []);
  return (
    <li className={`${card} border-dashed bg-sand-50`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink">
          <span className={`${badge} mr-2`}>{STATUS_LABELS[to]}</span>
          The {what} by <span className="font-medium">{entry.item.name}</span>{' '}
          {DECIDED_WORDS[entry.kind][to]}
        </p>
        {canUndo(decision) && (
          <button
            ref={undo}
            type="button"
            disabled={busy}
            onClick={onUndo}
            aria-label={`Undo ${UNDO_VERBS[to]} the ${what} by ${entry.item.name}`}
            className={`${secondaryButton} shrink-0`}
          >
            Undo
          </button>
        )}
      </div>
    </li>
  );
}
