import { describe, expect, it } from 'vitest';
import { partyLabel, partyParts } from './party.ts';

describe('partyLabel', () => {
  it('writes the party in a sentence, naming only who comes (the e-mails)', () => {
    expect(partyLabel({ adults: 1, children: 0, infants: 0 })).toBe('1 adult');
    expect(partyLabel({ adults: 2, children: 1, infants: 0 })).toBe('2 adults and 1 child');
    expect(partyLabel({ adults: 2, children: 3, infants: 1 })).toBe(
      '2 adults, 3 children and 1 infant',
    );
  });

  it('gives the parts the screens list, naming only who comes', () => {
    expect(partyParts({ adults: 2, children: 0, infants: 0 })).toEqual(['2 adults']);
    expect(partyParts({ adults: 2, children: 1, infants: 1 })).toEqual([
      '2 adults',
      '1 child',
      '1 infant',
    ]);
    expect(partyParts({ adults: 1, children: 0, infants: 2 })).toEqual(['1 adult', '2 infants']);
  });
});
