import { Bath, BedDouble, Check, MapPin, Star, Users } from 'lucide-react';
import { Link } from '../app/navigation.tsx';
import { formatCents } from '#domain/money.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { buttonClasses } from './ui/button.tsx';
import { ResponsiveImage } from './ui/responsive-image.tsx';
import { paths } from '../lib/paths.ts';
import { IMAGE_SIZES } from '../lib/responsive-images.ts';
import { m } from '../i18n/messages.ts';

/** A villa without a rating shows 4.8 (spec §9). */
export const DEFAULT_VILLA_RATING = 4.8;
/** A card names 3 amenities and counts the rest (spec §9). */
export const CARD_AMENITIES = 3;
/** The list page shows 7 'included' items, the home page 5 (spec §2, §9). */
export const LIST_INCLUDED = 7;
export const HOME_INCLUDED = 5;

/** The card treats an 'included' entry as a plain string or as something with a label (spec §3). */
const includedLabel = (item: string | { label: string }) =>
  typeof item === 'string' ? item : item.label;

export type VillaCardData = Pick<
  Villa,
  | 'slug'
  | 'name'
  | 'location'
  | 'image'
  | 'featured'
  | 'rating'
  | 'reviews'
  | 'price'
  | 'guests'
  | 'bedrooms'
  | 'bathrooms'
  | 'amenities'
> & { included: (string | { label: string })[] };

/**
 * One villa in a grid. The whole card is clickable through its heading link, whose ::after covers
 * the card; 'Book Now' is a separate link above that layer, so no link sits inside another.
 */
export function VillaCard({
  villa,
  includedCount = LIST_INCLUDED,
  largest = false,
  imageSizes = IMAGE_SIZES.villaCard,
  headingLevel = 'h2',
}: {
  villa: VillaCardData;
  includedCount?: number;
  /** The page's largest picture (its first card): loaded at once and first, preloaded with high
   * priority from the head; otherwise the picture waits until it nears the screen. */
  largest?: boolean;
  /** The width the picture is drawn at in the grid around the card (IMAGE_SIZES). */
  imageSizes?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const rating = villa.rating ?? DEFAULT_VILLA_RATING;
  const amenities = villa.amenities.slice(0, CARD_AMENITIES);
  const moreAmenities = villa.amenities.length - amenities.length;
  const included = villa.included.slice(0, includedCount).map(includedLabel);
  const detail = paths.villa(villa.slug);

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-[0_1px_2px_rgb(11_56_54/0.06),0_12px_32px_-12px_rgb(11_56_54/0.18)] ring-1 ring-sand-200 transition-shadow duration-300 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-500 hover:shadow-[0_1px_2px_rgb(11_56_54/0.08),0_24px_48px_-16px_rgb(11_56_54/0.28)]">
      <div className="relative aspect-[3/2] overflow-hidden bg-sand-200">
        <ResponsiveImage
          src={villa.image}
          alt=""
          sizes={imageSizes}
          loading={largest ? 'eager' : 'lazy'}
          fetchPriority={largest ? 'high' : undefined}
          className="h-full w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        {villa.featured && (
          <p className="absolute top-4 left-4 rounded-full bg-white/95 px-3 py-1.5 text-xs font-semibold tracking-[0.15em] text-teal-900 uppercase shadow-sm">
            <Star
              aria-hidden="true"
              className="mr-1.5 -mt-0.5 inline h-3.5 w-3.5 fill-gold-500 text-gold-500"
            />
            {m.villas_featured_villa()}
          </p>
        )}
      </div>

      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
          <p className="flex items-center gap-1.5 text-ink-soft">
            <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
            {villa.location}
          </p>
          <p className="flex items-center gap-1 text-ink">
            <Star aria-hidden="true" className="h-4 w-4 fill-gold-500 text-gold-500" />
            <span className="font-semibold">{rating.toFixed(1)}</span>
            <span className="text-ink-soft">({m.villas_reviews({ count: villa.reviews })})</span>
          </p>
        </div>
        <Heading className="mt-2 text-3xl leading-tight">
          <Link
            to={detail}
            className="after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none"
          >
            {villa.name}
          </Link>
        </Heading>

        <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-y border-sand-200 py-4 text-sm text-ink">
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="h-4 w-4 text-teal-700" />
            {m.villas_guests({ count: villa.guests })}
          </li>
          <li className="flex items-center gap-2">
            <BedDouble aria-hidden="true" className="h-4 w-4 text-teal-700" />
            {m.villas_beds({ count: villa.bedrooms })}
          </li>
          <li className="flex items-center gap-2">
            <Bath aria-hidden="true" className="h-4 w-4 text-teal-700" />
            {m.villas_baths({ count: villa.bathrooms })}
          </li>
        </ul>

        {amenities.length > 0 && (
          <ul aria-label={m.villas_amenities()} className="mt-5 flex flex-wrap gap-2">
            {amenities.map((amenity) => (
              <li
                key={amenity}
                className="rounded-full bg-sand-100 px-3 py-1 text-xs font-medium text-teal-900"
              >
                {amenity}
              </li>
            ))}
            {moreAmenities > 0 && (
              <li className="rounded-full px-2 py-1 text-xs font-medium text-ink-soft">
                {m.villas_more({ count: moreAmenities })}
              </li>
            )}
          </ul>
        )}

        {included.length > 0 && (
          <div className="mt-5">
            <p className="text-xs font-semibold tracking-[0.2em] text-ink-soft uppercase">
              {m.villas_included()}
            </p>
            <ul
              aria-label={m.villas_included_in_stay()}
              className="mt-3 grid gap-2 text-sm text-ink"
            >
              {included.map((label) => (
                <li key={label} className="flex items-start gap-2.5">
                  <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-teal-600" />
                  {label}
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 pt-7">
          <p className="text-ink">
            <span className="text-sm text-ink-soft">{m.villas_from()} </span>
            <span className="font-display text-3xl font-semibold text-teal-900 lining-nums">
              {formatCents(villa.price)}
            </span>{' '}
            <span className="text-sm text-ink-soft">{m.villas_per_night()}</span>
          </p>
          <Link
            to={`${detail}#book`}
            // Which villa, for a screen reader's list of links; it starts with the visible words.
            aria-label={m.villas_book_now_named({ name: villa.name })}
            className={buttonClasses('primary', 'md', 'relative z-10')}
          >
            {m.site_book_now()}
          </Link>
        </div>
      </div>
    </article>
  );
}
