/** A villa as the API answers it, for this folder's component tests. */
import { flatPricing } from '#domain/pricing.ts';
import type { Review } from '#domain/schemas/review.ts';
import type { Testimonial } from '#domain/schemas/testimonial.ts';
import type { Villa } from '#domain/schemas/villa.ts';

export function villaFixture(overrides: Partial<Villa> = {}): Villa {
  return {
    id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    slug: 'villa-river-breeze',
    name: 'Villa River Breeze',
    subtitle: 'Riverside luxury in Weligama',
    location: 'Weligama, Sri Lanka',
    image: '/images/villas/villa-river-breeze/pool-river.jpg',
    images: [
      '/images/villas/villa-river-breeze/pool-river.jpg',
      '/images/villas/villa-river-breeze/river-view.jpg',
      '/images/villas/villa-river-breeze/garden.jpg',
    ],
    photos: [
      { src: '/images/villas/villa-river-breeze/pool-river.jpg', alt: 'The pool by the river' },
      {
        src: '/images/villas/villa-river-breeze/river-view.jpg',
        alt: 'The river from the terrace',
      },
      { src: '/images/villas/villa-river-breeze/garden.jpg', alt: 'The tropical garden' },
    ],
    featured: true,
    rating: 4.9,
    reviews: 38,
    price: 45_000,
    originalPrice: 52_000,
    minimumNights: 2,
    pricing: flatPricing(45_000, 2),
    guests: 8,
    bedrooms: 4,
    bathrooms: 3,
    size: '420 m²',
    description: 'A quiet bend of the river.\n\nFour airy suites open onto a teak deck.',
    highlights: ['14-metre infinity pool'],
    included: [
      { icon: 'wifi', label: 'High-speed fibre Wi-Fi' },
      { icon: 'no-such-icon', label: 'Something special' },
    ],
    onRequest: [{ icon: 'car', label: 'Airport transfer', price: '$95 per way' }],
    amenities: ['Infinity pool'],
    locationDetails: {
      description: 'On the east bank of the Polwatta river.',
      nearby: [{ name: 'Mirissa beach', distance: '4 km', type: 'Beach' }],
      latitude: 5.9668,
      longitude: 80.4398,
    },
    houseRules: [{ icon: 'clock', rule: 'Check-in from 2:00 PM' }],
    tags: ['luxury'],
    ...overrides,
  };
}

export function testimonialFixture(n: number): Testimonial {
  return {
    id: `t${n}`,
    name: `Guest ${n}`,
    location: 'London, United Kingdom',
    rating: 5,
    comment: `Stay number ${n} was lovely.`,
    villaName: 'Villa River Breeze',
    avatar: null,
    date: '2025-03-14T09:30:00.000Z',
    featured: false,
  };
}

export function reviewFixture(villaId: string): Review {
  return {
    id: 'r1',
    villaId,
    name: 'Ana Silva',
    rating: 5,
    comment: 'Kind words about the river.',
    date: '2025-03-14T09:30:00.000Z',
    stayedIn: null,
  };
}
