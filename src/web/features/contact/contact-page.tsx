import { ChevronDown, Clock, Headset, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '#web/app/navigation.tsx';
import { Container, SectionHeading } from '#web/components/ui/container.tsx';
import { paths } from '#web/lib/paths.ts';
import { siteSettings } from '#web/lib/site-settings.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { deferredPart } from '#web/lib/deferred-part.tsx';

// The form comes in the server's HTML, so it can be filled in and sent before and without the app
// (decision 019); its code (the form hook, the checks) comes as it nears the screen or the guest
// touches or focuses it (decision 082): below the cards on a phone, it is no part of the first load.
const ContactForm = deferredPart(() =>
  import('./contact-form.tsx').then((module) => module.ContactForm),
);

/** The three questions of spec §2. */
const FAQS: { question: string; answer: ReactNode }[] = [
  {
    question: 'What is included in my stay?',
    answer: (
      <>
        Every stay includes breakfast cooked each morning by our chef, daily housekeeping,
        high-speed Wi-Fi, air-conditioned bedrooms and a dedicated villa host who knows the coast by
        heart. Private dinners, in-villa massages, excursions and transfers can be arranged on
        request, and your host will happily plan them with you.
      </>
    ),
  },
  {
    question: 'How far in advance should I book?',
    answer: (
      <>
        We recommend booking at least 30 days ahead. During the peak season, from December to March,
        the south coast is at its sunniest and our villas are often reserved months in advance, so
        the earlier you write to us the better.
      </>
    ),
  },
  {
    question: 'Do you offer airport transfers?',
    answer: (
      <>
        Yes. Our drivers meet you at Bandaranaike International Airport (CMB), Sri Lanka's main
        international airport, and bring you to your villa in an air-conditioned sedan or van. Add a
        pickup or drop-off when you book your villa, or{' '}
        <Link
          to={paths.transport}
          className="font-medium text-teal-700 underline underline-offset-4"
        >
          arrange a transfer on our transport page
        </Link>
        .
      </>
    ),
  },
];

function InfoCard({
  icon,
  title,
  children,
  tone = 'plain',
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  tone?: 'plain' | 'gold' | 'teal';
}) {
  const tones = {
    plain: 'border border-sand-200 bg-white',
    gold: 'border border-gold-400/40 bg-gold-100/60',
    teal: 'bg-teal-900 text-sand-100 [&_h2]:text-white',
  };
  return (
    <section className={`rounded-3xl p-6 sm:p-8 ${tones[tone]}`}>
      <span
        aria-hidden="true"
        className={`inline-flex h-11 w-11 items-center justify-center rounded-full ${
          tone === 'teal' ? 'bg-white/10 text-gold-400' : 'bg-sand-100 text-teal-800'
        }`}
      >
        {icon}
      </span>
      <h2 className="mt-5 text-2xl">{title}</h2>
      <div className="mt-2 space-y-3 leading-relaxed">{children}</div>
    </section>
  );
}

/** A call or write link, large enough to tap on a phone and never wider than its card. */
function ContactLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-11 items-center text-lg font-medium break-all text-teal-800 underline decoration-sand-300 underline-offset-6 hover:decoration-teal-800"
    >
      {children}
    </a>
  );
}

export function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in Touch"
        intro="Planning a family holiday, a honeymoon or a week of surf on the south coast? Our team in Weligama will help you shape every day of it."
        image="/images/villas/villa-ahangama/beach-sunset.jpg"
      />

      {/* Phones see the call and e-mail cards first, then the form, then the reassurances. */}
      <Container className="grid gap-6 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-14 lg:gap-y-6">
        <div className="grid gap-6 sm:grid-cols-2 lg:col-start-2 lg:row-start-1 lg:grid-cols-1">
          <InfoCard icon={<Phone className="h-5 w-5" />} title="Call Us">
            <p className="text-ink-soft">Speak to our reservations team, every day.</p>
            <ContactLink href={siteSettings.phoneHref}>{siteSettings.phone}</ContactLink>
          </InfoCard>
          <InfoCard icon={<Mail className="h-5 w-5" />} title="Email Us">
            <p className="text-ink-soft">Write to us any time; we read every message.</p>
            <ContactLink href={`mailto:${siteSettings.email}`}>{siteSettings.email}</ContactLink>
          </InfoCard>
        </div>

        <section
          aria-labelledby="contact-form-title"
          className="mt-4 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-10 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-start"
        >
          <h2 id="contact-form-title" className="text-4xl">
            Send Us a Message
          </h2>
          <p className="mt-3 mb-8 leading-relaxed text-ink-soft">
            Tell us your dates and who is travelling, and we will answer with everything you need to
            know.
          </p>
          <ContactForm />
        </section>

        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:col-start-2 lg:row-start-2 lg:mt-0 lg:grid-cols-1 lg:self-start">
          <InfoCard
            icon={<Clock className="h-5 w-5" />}
            title="Quick Response Guarantee"
            tone="gold"
          >
            <p>
              Every message receives a personal reply within 24 hours, from someone who knows our
              villas first-hand.
            </p>
          </InfoCard>
          <InfoCard
            icon={<Headset className="h-5 w-5" />}
            title="24/7 Emergency Support"
            tone="teal"
          >
            <p>
              Staying with us? Your villa host and our duty manager are reachable day and night.
              Call{' '}
              <a
                href={siteSettings.phoneHref}
                className="font-medium whitespace-nowrap text-white underline underline-offset-4"
              >
                {siteSettings.phone}
              </a>{' '}
              at any hour.
            </p>
          </InfoCard>
        </div>
      </Container>

      <section aria-labelledby="faq-title" className="border-t border-sand-200 bg-sand-100">
        <Container className="py-16 sm:py-24">
          <SectionHeading
            id="faq-title"
            eyebrow="Good to know"
            title="Frequently Asked Questions"
          />
          <ul className="mx-auto mt-12 max-w-3xl divide-y divide-sand-300 border-y border-sand-300">
            {FAQS.map((faq) => (
              <li key={faq.question}>
                <details className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-6 font-display text-2xl text-teal-900 [&::-webkit-details-marker]:hidden">
                    {faq.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="h-5 w-5 shrink-0 text-gold-600 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="pb-6 leading-relaxed text-ink-soft">{faq.answer}</p>
                </details>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
