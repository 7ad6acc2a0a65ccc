import type { ConsoleVilla, ConsoleVillaSummary } from './api.ts';

export const RIVER: ConsoleVilla = {
  id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
  slug: 'villa-river-breeze',
  name: 'Villa River Breeze',
  location: 'Weligama, Sri Lanka',
  image: '/images/villas/villa-river-breeze/pool-river.jpg',
  featured: true,
  published: true,
  position: 0,
  subtitle: 'Riverside luxury in Weligama',
  description: 'A quiet bend of the river.',
  highlights: ['14-metre infinity pool', 'Private jetty'],
  amenities: ['Pool', 'Wi-Fi'],
  included: [{ icon: 'wifi', label: 'High-speed Wi-Fi' }],
  onRequest: [{ icon: 'car', label: 'Airport transfer', price: '$80' }],
  size: '420 m²',
  guests: 8,
  bedrooms: 4,
  bathrooms: 4,
  locationDetails: {
    description: 'Ten minutes from the surf.',
    nearby: [{ name: 'Weligama Bay', distance: '10 min', type: 'Beach' }],
    latitude: 5.9721,
    longitude: 80.4305,
  },
  houseRules: [{ icon: 'clock', rule: 'Check-in from 2 PM' }],
  tags: ['luxury', 'river'],
  formerSlugs: [],
  updatedAt: '2026-11-20T08:00:00.000Z',
  version: 'v-river-1',
};

const summaryOf = ({
  id,
  slug,
  name,
  location,
  image,
  featured,
  published,
  position,
}: ConsoleVilla) =>
  ({
    id,
    slug,
    name,
    location,
    image,
    featured,
    published,
    position,
  }) satisfies ConsoleVillaSummary;

export const RIVER_SUMMARY = summaryOf(RIVER);

export const AHANGAMA_SUMMARY: ConsoleVillaSummary = {
  id: 'aaaaaaaaaaaaaaaaaaaaaaa2',
  slug: 'villa-ahangama',
  name: 'Villa Ahangama',
  location: 'Ahangama, Sri Lanka',
  image: '/images/placeholder-villa.jpg',
  featured: false,
  published: false,
  position: 1,
};
