/**
 * A villa's address carries the stay (issue 39 §2): what the page takes from
 * `?checkIn=&checkOut=&adults=&children=`, what it keeps a page under, and how it writes a choice
 * back.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_GUESTS } from '#domain/guests.ts';
import { asksForOtherDates, partyOf, staySearch, stayDatesOf, withStay } from './stay-param.ts';

const query = (text: string) => new URLSearchParams(text);
const NONE = { checkIn: null, checkOut: null };

describe("the stay in a villa's address", () => {
  it('takes two real dates in order, and nothing else', () => {
    expect(stayDatesOf(query('checkIn=2027-03-01&checkOut=2027-03-05'))).toEqual({
      checkIn: '2027-03-01',
      checkOut: '2027-03-05',
    });
    for (const text of [
      '',
      'checkIn=2027-03-01',
      'checkOut=2027-03-05',
      'checkIn=2027-03-05&checkOut=2027-03-01',
      'checkIn=2027-03-05&checkOut=2027-03-05',
      'checkIn=2027-02-30&checkOut=2027-03-05',
      'checkIn=1.3.2027&checkOut=5.3.2027',
      'checkIn=2027-03-01T00:00&checkOut=2027-03-05',
      'checkIn=%00&checkOut=<script>',
    ]) {
      expect(stayDatesOf(query(text)), text).toEqual(NONE);
    }
  });

  it('says when a link named dates it cannot take, and only then', () => {
    expect(asksForOtherDates(query(''))).toBe(false);
    expect(asksForOtherDates(query('adults=3'))).toBe(false);
    expect(asksForOtherDates(query('checkIn=2027-03-01&checkOut=2027-03-05'))).toBe(false);
    expect(asksForOtherDates(query('checkIn=2027-03-01'))).toBe(true);
    expect(asksForOtherDates(query('checkIn=tomorrow&checkOut=2027-03-05'))).toBe(true);
  });

  it('takes a party the villa sleeps, with one adult at least, else the default one', () => {
    expect(partyOf(query('adults=3&children=2'), DEFAULT_GUESTS, 6)).toEqual({
      adults: 3,
      children: 2,
      infants: 0,
    });
    expect(partyOf(query('children=1'), DEFAULT_GUESTS, 6)).toEqual({
      ...DEFAULT_GUESTS,
      children: 1,
    });
    for (const text of ['adults=5&children=2', 'adults=0', 'adults=-1', 'adults=2.5', 'adults=x']) {
      expect(partyOf(query(text), DEFAULT_GUESTS, 6), text).toEqual(DEFAULT_GUESTS);
    }
  });

  it('keeps a page under the stay it shows: dates it can take, one mark for dates it cannot', () => {
    expect(
      staySearch(query('utm_source=x&checkOut=2027-03-05&adults=3&checkIn=2027-03-01')).toString(),
    ).toBe('checkIn=2027-03-01&checkOut=2027-03-05&adults=3');
    // Every link with dates the page cannot take renders alike, so it is kept once.
    expect(staySearch(query('checkIn=nope&checkOut=2027-03-05')).toString()).toBe(
      'checkIn=invalid',
    );
    expect(staySearch(query('checkIn=2027-02-30&checkOut=x')).toString()).toBe('checkIn=invalid');
    expect(stayDatesOf(staySearch(query('checkIn=nope')))).toEqual(NONE);
    expect(asksForOtherDates(staySearch(query('checkIn=nope')))).toBe(true);
    expect(staySearch(query('adults=123')).toString()).toBe('');
  });

  it('writes a choice into the query string, keeping what else is there', () => {
    const start = query('review=write&checkIn=2027-03-01&checkOut=2027-03-05');
    expect(withStay(start, { checkIn: '2027-04-01', checkOut: '2027-04-04' }).toString()).toBe(
      'review=write&checkIn=2027-04-01&checkOut=2027-04-04',
    );
    expect(withStay(start, { checkIn: null, checkOut: null }).toString()).toBe('review=write');
    expect(withStay(query(''), { adults: 3, children: 0 }).toString()).toBe('adults=3&children=0');
    expect(start.toString()).toBe('review=write&checkIn=2027-03-01&checkOut=2027-03-05');
  });
});
