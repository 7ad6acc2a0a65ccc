import { ArrowRight, Compass, Gem, HeartHandshake, Leaf } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Container, SectionHeading } from '#web/components/ui/container.tsx';
import { paths } from '#web/lib/paths.ts';
import { siteSettings } from '#web/lib/site-settings.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { IMAGE_SIZES } from '#web/lib/responsive-images.ts';
import { m } from '#web/i18n/messages.ts';

/** The four values of spec §2: their messages, read as the page renders. */
const VALUES = [
  {
    id: 'excellence',
    title: m.about_value_excellence,
    Icon: Gem,
    text: m.about_value_excellence_text,
  },
  {
    id: 'service',
    title: m.about_value_service,
    Icon: HeartHandshake,
    text: m.about_value_service_text,
  },
  { id: 'local', title: m.about_value_local, Icon: Compass, text: m.about_value_local_text },
  {
    id: 'sustainability',
    title: m.about_value_sustainability,
    Icon: Leaf,
    text: m.about_value_sustainability_text,
  },
];

/** The figures of spec §2. */
const STATS = [
  { id: 'founded', value: () => String(siteSettings.foundedYear), label: m.about_stat_founded },
  { id: 'guests', value: () => '40+', label: m.about_stat_guests },
  { id: 'rating', value: m.about_stat_rating_value, label: m.about_stat_rating },
  { id: 'villas', value: () => '2', label: m.about_stat_villas },
];

export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={m.about_eyebrow()}
        title={m.about_title()}
        intro={m.about_intro()}
        image="/images/villas/villa-river-breeze/pool-river.jpg"
      />

      <section aria-labelledby="story-title" className="py-16 sm:py-24">
        <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
          <div>
            <p className="text-xs font-semibold tracking-[0.25em] text-gold-600 uppercase">
              {m.about_story_eyebrow()}
            </p>
            <h2 id="story-title" className="mt-3 text-4xl sm:text-5xl">
              {m.about_story_title()}
            </h2>
            <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-soft">
              <p>{m.about_story_first({ year: siteSettings.foundedYear })}</p>
              <p>{m.about_story_second()}</p>
              <p>{m.about_story_third()}</p>
            </div>
          </div>
          <ResponsiveImage
            src="/images/villas/villa-river-breeze/river-view.jpg"
            alt={m.about_story_image_alt()}
            sizes={IMAGE_SIZES.aboutStory}
            loading="lazy"
            className="aspect-[4/5] w-full rounded-3xl object-cover sm:aspect-[4/3] lg:aspect-[4/5]"
          />
        </Container>
      </section>

      <section aria-labelledby="values-title" className="bg-sand-100 py-16 sm:py-24">
        <Container>
          <SectionHeading
            id="values-title"
            eyebrow={m.about_values_eyebrow()}
            title={m.about_values_title()}
            intro={m.about_values_intro()}
          />
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ id, title, Icon, text }) => (
              <li key={id} className="rounded-3xl bg-white p-6 sm:p-8">
                <span
                  aria-hidden="true"
                  className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-sand-100 text-teal-800"
                >
                  <Icon className="h-5 w-5" />
                </span>
                <h3 className="mt-6 text-3xl">{title()}</h3>
                <p className="mt-3 leading-relaxed text-ink-soft">{text()}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="stats-title" className="bg-teal-900 py-16 text-white sm:py-20">
        <Container>
          <h2 id="stats-title" className="sr-only">
            {m.about_stats_title()}
          </h2>
          <dl className="grid grid-cols-2 gap-y-12 text-center lg:grid-cols-4">
            {STATS.map((stat) => (
              <div key={stat.id} className="flex flex-col-reverse gap-2">
                <dt className="text-xs font-semibold tracking-[0.25em] text-sand-200 uppercase">
                  {stat.label()}
                </dt>
                <dd className="font-display text-5xl text-white lining-nums sm:text-6xl">
                  {stat.value()}
                </dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <section aria-labelledby="mission-title" className="py-16 sm:py-24">
        <Container className="max-w-4xl text-center">
          <h2
            id="mission-title"
            className="font-sans text-xs font-semibold tracking-[0.25em] text-gold-600 uppercase"
          >
            {m.about_mission_title()}
          </h2>
          <p className="mt-6 font-display text-3xl leading-snug text-teal-900 sm:text-4xl">
            {m.about_mission()}
          </p>
          <p className="mx-auto mt-8 max-w-2xl text-lg leading-relaxed text-ink-soft">
            {m.about_mission_means()}
          </p>
          <ButtonLink to={paths.villas} size="lg" className="mt-12">
            {m.about_visit_villas()}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}
