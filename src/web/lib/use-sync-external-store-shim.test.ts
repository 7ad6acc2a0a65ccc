/**
 * The build points wouter's `use-sync-external-store/shim` import here (vite.config.ts, decision
 * 073): it must be React's own hook, which the shim itself hands out on React 18 and later.
 */
import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import * as shim from './use-sync-external-store-shim.ts';

describe('use-sync-external-store-shim', () => {
  it("is React's useSyncExternalStore, and nothing else", () => {
    expect(shim.useSyncExternalStore).toBe(useSyncExternalStore);
    expect(Object.keys(shim)).toEqual(['useSyncExternalStore']);
  });

  it('changes nothing: on this React the package itself hands out the same hook', async () => {
    // Vitest does not apply vite.config.ts's alias: this is the package wouter asks for (untyped).
    const wouterAsksFor: string = 'use-sync-external-store/shim/index.js';
    const packaged = (await import(wouterAsksFor)) as { useSyncExternalStore: unknown };
    expect(packaged.useSyncExternalStore).toBe(useSyncExternalStore);
  });
});
