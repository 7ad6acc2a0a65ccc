import { nightsBetween, type IsoDate } from './dates.ts';
import { roundToCents } from './money.ts';
import type { VehicleType } from './vehicle.ts';

/** Airport transfer: 50 USD per direction by car, 80 by van, spec §9. */
export const TRANSFER_PRICE_PER_DIRECTION: Record<VehicleType, number> = { CAR: 50, VAN: 80 };

/** 10% service fee on room + transfer, spec §9. */
export const SERVICE_FEE_RATE = 0.1;

export interface Quote {
  currency: 'USD';
  nights: number;
  nightlyPrice: number;
  room: number;
  transfer: number;
  subtotal: number;
  serviceFee: number;
  total: number;
}

/** Pickup and drop-off are each counted as one direction, spec §9. */
export function transferPrice(opts: {
  airportPickup: boolean;
  airportDropoff: boolean;
  vehicleType: VehicleType;
}): number {
  const directions = Number(opts.airportPickup) + Number(opts.airportDropoff);
  return directions * TRANSFER_PRICE_PER_DIRECTION[opts.vehicleType];
}

/**
 * The price of a stay, spec §9. The server recomputes it and stores it with the booking
 * (DESIGN.md decision 9). Throws a RangeError when there is no night to price.
 */
export function quoteStay(input: {
  nightlyPrice: number;
  checkIn: IsoDate;
  checkOut: IsoDate;
  airportPickup: boolean;
  airportDropoff: boolean;
  vehicleType: VehicleType;
}): Quote {
  const nights = nightsBetween(input.checkIn, input.checkOut);
  if (nights < 1) throw new RangeError('Check-out must be at least one day after check-in.');
  if (!Number.isFinite(input.nightlyPrice) || input.nightlyPrice < 0) {
    throw new RangeError(`Nightly price ${input.nightlyPrice} is not a price.`);
  }
  // Cents are rounded at each step so a price with cents never leaves float noise in a total.
  const room = roundToCents(nights * input.nightlyPrice);
  const transfer = transferPrice(input);
  const subtotal = roundToCents(room + transfer);
  const serviceFee = Math.round(subtotal * SERVICE_FEE_RATE);
  return {
    currency: 'USD',
    nights,
    nightlyPrice: input.nightlyPrice,
    room,
    transfer,
    subtotal,
    serviceFee,
    total: roundToCents(subtotal + serviceFee),
  };
}
