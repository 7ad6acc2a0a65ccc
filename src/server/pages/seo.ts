/**
 * robots.txt and sitemap.xml (issue 4): every public page and every villa, at the site's public
 * address (`PUBLIC_URL`). Guests' own booking pages and the API are kept out of search engines.
 */
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_LANGUAGE, languagePath, type Language } from '#domain/languages.ts';

/** The site's pages that take no parameter, as the web routes them (src/web/app/routes.ts). */
export const SITEMAP_PAGES = [
  '/',
  '/villas',
  '/about',
  '/transport',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cancellation-policy',
  '/refund-policy',
] as const;

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The text of sitemap.xml: the pages, then each villa with the day it last changed; with more than
 * one language offered (issue 39 §2), each page in each language, every one naming all of them
 * (and English as x-default) as its alternates, as Google reads hreflang in a sitemap.
 */
export function sitemapXml(
  publicUrl: string,
  villas: { slug: string; updatedAt: Date }[],
  languages: readonly Language[] = [DEFAULT_LANGUAGE],
): string {
  const address = (language: Language, path: string) =>
    escapeXml(publicUrl + languagePath(language, path));
  const alternates = (path: string) =>
    languages.length < 2
      ? ''
      : [...languages, 'x-default' as const]
          .map((language) => {
            const href = address(language === 'x-default' ? DEFAULT_LANGUAGE : language, path);
            return `<xhtml:link rel="alternate" hreflang="${language}" href="${href}"/>`;
          })
          .join('');
  const urls = (path: string, lastModified?: Date) =>
    languages.map(
      (language) =>
        `  <url><loc>${address(language, path)}</loc>${
          lastModified ? `<lastmod>${isoDay(lastModified)}</lastmod>` : ''
        }${alternates(path)}</url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    languages.length < 2
      ? '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
      : '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...SITEMAP_PAGES.flatMap((path) => urls(path)),
    ...villas.flatMap((villa) => urls(`/villa/${encodeURIComponent(villa.slug)}`, villa.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export const robotsTxt = (publicUrl: string, languages: readonly Language[] = [DEFAULT_LANGUAGE]) =>
  [
    'User-agent: *',
    'Disallow: /api/',
    // A guest's own booking pages, in every language.
    ...languages.map((language) => `Disallow: ${languagePath(language, '/booking/')}`),
    'Disallow: /console',
    'Disallow: /ical/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

/** Search engines read these often: an hour's cache spares the database. */
const SEO_CACHE_CONTROL = 'public, max-age=3600';

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl, siteLanguages } = app.config;
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', SEO_CACHE_CONTROL)
      .send(robotsTxt(publicUrl, siteLanguages)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const villas = await app.villaService.sitemapVillas();
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', SEO_CACHE_CONTROL)
      .send(sitemapXml(publicUrl, villas, siteLanguages));
  });
};
