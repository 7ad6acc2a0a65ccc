import type { ReactNode } from 'react';
import { ScrollToTop } from '#web/app/navigation.tsx';
import { CompanyJsonLd } from '../seo/page-meta.tsx';
import { Toasts } from '#web/lib/toast.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { m } from '#web/i18n/messages.ts';

export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-teal-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {m.site_skip_to_content()}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <Toasts />
      <ScrollToTop />
      <CompanyJsonLd />
    </div>
  );
}
