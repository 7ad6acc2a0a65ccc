import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml, SITEMAP_PAGES } from './seo.ts';

const villas = [{ slug: 'villa-alpha', updatedAt: new Date('2026-11-02T10:00:00Z') }];

describe('sitemap.xml and robots.txt in the languages offered (issue 39 §2)', () => {
  it('lists each page once, with no alternates, while English alone is offered', () => {
    const xml = sitemapXml('https://villas.test', villas);
    expect(xml).not.toContain('xhtml');
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_PAGES.length + 1);
    expect(xml).toContain(
      '<url><loc>https://villas.test/villa/villa-alpha</loc><lastmod>2026-11-02</lastmod></url>',
    );
    expect(robotsTxt('https://villas.test')).toContain('Disallow: /booking/\n');
  });

  it('lists each page in each language, each naming all four and x-default, reciprocally', () => {
    const xml = sitemapXml('https://villas.test', villas, ['en', 'ru', 'de', 'fr']);
    const entries = [
      ...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?(.*?)<\/url>/g),
    ];
    expect(entries).toHaveLength((SITEMAP_PAGES.length + 1) * 4);
    const locs = new Set(entries.map((entry) => entry[1]));
    expect(locs).toContain('https://villas.test/ru/');
    expect(locs).toContain('https://villas.test/de/villa/villa-alpha');
    for (const [, loc, links] of entries) {
      const alternates = [...(links ?? '').matchAll(/hreflang="([\w-]+)" href="([^"]+)"/g)].map(
        ([, language, href]) => [language, href],
      );
      expect(alternates.map(([language]) => language)).toEqual([
        'en',
        'ru',
        'de',
        'fr',
        'x-default',
      ]);
      // Each alternate is itself in the sitemap, and names this page back.
      expect(alternates.map(([, href]) => href)).toContain(loc);
      for (const [, href] of alternates) expect(locs).toContain(href);
    }
    expect(robotsTxt('https://villas.test', ['en', 'ru'])).toContain(
      'Disallow: /booking/\nDisallow: /ru/booking/\n',
    );
  });
});
