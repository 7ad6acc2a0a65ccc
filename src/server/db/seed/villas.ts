import type { SeedPhoto, SeedVilla } from './types.ts';

/**
 * A villa's photos in gallery order, each a file name and its alt text; the files are committed
 * JPEGs under public/images/villas (decision 067).
 */
const photos = (slug: string, named: [name: string, alt: string][]): SeedPhoto[] =>
  named.map(([name, alt]) => ({ src: `/images/villas/${slug}/${name}.jpg`, alt }));

export const seedVillas: SeedVilla[] = [
  {
    name: 'Villa River Breeze',
    slug: 'villa-river-breeze',
    subtitle: 'Riverside luxury in Weligama',
    location: 'Weligama, Sri Lanka',
    photos: photos('villa-river-breeze', [
      ['pool-river', 'The pool on the lawn, the river beyond it'],
      ['river-view', 'The river seen from the villa’s terrace'],
      ['living-pavilion', 'The open living pavilion with its sofas'],
      ['master-bedroom', 'The master bedroom with a four-poster bed'],
      ['twin-bedroom', 'A twin bedroom with two single beds'],
      ['bathroom', 'A bathroom with a freestanding tub'],
      ['dining-terrace', 'The dining table on the covered terrace'],
      ['garden', 'The tropical garden around the villa'],
      ['weligama-bay', 'Weligama Bay, a few minutes from the villa'],
      ['aerial', 'The villa and its grounds from above, beside the river'],
    ]),
    featured: true,
    price: 450,
    originalPrice: 520,
    minimumNights: 2,
    guests: 8,
    bedrooms: 4,
    bathrooms: 4,
    size: '420 m²',
    description:
      'Villa River Breeze sits on a quiet bend of the Polwatta river, a few hundred metres upstream from where it meets Weligama Bay. ' +
      'Four airy suites open onto a teak deck and a 14-metre infinity pool that seems to spill straight into the water, framed by coconut palms and old mangroves. ' +
      'Mornings begin with kingfishers and fresh hoppers from our chef; afternoons drift by on the sun loungers or in a traditional oruwa canoe; evenings end with the sound of the river and a sky full of stars. ' +
      'A dedicated villa host, housekeeping twice a day and a private chef make it easy for families and friends to do as much, or as little, as they like. ' +
      'The surf beaches of Weligama and Mirissa are ten minutes away, yet the villa feels entirely your own.',
    highlights: [
      '14-metre infinity pool overlooking the Polwatta river',
      'Private jetty with a traditional oruwa canoe and two paddleboards',
      'Four en-suite bedrooms, two with garden rain showers',
      'Private chef for Sri Lankan breakfasts and candlelit dinners on the river deck',
      'Ten minutes from the surf breaks of Weligama Bay and Mirissa beach',
      'Dedicated villa host available from 7 AM to 10 PM',
    ],
    included: [
      { icon: 'waves', label: 'Private infinity pool' },
      { icon: 'wifi', label: 'High-speed fibre Wi-Fi' },
      { icon: 'chef-hat', label: 'Daily breakfast by our chef' },
      { icon: 'sparkles', label: 'Housekeeping twice daily' },
      { icon: 'air-vent', label: 'Air-conditioning in every bedroom' },
      { icon: 'concierge-bell', label: 'Dedicated villa host' },
      { icon: 'sailboat', label: 'Oruwa canoe and paddleboards' },
      { icon: 'coffee', label: 'Espresso machine and Ceylon tea selection' },
      { icon: 'tv', label: 'Smart TV with streaming in the living pavilion' },
      { icon: 'shield-check', label: 'Backup generator and 24-hour security' },
      { icon: 'trees', label: 'Tropical garden with river frontage' },
    ],
    onRequest: [
      {
        icon: 'car',
        label: 'Airport transfer from Colombo (BIA)',
        price: '$50 per way by car, $80 by van',
      },
      { icon: 'utensils', label: 'Private chef lunch or dinner', price: '$45 per person' },
      { icon: 'flower', label: 'In-villa Ayurvedic massage', price: '$60 per session' },
      { icon: 'ship', label: 'Mangrove boat safari at Polwathumodara', price: '$35 per person' },
      { icon: 'fish', label: 'Whale-watching trip from Mirissa harbour', price: '$70 per person' },
      { icon: 'baby', label: 'Babysitting', price: '$12 per hour' },
    ],
    amenities: [
      'Infinity pool',
      'River view',
      'Private jetty',
      'Private chef',
      'Air-conditioning',
      'Fibre Wi-Fi',
      'Outdoor dining deck',
      'Garden rain showers',
      'Kayak and paddleboards',
      'Smart TV',
      'Espresso machine',
      'Free parking',
      'Daily housekeeping',
      'Backup generator',
    ],
    locationDetails: {
      description:
        'The villa stands on the east bank of the Polwatta river near Polwathumodara, where mangrove-lined water meets the eastern curve of Weligama Bay. ' +
        'It is a calm, green corner of the south coast: fishing boats glide past at dawn, monitor lizards bask on the roots and purple-faced langurs move through the trees. ' +
        'Weligama town, its beginner-friendly surf and its cafés are five minutes by tuk-tuk, and Mirissa beach is just around the headland.',
      nearby: [
        { name: 'Polwathumodara mangrove estuary', distance: '300 m', type: 'Nature' },
        { name: 'Weligama Bay surf point', distance: '2 km', type: 'Surf' },
        { name: 'Taprobane Island', distance: '3 km', type: 'Culture' },
        { name: 'Mirissa beach', distance: '4 km · 10 min drive', type: 'Beach' },
        { name: 'Whale watching, Mirissa harbour', distance: '4.5 km', type: 'Wildlife' },
        { name: 'Coconut Tree Hill', distance: '6 km · 15 min drive', type: 'Nature' },
        { name: 'Weligama seafood restaurants', distance: '2.5 km', type: 'Dining' },
        { name: 'Galle Fort', distance: '32 km · 50 min drive', type: 'Culture' },
      ],
      latitude: 5.9668,
      longitude: 80.4398,
    },
    houseRules: [
      { icon: 'clock', rule: 'Check-in from 2:00 PM; check-out by 12:00 PM' },
      { icon: 'party-popper', rule: 'No parties or events without prior written approval' },
      { icon: 'moon', rule: 'Quiet hours from 10:00 PM to 7:00 AM' },
      { icon: 'cigarette-off', rule: 'No smoking indoors; the river deck has a smoking corner' },
      { icon: 'paw-print', rule: 'Pets are welcome on request' },
      { icon: 'baby', rule: 'Children must be supervised at the pool and the jetty' },
      { icon: 'users', rule: 'Maximum of 8 overnight guests' },
    ],
    tags: ['luxury', 'riverside', 'pool', 'family'],
  },
  {
    name: 'Ahangama Villa',
    slug: 'villa-ahangama',
    subtitle: 'Beachfront serenity in Ahangama',
    location: 'Ahangama, Sri Lanka',
    photos: photos('villa-ahangama', [
      ['beachfront-pool', 'The pool at the edge of the beach'],
      ['beach-sunset', 'Sunset over the beach in front of the villa'],
      ['living-room', 'The living room, open to the garden'],
      ['master-suite', 'The master suite with its wide bed'],
      ['garden-bedroom', 'A bedroom opening onto the garden'],
      ['bathroom', 'A bathroom with a walk-in shower'],
      ['dining-terrace', 'The dining terrace facing the sea'],
      ['garden-lawn', 'The lawn and palms between the villa and the beach'],
      ['aerial', 'The villa, its pool and the beach from above'],
    ]),
    featured: true,
    price: 580,
    originalPrice: null,
    minimumNights: 3,
    guests: 6,
    bedrooms: 3,
    bathrooms: 3,
    size: '360 m²',
    description:
      'Ahangama Villa opens straight onto a golden stretch of sand between Kabalana and Midigama, with nothing but a lawn of sea grass and a row of palms between your sun lounger and the Indian Ocean. ' +
      'Designed around a sheltered courtyard in the spirit of Geoffrey Bawa, it pairs polished cement floors, reclaimed teak and handwoven textiles with wide verandahs that catch the sea breeze all day. ' +
      'Three generous suites each have their own terrace, and the master suite wakes up to the sound of the waves. ' +
      'Surfers paddle out to the reef breaks a short walk away, while everyone else swims in the saltwater pool and watches the stilt fishermen at sunset. ' +
      'Our team looks after every detail, from fresh king coconuts at check-in to a seafood barbecue on the beach.',
    highlights: [
      'Direct beach access with a private garden gate to the sand',
      'Saltwater pool facing the ocean, with a shaded cabana',
      'Master suite with sea views and an open-air stone bath',
      'Walk to the Kabalana and Midigama reef breaks',
      'Sunset seafood barbecue prepared on the beach by our chef',
      'Courtyard architecture inspired by Geoffrey Bawa',
    ],
    included: [
      { icon: 'waves', label: 'Saltwater pool with ocean view' },
      { icon: 'umbrella', label: 'Beach loungers and umbrellas' },
      { icon: 'wifi', label: 'High-speed fibre Wi-Fi' },
      { icon: 'chef-hat', label: 'Daily breakfast by our chef' },
      { icon: 'sparkles', label: 'Daily housekeeping and turndown' },
      { icon: 'air-vent', label: 'Air-conditioning in every bedroom' },
      { icon: 'coffee', label: 'Barista coffee and Ceylon tea' },
      { icon: 'bike', label: 'Bicycles for the coast road' },
      { icon: 'shield-check', label: 'Backup generator and night watchman' },
      { icon: 'trees', label: 'Tropical courtyard garden' },
    ],
    onRequest: [
      {
        icon: 'car',
        label: 'Airport transfer from Colombo (BIA)',
        price: '$50 per way by car, $80 by van',
      },
      { icon: 'flame', label: 'Seafood barbecue on the beach', price: '$55 per person' },
      {
        icon: 'flower',
        label: 'In-villa massage by a trained therapist',
        price: '$60 per session',
      },
      {
        icon: 'person-standing',
        label: 'Private surf lesson with board',
        price: '$40 per session',
      },
      { icon: 'heart-pulse', label: 'Private sunrise yoga', price: '$35 per session' },
    ],
    amenities: [
      'Beachfront',
      'Saltwater pool',
      'Ocean view',
      'Private chef',
      'Air-conditioning',
      'Fibre Wi-Fi',
      'Outdoor shower',
      'Surfboard rack',
      'Bicycles',
      'Open-air stone bath',
      'Sound system',
      'Free parking',
      'Daily housekeeping',
    ],
    locationDetails: {
      description:
        'The villa lies on the beach side of the coast road in Ahangama, the relaxed surf village between Galle and Weligama. ' +
        'Reef and point breaks for every level are within walking distance, the café and yoga scene of Ahangama is a five-minute tuk-tuk ride away, ' +
        'and the stilt fishermen of Koggala, Koggala Lake and the ramparts of Galle Fort make easy half-day trips.',
      nearby: [
        { name: 'Kabalana beach and reef break', distance: '1.2 km', type: 'Surf' },
        { name: 'Ahangama cafés and restaurants', distance: '1 km · 3 min drive', type: 'Dining' },
        { name: 'Midigama point break', distance: '3 km', type: 'Surf' },
        { name: 'Stilt fishermen of Koggala', distance: '5 km', type: 'Culture' },
        { name: 'Koggala Lake boat safari', distance: '8 km · 15 min drive', type: 'Nature' },
        { name: 'Koggala sea turtle hatchery', distance: '6 km', type: 'Wildlife' },
        { name: 'Weligama Bay', distance: '8 km · 15 min drive', type: 'Beach' },
        { name: 'Galle Fort', distance: '19 km · 35 min drive', type: 'Culture' },
      ],
      latitude: 5.9719,
      longitude: 80.3661,
    },
    houseRules: [
      { icon: 'clock', rule: 'Check-in from 2:00 PM; check-out by 12:00 PM' },
      { icon: 'party-popper', rule: 'No parties or events' },
      { icon: 'moon', rule: 'Quiet hours from 10:00 PM to 7:00 AM' },
      { icon: 'cigarette-off', rule: 'No smoking indoors' },
      { icon: 'paw-print', rule: 'No pets, please' },
      { icon: 'waves', rule: 'Swim in the sea only at lifeguard-watched beaches or on calm days' },
      { icon: 'users', rule: 'Maximum of 6 overnight guests' },
    ],
    tags: ['beachfront', 'luxury', 'surf', 'pool'],
  },
];
