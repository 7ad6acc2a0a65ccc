import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify, spec §5', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(slugify('Villa River Breeze')).toBe('villa-river-breeze');
    expect(slugify('Ahangama Villa')).toBe('ahangama-villa');
  });

  it('removes characters other than letters, digits, spaces and hyphens', () => {
    expect(slugify('Villa River Breeze - Weligama')).toBe('villa-river-breeze-weligama');
    expect(slugify("Sam's Villa #2 (Beachfront)!")).toBe('sams-villa-2-beachfront');
    expect(slugify('Villa_Sunset & Co.')).toBe('villasunset-co');
  });

  it('collapses repeated hyphens and whitespace', () => {
    expect(slugify('Villa   --  Sea\tView')).toBe('villa-sea-view');
  });

  it('trims hyphens at both ends', () => {
    expect(slugify('  --Villa Moon--  ')).toBe('villa-moon');
    expect(slugify('!Villa!')).toBe('villa');
  });

  it('keeps the base letter of accented letters', () => {
    expect(slugify('Café Mirissa')).toBe('cafe-mirissa');
    expect(slugify('Villa Açaí Überblick')).toBe('villa-acai-uberblick');
    expect(slugify('Søndergård Æble Straße')).toBe('sondergard-aeble-strasse');
  });

  it('gives an empty slug when nothing usable is left', () => {
    expect(slugify('!!!')).toBe('');
    expect(slugify('වෙලිගම')).toBe('');
  });
});
