/**
 * robots.txt and sitemap.xml (issue 4): every public page and every villa, at the site's public
 * address (`PUBLIC_URL`). Guests' own booking pages and the API are kept out of search engines.
 */
import type { FastifyPluginAsync } from 'fastify';

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

/** The text of sitemap.xml: the pages, then each villa with the day it last changed. */
export function sitemapXml(publicUrl: string, villas: { slug: string; updatedAt: Date }[]): string {
  const url = (path: string, lastModified?: Date) =>
    `  <url><loc>${escapeXml(publicUrl + path)}</loc>${
      lastModified ? `<lastmod>${isoDay(lastModified)}</lastmod>` : ''
    }</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PAGES.map((path) => url(path)),
    ...villas.map((villa) => url(`/villa/${encodeURIComponent(villa.slug)}`, villa.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export const robotsTxt = (publicUrl: string) =>
  [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /booking/',
    'Disallow: /console',
    'Disallow: /ical/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

/** Search engines read these often: an hour's cache spares the database. */
const SEO_CACHE_CONTROL = 'public, max-age=3600';

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', SEO_CACHE_CONTROL)
      .send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const villas = await app.villaService.sitemapVillas();
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', SEO_CACHE_CONTROL)
      .send(sitemapXml(publicUrl, villas));
  });
};
