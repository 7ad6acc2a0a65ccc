/**
 * The booking modal's form state and the small rules around it, kept apart from the markup so
 * they read (and test) on their own.
 */
import type { FormFields } from '#domain/forms/form.ts';
import type { VehicleType } from '#domain/vehicle.ts';
import { fieldErrors, type Issue } from '#web/components/form/form-state.ts';
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
 * The domain's e-mail rule (`emailSchema`, the very one the server checks a booking with): the
 * modal's own message says it in a guest's words before sending. The rule, and zod with it, is
 * fetched once the guest starts on the form (the modal opens without it); until it has come the
 * server has the only word.
 */
let emailRule: typeof import('#domain/schemas/common.ts').emailSchema | null = null;

/** Fetches the e-mail rule; null when its code cannot be fetched (the server then checks alone). */
export const loadEmailRule = () =>
  import('#domain/schemas/common.ts').then(
    (module) => (emailRule = module.emailSchema),
    () => null,
  );

export const EMAIL_FORMAT_MESSAGE = 'Please enter an e-mail address like name@example.com.';

/** True unless the loaded rule refuses the address (an address is not judged before it loads). */
export const looksLikeEmail = (value: string): boolean =>
  emailRule ? emailRule.safeParse(value).success : true;

/**
 * The server's field issues (`{path, message}`), by field of this form. Messages start with the
 * field's wire name ('guestEmail must be ...'); beside the field that name is noise.
 */
export function fieldErrorsFrom(
  issues: readonly Issue[] | undefined,
): Partial<Record<BookingField, string>> {
  const errors = fieldErrors(issues ?? [], BOOKING_FIELDS);
  for (const field of BOOKING_FIELDS) {
    const message = errors[field];
    if (!message) continue;
    const text = message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
    errors[field] = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  }
  return errors;
}
