import type { SeedReview } from './types.ts';

/**
 * Seed data, over 400 lines on purpose (decision 078): the demo's reviews, one object each.
 *
 * Guests' reviews of the two villas over their first three years, newest first per villa: most
 * approved, a few waiting for the team (PENDING) and one spam message the team turned down
 * (REJECTED). Pages show the approved ones, and the villas' ratings and review counts are
 * computed from them (Villa River Breeze 4.8 from 42, Ahangama Villa 4.8 from 34). The staff they
 * name (Dinesh and Kumari at River Breeze, Ruwan and Sunil at Ahangama) are the demo's.
 */
const RIVER_BREEZE = 'villa-river-breeze';
const AHANGAMA = 'villa-ahangama';

const riverBreezeReviews: SeedReview[] = [
  {
    villaSlug: RIVER_BREEZE,
    name: 'Marco Bianchi',
    email: 'marco.bianchi@example.com',
    rating: 5,
    comment:
      'We just got home and already miss the chef’s breakfasts. Thank you for the birthday surprise on the river deck!',
    status: 'PENDING',
    daysAgo: 2,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Best Deals Travel',
    email: 'promo@example.com',
    rating: 5,
    comment: 'Cheapest villa prices in Asia, book through our agency and save 70% today!!!',
    status: 'REJECTED',
    daysAgo: 4,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Hannah Whitfield',
    email: 'hannah.whitfield@example.com',
    rating: 5,
    comment:
      'Five nights with our two boys (8 and 11) and nobody wanted to leave. They were on the paddleboards before breakfast every day, and Dinesh taught them to steer the oruwa canoe. The pool fence and the shallow step made it easy to relax as parents.',
    status: 'APPROVED',
    daysAgo: 9,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Lukas Hoffmann',
    email: null,
    rating: 5,
    comment:
      'Quiet, green and beautifully kept. I worked remotely for a week and the fibre connection never dropped once, even on video calls from the deck.',
    status: 'APPROVED',
    daysAgo: 17,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    rating: 5,
    comment:
      'Spacious suites, a spotless pool and the most attentive host. Paddling the river at sunrise was unforgettable.',
    status: 'APPROVED',
    daysAgo: 21,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Sophie Laurent',
    email: 'sophie.laurent@example.com',
    rating: 4,
    comment:
      'A lovely villa with a wonderful team. The lane from the main road is narrow and bumpy, so our driver had to go slowly in the dark; worth knowing if you arrive late from the airport.',
    status: 'APPROVED',
    daysAgo: 34,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'James and Olivia Carter',
    email: null,
    rating: 5,
    comment:
      'Our honeymoon could not have started better. Kumari cooked a crab curry on our last night that we are still talking about, and the candlelit table by the water was perfect.',
    status: 'APPROVED',
    daysAgo: 46,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Aditya Menon',
    email: 'aditya.menon@example.com',
    rating: 5,
    comment:
      'Booked for my parents’ anniversary with three generations under one roof. Every bedroom has its own bathroom, which made all the difference, and the staff were patient and kind with my grandmother.',
    status: 'APPROVED',
    daysAgo: 58,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Emma van der Berg',
    email: null,
    rating: 5,
    comment:
      'The mangrove boat safari from the villa was the highlight of our Sri Lanka trip: kingfishers, a huge monitor lizard and a cinnamon island where we saw how the bark is peeled.',
    status: 'APPROVED',
    daysAgo: 73,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Oliver Bennett',
    email: null,
    rating: 5,
    comment:
      'Perfect base for a family trip: Mirissa and Weligama beaches ten minutes away, yet completely quiet at night.',
    status: 'APPROVED',
    daysAgo: 97,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Yuki Tanaka',
    email: 'yuki.tanaka@example.com',
    rating: 5,
    comment:
      'Very clean and calm. The langur monkeys crossing the garden every morning were a nice surprise. Airport pickup was on time and the driver was careful.',
    status: 'APPROVED',
    daysAgo: 112,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Rachel Goldberg',
    email: null,
    rating: 5,
    comment:
      'We came for the surf in Weligama and stayed in the pool more than we expected. Dinesh arranged boards and a tuk-tuk every morning without us having to ask twice.',
    status: 'APPROVED',
    daysAgo: 126,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Thomas Müller',
    email: 'thomas.mueller@example.com',
    rating: 4,
    comment:
      'Beautiful house and excellent service. The mosquitoes come out at dusk by the river, but there are nets over every bed and repellent in each room, so it was never a real problem.',
    status: 'APPROVED',
    daysAgo: 141,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Charlotte Dubois',
    email: null,
    rating: 5,
    comment:
      'Everything felt generous: the size of the rooms, the breakfasts, the time the team gave us. The in-villa massage after a long day in Galle was bliss.',
    status: 'APPROVED',
    daysAgo: 158,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Nimal Perera',
    email: 'nimal.perera@example.com',
    rating: 5,
    comment:
      'We drove down from Colombo for a long weekend with friends. It is rare to find a place this well run on the south coast. The string hoppers and kiri hodi were as good as my mother’s.',
    status: 'APPROVED',
    daysAgo: 176,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Megan O’Connor',
    email: null,
    rating: 5,
    comment:
      'We saw blue whales on the trip from Mirissa harbour that the team booked for us, then came home to a cold drink by the pool. Could not ask for more.',
    status: 'APPROVED',
    daysAgo: 193,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Clara Schmidt',
    email: 'clara.schmidt@example.com',
    rating: 4,
    comment:
      'Beautiful villa and wonderful food. Bring insect repellent for evenings by the river.',
    status: 'APPROVED',
    daysAgo: 215,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Daniel Kim',
    email: null,
    rating: 5,
    comment:
      'The infinity pool really does look like it runs into the river. We spent hours there watching fishing boats go by. Housekeeping twice a day kept everything spotless.',
    status: 'APPROVED',
    daysAgo: 231,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Isabella Rossi',
    email: 'isabella.rossi@example.com',
    rating: 5,
    comment:
      'We brought our dog along and the team could not have been more welcoming; he had a bowl and a bed waiting for him. A rare find in Sri Lanka.',
    status: 'APPROVED',
    daysAgo: 248,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Ben Harrison',
    email: null,
    rating: 3,
    comment:
      'The villa itself is stunning and the staff lovely. During our stay a storm knocked out the power for an afternoon; the generator kept the lights on, but the Wi-Fi and air-conditioning were off for a few hours. The team apologised and did all they could.',
    status: 'APPROVED',
    daysAgo: 266,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Ayesha Fernando',
    email: null,
    rating: 5,
    comment:
      'A calm, elegant place to celebrate my fortieth. The chef made a cake with passion fruit from the garden, and we danced on the deck under the stars.',
    status: 'APPROVED',
    daysAgo: 284,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'William Foster',
    email: 'will.foster@example.com',
    rating: 5,
    comment:
      'Third trip to Sri Lanka and by far the best place we have stayed. Thoughtful touches everywhere, from the torches by the bed to fresh juice after every outing.',
    status: 'APPROVED',
    daysAgo: 301,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Anna Lindqvist',
    email: null,
    rating: 5,
    comment:
      'The garden rain shower is pure joy. We loved paddling upstream at sunset and watching the bats come out over the mangroves.',
    status: 'APPROVED',
    daysAgo: 322,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Rohan Gupta',
    email: 'rohan.gupta@example.com',
    rating: 5,
    comment:
      'Came with six friends from Bangalore. The villa easily fit all of us with room to spare, and the cook made vegetarian dishes for two of us without any fuss.',
    status: 'APPROVED',
    daysAgo: 347,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Grace Thompson',
    email: null,
    rating: 5,
    comment:
      'Dinesh is the best host we have ever had. He found us a tailor in Weligama, a table at a seafood place the locals go to, and a driver for Galle Fort, all within a day.',
    status: 'APPROVED',
    daysAgo: 369,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Felix Wagner',
    email: null,
    rating: 4,
    comment:
      'Great stay overall. The wooden stairs to the upper bedrooms are quite steep, so we gave the ground-floor suite to my father. Everything else was excellent.',
    status: 'APPROVED',
    daysAgo: 390,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Chloé Martin',
    email: 'chloe.martin@example.com',
    rating: 5,
    comment:
      'Un séjour magique. The river at dawn, the birdsong, the Ceylon tea on the terrace... we will be back with the whole family.',
    status: 'APPROVED',
    daysAgo: 412,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Samuel Okafor',
    email: null,
    rating: 5,
    comment:
      'We booked the villa for a small team retreat. Fast internet, a big dining table for planning sessions, and a canoe for clearing the head afterwards. Highly recommended.',
    status: 'APPROVED',
    daysAgo: 437,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Lena Novak',
    email: null,
    rating: 5,
    comment:
      'Peaceful and private, with a real sense of nature all around. The villa host walked us through the mangroves and named every bird we saw.',
    status: 'APPROVED',
    daysAgo: 465,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Michael Brennan',
    email: 'michael.brennan@example.com',
    rating: 5,
    comment:
      'The photos do not do it justice. Big, airy rooms, a proper espresso machine, and the quietest nights we had in two weeks of travelling.',
    status: 'APPROVED',
    daysAgo: 493,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Sara Haddad',
    email: null,
    rating: 5,
    comment:
      'Our kids still talk about the monitor lizard that sunbathed on the jetty every afternoon. Safe, spotless and so much space for a family of five.',
    status: 'APPROVED',
    daysAgo: 524,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Jack Wilson',
    email: null,
    rating: 5,
    comment:
      'Went for the Coconut Tree Hill sunrise one day and the turtle beach the next; the team organised both with packed breakfasts. Great value for a group of eight.',
    status: 'APPROVED',
    daysAgo: 556,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Elena Petrova',
    email: 'elena.petrova@example.com',
    rating: 5,
    comment:
      'Stylish without being fussy, and very comfortable beds. The Ayurvedic massage on the deck with the sound of the river was the most relaxing hour of my year.',
    status: 'APPROVED',
    daysAgo: 589,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Tom Fitzgerald',
    email: null,
    rating: 5,
    comment:
      'We arrived exhausted after a long flight and were met with king coconuts and cold towels. From that moment on, everything was taken care of.',
    status: 'APPROVED',
    daysAgo: 621,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Mei Lin',
    email: null,
    rating: 5,
    comment:
      'Lovely breakfasts with tropical fruit we had never tasted before. The team remembered how each of us took our coffee after the first morning.',
    status: 'APPROVED',
    daysAgo: 658,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Patrick Doyle',
    email: 'patrick.doyle@example.com',
    rating: 5,
    comment:
      'Second visit and it was even better than the first. New paddleboards, the same warm welcome. Kumari’s fish ambul thiyal is worth the flight alone.',
    status: 'APPROVED',
    daysAgo: 694,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Katarzyna Nowak',
    email: null,
    rating: 5,
    comment:
      'A real retreat. We read, swam, ate very well and slept more than we had in months. The location on the river is much more peaceful than the beach hotels.',
    status: 'APPROVED',
    daysAgo: 736,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'David Levi',
    email: null,
    rating: 5,
    comment:
      'Excellent communication before we arrived, an easy transfer from the airport, and a villa that matched every photo. We will recommend it to everyone we know.',
    status: 'APPROVED',
    daysAgo: 781,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Fiona MacLeod',
    email: 'fiona.macleod@example.com',
    rating: 5,
    comment:
      'We were among the villa’s first guests and it was already wonderful. Fresh hoppers at breakfast, a pool all to ourselves and a team that truly cares.',
    status: 'APPROVED',
    daysAgo: 829,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Arjun Nair',
    email: null,
    rating: 4,
    comment:
      'Very good stay. The pool is a little cool first thing in the morning as it is shaded by the palms, but by ten it is perfect. The staff were excellent.',
    status: 'APPROVED',
    daysAgo: 874,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Natalie Brooks',
    email: null,
    rating: 5,
    comment:
      'Magical setting on the river and a short ride to the surf. We took a lesson in Weligama every morning and came back to a long, lazy lunch by the pool.',
    status: 'APPROVED',
    daysAgo: 921,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Henrik Larsen',
    email: null,
    rating: 5,
    comment:
      'Simply one of the best villas we have rented anywhere. Service at the level of a five-star hotel, with the privacy of your own home.',
    status: 'APPROVED',
    daysAgo: 968,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Amelia Hughes',
    email: 'amelia.hughes@example.com',
    rating: 5,
    comment:
      'We loved the mix of comfort and nature: crisp linen and air-conditioning inside, kingfishers and fishing boats outside. A big thank you to the whole team.',
    status: 'APPROVED',
    daysAgo: 1012,
  },
  {
    villaSlug: RIVER_BREEZE,
    name: 'Victor Moreau',
    email: null,
    rating: 5,
    comment:
      'A beautiful place for a quiet week. The villa host booked us a cooking class in a village nearby, which turned out to be a highlight of the trip.',
    status: 'APPROVED',
    daysAgo: 1058,
  },
];

