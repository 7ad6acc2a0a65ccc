import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadRoute, matchAppRoute } from './app/routes.ts';
import { readBootData } from './lib/boot-data.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

/**
 * The browser's start: the server sent the page rendered with its data (src/server/pages/render.ts)
 * and the data itself; React takes over that page without fetching the data again.
 */
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root');
  const queryClient = createQueryClient();
  const { queries, publicUrl } = readBootData();
  hydrate(queryClient, queries);
  // What failed on the server (a villa that does not exist) shows as it was rendered, without a
  // second try on mount flashing the loading state.
  for (const query of queries.queries) {
    if (query.state.error) queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  // The page's code first, so hydration finds the page it renders (the server preloaded it).
  await loadRoute(matchAppRoute(window.location.pathname).route);
  hydrateRoot(root, <App queryClient={queryClient} publicUrl={publicUrl} />);
}

void start();
