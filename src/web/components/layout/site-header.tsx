import { Mail, Menu, Phone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, usePathname } from '#web/app/navigation.tsx';
import { paths } from '#web/lib/paths.ts';
import { siteSettings } from '#web/lib/site-settings.ts';
import { m } from '#web/i18n/messages.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Container } from '../ui/container.tsx';

const NAV_LINKS = [
  { to: paths.home, label: m.site_nav_home },
  { to: paths.villas, label: m.site_nav_villas },
  { to: paths.about, label: m.site_nav_about },
  { to: paths.contact, label: m.site_nav_contact },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium tracking-wide transition-colors ${
    isActive ? 'bg-sand-200 text-teal-900' : 'text-ink hover:text-teal-700'
  }`;

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  // Choosing a link closes the mobile menu (spec §4).
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-sand-200 bg-sand-50/95 backdrop-blur">
      <div className="hidden border-b border-sand-200 bg-teal-900 text-sand-100 md:block">
        <Container className="flex h-9 items-center justify-end gap-6 text-xs tracking-wide">
          <a
            href={siteSettings.phoneHref}
            className="inline-flex items-center gap-2 hover:text-gold-400"
          >
            <Phone aria-hidden="true" className="h-3.5 w-3.5" />
            {siteSettings.phone}
          </a>
          <a
            href={`mailto:${siteSettings.email}`}
            className="inline-flex items-center gap-2 hover:text-gold-400"
          >
            <Mail aria-hidden="true" className="h-3.5 w-3.5" />
            {siteSettings.email}
          </a>
        </Container>
      </div>
      <Container className="flex h-16 items-center justify-between gap-4 md:h-20">
        <Link to={paths.home} className="flex flex-col leading-none">
          <span className="font-display text-2xl text-teal-900 md:text-3xl">
            {siteSettings.companyName}
          </span>
          <span className="mt-1 text-[0.65rem] tracking-[0.3em] text-gold-600 uppercase">
            {m.site_country()}
          </span>
          <span className="sr-only">{m.site_home_suffix()}</span>
        </Link>
        <nav aria-label={m.site_nav_main()} className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label()}
            </NavLink>
          ))}
          <ButtonLink to={paths.villas} size="sm" className="ml-3">
            {m.site_book_now()}
          </ButtonLink>
        </nav>
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-teal-900 hover:bg-sand-200 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{open ? m.site_menu_close() : m.site_menu_open()}</span>
        </button>
      </Container>
      {open && (
        <nav
          id="mobile-menu"
          aria-label={m.site_nav_mobile()}
          className="border-t border-sand-200 bg-sand-50 md:hidden"
        >
          <Container className="flex flex-col gap-1 py-4">
            {NAV_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={linkClass}
                onClick={() => setOpen(false)}
              >
                {link.label()}
              </NavLink>
            ))}
            <a href={siteSettings.phoneHref} className="px-3 py-2 text-sm text-ink-soft">
              {siteSettings.phone}
            </a>
            <a href={`mailto:${siteSettings.email}`} className="px-3 py-2 text-sm text-ink-soft">
              {siteSettings.email}
            </a>
            <ButtonLink to={paths.villas} className="mt-2" onClick={() => setOpen(false)}>
              {m.site_book_now()}
            </ButtonLink>
          </Container>
        </nav>
      )}
    </header>
  );
}
