import { z } from 'zod';
import { isAcceptedDate } from '../dates.ts';
import { isoDateSchema, lineString, pageQuerySchema, queryBooleanSchema } from './common.ts';
import { pricingRulesSchema } from './pricing.ts';
import { quoteSchema, vehicleTypeSchema } from './quote.ts';
import { MIN_SEARCH_LENGTH, VILLA_SEARCH_PAGE_SIZE } from '../villa-search.ts';

/** A villa as the API answers it (spec §3). */
export const villaSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  subtitle: z.string(),
  location: z.string(),
  /** The cover: the first image, or the placeholder when the villa has none (spec §2). */
  image: z.string(),
  images: z.array(z.string()),
  /** The same photos as `images`, in the same order, each with its alt text (issue 15 §3). */
  photos: z.array(z.object({ src: z.string(), alt: z.string() })),
  featured: z.boolean(),
  rating: z.number().nullable(),
  reviews: z.number().int(),
  /** The lowest nightly rate from today on ("from $X / night"), in cents. */
  price: z.number().int(),
  /** A struck-through earlier price, in cents. */
  originalPrice: z.number().int().nullable(),
  /** The villa's own minimum stay; a season may ask more (`pricing`). */
  minimumNights: z.number().int(),
  /** Rates, seasons and stay rules (src/domain/pricing.ts), so the browser prices as the server. */
  pricing: pricingRulesSchema,
  guests: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  size: z.string(),
  description: z.string(),
  highlights: z.array(z.string()),
  included: z.array(z.object({ icon: z.string(), label: z.string() })),
  onRequest: z.array(z.object({ icon: z.string(), label: z.string(), price: z.string() })),
  amenities: z.array(z.string()),
  locationDetails: z.object({
    description: z.string(),
    nearby: z.array(z.object({ name: z.string(), distance: z.string(), type: z.string() })),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  houseRules: z.array(z.object({ icon: z.string(), rule: z.string() })),
  tags: z.array(z.string()),
});
export type Villa = z.infer<typeof villaSchema>;

/** A slug or a 24-hex id (spec §5); bounded so a path cannot carry a novel. */
export const villaRefParamsSchema = z.object({
  ref: lineString('ref')
    .min(1)
    .max(120, { error: 'must be a villa id or slug of at most 120 characters' }),
});

export const slugParamsSchema = z.object({
  slug: lineString('slug').min(1).max(120, { error: 'must be a slug of at most 120 characters' }),
});

/** A whole number in a query string, with messages that name it. */
const queryCount = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

const guestsQuery = queryCount('guests', 1, 100);

/** GET /villas filters (DESIGN.md decision 4: beachfront and luxury are tags). */
export const villaListQuerySchema = z.strictObject({
  featured: queryBooleanSchema.optional(),
  tag: lineString('tag')
    .trim()
    .toLowerCase()
    .max(40, { error: 'tag must be at most 40 characters' })
    .optional(),
  guests: guestsQuery.optional(),
  q: lineString('q').trim().max(100, { error: 'q must be at most 100 characters' }).optional(),
});
export type VillaListQuery = z.infer<typeof villaListQuerySchema>;

export { MIN_SEARCH_LENGTH, VILLA_SEARCH_PAGE_SIZE };

export const villaSearchQuerySchema = villaListQuerySchema.extend({
  page: pageQuerySchema.shape.page,
  size: pageQuerySchema.shape.size.default(VILLA_SEARCH_PAGE_SIZE),
});
export type VillaSearchQuery = z.infer<typeof villaSearchQuerySchema>;

/** An answer, not a request: a feed's block may lie beyond the years a person may type. */
export const blockedRangeSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
});

/** GET /villas/{ref}/availability: staff blocks and active bookings as inclusive night ranges. */
export const availabilitySchema = z.object({
  villaId: z.string(),
  blockedDates: z.array(blockedRangeSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const checkAvailabilityQuerySchema = z
  .strictObject({
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    adults: queryCount('adults', 1, 50).optional(),
    children: queryCount('children', 0, 50).optional(),
    airportPickup: queryBooleanSchema.optional(),
    airportDropoff: queryBooleanSchema.optional(),
    vehicleType: vehicleTypeSchema.optional(),
  })
  // Checked on two accepted dates only: a date refused on its own has said so already.
  .refine(
    (q) => !isAcceptedDate(q.checkIn) || !isAcceptedDate(q.checkOut) || q.checkOut > q.checkIn,
    {
      error: 'checkOut must be after checkIn',
      path: ['checkOut'],
    },
  );

export const checkAvailabilitySchema = z.object({
  available: z.boolean(),
  /** Why not, in words a guest can act on; null when available. */
  reason: z.string().nullable(),
  nights: z.number().int(),
  minimumNights: z.number().int(),
  quote: quoteSchema,
});
export type CheckAvailability = z.infer<typeof checkAvailabilitySchema>;
