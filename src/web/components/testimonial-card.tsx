import { UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { formatMonthYear } from '#domain/locale-format.ts';
import type { Testimonial } from '#domain/schemas/testimonial.ts';
import { ResponsiveImage } from './ui/responsive-image.tsx';
import { MAX_RATING, StarRating } from './ui/star-rating.tsx';
import { IMAGE_SIZES } from '../lib/responsive-images.ts';
import { getLocale, m } from '../i18n/messages.ts';

/** A comment longer than this is collapsed to three lines with 'Read more' (spec §2, §9). */
export const READ_MORE_THRESHOLD = 200;
/** A testimonial without a usable rating shows five stars (spec §9). */
const DEFAULT_RATING = 5;

function ratingOf(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) return DEFAULT_RATING;
  return Math.min(MAX_RATING, Math.round(value));
}

function dateLabel(date: string): { label: string; iso: string } | null {
  try {
    const at = new Date(date);
    if (Number.isNaN(at.getTime())) return null;
    return { label: formatMonthYear(getLocale(), at), iso: at.toISOString() };
  } catch {
    return null;
  }
}

/**
 * The guest's picture, or a quiet icon when there is none or it fails to load (spec §2). The name
 * stands next to it, so the picture itself is decorative.
 */
function Avatar({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span
        data-testid="avatar-fallback"
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-sand-200 text-teal-800"
      >
        <UserRound aria-hidden="true" className="h-6 w-6" />
      </span>
    );
  }
  return (
    <ResponsiveImage
      src={src}
      alt=""
      sizes={IMAGE_SIZES.avatar}
      width={48}
      height={48}
      loading="lazy"
      onError={() => setFailed(true)}
      className="h-12 w-12 shrink-0 rounded-full bg-sand-200 object-cover"
    />
  );
}

export function TestimonialCard({
  testimonial,
  className = '',
}: {
  testimonial: Testimonial;
  className?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const commentId = useId();
  const long = testimonial.comment.length > READ_MORE_THRESHOLD;
  const collapsed = long && !expanded;
  const date = dateLabel(testimonial.date);

  return (
    <figure
      className={`flex h-full flex-col rounded-2xl border border-sand-200 bg-white p-6 shadow-[0_1px_2px_rgba(11,56,54,0.04)] sm:p-7 ${className}`}
    >
      <div className="flex items-center justify-between gap-3">
        <StarRating rating={ratingOf(testimonial.rating)} />
        {testimonial.featured && (
          <span className="rounded-full bg-gold-100 px-3 py-1 text-xs font-medium tracking-wide text-teal-900">
            {m.testimonials_featured()}
          </span>
        )}
      </div>

      <div className="mt-5 flex flex-1 flex-col items-start">
        <blockquote>
          <p
            id={commentId}
            className={`font-display text-xl leading-relaxed text-ink ${collapsed ? 'line-clamp-3' : ''}`}
          >
            {m.testimonials_quote({ comment: testimonial.comment })}
          </p>
        </blockquote>
        {long && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={commentId}
            onClick={() => setExpanded((value) => !value)}
            className="mt-2 rounded text-sm font-medium text-teal-700 underline decoration-sand-300 underline-offset-4 hover:text-teal-900 hover:decoration-teal-700"
          >
            {expanded ? m.testimonials_show_less() : m.testimonials_read_more()}
          </button>
        )}
      </div>

      <figcaption className="mt-6 border-t border-sand-200 pt-5 text-sm">
        <div className="flex items-center gap-4">
          <Avatar key={testimonial.avatar ?? ''} src={testimonial.avatar} />
          <div className="min-w-0">
            <p className="font-semibold text-ink">{testimonial.name}</p>
            <p className="text-ink-soft">{testimonial.location}</p>
          </div>
        </div>
        {(date || testimonial.villaName) && (
          <p className="mt-4 text-ink-soft">
            {testimonial.villaName && (
              <span>{m.testimonials_stayed_at({ villa: testimonial.villaName })}</span>
            )}
            {testimonial.villaName && date && <span aria-hidden="true"> · </span>}
            {date && <time dateTime={date.iso}>{date.label}</time>}
          </p>
        )}
      </figcaption>
    </figure>
  );
}
