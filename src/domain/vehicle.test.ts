import { describe, expect, it } from 'vitest';
import {
  CAR_MAX_GUESTS,
  defaultVehicleFor,
  effectiveVehicle,
  isVehicleAllowed,
  VAN_MAX_PASSENGERS,
} from './vehicle.ts';

describe('vehicle limits', () => {
  it('match spec §9', () => {
    expect(CAR_MAX_GUESTS).toBe(4);
    expect(VAN_MAX_PASSENGERS).toBe(8);
  });
});

describe('defaultVehicleFor', () => {
  it('is a car for up to 4 guests and a van above', () => {
    expect(defaultVehicleFor(1)).toBe('CAR');
    expect(defaultVehicleFor(4)).toBe('CAR');
    expect(defaultVehicleFor(5)).toBe('VAN');
    expect(defaultVehicleFor(8)).toBe('VAN');
  });
});

describe('isVehicleAllowed', () => {
  it('disables the car above 4 guests', () => {
    expect(isVehicleAllowed('CAR', 4)).toBe(true);
    expect(isVehicleAllowed('CAR', 5)).toBe(false);
  });

  it('always allows the van', () => {
    expect(isVehicleAllowed('VAN', 1)).toBe(true);
    expect(isVehicleAllowed('VAN', 8)).toBe(true);
  });
});

describe('effectiveVehicle', () => {
  const base = { airportPickup: true, airportDropoff: false, vehicleType: 'CAR' as const };

  it('is null when neither pickup nor drop-off is chosen', () => {
    expect(
      effectiveVehicle({ ...base, airportPickup: false, vehicleType: 'VAN', guests: 6 }),
    ).toBeNull();
  });

  it('keeps the chosen vehicle when it fits', () => {
    expect(effectiveVehicle({ ...base, guests: 4 })).toBe('CAR');
    expect(effectiveVehicle({ ...base, vehicleType: 'VAN', guests: 2 })).toBe('VAN');
    expect(
      effectiveVehicle({ ...base, airportPickup: false, airportDropoff: true, guests: 3 }),
    ).toBe('CAR');
  });

  it('switches to the van when the car is too small', () => {
    expect(effectiveVehicle({ ...base, guests: 5 })).toBe('VAN');
  });

  it('defaults to the car, or the van for more than 4 guests', () => {
    expect(effectiveVehicle({ ...base, vehicleType: null, guests: 2 })).toBe('CAR');
    expect(effectiveVehicle({ ...base, vehicleType: undefined, guests: 6 })).toBe('VAN');
  });
});
