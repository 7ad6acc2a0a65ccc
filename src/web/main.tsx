import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadRoute, matchAppRoute } from './app/routes.ts';
import { BOOT_DATA_ELEMENT_ID, readBootData } from './lib/boot-data.ts';
import { createQueryClient, keepRenderedFailures } from './lib/query-client.ts';
import './styles.css';

/**
 * The browser's start: the server sent the page rendered with its data (src/server/pages/render.ts)
 * and the data itself; React takes over that page without fetching the data again. Vite's dev
 * server (`npm run dev:web`) sends an empty page instead, which React renders from scratch.
 */
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root');
  const queryClient = createQueryClient();
  const { queries, publicUrl } = readBootData();
  hydrate(queryClient, queries);
  keepRenderedFailures(queryClient);
  // The page's code first, so hydration finds the page it renders (the server preloaded it).
  await loadRoute(matchAppRoute(window.location.pathname).route);
  const app = <App queryClient={queryClient} publicUrl={publicUrl} />;
  if (document.getElementById(BOOT_DATA_ELEMENT_ID)) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
