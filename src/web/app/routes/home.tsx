import { ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { featuredTestimonialsQuery } from '#web/lib/testimonials-api.ts';
import { featuredVillasQuery } from '#web/lib/villas-api.ts';
import { deferredPart } from '#web/lib/deferred-part.tsx';
import { paths } from '#web/lib/paths.ts';
import { IMAGE_SIZES } from '#web/lib/responsive-images.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { m } from '#web/i18n/messages.ts';

// The featured villas and guests' words come in the server's HTML; their code comes as the guest
// scrolls to them.
const HomeHighlights = deferredPart(() =>
  import('#web/features/home/home-highlights.tsx').then((module) => module.HomeHighlights),
);

// The share form at the foot of the page comes in the server's HTML, so it can be filled in (and
// sent) before and without the app (decision 019); its code comes as the guest scrolls to it.
const ShareTestimonialForm = deferredPart(() =>
  import('#web/features/testimonials/share-testimonial-form.tsx').then(
    (module) => module.ShareTestimonialForm,
  ),
);

/** The page's data, named once for the page and for prefetching (routes.ts). */
export const handle = { queries: () => [featuredVillasQuery(), featuredTestimonialsQuery()] };

/**
 * The hero picture is the page's largest paint: it loads first (ResponsiveImage writes its
 * preload into the server's HTML), as its portrait crop on an upright phone.
 */
const HERO_IMAGE = {
  src: '/images/villas/villa-ahangama/beach-sunset.jpg',
  sizes: IMAGE_SIZES.hero,
  portraitSizes: IMAGE_SIZES.heroPortrait,
};

export function Component() {
  return (
    <>
      <PageMeta
        title={m.home_meta_title()}
        description={m.home_meta_description()}
        path={paths.home}
      />
      <Hero />

      <HomeHighlights />

      <Container className="grid items-center gap-12 py-20 sm:py-28 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.3em] text-teal-700 uppercase">
            <span aria-hidden="true" className="h-px w-10 bg-gold-500" />
            {m.home_share_eyebrow()}
          </p>
          <p className="mt-4 font-display text-3xl leading-snug text-teal-900 sm:text-4xl">
            {m.home_share_lead()}
          </p>
          <p className="mt-5 leading-relaxed text-ink-soft">{m.home_share_approval()}</p>
          <ResponsiveImage
            src="/images/villas/villa-river-breeze/dining-terrace.jpg"
            alt=""
            sizes={IMAGE_SIZES.testimonialAside}
            loading="lazy"
            className="mt-10 hidden aspect-[4/3] w-full rounded-3xl object-cover lg:block"
          />
        </div>
        <ShareTestimonialForm className="min-w-0" />
      </Container>

      <ClosingCallToAction />
    </>
  );
}

function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-end overflow-hidden bg-teal-900 md:min-h-[calc(100svh-7.25rem)]"
    >
      <ResponsiveImage
        src={HERO_IMAGE.src}
        alt={m.home_hero_alt()}
        sizes={HERO_IMAGE.sizes}
        portraitSizes={HERO_IMAGE.portraitSizes}
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
          {m.home_hero_eyebrow()}
        </p>
        <h1
          id="hero-title"
          className="mt-6 max-w-4xl text-5xl leading-[1.02] text-white sm:text-7xl lg:text-8xl"
        >
          {m.home_hero_title()}
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-sand-100 sm:text-xl">
          {m.home_hero_intro()}
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:gap-4">
          <ButtonLink to={paths.villas} variant="accent" size="lg">
            {m.home_explore_villas()}
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="light" size="lg">
            {m.home_contact_us()}
          </ButtonLink>
        </div>
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
          {m.home_cta_title()}
        </h2>
        <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-sand-100">
          {m.home_cta_text()}
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row sm:gap-4">
          <ButtonLink to={paths.villas} variant="accent" size="lg">
            {m.home_book_villa()}
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="light" size="lg">
            {m.home_get_in_touch()}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
