import type { SeedReview } from './types.ts';

/** Per-villa reviews; the PENDING one shows the moderation queue. */
export const seedReviews: SeedReview[] = [
  {
    villaSlug: 'villa-river-breeze',
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    rating: 5,
    comment:
      'Spacious suites, a spotless pool and the most attentive host. Paddling the river at sunrise was unforgettable.',
    status: 'APPROVED',
    daysAgo: 21,
  },
  {
    villaSlug: 'villa-river-breeze',
    name: 'Oliver Bennett',
    email: null,
    rating: 5,
    comment:
      'Perfect base for a family trip: Mirissa and Weligama beaches ten minutes away, yet completely quiet at night.',
    status: 'APPROVED',
    daysAgo: 97,
  },
  {
    villaSlug: 'villa-river-breeze',
    name: 'Clara Schmidt',
    email: 'clara.schmidt@example.com',
    rating: 4,
    comment:
      'Beautiful villa and wonderful food. Bring insect repellent for evenings by the river.',
    status: 'APPROVED',
    daysAgo: 215,
  },
  {
    villaSlug: 'villa-river-breeze',
    name: 'Marco Bianchi',
    email: 'marco.bianchi@example.com',
    rating: 5,
    comment:
      'We just got home and already miss the chef’s breakfasts. Thank you for the birthday surprise!',
    status: 'PENDING',
    daysAgo: 2,
  },
  {
    villaSlug: 'villa-ahangama',
    name: 'Emily Watson',
    email: 'emily.watson@example.com',
    rating: 5,
    comment:
      'Straight onto the beach, with the surf a short walk away. The master suite’s stone bath under the stars is something else.',
    status: 'APPROVED',
    daysAgo: 45,
  },
  {
    villaSlug: 'villa-ahangama',
    name: 'Kenji Sato',
    email: null,
    rating: 5,
    comment: 'Calm, stylish and impeccably kept. The staff made our anniversary truly special.',
    status: 'APPROVED',
    daysAgo: 133,
  },
  {
    villaSlug: 'villa-ahangama',
    name: 'Anna Kowalska',
    email: 'anna.kowalska@example.com',
    rating: 4,
    comment:
      'Gorgeous location and design. The sea can be strong in the off-season, but the saltwater pool more than made up for it.',
    status: 'APPROVED',
    daysAgo: 260,
  },
];
