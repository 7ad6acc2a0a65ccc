import { z } from 'zod';

/** Vehicles are upper-case on the wire (spec §3); a lower-case 'van' from an older client is accepted. */
export const vehicleTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.toUpperCase() : value),
  z.enum(['CAR', 'VAN'], { error: "must be 'CAR' or 'VAN'" }),
);

/** Money in integer cents (issue 15 §4). */
const cents = z.number().int();

export const nightLineSchema = z.object({
  nights: z.number().int(),
  rate: cents,
  label: z.string(),
});

/** The quote of a stay (src/domain/quote.ts), every amount in integer cents. */
export const quoteSchema = z.object({
  currency: z.literal('USD'),
  nights: z.number().int(),
  lines: z.array(nightLineSchema),
  extraGuests: z
    .object({ guests: z.number().int(), nights: z.number().int(), perNight: cents, amount: cents })
    .nullable(),
  room: cents,
  discount: z.object({ percent: z.number(), amount: cents }).nullable(),
  transfer: cents,
  subtotal: cents,
  serviceFee: cents,
  total: cents,
});
