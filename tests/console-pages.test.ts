/**
 * The server names the chunks of the page at an address (decision 088) from its own table of the
 * console's pages (src/server/pages/console-hints.ts): it must agree with the console's routes
 * (room-pages.ts), or the page would name the wrong chunks. Each page it lists is a page of the
 * console, at the same pattern, from the same module, standing alone or not as the console has it.
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccountPage } from '#web/console/features/auth/account-form.tsx';
import {
  ACCOUNT_FRAME,
  CONSOLE_PAGE_MODULES,
  consoleLocation,
  consolePageAt,
} from '#server/pages/console-hints.ts';
import { pages, standsAlone } from '#web/console/room-pages.ts';

const consolePages = Object.values(pages);
const sourceModules = import.meta.glob<Record<string, unknown>>(
  '../src/web/console/features/**/*.tsx',
);

describe("the server's table of the console's pages", () => {
  it.each(CONSOLE_PAGE_MODULES.map((entry) => [entry.path, entry] as const))(
    '%s is a page of the console, from the same module',
    async (pattern, { module, alone }) => {
      const page = consolePages.find(({ path }) => path === pattern);
      expect(page, `no page at ${pattern} in room-pages.ts`).toBeDefined();
      const loaded = (await page?.load()) as { default: ComponentType };
      const load = sourceModules[`../src/web/console/${module}`];
      expect(load, `${module} is not a module of the console`).toBeDefined();
      expect(Object.values((await load?.()) ?? {})).toContain(loaded.default);
      expect(standsAlone(pattern.replaceAll(':id', 'x').replaceAll(':kind', 'contact'))).toBe(
        alone === true,
      );
    },
  );

  it.each(consolePages.map(({ path }) => [path]))(
    "the console's page at %s is in the server's table",
    (pattern) => {
      expect(CONSOLE_PAGE_MODULES.map(({ path }) => path)).toContain(pattern);
    },
  );

  it.each([
    ['/console', '/'],
    ['/console/', '/'],
    ['/console/bookings?status=pending', '/bookings'],
    ['/console/bookings/', '/bookings'],
    ['/console/bookings/b-1', '/bookings/:id'],
    ['/console/villas/v-1', '/villas/:id'],
    ['/console/villas/v-1/prices', '/villas/:id/prices'],
    ['/console/messages/contact/m-1', '/messages/:kind/:id'],
    ['/console/login?next=%2Fstaff', '/login'],
  ])('finds at %s the page the console shows (%s)', (url, pattern) => {
    expect(consolePageAt(consoleLocation(url))?.path).toBe(pattern);
  });

  it.each(['/console/no-such-room', '/console/bookings/b-1/more', '/console/villas//prices'])(
    'finds no page at %s, as the console shows none',
    (url) => {
      expect(consolePageAt(consoleLocation(url))).toBeUndefined();
    },
  );

  it('draws first on the pages that stand alone what the console draws there', () => {
    const page = renderToStaticMarkup(
      createElement(AccountPage, { title: 'Sign in', children: 'form' }),
    );
    // The frame is the page's outer box and its first line, the company's name: the console's
    // render puts the same at the same place, and the card below it (React puts the <title> in
    // the document's head).
    const body = page.replace(/^<title>[^<]*<\/title>/, '');
    expect(body.startsWith(ACCOUNT_FRAME.replace(/<\/div>$/, ''))).toBe(true);
  });
});
