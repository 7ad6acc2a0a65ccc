import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { App } from './app/app.tsx';
import { Document } from './app/document.tsx';
import { loadRoute, matchAppRoute } from './app/routes.ts';
import { splitLocale } from './i18n/locale-path.ts';
import { readBootData } from './lib/boot-data.ts';
import { appListens } from './lib/early-taps.ts';
import { createQueryClient, keepRenderedFailures } from './lib/query-client.ts';
import { createRoot, hydrateRoot } from './react-client.ts';

/**
 * The headings' brand font (decision 014): the page was first painted with their fallback, a
 * serif. The stylesheet declares the font from the start; the browser fetches its Latin file (all
 * the site's text) only when asked, here, and once it is in, fonts.css puts the font on the
 * headings: only they are laid out again, once, with the font at hand. Should the file fail, the
 * headings change anyway and the browser tries it once more.
 */
async function showBrandFont() {
  await document.fonts.load("1em 'Cormorant Garamond Variable'").catch(() => undefined);
  await import('./fonts.css');
}

/**
 * The app's start (src/web/boot.ts imports it once the page is on the screen). The server sent the
 * page rendered with its data (src/server/pages/render.ts) and the data itself; React takes over
 * the whole document without fetching the data again. Vite's dev server (`npm run dev:web`) sends
 * an empty page instead, which React renders from scratch.
 */
async function start() {
  void showBrandFont();
  const { data, json } = readBootData();
  const queryClient = createQueryClient();
  hydrate(queryClient, data.queries);
  keepRenderedFailures(queryClient);
  const app = (
    <App queryClient={queryClient} publicUrl={data.publicUrl} languages={data.languages} />
  );

  if (json === null) {
    // Only Vite's dev server sends a page without its data; the production build leaves this out.
    if (!import.meta.env.DEV) throw new Error('The page came without its boot data');
    const root = document.getElementById('root');
    if (!root) throw new Error('The page has no #root');
    createRoot(root).render(app);
    return;
  }
  // The page's code first, so hydration finds the page it renders (boot.ts preloaded it).
  await loadRoute(matchAppRoute(splitLocale(window.location.pathname).path).route);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole document is done.
  startTransition(() => {
    // From here React receives taps itself (early-taps.ts tells them from the ones it missed).
    appListens();
    hydrateRoot(
      document,
      <Document styles={data.assets.styles} bootData={json}>
        {app}
      </Document>,
    );
  });
}

void start();
