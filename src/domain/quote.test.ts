import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { flatPricing, type PricingRules } from './pricing.ts';
import {
  nightLineText,
  quoteRows,
  quoteStay,
  SERVICE_FEE_PERCENT,
  TRANSFER_PRICE_PER_DIRECTION,
  transferPrice,
} from './quote.ts';

const noTransfer = { airportPickup: false, airportDropoff: false, vehicleType: 'CAR' } as const;

describe('price constants', () => {
  it('match spec §9, in cents', () => {
    expect(TRANSFER_PRICE_PER_DIRECTION).toEqual({ CAR: 5000, VAN: 8000 });
    expect(SERVICE_FEE_PERCENT).toBe(10);
  });
});

describe('transferPrice', () => {
  it('charges each chosen direction at the vehicle rate', () => {
    const none = { airportPickup: false, airportDropoff: false };
    expect(transferPrice({ ...none, vehicleType: 'CAR' })).toBe(0);
    expect(transferPrice({ ...none, airportPickup: true, vehicleType: 'CAR' })).toBe(5000);
    expect(transferPrice({ ...none, airportDropoff: true, vehicleType: 'VAN' })).toBe(8000);
    expect(transferPrice({ airportPickup: true, airportDropoff: true, vehicleType: 'VAN' })).toBe(
      16_000,
    );
  });
});

describe('quoteStay', () => {
  it('prices 3 nights at $450 with van pickup and drop-off: 1350 + 160, fee 151, total 1661', () => {
    expect(
      quoteStay(flatPricing(45_000), {
        checkIn: '2027-03-10',
        checkOut: '2027-03-13',
        guests: 2,
        airportPickup: true,
        airportDropoff: true,
        vehicleType: 'VAN',
      }),
    ).toEqual({
      currency: 'USD',
      nights: 3,
      lines: [{ nights: 3, rate: 45_000, label: '' }],
      extraGuests: null,
      room: 135_000,
      discount: null,
      transfer: 16_000,
      subtotal: 151_000,
      serviceFee: 15_100,
      total: 166_100,
    });
  });

  it('takes the discount off the nights before the service fee', () => {
    const rules: PricingRules = {
      ...flatPricing(10_000),
      lengthDiscounts: [{ minimumNights: 7, percent: 10 }],
    };
    const quote = quoteStay(rules, {
      checkIn: '2027-03-01',
      checkOut: '2027-03-08',
      guests: 2,
      ...noTransfer,
    });
    expect(quote.room).toBe(70_000);
    expect(quote.discount).toEqual({ percent: 10, amount: 7000 });
    expect(quote.subtotal).toBe(63_000);
    expect(quote.serviceFee).toBe(6300);
    expect(quote.total).toBe(69_300);
  });

  it('refuses a stay with no night', () => {
    expect(() =>
      quoteStay(flatPricing(100), {
        checkIn: '2027-03-10',
        checkOut: '2027-03-10',
        guests: 1,
        ...noTransfer,
      }),
    ).toThrow(RangeError);
  });
});

describe('the rows a guest reads', () => {
  it('says each group of nights with its rate and season', () => {
    expect(nightLineText({ nights: 4, rate: 45_000, label: '' })).toBe('4 nights x $450');
    expect(nightLineText({ nights: 3, rate: 52_000, label: 'high season' })).toBe(
      '3 nights x $520, high season',
    );
    expect(nightLineText({ nights: 1, rate: 45_050, label: '' })).toBe('1 night x $450.50');
  });

  it('lists nights, extra guests, the discount, the transfer and the fee', () => {
    const rules: PricingRules = {
      ...flatPricing(45_000),
      seasons: [
        {
          name: 'high season',
          firstNight: '2027-12-20',
          lastNight: '2028-01-05',
          nightlyRate: 52_000,
          weekendRate: null,
          minimumNights: 1,
          checkInDays: null,
        },
      ],
      lengthDiscounts: [{ minimumNights: 7, percent: 10 }],
      extraGuest: { includedGuests: 4, perNight: 3000 },
    };
    const quote = quoteStay(rules, {
      checkIn: '2027-12-16',
      checkOut: '2027-12-23',
      guests: 6,
      airportPickup: true,
      airportDropoff: false,
      vehicleType: 'CAR',
    });
    expect(quoteRows(quote).map((row) => row.label)).toEqual([
      '4 nights x $450',
      '3 nights x $520, high season',
      '2 extra guests x 7 nights x $30',
      'Stay discount (10% off)',
      'Airport transfer',
      'Service fee (10%)',
    ]);
  });

  it('add up to the total, for any stay under any flat or seasonal rules', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 90 }),
        fc.boolean(),
        fc.boolean(),
        (base, seasonRate, startOffset, nights, guests, percent, pickup, van) => {
          const rules: PricingRules = {
            ...flatPricing(base),
            weekendRate: base + 1000,
            seasons: [
              {
                name: 'high season',
                firstNight: '2027-03-10',
                lastNight: '2027-03-20',
                nightlyRate: seasonRate,
                weekendRate: null,
                minimumNights: 1,
                checkInDays: null,
              },
            ],
            lengthDiscounts: percent > 0 ? [{ minimumNights: 5, percent }] : [],
            extraGuest: { includedGuests: 4, perNight: 2500 },
          };
          const checkIn = addDays('2027-03-01', startOffset);
          const quote = quoteStay(rules, {
            checkIn,
            checkOut: addDays(checkIn, nights),
            guests,
            airportPickup: pickup,
            airportDropoff: true,
            vehicleType: van ? 'VAN' : 'CAR',
          });
          const rows = quoteRows(quote);
          expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(quote.total);
          expect(quote.total).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(quote.total)).toBe(true);
          expect(quote.lines.reduce((sum, line) => sum + line.nights, 0)).toBe(nights);
        },
      ),
    );
  });
});