const ahangamaReviews: SeedReview[] = [
  {
    villaSlug: AHANGAMA,
    name: 'Jessica Moore',
    email: 'jessica.moore@example.com',
    rating: 5,
    comment:
      'Back from a week of surfing at Kabalana. The outdoor shower for rinsing the boards and the rack by the gate are little things that made a big difference.',
    status: 'PENDING',
    daysAgo: 1,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Raj Patel',
    email: null,
    rating: 4,
    comment:
      'Gorgeous villa right on the sand. We would have liked a second set of bicycles as there were six of us, but Ruwan sorted out tuk-tuks whenever we asked.',
    status: 'PENDING',
    daysAgo: 3,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Isla Campbell',
    email: 'isla.campbell@example.com',
    rating: 5,
    comment:
      'Falling asleep to the waves and waking up to them again. The master suite is the most beautiful room I have ever stayed in.',
    status: 'APPROVED',
    daysAgo: 12,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Matteo Conti',
    email: null,
    rating: 5,
    comment:
      'Great spot for surfers: Kabalana is a ten-minute walk along the beach and Midigama a short tuk-tuk ride. The private lesson for my wife was patient and fun.',
    status: 'APPROVED',
    daysAgo: 26,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Emily Watson',
    email: 'emily.watson@example.com',
    rating: 5,
    comment:
      'Straight onto the beach, with the surf a short walk away. The master suite’s stone bath under the stars is something else.',
    status: 'APPROVED',
    daysAgo: 45,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Noah Schneider',
    email: null,
    rating: 4,
    comment:
      'Lovely house and a great team. The front bedroom hears some traffic from the coast road in the early morning; the garden suites are quieter if you are light sleepers.',
    status: 'APPROVED',
    daysAgo: 61,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Tanvi Shah',
    email: 'tanvi.shah@example.com',
    rating: 5,
    comment:
      'Sunrise yoga on the lawn, fresh papaya and curd with treacle for breakfast, and the whole afternoon in the saltwater pool. Pure happiness.',
    status: 'APPROVED',
    daysAgo: 78,
  },
  {
    villaSlug: AHANGAMA,
    name: 'George Pritchard',
    email: null,
    rating: 5,
    comment:
      'Sunil’s seafood barbecue on the beach, with lanterns in the sand and the waves a few metres away, was the best meal of our whole holiday.',
    status: 'APPROVED',
    daysAgo: 95,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Julia Becker',
    email: 'julia.becker@example.com',
    rating: 5,
    comment:
      'The courtyard design keeps the house cool and bright all day. You can tell it was built with care, and the team keeps it immaculate.',
    status: 'APPROVED',
    daysAgo: 114,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Kenji Sato',
    email: null,
    rating: 5,
    comment: 'Calm, stylish and impeccably kept. The staff made our anniversary truly special.',
    status: 'APPROVED',
    daysAgo: 133,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Lucy Chambers',
    email: null,
    rating: 5,
    comment:
      'We watched the stilt fishermen at Koggala, took the boat safari on the lake and visited the turtle hatchery, and Ruwan planned it all so we never felt rushed.',
    status: 'APPROVED',
    daysAgo: 152,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Pieter de Vries',
    email: 'pieter.devries@example.com',
    rating: 4,
    comment:
      'The sea here is powerful and we only swam on the calmest days, as the house rules suggest. The pool made up for it, and everything else was first class.',
    status: 'APPROVED',
    daysAgo: 171,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Maya Cohen',
    email: null,
    rating: 5,
    comment:
      'A place to switch off completely. Barista coffee in the morning, a book in the cabana, and Ahangama’s cafés a few minutes away when we wanted a change.',
    status: 'APPROVED',
    daysAgo: 194,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Ryan Mitchell',
    email: null,
    rating: 5,
    comment:
      'Beach, pool and surf, all within a hundred steps. Perfect for our group of friends, and the turndown every evening felt like a treat.',
    status: 'APPROVED',
    daysAgo: 219,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Anna Kowalska',
    email: 'anna.kowalska@example.com',
    rating: 4,
    comment:
      'Gorgeous location and design. The sea can be strong in the off-season, but the saltwater pool more than made up for it.',
    status: 'APPROVED',
    daysAgo: 260,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Sofia Andersson',
    email: null,
    rating: 5,
    comment:
      'The bicycles were a lovely idea: we rode along the coast road to a different café every morning. Coming back to king coconuts by the pool never got old.',
    status: 'APPROVED',
    daysAgo: 283,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Dilan Jayawardena',
    email: 'dilan.j@example.com',
    rating: 5,
    comment:
      'As a Sri Lankan living abroad, I wanted to show my partner the south coast at its best. This villa did exactly that: beautiful, relaxed and warmly run.',
    status: 'APPROVED',
    daysAgo: 307,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Olivia Grant',
    email: null,
    rating: 5,
    comment:
      'We saw baby turtles released at the hatchery and a sunset we will never forget from the lawn. Thank you for a wonderful family holiday.',
    status: 'APPROVED',
    daysAgo: 334,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Marc Lefebvre',
    email: null,
    rating: 3,
    comment:
      'A beautiful house in a great spot, but the third bedroom is noticeably smaller than the photos suggest and its air-conditioning was noisy. The manager moved us to the garden suite for our last two nights, which we appreciated.',
    status: 'APPROVED',
    daysAgo: 362,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Hiroshi Yamamoto',
    email: 'hiroshi.yamamoto@example.com',
    rating: 5,
    comment:
      'Clean, quiet and very well organised. The surf lessons were excellent for beginners and our instructor picked the right break for the conditions each day.',
    status: 'APPROVED',
    daysAgo: 391,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Zoe Adams',
    email: null,
    rating: 5,
    comment:
      'Our honeymoon was perfect. Rose petals in the stone bath, dinner on the beach, and a team that somehow knew when to appear and when to leave us alone.',
    status: 'APPROVED',
    daysAgo: 423,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Stefan Keller',
    email: null,
    rating: 5,
    comment:
      'A very well designed villa with a strong feeling of place. Polished cement floors, old teak doors and wide verandahs where the sea breeze never stops.',
    status: 'APPROVED',
    daysAgo: 456,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Ella Robinson',
    email: 'ella.robinson@example.com',
    rating: 4,
    comment:
      'Wonderful stay. Sand does find its way into everything when you live this close to the beach, but housekeeping swept twice a day and kept on top of it.',
    status: 'APPROVED',
    daysAgo: 489,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Kavya Reddy',
    email: null,
    rating: 5,
    comment:
      'The food was outstanding, especially the prawn curry and the pol sambol at breakfast. Sunil even wrote down his recipes for us to take home.',
    status: 'APPROVED',
    daysAgo: 527,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Luca Ferrari',
    email: null,
    rating: 5,
    comment:
      'We used the villa as a base for Galle Fort and the Koggala lagoon and always looked forward to coming home. Great location between Galle and Weligama.',
    status: 'APPROVED',
    daysAgo: 566,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Harriet Lowe',
    email: 'harriet.lowe@example.com',
    rating: 5,
    comment:
      'Everything was effortless, from the airport transfer to the farewell breakfast. My mother, who is hard to please, has already asked when we are going back.',
    status: 'APPROVED',
    daysAgo: 603,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Mateo García',
    email: null,
    rating: 5,
    comment:
      'Great waves at Midigama in the morning, a long swim in the pool in the afternoon and the sunset from the lawn every evening. What a routine.',
    status: 'APPROVED',
    daysAgo: 645,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Nadia Rahman',
    email: null,
    rating: 5,
    comment:
      'Peaceful, private and very beautiful. We loved the open-air bathrooms and the handwoven fabrics in every room. The staff were warm without ever being intrusive.',
    status: 'APPROVED',
    daysAgo: 688,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Oscar Lindgren',
    email: 'oscar.lindgren@example.com',
    rating: 5,
    comment:
      'Beachfront as promised: the garden gate opens onto the sand. We watched turtles surfacing beyond the reef from our breakfast table.',
    status: 'APPROVED',
    daysAgo: 734,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Priyanka Das',
    email: null,
    rating: 5,
    comment:
      'A relaxed week with my sisters. Massages on the verandah, long talks in the cabana and the best mango lassi on the coast. We felt completely looked after.',
    status: 'APPROVED',
    daysAgo: 779,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Christopher Hall',
    email: null,
    rating: 4,
    comment:
      'A very good villa in a superb location. The Wi-Fi was a little slow on the beach side of the garden, fine inside the house. Lovely, helpful team.',
    status: 'APPROVED',
    daysAgo: 826,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Amélie Girard',
    email: 'amelie.girard@example.com',
    rating: 5,
    comment:
      'Élégante et paisible. A beautifully restored house with the ocean at its doorstep and a team that made our stay in Sri Lanka unforgettable.',
    status: 'APPROVED',
    daysAgo: 871,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Sean Murphy',
    email: null,
    rating: 5,
    comment:
      'Came for the surf, stayed for the food. Ruwan knew every break on the coast and when each one would be working. Already planning our return.',
    status: 'APPROVED',
    daysAgo: 917,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Ingrid Berg',
    email: null,
    rating: 5,
    comment:
      'Tranquil mornings, golden evenings, and fresh fish straight from the boats for dinner. One of the loveliest places we have stayed in Asia.',
    status: 'APPROVED',
    daysAgo: 963,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Arun Krishnan',
    email: 'arun.krishnan@example.com',
    rating: 5,
    comment:
      'One of the first guests after the villa opened. Spotless rooms, great beds and a beach practically to ourselves early in the morning.',
    status: 'APPROVED',
    daysAgo: 1009,
  },
  {
    villaSlug: AHANGAMA,
    name: 'Laura Jensen',
    email: null,
    rating: 5,
    comment:
      'We came for three nights and extended to six. The house, the garden and the beach are all wonderful, but it is the people who make it special.',
    status: 'APPROVED',
    daysAgo: 1061,
  },
];

export const seedReviews: SeedReview[] = [...riverBreezeReviews, ...ahangamaReviews];
