import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/root-layout.tsx';
import { paths } from '../lib/paths.ts';

/**
 * Every route of spec §2. Route modules export `Component` and, where the page needs data, a
 * `handle.queries(params)` listing its query options: the one place the data of a page is named,
 * so the server can prefetch and render it (issue 4) with the very options the page uses.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // Nothing to show while the first page's code loads; the server-rendered page replaces this (issue 4).
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: () => import('./routes/home.tsx') },
      { path: 'villas', lazy: () => import('./routes/villas.tsx') },
      { path: 'villa/:slug', lazy: () => import('./routes/villa-detail.tsx') },
      // One reading of the spec puts the detail page here; the built one is /villa/{slug} (DESIGN.md 1).
      {
        path: 'villas/:slug',
        loader: ({ params }) => redirect(paths.villa(params.slug ?? ''), 301),
      },
      { path: 'about', lazy: () => import('./routes/about.tsx') },
      { path: 'transport', lazy: () => import('./routes/transport.tsx') },
      { path: 'contact', lazy: () => import('./routes/contact.tsx') },
      { path: 'privacy-policy', lazy: () => import('./routes/privacy-policy.tsx') },
      { path: 'terms-of-service', lazy: () => import('./routes/terms-of-service.tsx') },
      { path: 'cancellation-policy', lazy: () => import('./routes/cancellation-policy.tsx') },
      { path: 'refund-policy', lazy: () => import('./routes/refund-policy.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
