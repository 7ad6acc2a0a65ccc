/**
 * wouter imports `use-sync-external-store/shim` for React 17; React 19 has the hook built in, so
 * the build points that import here (vite.config.ts) and the shim's code stays off every page.
 * See docs/decisions/073-use-sync-external-store-alias.md.
 */
export { useSyncExternalStore } from 'react';
