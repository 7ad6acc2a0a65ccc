import { useQuery } from '@tanstack/react-query';
import { IMAGE_SIZES } from '#web/lib/responsive-images.ts';
import { featuredVillasQuery } from '#web/lib/villas-api.ts';
import { HOME_INCLUDED, VillaCard } from '#web/components/villa-card.tsx';
import { m } from '#web/i18n/messages.ts';

/** The home page shows at most 2 featured villas (spec §2, §9). */
export const HOME_FEATURED_VILLAS = 2;

/** The featured villas in two columns, with loading, error and empty states (spec §2, §8). */
export function FeaturedVillas() {
  const { data, isPending, isError } = useQuery(featuredVillasQuery());

  if (isPending) {
    return (
      <div role="status" className="grid gap-8 md:grid-cols-2">
        <span className="sr-only">{m.home_featured_loading()}</span>
        {Array.from({ length: HOME_FEATURED_VILLAS }, (_, i) => (
          <div
            key={i}
            aria-hidden="true"
            className="overflow-hidden rounded-3xl bg-white ring-1 ring-sand-200"
          >
            <div className="aspect-[3/2] animate-pulse bg-sand-200 motion-reduce:animate-none" />
            <div className="space-y-4 p-7">
              <div className="h-4 w-1/3 rounded-full bg-sand-200" />
              <div className="h-8 w-2/3 rounded-full bg-sand-200" />
              <div className="h-4 w-full rounded-full bg-sand-100" />
              <div className="h-4 w-5/6 rounded-full bg-sand-100" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (isError) {
    return <StateMessage>{m.home_featured_error()}</StateMessage>;
  }
  const villas = data.slice(0, HOME_FEATURED_VILLAS);
  if (villas.length === 0) {
    return <StateMessage>{m.home_featured_empty()}</StateMessage>;
  }
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:gap-10">
      {villas.map((villa) => (
        <li key={villa.id}>
          <VillaCard
            villa={villa}
            includedCount={HOME_INCLUDED}
            imageSizes={IMAGE_SIZES.featuredVillaCard}
            headingLevel="h3"
          />
        </li>
      ))}
    </ul>
  );
}

function StateMessage({ children }: { children: string }) {
  return (
    <p className="mx-auto max-w-xl rounded-2xl bg-white px-6 py-10 text-center text-ink-soft ring-1 ring-sand-200">
      {children}
    </p>
  );
}
