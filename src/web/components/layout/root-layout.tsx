import type { ReactNode } from 'react';
import { ScrollToTop } from '#web/app/navigation.tsx';
import { Toasts } from '#web/lib/toast.tsx';
import { deferredPart } from '#web/lib/deferred-part.tsx';
import { SiteHeader } from './site-header.tsx';
import { m } from '#web/i18n/messages.ts';

// The footer comes in the server's HTML, whole (its links work before any script); its code only as
// the guest scrolls near it (lib/deferred-part.tsx): room on every page's first load (issue 39 §4).
const SiteFooter = deferredPart(() =>
  import('./site-footer.tsx').then((module) => module.SiteFooter),
);

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
    </div>
  );
}
