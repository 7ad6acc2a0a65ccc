import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, MapPin, Star } from 'lucide-react';
import { useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import type { DateSelection } from '#domain/calendar.ts';
import { formatCents } from '#domain/money.ts';
import { Link, usePathname } from '#web/app/navigation.tsx';
import type { Villa } from '#domain/schemas/villa.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { deferredPart, type WrapperProps } from '#web/lib/deferred-part.tsx';
import { paths } from '#web/lib/paths.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { villaQuery } from '#web/lib/villas-api.ts';
import { villaTestimonialsQuery } from '#web/lib/testimonials-api.ts';
import { m } from '#web/i18n/messages.ts';
import { VillaGallery } from './villa-gallery.tsx';
import { VillaStats } from './villa-stats.tsx';

// The sections under the figures come in the server's HTML; their code comes as the guest
// scrolls to them.
const VillaBody = deferredPart(
  () => import('./villa-sections.tsx').then((module) => module.VillaBody),
  // Its guests' words are in the server's HTML, not in the boot data (decision 117).
  { data: ({ villa }) => [villaTestimonialsQuery(villa.id)] },
);

/**
 * The parts of a villa's page that other features own: the booking panel beside the text, the
 * phone's booking bar under it, and guests' reviews with the review form at its foot. The route
 * (app/routes/villa-detail.tsx) hands them in, as deferred parts where they load late, so this
 * feature does not reach into bookings or reviews.
 */
export interface VillaPageParts {
  BookingPanel: ComponentType<
    {
      villa: Villa;
      selection: DateSelection;
      onSelectionChange: (selection: DateSelection) => void;
    } & WrapperProps
  >;
  MobileBookingBar: ComponentType<{
    villa: Villa;
    selection: DateSelection;
    panel: RefObject<HTMLElement | null>;
  }>;
  Reviews: ComponentType<{ villa: Villa } & WrapperProps>;
}

/** No dates chosen yet. */
const NO_DATES: DateSelection = { checkIn: null, checkOut: null };

/** Where the rating in the villa's heading leads: its guests' reviews. */
const REVIEWS_ID = 'guest-reviews';

/** A villa without a rating shows 4.8 (spec §9). */
export const DEFAULT_VILLA_RATING = 4.8;

/** What search results and shared links say of a villa: its subtitle and the facts that decide. */
export const villaDescription = (villa: Villa) =>
  m.villa_description({
    subtitle: villa.subtitle,
    location: villa.location,
    bedrooms: m.villa_bedrooms({ count: villa.bedrooms }),
    guests: villa.guests,
    price: formatCents(villa.price),
  });

/**
 * The 'Back to villas' link stays in reach while scrolling (spec §2), just under the site header.
 * `data-back-bar` adds its height to what the sticky bars cover (--sticky-top, styles.css).
 */
function BackBar() {
  return (
    <div
      data-back-bar
      className="sticky top-(--header-height) z-30 border-b border-sand-200/80 bg-sand-50/95 backdrop-blur"
    >
      <Container className="flex h-11 items-center">
        <Link
          to={paths.villas}
          className="-ml-2 inline-flex items-center gap-2 rounded-full px-2 py-1.5 text-sm font-medium text-teal-800 hover:text-teal-900"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {m.villa_back()}
        </Link>
      </Container>
    </div>
  );
}

function StatePanel({ children, role }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <Container className="flex min-h-[60vh] items-center justify-center py-20">
      <div role={role} className="mx-auto max-w-md text-center">
        {children}
      </div>
    </Container>
  );
}

function VillaHeading({ villa }: { villa: Villa }) {
  const rating = villa.rating ?? DEFAULT_VILLA_RATING;
  return (
    <header>
      <p className="flex items-center gap-2 text-sm tracking-wide text-ink-soft">
        <MapPin aria-hidden="true" className="h-4 w-4 text-teal-700" />
        {villa.location}
      </p>
      <h1 id="villa-name" className="mt-3 text-5xl leading-[1.05] sm:text-6xl">
        {villa.name}
      </h1>
      {villa.subtitle && (
        <p className="mt-3 font-display text-2xl text-ink-soft italic sm:text-[1.75rem]">
          {villa.subtitle}
        </p>
      )}
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {/* A plain in-page link: it works before and without the app. */}
        <a href={`#${REVIEWS_ID}`} className="group flex items-center gap-1.5">
          <Star aria-hidden="true" className="h-4 w-4 fill-gold-500 text-gold-500" />
          <span className="font-semibold text-ink">{rating.toFixed(1)}</span>
          <span className="sr-only"> {m.villa_out_of_5()}</span>
          <span className="text-ink-soft underline decoration-sand-300 underline-offset-4 group-hover:text-teal-900 group-hover:decoration-teal-700">
            ({m.villa_reviews({ count: villa.reviews })})
          </span>
        </a>
        {villa.featured && (
          <span className="rounded-full bg-gold-100 px-3 py-1 text-xs font-medium tracking-wide text-teal-900">
            {m.villa_featured()}
          </span>
        )}
      </div>
    </header>
  );
}

