import { describe, expect, it } from 'vitest';
import { DEFAULT_PLACE, directionsUrl, findPlace, mapTarget, SRI_LANKA_PLACES } from './places.ts';

const villa = (
  location: string,
  latitude: number | null = null,
  longitude: number | null = null,
) => ({
  location,
  locationDetails: { latitude, longitude },
});

describe('findPlace', () => {
  it('knows about 19 places of Sri Lanka, each with coordinates on the island', () => {
    expect(SRI_LANKA_PLACES.length).toBeGreaterThanOrEqual(19);
    for (const place of SRI_LANKA_PLACES) {
      expect(place.latitude, place.name).toBeGreaterThan(5.9);
      expect(place.latitude, place.name).toBeLessThan(9.9);
      expect(place.longitude, place.name).toBeGreaterThan(79.6);
      expect(place.longitude, place.name).toBeLessThan(81.9);
    }
  });

  it('finds the place named in a location text, in any case and with accents', () => {
    expect(findPlace('Ahangama, Sri Lanka')?.name).toBe('Ahangama');
    expect(findPlace('MIRISSA beach road')?.name).toBe('Mirissa');
    expect(findPlace('Hill country near Nuwara Éliya')?.name).toBe('Nuwara Eliya');
    expect(findPlace('Arugam Bay, East Coast')?.name).toBe('Arugam Bay');
  });

  it('takes the place named first', () => {
    expect(findPlace('Near Galle, two hours from Colombo')?.name).toBe('Galle');
    expect(findPlace('Two hours from Colombo, near Galle')?.name).toBe('Colombo');
  });

  it('matches whole words only', () => {
    expect(findPlace('Villa Bella Vista')).toBeNull();
    expect(findPlace('Gallery Road')).toBeNull();
    expect(findPlace('Ella Gap, Uva')?.name).toBe('Ella');
  });

  it('answers null when no place is named', () => {
    expect(findPlace('')).toBeNull();
    expect(findPlace('Somewhere on the coast')).toBeNull();
  });
});

describe('mapTarget', () => {
  it("uses the villa's own coordinates, latitude first (DESIGN.md decision 3)", () => {
    expect(mapTarget(villa('Weligama, Sri Lanka', 5.9668, 80.4398))).toEqual({
      latitude: 5.9668,
      longitude: 80.4398,
      placeName: 'Weligama, Sri Lanka',
      exact: true,
    });
  });

  it('falls back to the place named in the location text', () => {
    expect(mapTarget(villa('Tangalle, Sri Lanka'))).toMatchObject({
      latitude: 6.0243,
      longitude: 80.7941,
      placeName: 'Tangalle',
      exact: false,
    });
  });

  it('ignores missing, partial, out-of-range and (0, 0) coordinates', () => {
    expect(mapTarget(villa('Kandy', 7.29, null)).placeName).toBe('Kandy');
    expect(mapTarget(villa('Kandy', 95, 80)).placeName).toBe('Kandy');
    expect(mapTarget(villa('Kandy', 0, 0)).placeName).toBe('Kandy');
  });

  it('centres on Weligama Bay when nothing else is known (spec §9)', () => {
    expect(mapTarget(villa('South coast'))).toEqual({
      latitude: DEFAULT_PLACE.latitude,
      longitude: DEFAULT_PLACE.longitude,
      placeName: 'Weligama Bay',
      exact: false,
    });
    expect(DEFAULT_PLACE).toMatchObject({ latitude: 5.9743, longitude: 80.4293 });
  });
});

describe('directionsUrl', () => {
  it('asks the maps service for directions to latitude,longitude', () => {
    expect(directionsUrl(5.9668, 80.4398)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=5.9668,80.4398',
    );
  });
});
