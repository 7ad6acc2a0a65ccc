/** A transport request (DESIGN.md decision 5) as the browser and the server read it. */
import { compareDates, isValidIsoDate, type IsoDate } from '../dates.ts';
import { defaultVehicleFor } from '../vehicle.ts';
import { field, orNull, whole, type FormSpec, type Issue } from './form.ts';

export const transportForm: FormSpec<Record<string, unknown>> = {
  toBody: (fields) => {
    const passengers = whole(field(fields, 'passengers'));
    const luggage = field(fields, 'luggage');
    return {
      service: field(fields, 'service'),
      from: field(fields, 'from'),
      to: field(fields, 'to'),
      date: field(fields, 'date'),
      time: orNull(field(fields, 'time')),
      passengers,
      luggage: luggage === '' ? 0 : Number(luggage),
      vehicleType: field(fields, 'vehicleType') || defaultVehicleFor(passengers),
      name: field(fields, 'name'),
      email: field(fields, 'email'),
      phone: orNull(field(fields, 'phone')),
      notes: orNull(field(fields, 'notes')),
      website: fields.website ?? '',
    };
  },
  required: ['from', 'to', 'date', 'name', 'email'],
  missing: { date: { message: 'Please choose a date.', code: 'date_required' } },
};

/** A transport date before the visitor's today is refused before sending (the server checks too). */
export function pastDateIssue(date: unknown, today: IsoDate): Issue | null {
  if (typeof date !== 'string' || !isValidIsoDate(date)) return null;
  return compareDates(date, today) < 0
    ? { path: 'date', message: 'The date cannot be in the past.', code: 'date_past' }
    : null;
}
