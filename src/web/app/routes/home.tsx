import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from '../navigation.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Container, SectionHeading } from '../../components/ui/container.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { featuredTestimonialsQuery } from '../../features/testimonials/api.ts';
import { TestimonialCard } from '../../features/testimonials/testimonial-card.tsx';
import { FeaturedVillas, featuredVillasQuery } from '../../features/villas/featured-villas.tsx';
import { lazyPart } from '../../lib/lazy.tsx';
import { NearScreen } from '../../lib/near-screen.tsx';
import { paths } from '../../lib/paths.ts';
import { IMAGE_SIZES } from '../../lib/responsive-images.ts';
import { PageMeta } from '../../features/seo/page-meta.tsx';

// The share form at the foot of the page loads as the guest scrolls to it.
const ShareTestimonialForm = lazyPart(() =>
  import('../../features/testimonials/share-testimonial-form.tsx').then(
    (module) => module.ShareTestimonialForm,
  ),
);

/** The page's data, named once for the page and for prefetching (routes.ts). */
export const handle = { queries: () => [featuredVillasQuery(), featuredTestimonialsQuery()] };

/**
 * The hero picture is the page's largest paint: it loads first. Exported for the server, which
 * preloads it (`imagePreloadLink(HERO_IMAGE.src, HERO_IMAGE.sizes)`).
 */
export const HERO_IMAGE = {
  src: '/images/villas/villa-ahangama/beach-sunset.jpg',
  sizes: IMAGE_SIZES.hero,
};

export function Component() {
  return (
    <>
      <PageMeta
        title="Luxury Private Villas in Sri Lanka"
        description={
          "Luxury private villas on Sri Lanka's south coast, with a private pool, a chef and a host who knows the coast. See prices and dates and send a booking request."
        }
        path={paths.home}
      />
      <Hero />

      <section aria-labelledby="featured-title" className="render-near-screen py-20 sm:py-28">
        <Container>
          <GoldRule />
          <SectionHeading
            id="featured-title"
            title="Featured Luxury Villas"
            intro="Two private retreats between the river and the sea, each with its own pool, garden and team."
          />
          <div className="mt-12 sm:mt-16">
            <FeaturedVillas />
          </div>
          <p className="mt-12 text-center">
            <Link
              to={paths.villas}
              className="group inline-flex items-center gap-2 font-medium text-teal-800 underline decoration-sand-300 underline-offset-8 hover:decoration-teal-800"
            >
              See the whole collection
              <ArrowRight
                aria-hidden="true"
                className="h-4 w-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
              />
            </Link>
          </p>
        </Container>
      </section>

      <GuestTestimonials />

      <Container className="grid items-center gap-12 py-20 sm:py-28 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.3em] text-teal-700 uppercase">
            <span aria-hidden="true" className="h-px w-10 bg-gold-500" />
            Your stay, your words
          </p>
          <p className="mt-4 font-display text-3xl leading-snug text-teal-900 sm:text-4xl">
            Every story helps the next guest find their place by the sea.
          </p>
          <p className="mt-5 leading-relaxed text-ink-soft">
            Our team reads each testimonial before it is published; yours appears on the site once
            it has been approved.
          </p>
          <ResponsiveImage
            src="/images/villas/villa-river-breeze/dining-terrace.jpg"
            alt=""
            sizes={IMAGE_SIZES.testimonialAside}
            loading="lazy"
            className="mt-10 hidden aspect-[4/3] w-full rounded-3xl object-cover lg:block"
          />
        </div>
        <NearScreen
          part={ShareTestimonialForm}
          className="empty:min-h-[51rem] sm:empty:min-h-[45.5rem]"
        >
          <ShareTestimonialForm />
        </NearScreen>
      </Container>

      <ClosingCallToAction />
    </>
  );
}

/** The one gold accent above a section title: a hairline, decorative. */
function GoldRule() {
  return <span aria-hidden="true" className="mx-auto mb-6 block h-px w-14 bg-gold-500" />;
}

function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-end overflow-hidden bg-teal-900 md:min-h-[calc(100svh-7.25rem)]"
    >
      <ResponsiveImage
        src={HERO_IMAGE.src}
        alt="Sunset over the beach in front of Ahangama Villa"
        sizes={HERO_IMAGE.sizes}
        loading="eager"
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      {/* Darkens the picture where the words sit, so they read on any part of it. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-teal-900/95 via-teal-900/45 to-teal-900/10 md:bg-gradient-to-tr md:from-teal-900/90 md:via-teal-900/40 md:to-transparent"
      />
      <Container className="pt-32 pb-16 sm:pb-24 lg:pb-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-gold-400/70 bg-teal-900/40 px-4 py-2 text-xs font-medium tracking-[0.2em] text-gold-100 uppercase backdrop-blur-sm">
          Private villas · Sri Lanka
        </p>
        <h1
          id="hero-title"
          className="mt-6 max-w-4xl text-5xl leading-[1.02] text-white sm:text-7xl lg:text-8xl"
        >
          Your own stretch of the Indian Ocean
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-sand-100 sm:text-xl">
          Secluded villas in Weligama and Ahangama, each with a private pool, a dedicated host and a
          chef, and service shaped around you.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:gap-4">
          <ButtonLink to={paths.villas} variant="accent" size="lg">
            Explore Villas
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="light" size="lg">
            Contact Us
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
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
        <span className="sr-only">Loading testimonials...</span>
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
    body = <p className="text-center text-ink-soft">Unable to load testimonials at the moment.</p>;
  } else if (testimonials.length === 0) {
    body = <p className="text-center text-ink-soft">No testimonials available at the moment.</p>;
  } else {
    // On phones a row to swipe through, the next card peeking in; from tablets on, a grid.
    body = (
      <div
        role="region"
        aria-label="Guest testimonials"
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
      aria-label={showTitle ? undefined : 'What Our Guests Say'}
      className="render-near-screen bg-sand-100 py-20 sm:py-28"
    >
      <Container>
        {showTitle && (
          <>
            <GoldRule />
            <SectionHeading
              id="testimonials-title"
              title="What Our Guests Say"
              intro="Words from families, couples and friends who made one of our villas their home for a while."
            />
          </>
        )}
        <div className={showTitle ? 'mt-12 sm:mt-16' : ''}>{body}</div>
      </Container>
    </section>
  );
}

function ClosingCallToAction() {
  return (
    <section
      aria-labelledby="cta-title"
      className="render-near-screen relative isolate overflow-hidden bg-teal-900"
    >
      <ResponsiveImage
        src="/images/villas/villa-river-breeze/pool-river.jpg"
        alt=""
        sizes={IMAGE_SIZES.closingBackdrop}
        loading="lazy"
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-20"
      />
      <Container className="py-24 text-center sm:py-32">
        <h2 id="cta-title" className="mx-auto max-w-3xl text-4xl text-white sm:text-6xl">
          Your villa by the sea is waiting
        </h2>
        <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-sand-100">
          Choose your dates and send a request; no payment is taken. We confirm within 24 hours.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row sm:gap-4">
          <ButtonLink to={paths.villas} variant="accent" size="lg">
            Book Your Villa
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="light" size="lg">
            Get in Touch
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
