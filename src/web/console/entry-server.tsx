/**
 * The console's pages drawn on the server (issue 25 §2, decision 095):
 * the very first render the browser would make, so a phone paints the page (the layout, the
 * room's heading, its skeleton) with the HTML and the stylesheet, and the app, once its code has
 * run, takes that HTML over (`hydrateRoot`, main.tsx) instead of drawing it again. Built with the
 * site's server build into dist/ssr/console-entry-server.js; src/server/pages/console-shell.ts
 * loads it at start.
 *
 * The render holds what the browser's first render holds: who is signed in (the same boot JSON
 * the page carries) and the page's code, loaded first; every other query is still pending, as it
 * is in the browser before its first answer.
 */
import { renderToString } from 'react-dom/server';
import { ConsoleApp } from './app.tsx';
import type { Me } from './lib/me-api.ts';
import { meQuery } from './lib/me-api.ts';
import { createConsoleQueryClient } from './lib/query-client.ts';
import { loadPageAt, standsAlone } from './room-pages.ts';

export interface ConsoleRender {
  /** The address asked for ('/console/bookings?page=2'). */
  url: string;
  /** The page, relative to the console ('/bookings'). */
  location: string;
  /** Who is signed in, as the page's boot JSON says; null on the pages that stand alone. */
  me: Me | null;
}

/**
 * The page's HTML (what goes in #root), or null when the browser would draw nothing of it
 * before asking who is signed in (nobody known, off the pages that stand alone).
 */
export async function renderConsolePage({ url, location, me }: ConsoleRender) {
  const alone = standsAlone(location);
  if (!alone && !me) return null;
  await loadPageAt(location);
  const queryClient = createConsoleQueryClient();
  if (!alone && me) queryClient.setQueryData(meQuery.queryKey, me);
  try {
    return renderToString(<ConsoleApp queryClient={queryClient} ssrPath={url} />);
  } finally {
    queryClient.clear();
  }
}
