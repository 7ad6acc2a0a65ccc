import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { villaTestimonialsQuery } from '#web/lib/testimonials-api.ts';
import { TestimonialCard } from '#web/components/testimonial-card.tsx';
import { m } from '#web/i18n/messages.ts';

/** Each arrow moves the carousel by one card and its gap: 300 + 20 px (spec §9). */
export const CAROUSEL_STEP = 320;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Whether the strip can still move left and right; both true until layout says otherwise. */
function useScrollEnds(ref: RefObject<HTMLElement | null>, itemCount: number) {
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });
  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    // Without layout (a zero-width strip) nothing is known: leave both arrows usable.
    if (element.clientWidth === 0) {
      setEnds({ atStart: false, atEnd: false });
      return;
    }
    setEnds({
      atStart: element.scrollLeft <= 1,
      atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
    });
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.addEventListener('scroll', update, { passive: true });
    // The observer reports the strip's first size after the browser's own layout; measuring here
    // instead would make the browser lay the page out in the middle of the page's start.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) observer.observe(element);
    else update();
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, update, itemCount]);

  return ends;
}

function ArrowButton({
  direction,
  disabled,
  onClick,
}: {
  direction: 'previous' | 'next';
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      // aria-disabled rather than disabled: focus stays on the arrow when the strip reaches its end.
      aria-disabled={disabled}
      aria-label={
        direction === 'previous' ? m.villa_testimonials_previous() : m.villa_testimonials_next()
      }
      onClick={() => {
        if (!disabled) onClick();
      }}
      className="flex h-11 w-11 items-center justify-center rounded-full border border-sand-300 bg-white text-teal-900 transition-colors hover:border-teal-800 hover:bg-teal-800 hover:text-sand-50 aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:border-sand-300 aria-disabled:hover:bg-white aria-disabled:hover:text-teal-900"
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}

/** 'Guest Testimonials' of one villa: a horizontal carousel of up to 10 cards (spec §2, §9). */
export function VillaTestimonials({ villaId, headingId }: { villaId: string; headingId: string }) {
  const { data, isPending, isError } = useQuery(villaTestimonialsQuery(villaId));
  const testimonials = data?.content ?? [];
  const stripRef = useRef<HTMLUListElement>(null);
  const { atStart, atEnd } = useScrollEnds(stripRef, testimonials.length);

  const scroll = (direction: 1 | -1) =>
    stripRef.current?.scrollBy({
      left: direction * CAROUSEL_STEP,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });

  const heading = (
    <h2 id={headingId} className="text-3xl sm:text-4xl">
      {m.villa_testimonials()}
    </h2>
  );

  if (isPending || isError || testimonials.length === 0) {
    return (
      <>
        {heading}
        <p role={isError ? 'alert' : 'status'} className="mt-6 text-ink-soft">
          {isPending
            ? m.villa_testimonials_loading()
            : isError
              ? m.villa_testimonials_failed()
              : m.villa_testimonials_none()}
        </p>
      </>
    );
  }

  return (
    <>
      <div className="flex items-end justify-between gap-4">
        {heading}
        {testimonials.length > 1 && (
          <div className="flex shrink-0 gap-2">
            <ArrowButton direction="previous" disabled={atStart} onClick={() => scroll(-1)} />
            <ArrowButton direction="next" disabled={atEnd} onClick={() => scroll(1)} />
          </div>
        )}
      </div>
      <ul
        ref={stripRef}
        // Focusable so keyboard users can scroll it with the arrow keys too.
        tabIndex={0}
        aria-label={m.villa_testimonials_strip()}
        className="-mx-5 mt-8 flex snap-x snap-mandatory scroll-px-5 gap-5 overflow-x-auto px-5 pb-4 [scrollbar-width:thin] sm:mx-0 sm:scroll-px-0 sm:px-0"
      >
        {testimonials.map((testimonial) => (
          <li key={testimonial.id} className="w-[300px] max-w-[85vw] shrink-0 snap-start">
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </>
  );
}
