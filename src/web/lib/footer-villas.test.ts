import { describe, expect, it } from 'vitest';
import { footerVilla } from './footer-villas.ts';

describe('a villa as the footer names it', () => {
  it('adds the town of its location, as spec §2 names Villa River Breeze', () => {
    expect(
      footerVilla({
        name: 'Villa River Breeze',
        slug: 'villa-river-breeze',
        location: 'Weligama, Sri Lanka',
      }),
    ).toEqual({ slug: 'villa-river-breeze', label: 'Villa River Breeze - Weligama' });
  });

  it('leaves the town out where the name says it already', () => {
    expect(
      footerVilla({
        name: 'Ahangama Villa',
        slug: 'villa-ahangama',
        location: 'Ahangama, Sri Lanka',
      }).label,
    ).toBe('Ahangama Villa');
  });
});
