/**
 * The villas the team keeps in the console (issue 15 §2): what the console's villa routes take
 * and answer, shared by the server and the console's forms. The fields are those of the public
 * villa (`villaSchema`, spec §3), with limits: a page must still read well with them, and one
 * request cannot fill the database. Prices and seasons, photos and the calendar have rooms of
 * their own; a new villa only needs its base nightly rate, in cents (src/domain/pricing.ts).
 */
import { z } from 'zod';
import { entityIdSchema, lineString, optionalText, text } from './common.ts';
import { villaSchema } from './villa.ts';

/** Text that may be left empty (a villa is edited field by field): trimmed, '' when blank. */
const blankable = (max: number, label: string, options: { multiline?: boolean } = {}) =>
  optionalText(max, label, options).transform((value) => value ?? '');

/** A whole number a villa has a few of (guests, bedrooms). */
const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

/** A list with a cap: the page shows every item, so a hundred would bury the rest. */
const listOf = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z
    .array(item, { error: `${label} must be a list` })
    .max(max, { error: `${label} can hold at most ${max} items` });

/**
 * An icon is one of lucide's kebab-case names (src/web/components/amenity-icon.tsx
 * draws those it ships, and a check mark for any other).
 */
const iconSchema = lineString('icon')
  .trim()
  .min(1, { error: 'icon is required' })
  .max(40, { error: 'icon must be at most 40 characters' })
  .regex(/^[a-z0-9-]+$/, { error: 'icon must be an icon name of lower-case letters and dashes' });

/** A tag is a word the list page filters on (DESIGN.md decision 4): stored lower-cased. */
const tagSchema = lineString('tag')
  .trim()
  .toLowerCase()
  .min(1, { error: 'A tag cannot be empty' })
  .max(40, { error: 'A tag must be at most 40 characters' })
  .regex(/^[a-z0-9][a-z0-9 -]*$/, {
    error: 'A tag must be made of letters, digits, spaces and dashes',
  });

const latitudeSchema = z
  .number({ error: 'latitude must be a number' })
  .min(-90, { error: 'latitude must be between -90 and 90' })
  .max(90, { error: 'latitude must be between -90 and 90' })
  .nullable();

const longitudeSchema = z
  .number({ error: 'longitude must be a number' })
  .min(-180, { error: 'longitude must be between -180 and 180' })
  .max(180, { error: 'longitude must be between -180 and 180' })
  .nullable();

export const VILLA_LIMITS = {
  highlights: 20,
  amenities: 60,
  included: 40,
  onRequest: 40,
  nearby: 30,
  houseRules: 30,
  tags: 20,
} as const;

/**
 * Everything of a villa the villa page of the console edits: the public villa's fields (spec §3)
 * but its id, slug (made from the name), photos, prices and figures counted from reviews.
 */
export const villaContentSchema = z
  .strictObject({
    name: text(80, 'name'),
    subtitle: blankable(160, 'subtitle'),
    location: text(120, 'location'),
    description: blankable(5000, 'description', { multiline: true }),
    highlights: listOf(text(200, 'A highlight'), VILLA_LIMITS.highlights, 'highlights'),
    amenities: listOf(text(80, 'An amenity'), VILLA_LIMITS.amenities, 'amenities'),
    included: listOf(
      z.strictObject({ icon: iconSchema, label: text(100, 'label') }),
      VILLA_LIMITS.included,
      'included',
    ),
    onRequest: listOf(
      z.strictObject({
        icon: iconSchema,
        label: text(100, 'label'),
        // As the guests read it: '$40 per person', 'From $120'.
        price: text(40, 'price'),
      }),
      VILLA_LIMITS.onRequest,
      'onRequest',
    ),
    size: blankable(40, 'size'),
    guests: count('guests', 1, 50),
    bedrooms: count('bedrooms', 0, 50),
    bathrooms: count('bathrooms', 0, 50),
    locationDetails: z.strictObject({
      description: blankable(3000, 'description', { multiline: true }),
      nearby: listOf(
        z.strictObject({
          name: text(100, 'name'),
          distance: text(40, 'distance'),
          type: text(40, 'type'),
        }),
        VILLA_LIMITS.nearby,
        'nearby',
      ),
      latitude: latitudeSchema,
      longitude: longitudeSchema,
    }),
    houseRules: listOf(
      z.strictObject({ icon: iconSchema, rule: text(200, 'rule') }),
      VILLA_LIMITS.houseRules,
      'houseRules',
    ),
    tags: listOf(tagSchema, VILLA_LIMITS.tags, 'tags').transform((tags) => [...new Set(tags)]),
    featured: z.boolean({ error: 'featured must be true or false' }),
  })
  .refine(
    (villa) =>
      (villa.locationDetails.latitude === null) === (villa.locationDetails.longitude === null),
    {
      error: 'Give both the latitude and the longitude, or neither',
      path: ['locationDetails', 'longitude'],
    },
  );
