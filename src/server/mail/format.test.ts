/** The words e-mails use for dates, times, parties and header text. */
import { describe, expect, it } from 'vitest';
import { partyLabel } from '#domain/party.ts';
import { dateLabel, headerText, resortMomentLabel, timeOfDayLabel } from './format.ts';

describe('mail words', () => {
  it('writes a date as people do, with its weekday', () => {
    expect(dateLabel('2026-12-18')).toBe('Friday, December 18, 2026');
  });

  it('writes a moment in Sri Lanka time, naming the zone', () => {
    // 21:15 UTC is 2:45 AM the next day in Colombo (UTC+5:30).
    expect(resortMomentLabel('2026-11-24T21:15:00.000Z')).toBe(
      'Wednesday, November 25, 2026 at 2:45 AM Sri Lanka time',
    );
    expect(resortMomentLabel(new Date('2026-11-25T06:30:00Z'))).toBe(
      'Wednesday, November 25, 2026 at 12:00 PM Sri Lanka time',
    );
    expect(resortMomentLabel('2026-11-24T18:30:00Z')).toBe(
      'Wednesday, November 25, 2026 at 12:00 AM Sri Lanka time',
    );
  });

  it('writes a time of day on the 12-hour clock', () => {
    expect(timeOfDayLabel('07:30')).toBe('7:30 AM');
    expect(timeOfDayLabel('00:05')).toBe('12:05 AM');
    expect(timeOfDayLabel('13:00')).toBe('1:00 PM');
  });

  it('counts a party in the right number, naming only who comes', () => {
    expect(partyLabel({ adults: 1, children: 0, infants: 0 })).toBe('1 adult');
    expect(partyLabel({ adults: 2, children: 1, infants: 0 })).toBe('2 adults and 1 child');
    expect(partyLabel({ adults: 2, children: 3, infants: 1 })).toBe(
      '2 adults, 3 children and 1 infant',
    );
    expect(partyLabel({ adults: 1, children: 0, infants: 2 })).toBe('1 adult and 2 infants');
  });

  it('lets no line break or control character through into a header', () => {
    expect(headerText('Eve\r\nBcc: x@example.com')).toBe('Eve Bcc: x@example.com');
    expect(headerText('a\u2028b\tc\u0000d')).toBe('a b c d');
    expect(headerText('  Plain subject  ')).toBe('Plain subject');
  });
});
