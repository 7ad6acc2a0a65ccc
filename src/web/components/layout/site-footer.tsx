import { useQueryClient } from '@tanstack/react-query';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useState } from 'react';
import { Link } from '#web/app/navigation.tsx';
import { FOOTER_VILLAS_KEY, type FooterVilla } from '#web/lib/footer-villas.ts';
import { paths } from '#web/lib/paths.ts';
import { siteSettings } from '#web/lib/site-settings.ts';
import { Container } from '../ui/container.tsx';
import { m } from '#web/i18n/messages.ts';
import { LanguageLinks } from './language-links.tsx';

/** Spec §2's four, and the transport page, which the header leaves out. */
const QUICK_LINKS = [
  { to: paths.home, label: m.site_nav_home },
  { to: paths.villas, label: m.site_nav_villas },
  { to: paths.about, label: m.site_nav_about },
  { to: paths.transport, label: m.site_nav_transport },
  { to: paths.contact, label: m.site_nav_contact },
];

/**
 * The villas of spec §2's footer: those published, as the server rendered the page with them
 * (lib/footer-villas.ts). Read once, so the footer stays as it was drawn while the guest moves
 * from page to page; the next page loaded whole brings the villas of that moment.
 */
function useVillaLinks() {
  const queryClient = useQueryClient();
  const [villas] = useState(() => queryClient.getQueryData<FooterVilla[]>(FOOTER_VILLAS_KEY) ?? []);
  return villas.map(({ slug, label }) => ({ to: paths.villa(slug), label: () => label }));
}

const LEGAL_LINKS = [
  { to: paths.privacyPolicy, label: m.site_privacy_policy },
  { to: paths.termsOfService, label: m.site_terms_of_service },
  { to: paths.cancellationPolicy, label: m.site_cancellation_policy },
  { to: paths.refundPolicy, label: m.site_refund_policy },
];

/** Every footer link scrolls smoothly to the top (spec §2). */
const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

/** A link and its text, read in the page's language when drawn. */
interface FooterLink {
  to: string;
  label: () => string;
}

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="font-sans text-xs font-semibold tracking-[0.25em] text-gold-400 uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={scrollToTop}
              className="text-sm text-sand-200 hover:text-white"
            >
              {link.label()}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const villaLinks = useVillaLinks();
  // Social links come from the settings and are hidden while unset (DESIGN.md decision 5).
  const socialLinks = Object.entries({
    Instagram: siteSettings.social.instagram,
    Facebook: siteSettings.social.facebook,
  }).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <footer className="bg-teal-900 text-sand-200">
      <Container className="grid gap-10 py-16 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="font-display text-3xl text-white">{siteSettings.companyName}</p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{m.site_tagline()}</p>
          <ul className="mt-6 space-y-2 text-sm">
            <li>
              <a
                href={siteSettings.phoneHref}
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <Phone aria-hidden="true" className="h-4 w-4" /> {siteSettings.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${siteSettings.email}`}
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <Mail aria-hidden="true" className="h-4 w-4" /> {siteSettings.email}
              </a>
            </li>
            <li className="inline-flex items-center gap-2">
              <MapPin aria-hidden="true" className="h-4 w-4" /> {m.site_address()}
            </li>
          </ul>
          {socialLinks.length > 0 && (
            <ul className="mt-6 flex gap-4 text-sm">
              {socialLinks.map(([label, href]) => (
                <li key={label}>
                  <a href={href} className="underline-offset-4 hover:text-white hover:underline">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <LinkList title={m.site_footer_quick_links()} links={QUICK_LINKS} />
        <LinkList title={m.site_footer_villas()} links={villaLinks} />
        <LinkList title={m.site_footer_legal()} links={LEGAL_LINKS} />
      </Container>
      <div className="border-t border-sand-200/15">
        <Container className="flex flex-wrap items-center justify-between gap-4 py-6 text-xs text-sand-300">
          <p>
            {m.site_rights_reserved({
              year: new Date().getFullYear(),
              company: siteSettings.companyName,
            })}
          </p>
          <LanguageLinks />
        </Container>
      </div>
    </footer>
  );
}