export type VillaContent = z.infer<typeof villaContentSchema>;
export type VillaContentInput = z.input<typeof villaContentSchema>;

/** A base nightly rate a villa can have: a dollar at least, and no typo of a few extra zeros. */
export const MAX_BASE_RATE_CENTS = 10_000_000;

export const baseRateCentsSchema = z
  .number({ error: 'baseRateCents must be a whole number of cents' })
  .int({ error: 'baseRateCents must be a whole number of cents' })
  .min(100, { error: 'The nightly rate must be at least $1' })
  .max(MAX_BASE_RATE_CENTS, { error: 'The nightly rate must be at most $100,000' });

/**
 * POST /api/console/villas: a new villa, unpublished, with what it cannot go without; the rest is
 * edited on its page.
 */
export const villaCreateSchema = z.strictObject({
  name: text(80, 'name'),
  location: text(120, 'location'),
  guests: count('guests', 1, 50),
  bedrooms: count('bedrooms', 0, 50),
  bathrooms: count('bathrooms', 0, 50),
  baseRateCents: baseRateCentsSchema,
});
export type VillaCreate = z.infer<typeof villaCreateSchema>;

/**
 * Dollars as a person types them ('450', '1,250.50', '$450') to whole cents: the new villa form's
 * nightly rate. Money is kept in cents everywhere else (issue 15 §4).
 */
export const dollarsSchema = lineString('The nightly rate')
  .trim()
  .transform((value) => value.replace(/^\$/, '').replace(/,/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'The nightly rate is required' })
      .regex(/^\d+(\.\d{1,2})?$/, {
        error: 'The nightly rate must be an amount in dollars, like 450 or 450.50',
      }),
  )
  .transform((value) => Math.round(Number(value) * 100))
  .pipe(baseRateCentsSchema);

/** A whole number as a form's field gives it: '' and '2.5' are refused by the count's rule. */
const typedCount = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? Number.NaN : Number(value)))
    .pipe(count(label, min, max));

/**
 * The console's New villa form, as typed: the nightly rate in dollars. It gives the body of POST
 * /api/console/villas, so the browser refuses what the server would, in the same words.
 */
export const villaCreateFormSchema = z
  .object({
    name: villaCreateSchema.shape.name,
    location: villaCreateSchema.shape.location,
    guests: typedCount('guests', 1, 50),
    bedrooms: typedCount('bedrooms', 0, 50),
    bathrooms: typedCount('bathrooms', 0, 50),
    baseRate: dollarsSchema,
  })
  .transform(({ baseRate, ...villa }): VillaCreate => ({ ...villa, baseRateCents: baseRate }));

/** PUT /api/console/villas/order: every villa's id, in the order the site shows them. */
export const villaOrderSchema = z.strictObject({
  ids: z
    .array(entityIdSchema, { error: 'ids must be a list of villa ids' })
    .min(1, { error: 'ids must name every villa' })
    .max(500, { error: 'ids must hold at most 500 villa ids' })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'ids must name each villa once',
    }),
});

/** PUT /api/console/villas/:id/published */
export const villaPublishedSchema = z.strictObject({
  published: z.boolean({ error: 'published must be true or false' }),
});

/** A villa in the console's list: enough to know it, its place and whether guests see it. */
export const consoleVillaSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  location: z.string(),
  image: z.string(),
  featured: z.boolean(),
  published: z.boolean(),
  position: z.number().int(),
});
export type ConsoleVillaSummary = z.infer<typeof consoleVillaSummarySchema>;

/** GET /api/console/villas/:id: the villa as its page in the console edits it. */
export const consoleVillaSchema = consoleVillaSummarySchema.extend({
  subtitle: z.string(),
  description: z.string(),
  highlights: z.array(z.string()),
  amenities: z.array(z.string()),
  included: villaSchema.shape.included,
  onRequest: villaSchema.shape.onRequest,
  size: z.string(),
  guests: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  locationDetails: villaSchema.shape.locationDetails,
  houseRules: villaSchema.shape.houseRules,
  tags: z.array(z.string()),
  /** The addresses it had before a rename, which still lead to it. */
  formerSlugs: z.array(z.string()),
  updatedAt: z.string(),
  /** What the page edits, hashed: sent back in `If-Match` on a save (decision 055). */
  version: z.string(),
});
export type ConsoleVilla = z.infer<typeof consoleVillaSchema>;
