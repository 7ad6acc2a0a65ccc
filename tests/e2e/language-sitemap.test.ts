/**
 * The site in four languages as search engines crawl it (issue 39 §2): every page of the sitemap
 * in every language answers 200 in its language, and its hreflang set is the sitemap's for it,
 * reciprocal, each address resolving. Read as crawlers read it: the HTML, no script run.
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './site.ts';

/** Each page's alternates as its <link rel="alternate" hreflang> say: language -> address. */
type Alternates = Record<string, string>;

const alternatesOf = (pairs: (string | null | undefined)[][]): Alternates =>
  Object.fromEntries(pairs.map(([language, href]) => [language ?? '', href ?? '']));

describe('the sitemap in four languages, crawled', () => {
  let site: Site;
  let entries: { loc: string; alternates: Alternates }[];

  beforeAll(async () => {
    site = await startSite({ env: { SITE_LANGUAGES: 'en,ru,de,fr' } });
    const sitemap = (await site.app.inject({ url: '/sitemap.xml' })).body;
    entries = [
      ...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?(.*?)<\/url>/g),
    ].map(([, loc = '', links = '']) => ({
      loc,
      alternates: alternatesOf(
        [...links.matchAll(/hreflang="([\w-]+)" href="([^"]+)"/g)].map(([, l, href]) => [l, href]),
      ),
    }));
  });
  afterAll(() => site.close());

  it('lists every page in each language, with its four alternates and x-default', () => {
    const languages = new Set(
      entries.map(({ loc }) => /^https?:\/\/[^/]+\/(ru|de|fr)\//.exec(loc)?.[1] ?? 'en'),
    );
    expect([...languages].sort()).toEqual(['de', 'en', 'fr', 'ru']);
    for (const { loc, alternates } of entries) {
      expect(Object.keys(alternates), loc).toEqual(['en', 'ru', 'de', 'fr', 'x-default']);
      expect(Object.values(alternates), loc).toContain(loc);
    }
  });

  it('every page answers in its language, its hreflang set the same as the sitemap’s and reciprocal', async () => {
    const { publicUrl } = site.app.config;
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry.alternates]));
    for (const { loc, alternates } of entries) {
      const answer = await site.app.inject({ url: loc.replace(publicUrl, '') });
      expect(answer.statusCode, loc).toBe(200);
      const { document } = new JSDOM(answer.body).window;
      const language = Object.entries(alternates).find(
        ([l, href]) => href === loc && l !== 'x-default',
      )?.[0];
      expect(document.documentElement.lang, loc).toBe(language);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), loc).toBe(loc);
      const onPage = alternatesOf(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      );
      expect(onPage, loc).toEqual(alternates);
      // Reciprocal: each alternate is a page of the sitemap naming the same set.
      for (const href of Object.values(alternates))
        expect(byLoc.get(href), href).toEqual(alternates);
    }
  });
});
