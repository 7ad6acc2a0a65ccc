// Over 400 lines: the transport page's content (services, fleet, destinations, reasons), each list
// a function read in the page's language (issue 39), laid out top to bottom as the page shows it;
// the forms are apart (transport-form.tsx, transport-dialog.tsx).
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
import { formatMoney } from '#domain/locale-format.ts';
import { TRANSFER_PRICE_PER_DIRECTION } from '#domain/quote.ts';
import { TRANSPORT_SERVICES, type TransportService } from '#domain/transport-services.ts';
import { CAR_MAX_GUESTS, VAN_MAX_PASSENGERS } from '#domain/vehicle.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container, SectionHeading } from '#web/components/ui/container.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { useSearchParams } from '#web/app/navigation.tsx';
import { TransportRequestDialog } from './transport-dialog.tsx';
import { TRANSPORT_REQUEST_ID, TransportRequestForm } from './transport-form.tsx';
import { getLocale, m } from '#web/i18n/messages.ts';
import { richText } from '#web/i18n/rich-text.tsx';

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
      title={m.transport_book()}
      description={m.transport_book_description()}
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
          {m.transport_book()}
        </Button>
      </BookTransport>
      <TransportRequestDialog
        kind="quote"
        service={quoteService}
        title={quoteTitle}
        description={m.transport_quote_description()}
      >
        <Button variant="light" size="lg">
          {quoteLabel}
        </Button>
      </TransportRequestDialog>
    </>
  );
}

/** The three services, in the page's language. */
function services(): {
  title: string;
  Icon: typeof Car;
  text: string;
  price: string;
  action: ReactNode;
}[] {
  return [
    {
      title: m.transport_airport_title(),
      Icon: Plane,
      text: m.transport_airport_text(),
      price: m.transport_airport_price({
        car: formatMoney(getLocale(), TRANSFER_PRICE_PER_DIRECTION.CAR),
        van: formatMoney(getLocale(), TRANSFER_PRICE_PER_DIRECTION.VAN),
      }),
      action: (
        <BookTransport service="AIRPORT_TRANSFER">
          <Button variant="outline" size="sm">
            {m.transport_airport_action()}
          </Button>
        </BookTransport>
      ),
    },
    {
      title: m.transport_tour_title(),
      Icon: Compass,
      text: m.transport_tour_text(),
      price: m.transport_tour_price(),
      action: (
        <TransportRequestDialog
          kind="quote"
          service="TOUR"
          title={m.transport_plan_tour_title()}
          description={m.transport_quote_description()}
        >
          <Button variant="outline" size="sm">
            {m.transport_plan_tour()}
          </Button>
        </TransportRequestDialog>
      ),
    },
    {
      title: m.transport_ride_title(),
      Icon: Route,
      text: m.transport_ride_text(),
      price: m.transport_ride_price(),
      action: (
        <BookTransport service="POINT_TO_POINT">
          <Button variant="outline" size="sm">
            {m.transport_ride_action()}
          </Button>
        </BookTransport>
      ),
    },
  ];
}

/** Fleet of spec §9: a sedan for up to 4 passengers, a van for up to 8. */
function fleet() {
  return [
    {
      name: m.transport_vehicle_car(),
      Icon: Car,
      seats: CAR_MAX_GUESTS,
      transfer: TRANSFER_PRICE_PER_DIRECTION.CAR,
      features: [
        m.transport_up_to_passengers({ count: CAR_MAX_GUESTS }),
        m.transport_car_for(),
        m.transport_car_luggage(),
      ],
    },
    {
      name: m.transport_vehicle_van(),
      Icon: Van,
      seats: VAN_MAX_PASSENGERS,
      transfer: TRANSFER_PRICE_PER_DIRECTION.VAN,
      features: [
        m.transport_up_to_passengers({ count: VAN_MAX_PASSENGERS }),
        m.transport_van_for(),
        m.transport_van_space(),
      ],
    },
  ];
}

/**
 * The eight destinations of spec §2, with driving times from our villas on the south coast. A
 * town's name is the same in every language; a name with words in it is a message.
 */
