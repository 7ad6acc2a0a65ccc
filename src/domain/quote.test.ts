import { describe, expect, it } from 'vitest';
import {
  quoteStay,
  SERVICE_FEE_RATE,
  TRANSFER_PRICE_PER_DIRECTION,
  transferPrice,
} from './quote.ts';

describe('price constants', () => {
  it('match spec §9', () => {
    expect(TRANSFER_PRICE_PER_DIRECTION).toEqual({ CAR: 50, VAN: 80 });
    expect(SERVICE_FEE_RATE).toBe(0.1);
  });
});

describe('transferPrice', () => {
  it('charges each chosen direction at the vehicle rate', () => {
    const none = { airportPickup: false, airportDropoff: false };
    expect(transferPrice({ ...none, vehicleType: 'CAR' })).toBe(0);
    expect(transferPrice({ ...none, airportPickup: true, vehicleType: 'CAR' })).toBe(50);
    expect(transferPrice({ ...none, airportDropoff: true, vehicleType: 'VAN' })).toBe(80);
    expect(transferPrice({ airportPickup: true, airportDropoff: true, vehicleType: 'CAR' })).toBe(
      100,
    );
    expect(transferPrice({ airportPickup: true, airportDropoff: true, vehicleType: 'VAN' })).toBe(
      160,
    );
  });
});

describe('quoteStay', () => {
  it('prices 3 nights at 450 with van pickup and drop-off: 1350 + 160 = 1510, fee 151, total 1661', () => {
    expect(
      quoteStay({
        nightlyPrice: 450,
        checkIn: '2027-03-10',
        checkOut: '2027-03-13',
        airportPickup: true,
        airportDropoff: true,
        vehicleType: 'VAN',
      }),
    ).toEqual({
      currency: 'USD',
      nights: 3,
      nightlyPrice: 450,
      room: 1350,
      transfer: 160,
      subtotal: 1510,
      serviceFee: 151,
      total: 1661,
    });
  });

  it('adds no transfer when none is chosen, whatever the vehicle', () => {
    const quote = quoteStay({
      nightlyPrice: 320,
      checkIn: '2027-03-10',
      checkOut: '2027-03-14',
      airportPickup: false,
      airportDropoff: false,
      vehicleType: 'VAN',
    });
    expect(quote).toMatchObject({ room: 1280, transfer: 0, subtotal: 1280, serviceFee: 128 });
    expect(quote.total).toBe(1408);
  });

  it('rounds a half-dollar fee up: 1 night at 255 + car pickup = 305, fee 30.5 -> 31', () => {
    const quote = quoteStay({
      nightlyPrice: 255,
      checkIn: '2027-03-10',
      checkOut: '2027-03-11',
      airportPickup: true,
      airportDropoff: false,
      vehicleType: 'CAR',
    });
    expect(quote).toMatchObject({ subtotal: 305, serviceFee: 31, total: 336 });
  });

  it('rounds a fee below the half down: 2 nights at 222 = 444, fee 44.4 -> 44', () => {
    const quote = quoteStay({
      nightlyPrice: 222,
      checkIn: '2027-03-10',
      checkOut: '2027-03-12',
      airportPickup: false,
      airportDropoff: false,
      vehicleType: 'CAR',
    });
    expect(quote).toMatchObject({ subtotal: 444, serviceFee: 44, total: 488 });
  });

  it('keeps cents exact: 3 nights at 0.35 is 1.05, not 1.0499999999999998', () => {
    const quote = quoteStay({
      nightlyPrice: 0.35,
      checkIn: '2027-03-10',
      checkOut: '2027-03-13',
      airportPickup: false,
      airportDropoff: false,
      vehicleType: 'CAR',
    });
    expect(quote.room).toBe(1.05);
  });

  it('refuses a stay without a night or a price that is not a price', () => {
    const base = {
      nightlyPrice: 450,
      checkIn: '2027-03-10',
      checkOut: '2027-03-10',
      airportPickup: false,
      airportDropoff: false,
      vehicleType: 'CAR' as const,
    };
    expect(() => quoteStay(base)).toThrow(RangeError);
    expect(() => quoteStay({ ...base, checkOut: '2027-03-11', nightlyPrice: -1 })).toThrow(
      RangeError,
    );
    expect(() => quoteStay({ ...base, checkOut: '2027-03-11', nightlyPrice: Number.NaN })).toThrow(
      RangeError,
    );
  });
});
