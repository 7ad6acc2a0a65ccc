import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, slugify, uniqueSlug } from './slug.ts';

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

describe('uniqueSlug, issue 15 §2', () => {
  const taken =
    (...slugs: string[]) =>
    (slug: string) =>
      slugs.includes(slug);

  it('is the name slug when nobody has it', () => {
    expect(uniqueSlug('Villa Moon', taken())).toBe('villa-moon');
  });

  it('counts on from 2 past the slugs other villas have or had', () => {
    expect(uniqueSlug('Villa Moon', taken('villa-moon'))).toBe('villa-moon-2');
    expect(uniqueSlug('Villa Moon', taken('villa-moon', 'villa-moon-2'))).toBe('villa-moon-3');
  });

  it("gives 'villa' to a name without a Latin letter or digit", () => {
    expect(uniqueSlug('සඳ', taken())).toBe('villa');
    expect(uniqueSlug('සඳ', taken('villa'))).toBe('villa-2');
  });

  it('never makes a slug that reads as an id', () => {
    expect(uniqueSlug('abcdef0123456789abcdef01', taken())).toBe('abcdef0123456789abcdef01-villa');
  });

  it('keeps a slug to a readable length', () => {
    const slug = uniqueSlug('Villa '.repeat(40), taken());
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });
});
