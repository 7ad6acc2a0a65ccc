import type { SeedTestimonial } from './types.ts';

/** Published guest testimonials; the seeder stores them as approved. */
export const seedTestimonials: SeedTestimonial[] = [
  {
    name: 'Charlotte Hughes',
    location: 'London, United Kingdom',
    rating: 5,
    comment:
      'We came for a week and stayed for ten nights. Waking up to the river, swimming before breakfast and watching the fishing boats drift out to the bay was pure magic. ' +
      'Nimal and the team remembered every little thing, from our daughter’s favourite mango juice to a birthday cake we never asked for. We will be back next winter.',
    villaName: 'Villa River Breeze',
    avatar: '/images/avatars/charlotte-hughes.jpg',
    featured: true,
    daysAgo: 12,
  },
  {
    name: 'Lukas Berger',
    location: 'Munich, Germany',
    rating: 5,
    comment:
      'The best-kept secret on the south coast. I surfed Kabalana every morning, walked back barefoot along the beach and found fresh papaya and egg hoppers waiting on the verandah. ' +
      'The house is beautifully designed, cool even in the afternoon heat, and the sunset barbecue on the sand was the highlight of our whole trip to Sri Lanka.',
    villaName: 'Ahangama Villa',
    avatar: '/images/avatars/lukas-berger.jpg',
    featured: true,
    daysAgo: 34,
  },
  {
    name: 'Aanya Mehta',
    location: 'Mumbai, India',
    rating: 5,
    comment: 'Elegant, peaceful and impeccably run. The chef’s crab curry alone is worth the trip.',
    villaName: 'Villa River Breeze',
    avatar: '/images/avatars/aanya-mehta.jpg',
    featured: true,
    daysAgo: 58,
  },
  {
    name: 'James & Olivia Carter',
    location: 'Sydney, Australia',
    rating: 5,
    comment:
      'Our honeymoon could not have been more perfect. The master suite opens straight onto the ocean, and falling asleep to the waves every night was unforgettable. The team arranged a private dinner on the beach under lanterns; we still talk about it.',
    villaName: 'Ahangama Villa',
    avatar: null,
    featured: true,
    daysAgo: 87,
  },
  {
    name: 'Sophie Laurent',
    location: 'Lyon, France',
    rating: 4,
    comment:
      'A lovely, calm villa with a gorgeous pool. The mangrove boat trip was a wonderful surprise. Only small note: the road in is narrow, so arrive before dark on your first day.',
    villaName: 'Villa River Breeze',
    avatar: '/images/avatars/sophie-laurent.jpg',
    featured: true,
    daysAgo: 121,
  },
  {
    name: 'Daniel Okafor',
    location: 'Toronto, Canada',
    rating: 5,
    comment:
      'From the airport pickup to the last king coconut by the pool, everything was effortless. Booking took five minutes and the team answered every question within the hour.',
    villaName: null,
    avatar: null,
    featured: true,
    daysAgo: 146,
  },
  {
    name: 'Mei Tanaka',
    location: 'Kyoto, Japan',
    rating: 5,
    comment:
      'Quiet, refined and full of small kindnesses. Fresh frangipani on the pillows every evening, and the best cup of Ceylon tea I have ever had.',
    villaName: 'Ahangama Villa',
    avatar: '/images/avatars/mei-tanaka.jpg',
    featured: true,
    daysAgo: 190,
  },
  {
    name: 'Erik Johansson',
    location: 'Stockholm, Sweden',
    rating: 4,
    comment:
      'Three generations under one roof and everyone found their own corner: the kids on the paddleboards, my parents in the garden and us by the pool. The staff were warm with the children and the chef cooked mild curries for them without being asked. Wi-Fi was good enough for a few work calls, which I needed more than I wanted to.',
    villaName: 'Villa River Breeze',
    avatar: null,
    featured: false,
    daysAgo: 236,
  },
  {
    name: 'Isabella Rossi',
    location: 'Milan, Italy',
    rating: 5,
    comment:
      'Beautiful architecture and wonderful hosts. We felt like guests in a friend’s home rather than in a hotel.',
    villaName: null,
    avatar: null,
    featured: false,
    daysAgo: 288,
  },
  {
    name: 'Hannah Goldberg',
    location: 'New York, United States',
    rating: 3,
    comment:
      'The setting is stunning and the team were lovely, but we visited during the monsoon and the sea was too rough to swim for most of our stay. Worth asking about the season before you book.',
    villaName: 'Ahangama Villa',
    avatar: null,
    featured: false,
    daysAgo: 344,
  },
  {
    name: 'Ruwan & Dilini Perera',
    location: 'Colombo, Sri Lanka',
    rating: 5,
    comment:
      'We have stayed in many villas down south and this is the one we keep coming back to. Spotless rooms, a proper kitchen team and that river view at breakfast.',
    villaName: 'Villa River Breeze',
    avatar: null,
    featured: false,
    daysAgo: 402,
  },
  {
    name: 'Thomas Müller',
    location: 'Zurich, Switzerland',
    rating: 4,
    comment: 'Excellent service and a very comfortable house close to the best surf on the coast.',
    villaName: null,
    avatar: null,
    featured: false,
    daysAgo: 468,
  },
];
