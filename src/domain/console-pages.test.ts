import { describe, expect, it } from 'vitest';
import {
  CONSOLE_MODULES,
  CONSOLE_PAGES,
  CONSOLE_ROOMS,
  consolePathOf,
  STANDING_ALONE,
} from './console-pages.ts';

describe("the console's pages", () => {
  it('writes a page’s address from its pattern, each part encoded', () => {
    expect(consolePathOf('today', {})).toBe('/');
    expect(consolePathOf('villa', { id: 'a b/c' })).toBe('/villas/a%20b%2Fc');
    expect(consolePathOf('message', { kind: 'contact', id: 'm-1' })).toBe('/messages/contact/m-1');
  });

  it('opens each room on a page of the console that needs someone signed in', () => {
    for (const { page } of CONSOLE_ROOMS) expect(STANDING_ALONE).not.toContain(page);
    expect(new Set(CONSOLE_ROOMS.map(({ page }) => page)).size).toBe(CONSOLE_ROOMS.length);
  });

  it('names a module for every page, and no other', () => {
    expect(Object.keys(CONSOLE_MODULES)).toEqual(Object.keys(CONSOLE_PAGES));
  });
});
