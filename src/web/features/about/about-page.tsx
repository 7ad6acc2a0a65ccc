import { ArrowRight, Compass, Gem, HeartHandshake, Leaf } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Container, SectionHeading } from '#web/components/ui/container.tsx';
import { paths } from '#web/lib/paths.ts';
import { siteSettings } from '#web/lib/site-settings.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { IMAGE_SIZES } from '#web/lib/responsive-images.ts';

/** The four values of spec §2. */
const VALUES = [
  {
    title: 'Excellence',
    Icon: Gem,
    text: 'Crisp linen, a pool cleaned at dawn, fresh flowers on the table. We sweat the small things so that your days feel effortless.',
  },
  {
    title: 'Personalized Service',
    Icon: HeartHandshake,
    text: 'Your villa host learns how you take your tea and when the children nap. Every stay is shaped around the people in it.',
  },
  {
    title: 'Local Expertise',
    Icon: Compass,
    text: 'We live here. We know the quiet beach for a sunset swim, the best crab curry in Mirissa and the morning the whales come close.',
  },
  {
    title: 'Sustainability',
    Icon: Leaf,
    text: 'Our chefs cook with fish from the Weligama boats and fruit from nearby gardens, our teams come from the villages around us, and we keep plastic out of the bay.',
  },
];

/** The figures of spec §2. */
const STATS = [
  { value: String(siteSettings.foundedYear), label: 'Founded' },
  { value: '40+', label: 'Happy Guests' },
  { value: '4.8/5', label: 'Guest Rating' },
  { value: '2', label: 'Luxury Villas' },
];

export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="A Home on Sri Lanka’s South Coast"
        intro="Two private villas, one small team, and a simple idea: that the best holidays feel like staying with friends who happen to know everything about the island."
        image="/images/villas/villa-river-breeze/pool-river.jpg"
      />

      <section aria-labelledby="story-title" className="py-16 sm:py-24">
        <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
          <div>
            <p className="text-xs font-semibold tracking-[0.25em] text-gold-600 uppercase">
              Our story
            </p>
            <h2 id="story-title" className="mt-3 text-4xl sm:text-5xl">
              It Began on a Bend of the River
            </h2>
            <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-soft">
              <p>
                In {siteSettings.foundedYear} we opened our first villa on a quiet bend of the
                Polwatta river in Weligama, a few hundred metres from where it meets the bay. We had
                stayed in many beautiful hotels, and we wanted something different: a house that was
                entirely yours, with people who cared about your stay as much as you did.
              </p>
              <p>
                Our guests arrived as strangers and left as friends. They told others, and in time a
                second villa followed, on the beach at Ahangama, where the stilt fishermen work the
                reef at sunset.
              </p>
              <p>
                We are still small on purpose. Each villa has its own host, its own chef and its own
                rhythm, and the same team answers your first message and waves you off at the end of
                your stay.
              </p>
            </div>
          </div>
          <ResponsiveImage
            src="/images/villas/villa-river-breeze/river-view.jpg"
            alt="The Polwatta river seen from the deck of Villa River Breeze"
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
            eyebrow="What guides us"
            title="Our Values"
            intro="Four promises we make to every guest, and keep."
          />
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ title, Icon, text }) => (
              <li key={title} className="rounded-3xl bg-white p-6 sm:p-8">
                <span
                  aria-hidden="true"
                  className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-sand-100 text-teal-800"
                >
                  <Icon className="h-5 w-5" />
                </span>
                <h3 className="mt-6 text-3xl">{title}</h3>
                <p className="mt-3 leading-relaxed text-ink-soft">{text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="stats-title" className="bg-teal-900 py-16 text-white sm:py-20">
        <Container>
          <h2 id="stats-title" className="sr-only">
            In numbers
          </h2>
          <dl className="grid grid-cols-2 gap-y-12 text-center lg:grid-cols-4">
            {STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-2">
                <dt className="text-xs font-semibold tracking-[0.25em] text-sand-200 uppercase">
                  {stat.label}
                </dt>
                <dd className="font-display text-5xl text-white lining-nums sm:text-6xl">
                  {stat.value}
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
            Our Mission
          </h2>
          <p className="mt-6 font-display text-3xl leading-snug text-teal-900 sm:text-4xl">
            To share the south coast of Sri Lanka the way we love it: unhurried, generous and warm,
            in private homes looked after by people who treat every guest as their own.
          </p>
          <p className="mx-auto mt-8 max-w-2xl text-lg leading-relaxed text-ink-soft">
            That means honest advice before you book, a reply within 24 hours, a team that remembers
            your name, and a stay that gives back to the coast and the families who make it what it
            is.
          </p>
          <ButtonLink to={paths.villas} size="lg" className="mt-12">
            Visit Our Villas
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </ButtonLink>
        </Container>
      </section>
    </>
  );
}