export function VillaDetails({
  villa,
  parts,
  initialSelection = NO_DATES,
}: {
  villa: Villa;
  parts: VillaPageParts;
  /** The dates the page opens with: its address's (issue 39 §2). */
  initialSelection?: DateSelection | undefined;
}) {
  const { BookingPanel, MobileBookingBar, Reviews } = parts;
  const [selection, setSelection] = useState(initialSelection);
  // A ref, not state: set while React takes the page over, state would render the whole page
  // again at once, in the same task (a long one on a phone).
  const panelPlace = useRef<HTMLDivElement>(null);
  return (
    <article aria-labelledby="villa-name" className="pb-16 sm:pb-24">
      <PageMeta
        title={villa.name}
        description={villaDescription(villa)}
        path={paths.villa(villa.slug)}
        image={villa.image}
        imageAlt={villa.name}
      />
      <BackBar />
      <Container className="sm:pt-6">
        <VillaGallery villa={villa} />
      </Container>
      <Container className="mt-10 grid gap-x-16 sm:mt-12 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <VillaHeading villa={villa} />
          <div className="mt-10 mb-12 sm:mb-14">
            <VillaStats villa={villa} />
          </div>
          <VillaBody villa={villa} />
        </div>
        {/* The whole column is the panel's track, so the panel can stay in view (sticky) beside
            the text on large screens; on phones it follows the rules, before the reviews. */}
        <BookingPanel
          id="book"
          ref={panelPlace}
          className="min-w-0 pb-12 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:pb-0"
          villa={villa}
          selection={selection}
          onSelectionChange={setSelection}
        />
        <Reviews id={REVIEWS_ID} className="min-w-0 lg:col-start-1 lg:row-start-2" villa={villa} />
      </Container>
      <MobileBookingBar villa={villa} selection={selection} panel={panelPlace} />
    </article>
  );
}

/** 404 (or a reference the API refuses as malformed) means there is no such villa. */
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /villa/{slug or id} (spec §2): loading, error, not found, or the villa. `reload` is what
 * 'Try Again' does: a fresh start of the page, as the spec asks.
 */
export function VillaDetailPage({
  slugOrId,
  parts,
  initialSelection,
  reload = () => window.location.reload(),
}: {
  slugOrId: string;
  parts: VillaPageParts;
  initialSelection?: DateSelection | undefined;
  reload?: () => void;
}) {
  const { data: villa, error, isPending } = useQuery(villaQuery(slugOrId));

  if (villa)
    return <VillaDetails villa={villa} parts={parts} initialSelection={initialSelection} />;

  if (isPending) {
    return (
      <StatePanel role="status">
        <span
          aria-hidden="true"
          className="mx-auto mb-6 block h-10 w-10 animate-spin rounded-full border-2 border-sand-300 border-t-teal-800 motion-reduce:animate-none"
        />
        <p className="text-ink-soft">{m.villa_loading()}</p>
      </StatePanel>
    );
  }

  if (isNotFound(error)) return <NotFound />;

  return (
    <StatePanel role="alert">
      <h1 className="text-4xl">{m.villa_load_failed()}</h1>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.villas} variant="outline">
          {m.villa_back_to_villas()}
        </ButtonLink>
        <Button onClick={reload}>{m.villa_try_again()}</Button>
      </div>
    </StatePanel>
  );
}

function NotFound() {
  const pathname = usePathname();
  return (
    <StatePanel>
      <PageMeta
        title={m.villa_not_found_title()}
        description={m.villa_not_found_text()}
        path={pathname}
        noIndex
      />
      <h1 className="text-5xl">{m.villa_not_found_title()}</h1>
      <p className="mt-4 text-lg text-ink-soft">{m.villa_not_found_text()}</p>
      <ButtonLink to={paths.villas} className="mt-8">
        {m.villa_back_to_villas()}
      </ButtonLink>
    </StatePanel>
  );
}
