import {
  BadgeCheck,
  Car,
  Check,
  Clock,
  Compass,
  MapPin,
  Plane,
  Route,
  ShieldCheck,
  Van,
  Wallet,
} from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { formatCents } from '#domain/money.ts';
import { TRANSFER_PRICE_PER_DIRECTION } from '#domain/quote.ts';
import { TRANSPORT_SERVICES, type TransportService } from '#domain/transport-services.ts';
import { CAR_MAX_GUESTS, VAN_MAX_PASSENGERS } from '#domain/vehicle.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container, SectionHeading } from '#web/components/ui/container.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { useSearchParams } from '#web/app/navigation.tsx';
import { TransportRequestDialog } from './transport-dialog.tsx';
import { TRANSPORT_REQUEST_ID, TransportRequestForm } from './transport-form.tsx';

const BOOK_DESCRIPTION =
  'Tell us where and when; our team confirms your driver within 24 hours. Nothing is charged now.';
const QUOTE_DESCRIPTION =
  'Tell us your plans; our team replies with a price within 24 hours. Nothing is charged now.';

/** 'Book Transport' opens a booking request (DESIGN.md decision 5). */
function BookTransport({
  service = 'AIRPORT_TRANSFER',
  children,
}: {
  service?: TransportService;
  children: ReactElement;
}) {
  return (
    <TransportRequestDialog
      kind="book"
      service={service}
      title="Book Transport"
      description={BOOK_DESCRIPTION}
    >
      {children}
    </TransportRequestDialog>
  );
}

/** The page's two calls to action, in the hero and at the end: book, or ask for a price. */
function BookOrAskForQuote({
  quoteService,
  quoteTitle,
  quoteLabel,
}: {
  quoteService: TransportService;
  quoteTitle: string;
  quoteLabel: string;
}) {
  return (
    <>
      <BookTransport>
        <Button variant="accent" size="lg">
          Book Transport
        </Button>
      </BookTransport>
      <TransportRequestDialog
        kind="quote"
        service={quoteService}
        title={quoteTitle}
        description={QUOTE_DESCRIPTION}
      >
        <Button variant="light" size="lg">
          {quoteLabel}
        </Button>
      </TransportRequestDialog>
    </>
  );
}

const SERVICES: {
  title: string;
  Icon: typeof Car;
  text: string;
  price: string;
  action: ReactNode;
}[] = [
  {
    title: 'Airport Transfers',
    Icon: Plane,
    text: 'Your driver waits in the arrivals hall at Bandaranaike International Airport with your name on a board and cold water in the car, then takes the expressway south to your villa.',
    price: `${formatCents(TRANSFER_PRICE_PER_DIRECTION.CAR)} per direction by car, ${formatCents(TRANSFER_PRICE_PER_DIRECTION.VAN)} by van`,
    action: (
      <BookTransport service="AIRPORT_TRANSFER">
        <Button variant="outline" size="sm">
          Book a transfer
        </Button>
      </BookTransport>
    ),
  },
  {
    title: 'Local Tours',
    Icon: Compass,
    text: 'Day trips and longer journeys with a driver who knows the island: Galle Fort at golden hour, leopards in Yala, tea country around Ella, at a pace that suits you.',
    price: 'Priced for your itinerary',
    action: (
      <TransportRequestDialog
        kind="quote"
        service="TOUR"
        title="Plan a Tour"
        description={QUOTE_DESCRIPTION}
      >
        <Button variant="outline" size="sm">
          Plan a tour
        </Button>
      </TransportRequestDialog>
    ),
  },
  {
    title: 'Point-to-Point',
    Icon: Route,
    text: 'A ride between any two places on the coast and beyond: dinner in Mirissa, a surf break in Hiriketiya, the railway station or another hotel, door to door.',
    price: 'Priced for your route',
    action: (
      <BookTransport service="POINT_TO_POINT">
        <Button variant="outline" size="sm">
          Book a ride
        </Button>
      </BookTransport>
    ),
  },
];

/** Fleet of spec §9: a sedan for up to 4 passengers, a van for up to 8. */
const FLEET = [
  {
    name: 'Sedan Car',
    Icon: Car,
    seats: CAR_MAX_GUESTS,
    transfer: TRANSFER_PRICE_PER_DIRECTION.CAR,
    features: [
      `Up to ${CAR_MAX_GUESTS} passengers`,
      'Ideal for couples and small families',
      'Air-conditioned, with room for everyday luggage',
    ],
  },
  {
    name: 'Van',
    Icon: Van,
    seats: VAN_MAX_PASSENGERS,
    transfer: TRANSFER_PRICE_PER_DIRECTION.VAN,
    features: [
      `Up to ${VAN_MAX_PASSENGERS} passengers`,
      'Ideal for families and groups of friends',
      'Air-conditioned, with space for surfboards and large bags',
    ],
  },
];

