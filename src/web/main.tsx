import { hydrate } from '@tanstack/react-query';
import brandFontFile from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url';
import { startTransition } from 'react';
import { App } from './app/app.tsx';
import { Document } from './app/document.tsx';
import { loadRoute, matchAppRoute } from './app/routes.ts';
import { readBootData } from './lib/boot-data.ts';
import { createQueryClient, keepRenderedFailures } from './lib/query-client.ts';
import { createRoot, hydrateRoot } from './react-client.ts';

/**
 * The headings' brand font (decision 014): the page was first painted with their fallback, a
 * serif. Its file (the Latin letters, all the site's text) is fetched first, then fonts.css
 * declares the font and puts it on the headings: the page is laid out again once, with the font at
 * hand, rather than once with the fallback under the new name and again when the file arrives.
 * Should the file fail, the headings change anyway and the browser tries it once more.
 */
async function showBrandFont() {
  const file = Object.assign(document.createElement('link'), {
    rel: 'preload',
    as: 'font',
    type: 'font/woff2',
    href: brandFontFile,
    // Fonts are fetched in CORS mode; a preload in another mode would not be used.
    crossOrigin: 'anonymous',
  });
  await new Promise((resolve) => {
    file.onload = file.onerror = resolve;
    document.head.append(file);
  });
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
  const app = <App queryClient={queryClient} publicUrl={data.publicUrl} />;

  if (json === null) {
    // Only Vite's dev server sends a page without its data; the production build leaves this out.
    if (!import.meta.env.DEV) throw new Error('The page came without its boot data');
    const root = document.getElementById('root');
    if (!root) throw new Error('The page has no #root');
    createRoot(root).render(app);
    return;
  }
  // The page's code first, so hydration finds the page it renders (boot.ts preloaded it).
  await loadRoute(matchAppRoute(window.location.pathname).route);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole document is done.
  startTransition(() => {
    hydrateRoot(
      document,
      <Document styles={data.assets.styles} bootData={json}>
        {app}
      </Document>,
    );
  });
}

void start();
