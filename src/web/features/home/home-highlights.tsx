import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from '#web/app/navigation.tsx';
import { Container, SectionHeading } from '#web/components/ui/container.tsx';
import { paths } from '#web/lib/paths.ts';
import { featuredTestimonialsQuery } from '#web/lib/testimonials-api.ts';
import { TestimonialCard } from '#web/components/testimonial-card.tsx';
import { m } from '#web/i18n/messages.ts';
import { FeaturedVillas } from './featured-villas.tsx';

/**
 * The home page under the hero: the featured villas and what guests say (spec §2). The page loads
 * it as a deferred part: its code comes as the guest scrolls to it; the server's HTML has it all.
 */
export function HomeHighlights() {
  return (
    <>
      <section aria-labelledby="featured-title" className="render-near-screen py-20 sm:py-28">
        <Container>
          <GoldRule />
          <SectionHeading
            id="featured-title"
            title={m.home_featured_title()}
            intro={m.home_featured_intro()}
          />
          <div className="mt-12 sm:mt-16">
            <FeaturedVillas />
          </div>
          <p className="mt-12 text-center">
            <Link
              to={paths.villas}
              className="group inline-flex items-center gap-2 font-medium text-teal-800 underline decoration-sand-300 underline-offset-8 hover:decoration-teal-800"
            >
              {m.home_see_collection()}
              <ArrowRight
                aria-hidden="true"
                className="h-4 w-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
              />
            </Link>
          </p>
        </Container>
      </section>

      <GuestTestimonials />
    </>
  );
}

/** The one gold accent above a section title: a hairline, decorative. */
function GoldRule() {
  return <span aria-hidden="true" className="mx-auto mb-6 block h-px w-14 bg-gold-500" />;
}

/**
 * 'What Our Guests Say': the featured testimonials (spec §2). With its title turned off and nothing
 * to show, the section is left out entirely.
 */
export function GuestTestimonials({ showTitle = true }: { showTitle?: boolean }) {
  const { data, isPending, isError } = useQuery(featuredTestimonialsQuery());
  const testimonials = data?.content ?? [];
  if (!showTitle && !isPending && testimonials.length === 0) return null;

  let body;
  if (isPending) {
    body = (
      <div role="status" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <span className="sr-only">{m.home_guests_loading()}</span>
        {Array.from({ length: 3 }, (_, i) => (
          <div
            key={i}
            aria-hidden="true"
            className="h-64 animate-pulse rounded-2xl bg-white/70 motion-reduce:animate-none"
          />
        ))}
      </div>
    );
  } else if (isError) {
    body = <p className="text-center text-ink-soft">{m.home_guests_error()}</p>;
  } else if (testimonials.length === 0) {
    body = <p className="text-center text-ink-soft">{m.home_guests_empty()}</p>;
  } else {
    // On phones a row to swipe through, the next card peeking in; from tablets on, a grid.
    body = (
      <div
        role="region"
        aria-label={m.home_guests_region()}
        tabIndex={0}
        className="-mx-5 snap-x snap-mandatory overflow-x-auto scroll-smooth px-5 pb-2 [scrollbar-width:none] sm:-mx-8 sm:px-8 md:mx-0 md:overflow-visible md:px-0 md:pb-0"
      >
        <ul className="flex gap-4 md:grid md:grid-cols-2 md:gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li
              key={testimonial.id}
              className="w-[85%] max-w-sm shrink-0 snap-center md:w-auto md:max-w-none"
            >
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <section
      aria-labelledby={showTitle ? 'testimonials-title' : undefined}
      aria-label={showTitle ? undefined : m.home_guests_title()}
      className="render-near-screen bg-sand-100 py-20 sm:py-28"
    >
      <Container>
        {showTitle && (
          <>
            <GoldRule />
            <SectionHeading
              id="testimonials-title"
              title={m.home_guests_title()}
              intro={m.home_guests_intro()}
            />
          </>
        )}
        <div className={showTitle ? 'mt-12 sm:mt-16' : ''}>{body}</div>
      </Container>
    </section>
  );
}
