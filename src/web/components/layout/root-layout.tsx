import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ScrollToTop } from '../../app/navigation.tsx';
import { CompanyJsonLd } from '../../features/seo/page-meta.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Toasts stay 5 s (spec §8, §9). */
export const TOAST_DURATION_MS = 5000;

export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-teal-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />
      <ScrollToTop />
      <CompanyJsonLd />
    </div>
  );
}
