export type VehicleType = 'CAR' | 'VAN';

export const VEHICLE_TYPES = ['CAR', 'VAN'] as const satisfies readonly VehicleType[];

/** Car suits 1-4 guests, spec §9 and DESIGN.md decision 11. */
export const CAR_MAX_GUESTS = 4;

/** The fleet's van carries up to 8 passengers, spec §9. */
export const VAN_MAX_PASSENGERS = 8;

/** `guests` are adults + children, as for villa capacity (DESIGN.md decision 11). */
export function defaultVehicleFor(guests: number): VehicleType {
  return guests > CAR_MAX_GUESTS ? 'VAN' : 'CAR';
}

/**
 * The van is always offered: it is the largest vehicle we have, and villa capacity, not the van,
 * limits the party.
 */
export function isVehicleAllowed(vehicle: VehicleType, guests: number): boolean {
  return vehicle === 'VAN' || guests <= CAR_MAX_GUESTS;
}

/** The vehicle a booking keeps: none without a transfer, never a car too small for the party. */
export function effectiveVehicle(input: {
  airportPickup: boolean;
  airportDropoff: boolean;
  vehicleType: VehicleType | null | undefined;
  guests: number;
}): VehicleType | null {
  if (!input.airportPickup && !input.airportDropoff) return null;
  const chosen = input.vehicleType ?? 'CAR';
  return isVehicleAllowed(chosen, input.guests) ? chosen : 'VAN';
}
