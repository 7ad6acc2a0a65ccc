/**
 * The console's start, run by boot.ts once the server's page is on the screen (decision 095): it
 * takes over the room the server drew (src/web/console/entry-server.tsx), or draws the page
 * where the server drew none (the sign-in pages, nobody known). Built on its own, after the site
 * (scripts/vite-console.ts).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appListens, releaseTaps } from '#web/lib/early-taps.ts';
import { ConsoleApp } from './app.tsx';
import { readConsoleBoot } from './lib/console-boot.ts';
import { meQuery } from './lib/me-api.ts';
import { createConsoleQueryClient } from './lib/query-client.ts';
import { DRAWN_ATTRIBUTE } from '#domain/console-pages.ts';
import { currentConsolePage } from './paths.ts';
import { loadPageAt, standsAlone } from './room-pages.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The console page has no #root');
const queryClient = createConsoleQueryClient();
// The page's code and who is signed in, asked for at once (decision 084); the console is drawn
// once the code is here, so the first page comes whole rather than after a skeleton. The server
// names the page's code in the page, so the browser fetches it already, and says who is signed
// in when it knows (decision 088): then nothing is asked.
const page = currentConsolePage().split('?')[0] ?? '/';
if (!standsAlone(page)) {
  const { me } = readConsoleBoot();
  if (me) queryClient.setQueryData(meQuery.queryKey, me);
  // A failed answer is the signed-in page's to show (app.tsx).
  else queryClient.query(meQuery).catch(() => undefined);
}
// Not a top-level await: the page's chunk imports this one, which must have finished running.
void loadPageAt(page).then(() => {
  const app = (
    <StrictMode>
      <ConsoleApp queryClient={queryClient} onTakenOver={() => releaseTaps(root)} />
    </StrictMode>
  );
  // A room the server drew (decision 095) is the first render this one makes: React takes its
  // HTML over rather than drawing it again. The sign-in page's frame is drawn anew.
  if (root.hasAttribute(DRAWN_ATTRIBUTE)) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // a phone's main thread (and its taps) for the whole room, as the site's does (decision 012).
    startTransition(() => {
      // From here React receives taps itself (early-taps.ts tells them from the ones it missed).
      appListens();
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
});
