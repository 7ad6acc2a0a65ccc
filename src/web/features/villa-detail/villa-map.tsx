import { MapPin, Navigation } from 'lucide-react';
import { useRef } from 'react';
import type { Villa } from '#domain/schemas/villa.ts';
import { useNearScreen } from '#web/lib/near-screen.tsx';
import { directionsUrl, mapTarget } from '#web/components/map/places.ts';
import { useLeafletMap } from '#web/components/map/use-leaflet-map.ts';
import { m } from '#web/i18n/messages.ts';

/** The villa on a map, with a 'Directions' link (spec §2, §9). */
export function VillaMap({ villa }: { villa: Villa }) {
  const target = mapTarget(villa);
  const frameRef = useRef<HTMLDivElement>(null);
  const near = useNearScreen(frameRef); // Leaflet loads only for guests who scroll to the map
  const state = useLeafletMap(near);

  return (
    <div>
      <div
        ref={frameRef}
        className="relative isolate aspect-[4/3] overflow-hidden rounded-2xl border border-sand-200 bg-sand-100 sm:aspect-[16/9]"
      >
        {state.status === 'ready' ? (
          <state.Map
            latitude={target.latitude}
            longitude={target.longitude}
            title={villa.name}
            placeName={target.placeName}
          />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-ink-soft">
            <MapPin aria-hidden="true" className="h-8 w-8 text-teal-700" />
            <p className="font-display text-xl text-teal-900">{target.placeName}</p>
            <p className="text-sm" role={state.status === 'failed' ? 'status' : undefined}>
              {state.status === 'failed' ? m.villa_map_unavailable() : m.villa_map_loading()}
            </p>
          </div>
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-teal-700" />
          {villa.location}
        </p>
        <a
          href={directionsUrl(target.latitude, target.longitude)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-full border border-teal-800 px-5 py-2.5 text-sm font-medium text-teal-800 transition-colors hover:bg-teal-800 hover:text-sand-50"
        >
          <Navigation aria-hidden="true" className="h-4 w-4" />
          {m.villa_directions()}
          <span className="sr-only"> {m.villa_new_tab()}</span>
        </a>
      </div>
    </div>
  );
}
