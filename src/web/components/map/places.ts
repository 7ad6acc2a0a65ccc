/**
 * Where to put a villa on the map. A villa's own coordinates win (latitude first: the spec's swap
 * is a defect, DESIGN.md decision 3); without them, the first known place named in its location
 * text; without that, Weligama Bay (spec §9).
 */
import { once } from '#domain/once.ts';

export interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

/** Default centre of the map: Weligama Bay (spec §9). */
export const DEFAULT_PLACE: Place = { name: 'Weligama Bay', latitude: 5.9743, longitude: 80.4293 };

/** The map opens at street-and-bay level (spec §9). */
export const MAP_ZOOM = 13;

/** Places of Sri Lanka a villa's location text may name (spec §9: a table of about 19). */
export const SRI_LANKA_PLACES: readonly Place[] = [
  { name: 'Weligama', latitude: 5.9743, longitude: 80.4293 },
  { name: 'Ahangama', latitude: 5.9733, longitude: 80.3622 },
  { name: 'Mirissa', latitude: 5.9483, longitude: 80.4716 },
  { name: 'Galle', latitude: 6.0329, longitude: 80.2168 },
  { name: 'Unawatuna', latitude: 6.0099, longitude: 80.2489 },
  { name: 'Hikkaduwa', latitude: 6.1395, longitude: 80.1063 },
  { name: 'Bentota', latitude: 6.4253, longitude: 79.9959 },
  { name: 'Tangalle', latitude: 6.0243, longitude: 80.7941 },
  { name: 'Matara', latitude: 5.9549, longitude: 80.555 },
  { name: 'Colombo', latitude: 6.9271, longitude: 79.8612 },
  { name: 'Kandy', latitude: 7.2906, longitude: 80.6337 },
  { name: 'Ella', latitude: 6.8667, longitude: 81.0466 },
  { name: 'Nuwara Eliya', latitude: 6.9497, longitude: 80.7891 },
  { name: 'Sigiriya', latitude: 7.957, longitude: 80.7603 },
  { name: 'Yala', latitude: 6.3725, longitude: 81.519 },
  { name: 'Arugam Bay', latitude: 6.8404, longitude: 81.8368 },
  { name: 'Trincomalee', latitude: 8.5874, longitude: 81.2152 },
  { name: 'Negombo', latitude: 7.2008, longitude: 79.8737 },
  { name: 'Dambulla', latitude: 7.8742, longitude: 80.6511 },
];

/** Lower case without accents, so 'Nuwara Éliya' and 'NUWARA ELIYA' both match. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = once(() =>
  SRI_LANKA_PLACES.map((place) => ({
    place,
    // Whole words only: 'Ella' must not match inside 'Bella Vista'.
    pattern: new RegExp(
      `(^|[^\\p{L}\\p{N}])${escapeRegExp(fold(place.name))}(?=$|[^\\p{L}\\p{N}])`,
      'u',
    ),
  })),
);

/**
 * The known place named earliest in `text` ('Near Galle, two hours from Colombo' is Galle); on a
 * tie the longer name wins. Null when none is named.
 */
export function findPlace(text: string): Place | null {
  const folded = fold(text);
  let best: { place: Place; index: number } | null = null;
  for (const { place, pattern } of PATTERNS()) {
    const match = pattern.exec(folded);
    if (!match) continue;
    const index = match.index + (match[1]?.length ?? 0);
    if (
      !best ||
      index < best.index ||
      (index === best.index && place.name.length > best.place.name.length)
    ) {
      best = { place, index };
    }
  }
  return best?.place ?? null;
}

const isLatitude = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= -90 && value <= 90;
const isLongitude = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= -180 && value <= 180;

export interface MapTarget {
  latitude: number;
  longitude: number;
  /** The place the marker's label names. */
  placeName: string;
  /** True when the villa's own coordinates are used, false for an approximate place. */
  exact: boolean;
}

export function mapTarget(villa: {
  location: string;
  locationDetails: { latitude: number | null; longitude: number | null };
}): MapTarget {
  const { latitude, longitude } = villa.locationDetails;
  // (0, 0) is in the Gulf of Guinea: a blank record, not a villa.
  if (isLatitude(latitude) && isLongitude(longitude) && !(latitude === 0 && longitude === 0)) {
    return { latitude, longitude, placeName: villa.location, exact: true };
  }
  const place = findPlace(villa.location) ?? DEFAULT_PLACE;
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    placeName: place.name,
    exact: false,
  };
}

/** Directions to the villa from wherever the guest is, in a maps service (spec §2). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
