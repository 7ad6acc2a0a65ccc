import { Check, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Villa } from '#domain/schemas/villa.ts';
import { AmenityIcon } from '#web/components/amenity-icon.tsx';
import { m } from '#web/i18n/messages.ts';
import { VillaMap } from './villa-map.tsx';
import { VillaTestimonials } from './villa-testimonials.tsx';

/** One titled block of the page; sections are separated by a hairline and generous space. */
export function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-sand-200 py-12 sm:py-14">
      <h2 id={id} className="text-3xl sm:text-4xl">
        {title}
      </h2>
      <div className="mt-6 sm:mt-8">{children}</div>
    </section>
  );
}

function SubHeading({ children }: { children: ReactNode }) {
  return (
    <h3 className="font-sans text-xs font-semibold tracking-[0.2em] text-ink-soft uppercase">
      {children}
    </h3>
  );
}

export function AboutSection({ villa }: { villa: Villa }) {
  const paragraphs = villa.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <DetailSection id="villa-about" title={m.villa_about()}>
      <div className="max-w-prose space-y-5 leading-relaxed text-ink sm:text-lg">
        {paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </DetailSection>
  );
}

export function HighlightsSection({ villa }: { villa: Villa }) {
  if (villa.highlights.length === 0) return null;
  return (
    <DetailSection id="villa-highlights" title={m.villa_highlights()}>
      <ul className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {villa.highlights.map((highlight) => (
          <li key={highlight} className="flex gap-3 leading-relaxed">
            <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-sand-200 text-teal-800">
              <Check aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={2.5} />
            </span>
            {highlight}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

export function AmenitiesSection({ villa }: { villa: Villa }) {
  // A villa without structured amenities still lists its plain amenity names.
  const included =
    villa.included.length > 0
      ? villa.included
      : villa.amenities.map((label) => ({ icon: '', label }));
  return (
    <DetailSection id="villa-amenities" title={m.villa_amenities()}>
      <div className="space-y-10">
        <div>
          <SubHeading>{m.villa_included_in_stay()}</SubHeading>
          <ul className="mt-5 grid gap-x-8 gap-y-4 sm:grid-cols-2">
            {included.map((item) => (
              <li key={item.label} className="flex items-center gap-3">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-sand-100 text-teal-800">
                  <AmenityIcon name={item.icon} />
                </span>
                <span>{item.label}</span>
              </li>
            ))}
          </ul>
        </div>
        {villa.onRequest.length > 0 && (
          <div>
            <SubHeading>{m.villa_on_request()}</SubHeading>
            <ul className="mt-4 divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
              {villa.onRequest.map((item) => (
                <li
                  key={item.label}
                  className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
                >
                  <span className="flex items-center gap-3">
                    <AmenityIcon name={item.icon} className="h-5 w-5 shrink-0 text-teal-700" />
                    {item.label}
                  </span>
                  <span className="pl-8 text-sm font-medium whitespace-nowrap text-teal-900 sm:pl-0">
                    {item.price}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </DetailSection>
  );
}

export function LocationSection({ villa }: { villa: Villa }) {
  const { description, nearby } = villa.locationDetails;
  return (
    <DetailSection id="villa-location" title={m.villa_location()}>
      {description && (
        <p className="mb-8 max-w-prose leading-relaxed text-ink sm:text-lg">{description}</p>
      )}
      <VillaMap villa={villa} />
      {nearby.length > 0 && (
        <div className="mt-10">
          <SubHeading>{m.villa_nearby()}</SubHeading>
          <ul className="mt-2 grid sm:grid-cols-2 sm:gap-x-8">
            {nearby.map((place) => (
              <li key={place.name} className="flex items-start gap-3 border-b border-sand-200 py-4">
                <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" />
                <div className="min-w-0 flex-1">
                  <p className="flex items-baseline justify-between gap-3">
                    <span className="font-medium text-ink">{place.name}</span>
                    <span className="shrink-0 text-[0.7rem] font-semibold tracking-[0.15em] text-teal-800 uppercase">
                      {place.type}
                    </span>
                  </p>
                  <p className="mt-0.5 text-sm text-ink-soft">{place.distance}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </DetailSection>
  );
}

export function HouseRulesSection({ villa }: { villa: Villa }) {
  if (villa.houseRules.length === 0) return null;
  return (
    <DetailSection id="villa-rules" title={m.villa_rules()}>
      <ul className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
        {villa.houseRules.map((item) => (
          <li key={item.rule} className="flex gap-3 leading-relaxed">
            <AmenityIcon name={item.icon} className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" />
            {item.rule}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

/**
 * Everything between the villa's figures and the review form: about, highlights, amenities, the
 * map, guests' words and the house rules. The page loads it as a deferred part (its code comes as
 * the guest scrolls to it; the server's HTML has it all).
 */
export function VillaBody({ villa }: { villa: Villa }) {
  return (
    <>
      <AboutSection villa={villa} />
      <HighlightsSection villa={villa} />
      <AmenitiesSection villa={villa} />
      <LocationSection villa={villa} />
      <section
        aria-labelledby="villa-testimonials"
        className="border-t border-sand-200 py-12 sm:py-14"
      >
        <VillaTestimonials villaId={villa.id} headingId="villa-testimonials" />
      </section>
      <HouseRulesSection villa={villa} />
    </>
  );
}
