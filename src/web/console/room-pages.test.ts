import { describe, expect, it } from 'vitest';
import { CONSOLE_PAGES } from '#domain/console-pages.ts';
import { consolePaths } from './paths.ts';
import { pages } from './room-pages.ts';

describe("the console's pages", () => {
  it("gives every page of the table its code, in the table's order (the router's)", () => {
    expect(Object.keys(pages)).toEqual(Object.keys(CONSOLE_PAGES));
    for (const [name, page] of Object.entries(pages)) {
      expect(page.path).toBe(CONSOLE_PAGES[name as keyof typeof CONSOLE_PAGES]);
    }
  });

  it("writes each page's address from the table's pattern", () => {
    expect(consolePaths.today).toBe('/');
    expect(consolePaths.paymentSettings).toBe('/payments/settings');
    expect(consolePaths.villa('a b/c')).toBe('/villas/a%20b%2Fc');
    expect(consolePaths.villaCalendar('v1', '2026-12')).toBe('/villas/v1/calendar?month=2026-12');
    expect(consolePaths.message('transport', 't1')).toBe('/messages/transport/t1');
    expect(consolePaths.login('/staff')).toBe('/login?next=%2Fstaff');
    expect(consolePaths.login()).toBe('/login');
  });
});
