import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  it('counts in the right number, an s by default', () => {
    expect(plural(1, 'night')).toBe('1 night');
    expect(plural(0, 'night')).toBe('0 nights');
    expect(plural(2, 'night')).toBe('2 nights');
  });

  it('takes a plural of its own, and a way to write the number', () => {
    expect(plural(1, 'child', 'children')).toBe('1 child');
    expect(plural(3, 'child', 'children')).toBe('3 children');
    expect(plural(2.5, 'night', 'nights', (n) => n.toFixed(1))).toBe('2.5 nights');
  });
});
