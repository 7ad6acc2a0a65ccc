import { ChevronDown, Clock, Headset, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '#web/app/navigation.tsx';
import { Container, SectionHeading } from '#web/components/ui/container.tsx';
import { paths } from '#web/lib/paths.ts';
import { siteSettings } from '#web/lib/site-settings.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { deferredPart } from '#web/lib/deferred-part.tsx';
import { m } from '#web/i18n/messages.ts';
import { richText } from '#web/i18n/rich-text.tsx';

// The form comes in the server's HTML, so it can be filled in and sent before and without the app
// (decision 019); its code (the form hook, the checks) comes as it nears the screen or the guest
// touches or focuses it (decision 082): below the cards on a phone, it is no part of the first load.
const ContactForm = deferredPart(() =>
  import('./contact-form.tsx').then((module) => module.ContactForm),
);

/** The three questions of spec §2. */
function faqs(): { question: string; answer: ReactNode }[] {
  return [
    {
      question: m.contact_faq_included_question(),
      answer: m.contact_faq_included_answer(),
    },
    {
      question: m.contact_faq_advance_question(),
      answer: m.contact_faq_advance_answer(),
    },
    {
      question: m.contact_faq_transfers_question(),
      answer: richText(m.contact_faq_transfers_answer, {
        link: (
          <Link
            to={paths.transport}
            className="font-medium text-teal-700 underline underline-offset-4"
          >
            {m.contact_faq_transfers_link()}
          </Link>
        ),
      }),
    },
  ];
}

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
        eyebrow={m.contact_eyebrow()}
        title={m.contact_title()}
        intro={m.contact_intro()}
        image="/images/villas/villa-ahangama/beach-sunset.jpg"
      />

      {/* Phones see the call and e-mail cards first, then the form, then the reassurances. */}
      <Container className="grid gap-6 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-14 lg:gap-y-6">
        <div className="grid gap-6 sm:grid-cols-2 lg:col-start-2 lg:row-start-1 lg:grid-cols-1">
          <InfoCard icon={<Phone className="h-5 w-5" />} title={m.contact_call_title()}>
            <p className="text-ink-soft">{m.contact_call_text()}</p>
            <ContactLink href={siteSettings.phoneHref}>{siteSettings.phone}</ContactLink>
          </InfoCard>
          <InfoCard icon={<Mail className="h-5 w-5" />} title={m.contact_email_title()}>
            <p className="text-ink-soft">{m.contact_email_text()}</p>
            <ContactLink href={`mailto:${siteSettings.email}`}>{siteSettings.email}</ContactLink>
          </InfoCard>
        </div>

        <section
          aria-labelledby="contact-form-title"
          className="mt-4 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-10 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-start"
        >
          <h2 id="contact-form-title" className="text-4xl">
            {m.contact_form_title()}
          </h2>
          <p className="mt-3 mb-8 leading-relaxed text-ink-soft">{m.contact_form_intro()}</p>
          <ContactForm />
        </section>

        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:col-start-2 lg:row-start-2 lg:mt-0 lg:grid-cols-1 lg:self-start">
          <InfoCard
            icon={<Clock className="h-5 w-5" />}
            title={m.contact_quick_title()}
            tone="gold"
          >
            <p>{m.contact_quick_text()}</p>
          </InfoCard>
          <InfoCard
            icon={<Headset className="h-5 w-5" />}
            title={m.contact_emergency_title()}
            tone="teal"
          >
            <p>
              {richText(m.contact_emergency_text, {
                phone: (
                  <a
                    href={siteSettings.phoneHref}
                    className="font-medium whitespace-nowrap text-white underline underline-offset-4"
                  >
                    {siteSettings.phone}
                  </a>
                ),
              })}
            </p>
          </InfoCard>
        </div>
      </Container>

      <section aria-labelledby="faq-title" className="border-t border-sand-200 bg-sand-100">
        <Container className="py-16 sm:py-24">
          <SectionHeading
            id="faq-title"
            eyebrow={m.contact_faq_eyebrow()}
            title={m.contact_faq_title()}
          />
          <ul className="mx-auto mt-12 max-w-3xl divide-y divide-sand-300 border-y border-sand-300">
            {faqs().map((faq) => (
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
