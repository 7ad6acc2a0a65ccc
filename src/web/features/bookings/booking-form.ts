/**
 * The booking modal's form state and the small rules around it, kept apart from the markup so
 * they read (and test) on their own.
 */
import type { FormFields } from '#domain/forms/form.ts';
import type { VehicleType } from '#domain/vehicle.ts';
import type { GuestContactField } from '#web/components/ui/guest-contact-fields.tsx';

export interface BookingFormValues {
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  specialRequests: string;
  airportPickup: boolean;
  airportDropoff: boolean;
  vehicleType: VehicleType;
  /** The honeypot (decision 004): people leave it empty. */
  website: string;
}

/**
 * The form's values from its fields (FormData): empty ones at first and after a successful
 * request, vehicle back to car (spec §4).
 */
export const valuesOf = (fields: FormFields): BookingFormValues => ({
  guestName: fields.guestName ?? '',
  guestEmail: fields.guestEmail ?? '',
  guestPhone: fields.guestPhone ?? '',
  specialRequests: fields.specialRequests ?? '',
  airportPickup: fields.airportPickup !== undefined,
  airportDropoff: fields.airportDropoff !== undefined,
  vehicleType: fields.vehicleType === 'VAN' ? 'VAN' : 'CAR',
  website: fields.website ?? '',
});

export type BookingField = 'guestName' | 'guestEmail' | 'guestPhone' | 'specialRequests';

/** The booking's wire names of the guest's contact fields (`GuestContactFields`). */
export const GUEST_CONTACT_KEYS = {
  name: 'guestName',
  email: 'guestEmail',
  phone: 'guestPhone',
} as const satisfies Record<GuestContactField, BookingField>;

export const BOOKING_FIELDS: readonly BookingField[] = [
  'guestName',
  'guestEmail',
  'guestPhone',
  'specialRequests',
];

/**
 * Something, an @, something, a dot, something: enough to catch a typo before sending; the
 * server's schema has the last word.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_FORMAT_MESSAGE = 'Please enter an e-mail address like name@example.com.';

export const looksLikeEmail = (value: string): boolean => EMAIL_SHAPE.test(value.trim());

/**
 * The server's field issues (`{path, message}`), by field of this form. Messages start with the
 * field's wire name ('guestEmail must be ...'); beside the field that name is noise.
 */
export function fieldErrorsFrom(
  issues: readonly { path: string; message: string }[] | undefined,
): Partial<Record<BookingField, string>> {
  const errors: Partial<Record<BookingField, string>> = {};
  for (const issue of issues ?? []) {
    const field = BOOKING_FIELDS.find((name) => issue.path === name);
    if (!field || errors[field]) continue;
    const text = issue.message.startsWith(`${field} `)
      ? issue.message.slice(field.length + 1)
      : issue.message;
    errors[field] = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  }
  return errors;
}