function destinations() {
  return [
    {
      name: m.transport_dest_airport(),
      time: m.transport_dest_airport_time(),
      note: m.transport_dest_airport_note(),
    },
    { name: 'Kandy', time: m.transport_dest_kandy_time(), note: m.transport_dest_kandy_note() },
    { name: 'Galle', time: m.transport_dest_galle_time(), note: m.transport_dest_galle_note() },
    { name: 'Ella', time: m.transport_dest_ella_time(), note: m.transport_dest_ella_note() },
    {
      name: m.transport_dest_yala(),
      time: m.transport_dest_yala_time(),
      note: m.transport_dest_yala_note(),
    },
    {
      name: 'Sigiriya',
      time: m.transport_dest_sigiriya_time(),
      note: m.transport_dest_sigiriya_note(),
    },
    {
      name: 'Nuwara Eliya',
      time: m.transport_dest_nuwara_eliya_time(),
      note: m.transport_dest_nuwara_eliya_note(),
    },
    {
      name: 'Bentota',
      time: m.transport_dest_bentota_time(),
      note: m.transport_dest_bentota_note(),
    },
  ];
}

function reasons() {
  return [
    {
      title: m.transport_reason_drivers_title(),
      Icon: BadgeCheck,
      text: m.transport_reason_drivers_text(),
    },
    {
      title: m.transport_reason_prices_title(),
      Icon: Wallet,
      text: m.transport_reason_prices_text(),
    },
    {
      title: m.transport_reason_safety_title(),
      Icon: ShieldCheck,
      text: m.transport_reason_safety_text(),
    },
    {
      title: m.transport_reason_schedule_title(),
      Icon: Clock,
      text: m.transport_reason_schedule_text(),
    },
  ];
}

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
          {kind === 'book' ? m.transport_book() : m.transport_get_quote_title()}
        </h2>
        <p className="mt-3 leading-relaxed text-ink-soft">
          {kind === 'book' ? m.transport_book_description() : m.transport_quote_description()}
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
        eyebrow={m.transport_eyebrow()}
        title={m.transport_title()}
        intro={m.transport_intro()}
        image="/images/villas/villa-river-breeze/weligama-bay.jpg"
      >
        <BookOrAskForQuote
          quoteService="TOUR"
          quoteTitle={m.transport_custom_itinerary()}
          quoteLabel={m.transport_custom_itinerary()}
        />
      </PageHero>
      <RequestInPage />

      <section aria-labelledby="services-title" className="py-16 sm:py-24">
        <Container>
          <SectionHeading
            id="services-title"
            eyebrow={m.transport_services_eyebrow()}
            title={m.transport_services_title()}
            intro={m.transport_services_intro()}
          />
          <ul className="mt-14 grid gap-6 md:grid-cols-3">
            {services().map(({ title, Icon, text, price, action }) => (
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
            eyebrow={m.transport_fleet_eyebrow()}
            title={m.transport_fleet_title()}
            intro={m.transport_fleet_intro()}
          />
          <ul className="mx-auto mt-14 grid max-w-4xl gap-6 md:grid-cols-2">
            {fleet().map(({ name, Icon, seats, transfer, features }) => (
              <li key={name} className="rounded-3xl bg-white p-6 sm:p-10">
                <div className="flex items-center justify-between gap-4">
                  <h3 className="text-3xl">{name}</h3>
                  <Icon aria-hidden="true" className="h-10 w-10 text-gold-500" strokeWidth={1.25} />
                </div>
                <p className="mt-2 text-sm tracking-wide text-ink-soft">
                  {m.transport_up_to_passengers({ count: seats })}
                </p>
                <ul className="mt-6 space-y-3">
                  {features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <Check aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-teal-700" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <p className="mt-8 border-t border-sand-200 pt-5 text-sm text-ink-soft">
                  {richText(m.transport_fleet_transfer, {
                    price: (
                      <span className="font-display text-2xl text-teal-900 lining-nums">
                        {formatMoney(getLocale(), transfer)}
                      </span>
                    ),
                  })}
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
            eyebrow={m.transport_destinations_eyebrow()}
            title={m.transport_destinations_title()}
            intro={m.transport_destinations_intro()}
          />
          <ul className="mt-14 grid grid-cols-2 gap-px overflow-hidden rounded-3xl border border-sand-200 bg-sand-200 lg:grid-cols-4">
            {destinations().map((place) => (
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
          <SectionHeading
            id="reasons-title"
            eyebrow={m.transport_reasons_eyebrow()}
            title={m.transport_reasons_title()}
          />
          <ul className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
            {reasons().map(({ title, Icon, text }) => (
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
            {m.transport_cta_title()}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-sand-200">
            {m.transport_cta_text()}
          </p>
          <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
            <BookOrAskForQuote
              quoteService="AIRPORT_TRANSFER"
              quoteTitle={m.transport_get_quote_title()}
              quoteLabel={m.transport_get_quote()}
            />
          </div>
        </Container>
      </section>
    </>
  );
}
