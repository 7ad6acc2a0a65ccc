import { paths } from '#web/lib/paths.ts';
import { absoluteUrl } from '#web/lib/site-context.tsx';
import { siteSettings } from '#web/lib/site-settings.ts';

/**
 * JSON-LD (schema.org) of the company and of each villa, for search engines: the company is a
 * LodgingBusiness; each villa is a VacationRental that names the company as its brand (in
 * villa-json-ld.ts, which only villa pages load).
 */
export type JsonLd = Record<string, unknown>;

/** Coordinates to 5 decimals: about a metre, as precise as a villa's gate needs. */
const toFiveDecimals = (value: number) => Math.round(value * 1e5) / 1e5;

export const geo = (latitude: number, longitude: number) => ({
  '@type': 'GeoCoordinates',
  latitude: toFiveDecimals(latitude),
  longitude: toFiveDecimals(longitude),
});

export const companyId = (publicUrl: string) => `${absoluteUrl(publicUrl, paths.home)}#company`;

export function companyJsonLd(publicUrl: string): JsonLd {
  const { company } = siteSettings;
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    '@id': companyId(publicUrl),
    name: siteSettings.companyName,
    description: siteSettings.tagline,
    url: absoluteUrl(publicUrl, paths.home),
    logo: absoluteUrl(publicUrl, '/favicon.svg'),
    image: absoluteUrl(publicUrl, company.image),
    telephone: siteSettings.phone,
    email: siteSettings.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: company.locality,
      addressRegion: company.region,
      addressCountry: company.country,
    },
    geo: geo(company.latitude, company.longitude),
    foundingDate: String(siteSettings.foundedYear),
    priceRange: company.priceRange,
  };
}
