/**
 * The booking modal's form state and the small rules around it, kept apart from the markup so
 * they read (and test) on their own.
 */
import type { FormFields } from '#domain/forms/form.ts';
import type { VehicleType } from '#domain/vehicle.ts';
import type { GuestContactField } from '#web/components/ui/guest-contact-fields.tsx';
import { m } from '#web/i18n/messages.ts';

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

/** The fields a form sent (its FormData), as the browser posts them: the first value of each. */
export function fieldsIn(data: FormData): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of data) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  }
  return fields;
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

/** The e-mail's message beside the field, in the page's language. */
export const emailFormatMessage = (): string => m.booking_email_format();

/** True unless the loaded rule refuses the address (an address is not judged before it loads). */
export const looksLikeEmail = (value: string): boolean =>
  emailRule ? emailRule.safeParse(value).success : true;

/**
 * The modal's fields as the one form hook names them: the server's messages start with the
 * field's wire name ('guestEmail must be ...'), which beside the field is noise, so the message
 * goes without it ('Must be ...').
 */
export const BOOKING_LABELS = {
  guestName: '',
  guestEmail: '',
  guestPhone: '',
  specialRequests: '',
} as const satisfies Record<BookingField, string>;

/**
 * The modal's check before sending: a stay to request (a villa and both dates, spec §5), and an
 * address the domain's e-mail rule takes (fetched with the first focus; a send before it came
 * waits for it). What passes is the request's fields with the stay's.
 */
export async function checkBooking<Stay extends object>(
  values: BookingFormValues,
  stay: Stay | null,
) {
  if (!stay) return { success: false as const, error: { issues: [] } };
  await loadEmailRule();
  return looksLikeEmail(values.guestEmail)
    ? { success: true as const, data: { ...values, ...stay } }
    : {
        success: false as const,
        error: { issues: [{ path: 'guestEmail', message: emailFormatMessage() }] },
      };
}
