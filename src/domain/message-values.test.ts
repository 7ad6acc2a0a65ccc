import { describe, expect, it } from 'vitest';
import { fillMessage, messageValues, usedVariables, type StayFacts } from './message-values.ts';

const facts = (over: Partial<StayFacts> = {}): StayFacts => ({
  booking: {
    guestName: '  Anna Perera ',
    villaName: 'Villa Serenity',
    reference: 'VB-7K3Q9P',
    checkInDate: '2027-03-12',
    checkOutDate: '2027-03-17',
    airportPickup: true,
    airportDropoff: false,
    vehicleType: 'VAN',
  },
  villa: { location: ' Unawatuna, Galle ', latitude: 6.01, longitude: 80.25 },
  balanceCents: 125_000,
  ...over,
});

const manage = { link: { page: 'https://villas.test/booking/b1' }, text: 'your booking' };

describe('a guest message filled from a stay’s facts', () => {
  it('names only the variables the words use', () => {
    expect([...usedVariables('Hi {first_name}', 'Owed: {amount_due}. {Nope} {villa}')]).toEqual([
      'first_name',
      'amount_due',
      'villa',
    ]);
  });

  it('writes every value in the guest’s words', () => {
    const values = messageValues(facts(), { manage, review: null });
    expect(values).toMatchObject({
      first_name: 'Anna',
      villa_location: 'Unawatuna, Galle',
      map_link: {
        text: 'https://www.openstreetmap.org/?mlat=6.01000&mlon=80.25000#map=16/6.01000/80.25000',
      },
      check_in: 'Friday, March 12, 2027',
      check_out: 'Wednesday, March 17, 2027',
      check_in_time: '2:00 PM',
      check_out_time: '12:00 PM',
      nights: '5 nights',
      transfer:
        'Airport pickup on Friday, March 12, 2027, by van. Please send us your flight details if you have not yet.',
      amount_due: '$1,250',
      manage_link: manage,
      review_link: null,
    });
    expect(messageValues(facts({ balanceCents: 0 }), { manage, review: null }).amount_due).toBe(
      'nothing, your stay is paid in full',
    );
  });

  it('leaves empty what the facts lack, and says so', () => {
    const filled = fillMessage(
      { subject: 'Your  stay\nat {villa}', body: 'Map: {map_link}\n\nReview: {review_link}' },
      messageValues(facts({ villa: undefined }), { manage, review: null }),
    );
    expect(filled.subject).toBe('Your stay at Villa Serenity');
    expect(filled.missing).toEqual(['map_link', 'review_link']);
  });

  it('fills the review link it is given, as a link', () => {
    const review = { link: 'https://villas.test/review?token=t', text: 'review it' };
    const filled = fillMessage(
      { subject: 'Thank you', body: 'Tell us: {review_link}' },
      messageValues(facts(), { manage, review }),
    );
    expect(filled.missing).toEqual([]);
    expect(filled.text).toBe('Tell us: review it');
    expect(filled.paragraphs).toEqual([[['Tell us: ', review]]]);
  });
});
