import { describe, expect, it } from 'vitest';
import { isVillaId, parseVillaRef } from './villa-ref.ts';

describe('parseVillaRef, spec §5', () => {
  it('reads exactly 24 hexadecimal characters as an id', () => {
    expect(parseVillaRef('64b7f0c2a1d3e4f5a6b7c8d9')).toEqual({
      kind: 'id',
      id: '64b7f0c2a1d3e4f5a6b7c8d9',
    });
  });

  it('lower-cases an id written in upper case', () => {
    expect(parseVillaRef('64B7F0C2A1D3E4F5A6B7C8D9')).toEqual({
      kind: 'id',
      id: '64b7f0c2a1d3e4f5a6b7c8d9',
    });
  });

  it('reads anything else as a slug, unchanged', () => {
    expect(parseVillaRef('villa-river-breeze')).toEqual({
      kind: 'slug',
      slug: 'villa-river-breeze',
    });
    // 23 and 25 hexadecimal characters, and 24 characters with a non-hexadecimal one.
    expect(parseVillaRef('64b7f0c2a1d3e4f5a6b7c8d')).toEqual({
      kind: 'slug',
      slug: '64b7f0c2a1d3e4f5a6b7c8d',
    });
    expect(parseVillaRef('64b7f0c2a1d3e4f5a6b7c8d90').kind).toBe('slug');
    expect(parseVillaRef('64b7f0c2a1d3e4f5a6b7c8dg').kind).toBe('slug');
  });

  it('answers the same on every call', () => {
    const id = '64b7f0c2a1d3e4f5a6b7c8d9';
    expect([isVillaId(id), isVillaId(id), isVillaId(id)]).toEqual([true, true, true]);
  });
});
