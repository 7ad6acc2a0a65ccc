import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '#web/app/navigation.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { m } from '#web/i18n/messages.ts';
import { richText } from '#web/i18n/rich-text.tsx';
import { paths } from '#web/lib/paths.ts';
import { siteSettings } from '#web/lib/site-settings.ts';

/** Every policy states when it last changed (spec §9); the month is written in each language. */
const POLICIES_UPDATED_ISO = '2025-10';

/** The four policies, titled in the page's language (so built when a page renders). */
function policyPages() {
  return [
    { to: paths.privacyPolicy, title: m.policies_privacy_title() },
    { to: paths.termsOfService, title: m.policies_terms_title() },
    { to: paths.cancellationPolicy, title: m.policies_cancellation_title() },
    { to: paths.refundPolicy, title: m.policies_refund_title() },
  ];
}

export interface PolicySection {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * Text styles of a policy's body, set once here: calm reading measure, lists with markers, tables
 * that scroll on their own on a narrow phone instead of widening the page.
 */
const prose = [
  'space-y-4 text-base leading-relaxed text-ink-soft sm:text-lg sm:leading-relaxed',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-gold-500',
  '[&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-teal-700 [&_a]:underline [&_a]:underline-offset-4',
  '[&_a[href^="tel:"]]:whitespace-nowrap',
].join(' ');

/** The shared page of the four policies: title, date, contents, sections, and who to ask. */
export function PolicyLayout({
  title,
  intro,
  sections,
  contactNote,
}: {
  title: string;
  intro: string;
  sections: PolicySection[];
  /** When and how the team answers questions about this policy. */
  contactNote: string;
}) {
  return (
    <>
      <header className="border-b border-sand-200 bg-sand-100">
        <Container className="py-16 sm:py-20">
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-600 uppercase">
            {m.policies_eyebrow()}
          </p>
          <h1 className="mt-4 text-5xl sm:text-6xl">{title}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-soft">{intro}</p>
          <p className="mt-6 text-sm text-ink-soft">
            {richText(m.policies_last_updated, {
              date: <time dateTime={POLICIES_UPDATED_ISO}>{m.policies_updated_month()}</time>,
            })}
          </p>
        </Container>
      </header>

      <Container className="grid gap-12 py-16 sm:py-20 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-20">
        <nav aria-label={m.policies_on_this_page()} className="lg:sticky lg:top-32 lg:self-start">
          <p className="text-xs font-semibold tracking-[0.25em] text-ink-soft uppercase">
            {m.policies_on_this_page()}
          </p>
          <ol className="mt-4 space-y-1 border-l border-sand-300">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent py-1.5 pl-4 text-sm text-ink-soft hover:border-teal-700 hover:text-teal-800"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl">
          {sections.map((section) => (
            <section
              key={section.id}
              aria-labelledby={section.id}
              className="border-b border-sand-200 py-10 first:pt-0 last:border-b-0"
            >
              <h2 id={section.id} className="mb-5 text-3xl sm:text-4xl">
                {section.title}
              </h2>
              <div className={prose}>{section.content}</div>
            </section>
          ))}

          <aside
            aria-labelledby="policy-questions"
            className="mt-10 rounded-3xl bg-teal-900 p-6 text-sand-100 sm:p-10"
          >
            <h2 id="policy-questions" className="text-3xl text-white">
              {m.policies_questions_title()}
            </h2>
            <p className="mt-3 leading-relaxed">{contactNote}</p>
            <ul className="mt-6 space-y-3">
              <li>
                <a
                  href={`mailto:${siteSettings.email}`}
                  className="inline-flex min-h-11 items-center gap-3 break-all text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
                >
                  <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-gold-400" />
                  {siteSettings.email}
                </a>
              </li>
              <li>
                <a
                  href={siteSettings.phoneHref}
                  className="inline-flex min-h-11 items-center gap-3 text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
                >
                  <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-gold-400" />
                  {siteSettings.phone}
                </a>
              </li>
            </ul>
          </aside>

          <nav aria-label={m.policies_our_policies()} className="mt-12">
            <p className="text-xs font-semibold tracking-[0.25em] text-ink-soft uppercase">
              {m.policies_our_policies()}
            </p>
            <ul className="mt-4 flex flex-wrap gap-3">
              {policyPages()
                .filter((page) => page.title !== title)
                .map((page) => (
                  <li key={page.to}>
                    <Link
                      to={page.to}
                      className="inline-flex min-h-11 items-center rounded-full border border-sand-300 px-5 text-sm text-teal-800 hover:border-teal-800"
                    >
                      {page.title}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        </div>
      </Container>
    </>
  );
}

/** A table of terms (notice periods, timelines) that scrolls sideways on its own if it must. */
export function PolicyTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: [ReactNode, ReactNode][];
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-sand-200 bg-white">
      <table className="w-full text-left text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-100 text-sm text-ink">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">
              {head[0]}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {head[1]}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {rows.map(([term, value], index) => (
            <tr key={index}>
              <th scope="row" className="px-5 py-4 font-normal text-ink">
                {term}
              </th>
              <td className="px-5 py-4 font-medium text-teal-900">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
