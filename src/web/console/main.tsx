/**
 * The console's start: rendered in the browser (the server sends an empty page,
 * src/server/pages/console-shell.ts). Built on its own, after the site (scripts/vite-console.ts).
 */
import './console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app.tsx';
import { readConsoleBoot } from './lib/console-boot.ts';
import { meQuery } from './lib/me-api.ts';
import { createConsoleQueryClient } from './lib/query-client.ts';
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
void loadPageAt(page).then(() =>
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp queryClient={queryClient} />
    </StrictMode>,
  ),
);