/** The eight destinations of spec §2, with driving times from our villas on the south coast. */
const DESTINATIONS = [
  {
    name: 'Colombo Airport (CMB)',
    time: 'About 2½ hours',
    note: 'Arrivals and departures, any hour',
  },
  { name: 'Kandy', time: 'About 4½ hours', note: 'The Temple of the Tooth and its lake' },
  { name: 'Galle', time: 'About 40 minutes', note: 'Ramparts, cafés and boutiques of the fort' },
  { name: 'Ella', time: 'About 4 hours', note: 'Nine Arches Bridge and hill-country walks' },
  {
    name: 'Yala National Park',
    time: 'About 3 hours',
    note: 'Leopards, elephants and sloth bears on safari',
  },
  { name: 'Sigiriya', time: 'About 6 hours', note: 'The fifth-century Lion Rock fortress' },
  { name: 'Nuwara Eliya', time: 'About 5 hours', note: 'Tea estates and cool mountain air' },
  { name: 'Bentota', time: 'About 1½ hours', note: 'River safaris and long golden beaches' },
];

const REASONS = [
  {
    title: 'Drivers who know the island',
    Icon: BadgeCheck,
    text: 'Licensed, English-speaking drivers who have driven these roads for years and know where to stop for the best roadside king coconut.',
  },
  {
    title: 'Clear, fair prices',
    Icon: Wallet,
    text: 'Airport transfers have one fixed price per direction; tours are quoted in full before you agree. No surprises at the end of the day.',
  },
  {
    title: 'Comfort and safety',
    Icon: ShieldCheck,
    text: 'Clean, air-conditioned vehicles with seat belts for everyone, and child seats on request.',
  },
  {
    title: 'On your schedule',
    Icon: Clock,
    text: 'Share your flight number and your driver will be there when you land, even when the flight is late.',
  },
];

/**
 * A request in the page itself: where the page's buttons lead before the app starts or without
 * JavaScript (`?request=book&service=TOUR`), and where such a request's answer shows (decision 019).
 */
function requestInPageOf(
  params: URLSearchParams,
): { kind: 'book' | 'quote'; service: TransportService } | null {
  const kind = params.get('request');
  if (kind !== 'book' && kind !== 'quote') return null;
  const asked = params.get('service') ?? '';
  const service: TransportService = Object.hasOwn(TRANSPORT_SERVICES, asked)
    ? (asked as TransportService)
    : 'AIRPORT_TRANSFER';
  return { kind, service };
}

/** The query string as the page reads it (the server keeps the page under it, decision 030). */
export function transportPageSearch(params: URLSearchParams): URLSearchParams {
  const read = new URLSearchParams();
  const request = requestInPageOf(params);
  if (request) {
    read.set('request', request.kind);
    if (request.service !== 'AIRPORT_TRANSFER') read.set('service', request.service);
  }
  return read;
}

function RequestInPage() {
  const [params] = useSearchParams();
  const request = requestInPageOf(params);
  if (!request) return null;
  const { kind, service } = request;
  return (
    <section
      id={TRANSPORT_REQUEST_ID}
      aria-labelledby={`${TRANSPORT_REQUEST_ID}-title`}
      className="scroll-mt-24 py-16 sm:py-24 md:scroll-mt-32"
    >
      <Container className="max-w-3xl">
        <h2 id={`${TRANSPORT_REQUEST_ID}-title`} className="text-4xl text-teal-900 sm:text-5xl">
          {kind === 'book' ? 'Book Transport' : 'Get a Quote'}
        </h2>
        <p className="mt-3 leading-relaxed text-ink-soft">
          {kind === 'book' ? BOOK_DESCRIPTION : QUOTE_DESCRIPTION}
        </p>
        <div className="mt-8 rounded-3xl border border-sand-200 bg-white p-6 sm:p-10">
          <TransportRequestForm kind={kind} initialService={service} />
        </div>
      </Container>
    </section>
  );
}

