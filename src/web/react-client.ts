/**
 * React DOM's client as an ES module of our own, in the `react` chunk (vite.config.ts). boot.ts
 * starts it before the app; imported from boot.ts directly, CommonJS react-dom would need the
 * bundler's interop runtime, a second file fetched with boot.ts before the first paint.
 * See docs/decisions/074-react-client.md.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
