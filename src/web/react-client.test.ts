/**
 * react-client.ts stands in for react-dom/client in boot.ts and main.tsx (decision 074): it must
 * give exactly React DOM's own functions, so the app starts the same as with the package itself.
 */
import * as reactDomClient from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import * as reactClient from './react-client.ts';

describe('react-client', () => {
  it("exports React DOM's createRoot and hydrateRoot themselves", () => {
    expect(reactClient.createRoot).toBe(reactDomClient.createRoot);
    expect(reactClient.hydrateRoot).toBe(reactDomClient.hydrateRoot);
  });

  it('exports only what the app uses of it', () => {
    expect(Object.keys(reactClient).sort()).toEqual(['createRoot', 'hydrateRoot']);
  });
});