export function TransportPage() {
  return (
    <>
      <PageHero
        eyebrow="Transport"
        title="Travel Sri Lanka in Comfort"
        intro="Private drivers from the airport arrivals hall to the tea country and back to your villa, arranged by the same team that looks after your stay."
        image="/images/villas/villa-river-breeze/weligama-bay.jpg"
      >
        <BookOrAskForQuote
          quoteService="TOUR"
          quoteTitle="Custom Itinerary"
          quoteLabel="Custom Itinerary"
        />
      </PageHero>
      <RequestInPage />

      <section aria-labelledby="services-title" className="py-16 sm:py-24">
        <Container>
          <SectionHeading
            id="services-title"
            eyebrow="Our services"
            title="Private Transport, Arranged for You"
            intro="Whether you are landing after a long flight or setting off to see the island, a driver is one message away."
          />
          <ul className="mt-14 grid gap-6 md:grid-cols-3">
            {SERVICES.map(({ title, Icon, text, price, action }) => (
              <li
                key={title}
                className="flex flex-col rounded-3xl border border-sand-200 bg-white p-6 sm:p-8"
              >
                <Icon aria-hidden="true" className="h-8 w-8 text-teal-700" strokeWidth={1.5} />
                <h3 className="mt-6 text-3xl">{title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-ink-soft">{text}</p>
                <p className="mt-6 text-sm font-medium text-teal-800">{price}</p>
                <div className="mt-5">{action}</div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="fleet-title" className="bg-sand-100 py-16 sm:py-24">
        <Container>
          <SectionHeading
            id="fleet-title"
            eyebrow="Our fleet"
            title="Two Vehicles, Chosen for Comfort"
            intro="A sedan for couples and small families, a van when the whole party travels together."
          />
          <ul className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
            {FLEET.map(({ name, Icon, seats, transfer, features }) => (
              <li key={name} className="rounded-3xl bg-white p-6 sm:p-10">
                <div className="flex items-center justify-between gap-4">
                  <h3 className="text-3xl">{name}</h3>
                  <Icon aria-hidden="true" className="h-10 w-10 text-gold-500" strokeWidth={1.25} />
                </div>
                <p className="mt-2 text-sm tracking-wide text-ink-soft">Up to {seats} passengers</p>
                <ul className="mt-6 space-y-3">
                  {features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <Check aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-teal-700" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <p className="mt-8 border-t border-sand-200 pt-5 text-sm text-ink-soft">
                  Airport transfer{' '}
                  <span className="font-display text-2xl text-teal-900 lining-nums">
                    {formatCents(transfer)}
                  </span>{' '}
                  per direction
                </p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="destinations-title" className="py-16 sm:py-24">
        <Container>
          <SectionHeading
            id="destinations-title"
            eyebrow="Where we go"
            title="Popular Destinations"
            intro="Driving times from our villas on the south coast; your driver waits while you explore."
          />
          <ul className="mt-14 grid grid-cols-2 gap-px overflow-hidden rounded-3xl border border-sand-200 bg-sand-200 lg:grid-cols-4">
            {DESTINATIONS.map((place) => (
              <li key={place.name} className="bg-white p-5 sm:p-6">
                <MapPin aria-hidden="true" className="hidden h-5 w-5 text-gold-500 sm:block" />
                <h3 className="text-xl sm:mt-4 sm:text-2xl">{place.name}</h3>
                <p className="mt-1 text-sm font-medium text-teal-700">{place.time}</p>
                <p className="mt-2 text-sm leading-relaxed text-ink-soft">{place.note}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="reasons-title" className="bg-sand-100 py-16 sm:py-24">
        <Container>
          <SectionHeading id="reasons-title" eyebrow="Why us" title="Why Travel With Us" />
          <ul className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
            {REASONS.map(({ title, Icon, text }) => (
              <li key={title}>
                <span
                  aria-hidden="true"
                  className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-white text-teal-800"
                >
                  <Icon className="h-5 w-5" />
                </span>
                <h3 className="mt-5 text-2xl">{title}</h3>
                <p className="mt-2 leading-relaxed text-ink-soft">{text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section
        aria-labelledby="transport-cta-title"
        className="bg-teal-900 py-16 text-center sm:py-24"
      >
        <Container>
          <h2 id="transport-cta-title" className="text-4xl text-white sm:text-5xl">
            Ready to Explore Sri Lanka?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-sand-200">
            Book your ride now, or tell us your plans and we will send you a price within 24 hours.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
            <BookOrAskForQuote
              quoteService="AIRPORT_TRANSFER"
              quoteTitle="Get a Quote"
              quoteLabel="Get Quote"
            />
          </div>
        </Container>
      </section>
    </>
  );
}
