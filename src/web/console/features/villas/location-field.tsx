import { useState } from 'react';
import { TextField } from '#web/components/ui/field.tsx';
import { DEFAULT_PLACE, findPlace } from '#web/components/map/places.ts';
import { useLeafletMap } from '#web/components/map/use-leaflet-map.ts';
import { secondaryButton } from '#web/console/components/classes.ts';

/** Six decimals: about ten centimetres, finer than any map click. */
const written = (value: number) => String(Math.round(value * 1e6) / 1e6);

const numberIn = (text: string, limit: number): number | null => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
};

/**
 * The villa's coordinates: typed, or picked on the map (a click, or the pin dragged). The map's
 * tiles come from another host and may not load (DESIGN.md targets): the fields alone always do.
 */
export function LocationField({
  title,
  locationText,
  initial,
  errors,
}: {
  /** The villa's name, for the map's label. */
  title: string;
  /** Its location in words: the map starts at the place it names when no position is set. */
  locationText: string;
  initial: { latitude: number | null; longitude: number | null };
  errors: { latitude?: string | undefined; longitude?: string | undefined };
}) {
  const [latitude, setLatitude] = useState(
    initial.latitude === null ? '' : written(initial.latitude),
  );
  const [longitude, setLongitude] = useState(
    initial.longitude === null ? '' : written(initial.longitude),
  );
  const map = useLeafletMap(true);

  const lat = numberIn(latitude, 90);
  const lng = numberIn(longitude, 180);
  const placed = lat !== null && lng !== null;
  const start = findPlace(locationText) ?? DEFAULT_PLACE;
  const pick = (pickedLatitude: number, pickedLongitude: number) => {
    setLatitude(written(pickedLatitude));
    setLongitude(written(pickedLongitude));
  };

  return (
    <fieldset className="space-y-3">
      <legend className="font-display text-xl text-teal-900">Position on the map</legend>
      <p className="text-sm text-ink-soft">
        Click the map where the villa is, or drag its pin, or type the coordinates (from any map
        service).
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Latitude"
          name="latitude"
          inputMode="decimal"
          placeholder="5.9721"
          value={latitude}
          onChange={(event) => setLatitude(event.target.value)}
          error={errors.latitude}
        />
        <TextField
          label="Longitude"
          name="longitude"
          inputMode="decimal"
          placeholder="80.4305"
          value={longitude}
          onChange={(event) => setLongitude(event.target.value)}
          error={errors.longitude}
        />
      </div>
      <p role="status" className="text-sm text-ink-soft">
        {placed
          ? `The pin is at ${written(lat)}, ${written(lng)}.`
          : `No position yet: the map shows ${start.name}.`}
      </p>
      <div className="relative isolate aspect-[4/3] overflow-hidden rounded-2xl border border-sand-200 bg-sand-100 sm:aspect-[16/9]">
        {map.status === 'ready' ? (
          <map.Map
            latitude={placed ? lat : start.latitude}
            longitude={placed ? lng : start.longitude}
            title={title}
            placeName={locationText}
            onPick={pick}
          />
        ) : (
          <p className="flex h-full items-center justify-center p-6 text-center text-ink-soft">
            {map.status === 'failed'
              ? 'The map could not be loaded. Type the coordinates above.'
              : 'Loading the map…'}
          </p>
        )}
      </div>
      {(latitude || longitude) && (
        <button
          type="button"
          onClick={() => {
            setLatitude('');
            setLongitude('');
          }}
          className={secondaryButton}
        >
          Clear the position
        </button>
      )}
    </fieldset>
  );
}
