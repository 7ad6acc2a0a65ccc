import type { Villa } from '#domain/schemas/villa.ts';
import { paths } from '#web/lib/paths.ts';
import { absoluteUrl } from '#web/lib/site-context.tsx';
import { companyId, geo, type JsonLd } from './structured-data.ts';

/** A "Town, Country" location as a postal address in Sri Lanka. */
const addressOf = (location: string) => {
  const [locality, region] = location.split(',').map((part) => part.trim());
  return {
    '@type': 'PostalAddress',
    addressLocality: locality,
    ...(region && region !== 'Sri Lanka' ? { addressRegion: region } : {}),
    addressCountry: 'LK',
  };
};

/** A villa page's JSON-LD: apart from the company's (on every page), so other pages skip it. */
export function villaJsonLd(villa: Villa, publicUrl: string): JsonLd {
  const url = absoluteUrl(publicUrl, paths.villa(villa.slug));
  const { latitude, longitude } = villa.locationDetails;
  return {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    '@id': `${url}#villa`,
    identifier: villa.id,
    name: villa.name,
    description: villa.description || villa.subtitle,
    url,
    image: (villa.images.length > 0 ? villa.images : [villa.image]).map((image) =>
      absoluteUrl(publicUrl, image),
    ),
    address: addressOf(villa.location),
    ...(latitude !== null && longitude !== null ? { geo: geo(latitude, longitude) } : {}),
    ...(villa.rating !== null && villa.reviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: villa.rating,
            reviewCount: villa.reviews,
            bestRating: 5,
          },
        }
      : {}),
    brand: { '@id': companyId(publicUrl) },
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: 'EntirePlace',
      occupancy: { '@type': 'QuantitativeValue', value: villa.guests },
      numberOfBedrooms: villa.bedrooms,
      numberOfBathroomsTotal: villa.bathrooms,
      amenityFeature: villa.amenities.map((name) => ({
        '@type': 'LocationFeatureSpecification',
        name,
        value: true,
      })),
    },
    offers: {
      '@type': 'Offer',
      url,
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        // The lowest nightly rate from today on, in dollars (the API's money is in cents).
        price: villa.price / 100,
        priceCurrency: 'USD',
        unitText: 'night',
      },
    },
  };
}
