import { z } from 'zod';
import {
  emailSchema,
  honeypotSchema,
  isoDateSchema,
  lineString,
  optionalText,
  phoneSchema,
  text,
} from './common.ts';
import { vehicleTypeSchema } from './quote.ts';
import { TRANSPORT_SERVICES, type TransportService } from '../transport-services.ts';
import { VAN_MAX_PASSENGERS } from '../vehicle.ts';

export { TRANSPORT_SERVICES, type TransportService };

const serviceSchema = z.enum(
  Object.keys(TRANSPORT_SERVICES) as [TransportService, ...TransportService[]],
  { error: `service must be one of ${Object.keys(TRANSPORT_SERVICES).join(', ')}` },
);

/**
 * POST /transport/quote and /transport/book share one body: where, when, who and how many.
 * The van is the largest vehicle, so parties above its seats are a conversation, not a form.
 */
export const transportRequestSchema = z.strictObject({
  service: serviceSchema,
  from: text(120, 'from'),
  to: text(120, 'to'),
  date: isoDateSchema,
  time: lineString('time')
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: 'time must be HH:MM on a 24-hour clock' })
    .nullish()
    .transform((value) => value ?? null),
  passengers: z
    .number({ error: 'passengers must be a whole number' })
    .int({ error: 'passengers must be a whole number' })
    .min(1, { error: 'passengers must be at least 1' })
    .max(VAN_MAX_PASSENGERS, {
      error: `passengers must be at most ${VAN_MAX_PASSENGERS}, the seats of our van; write to us for larger groups`,
    }),
  luggage: z
    .number({ error: 'luggage must be a whole number of bags' })
    .int({ error: 'luggage must be a whole number of bags' })
    .min(0, { error: 'luggage cannot be negative' })
    .max(20, { error: 'luggage must be at most 20 bags' })
    .default(0),
  vehicleType: vehicleTypeSchema.nullish(),
  name: text(100, 'name'),
  email: emailSchema,
  phone: phoneSchema,
  notes: optionalText(2000, 'notes', { multiline: true }),
  website: honeypotSchema,
});
export type TransportRequest = z.infer<typeof transportRequestSchema>;

export const transportReceiptSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(['QUOTE', 'BOOKING']),
  service: serviceSchema,
  vehicleType: z.enum(['CAR', 'VAN']),
  /** USD for airport transfers (spec §9); null when the team prices the trip by hand. */
  price: z.number().nullable(),
  currency: z.literal('USD'),
  status: z.literal('NEW'),
  message: z.string(),
});
export type TransportReceipt = z.infer<typeof transportReceiptSchema>;
