import { z } from 'zod';

/** Vehicles are upper-case on the wire (spec §3); a lower-case 'van' from an older client is accepted. */
export const vehicleTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.toUpperCase() : value),
  z.enum(['CAR', 'VAN'], { error: "must be 'CAR' or 'VAN'" }),
);

export const quoteSchema = z.object({
  currency: z.literal('USD'),
  nights: z.number().int(),
  nightlyPrice: z.number(),
  room: z.number(),
  transfer: z.number(),
  subtotal: z.number(),
  serviceFee: z.number(),
  total: z.number(),
});
