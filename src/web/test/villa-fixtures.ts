/** A complete villa for component tests; override what a test is about. */
import { flatPricing } from '#domain/pricing.ts';
import type { Villa } from '#domain/schemas/villa.ts';

export const villaFixture = (overrides: Partial<Villa> = {}): Villa => ({
  id: 'a1b2c3d4e5f6a7b8c9d0e1f2',
  slug: 'villa-river-breeze',
  name: 'Villa River Breeze',
  subtitle: 'Riverside luxury in Weligama',
  location: 'Weligama, Sri Lanka',
  image: '/images/villas/villa-river-breeze/pool-river.jpg',
  images: ['/images/villas/villa-river-breeze/pool-river.jpg'],
  photos: [
    { src: '/images/villas/villa-river-breeze/pool-river.jpg', alt: 'The pool by the river' },
  ],
  featured: true,
  rating: 4.9,
  reviews: 38,
  price: 145_000,
  originalPrice: null,
  minimumNights: 2,
  pricing: flatPricing(145_000, 2),
  guests: 8,
  bedrooms: 4,
  bathrooms: 3,
  size: '420 m²',
  description: 'A quiet bend of the river.',
  highlights: [],
  included: Array.from({ length: 9 }, (_, i) => ({ icon: 'check', label: `Included ${i + 1}` })),
  onRequest: [],
  amenities: ['Infinity pool', 'River view', 'Private jetty', 'Private chef', 'Fibre Wi-Fi'],
  locationDetails: { description: '', nearby: [], latitude: null, longitude: null },
  houseRules: [],
  tags: ['luxury'],
  ...overrides,
});

/** The URLs a stubbed fetch was called with, in order. */
export const calledUrls = (fetch: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }) =>
  fetch.mock.calls.map(([input]) =>
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
  );
