/**
 * The console's start: rendered in the browser (the server sends an empty page,
 * src/server/pages/console-shell.ts). Built on its own, after the site (scripts/vite-console.ts).
 */
import './console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app.tsx';
import { createConsoleQueryClient } from './lib/query-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The console page has no #root');
createRoot(root).render(
  <StrictMode>
    <ConsoleApp queryClient={createConsoleQueryClient()} />
  </StrictMode>,
);
