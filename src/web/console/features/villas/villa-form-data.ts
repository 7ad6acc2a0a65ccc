/**
 * The villa page's form, read: its fields by name (the lists' rows share their names, in order)
 * into the body of PUT /api/console/villas/:id, which the domain's `villaContentSchema` checks
 * in the browser and again on the server. Nothing is dropped or guessed here: an empty row or a
 * number that is not one reaches the schema, whose message then shows beside it.
 */
import type { VillaContentInput } from '#domain/schemas/console-villas.ts';

/** The lists of rows of several fields, and the names of their fields. */
export const ROW_LISTS = {
  included: ['icon', 'label'],
  onRequest: ['icon', 'label', 'price'],
  nearby: ['name', 'distance', 'type'],
  houseRules: ['icon', 'rule'],
} as const;

const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const allOf = (form: FormData, name: string): string[] =>
  form.getAll(name).map((value) => (typeof value === 'string' ? value : ''));

/** A whole number as typed; anything else is NaN, which the schema words as 'must be a number'. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** A coordinate: empty is none; a decimal comma is read as a point. */
const coordinateOf = (text: string): number | null =>
  text.trim() === '' ? null : Number(text.trim().replace(',', '.'));

/** The rows of a list whose fields are named `list.field`, zipped by position. */
function rowsOf<F extends string>(form: FormData, list: string, fields: readonly F[]) {
  const columns = fields.map((field) => allOf(form, `${list}.${field}`));
  const length = Math.max(0, ...columns.map((column) => column.length));
  return Array.from({ length }, (_, index) =>
    Object.fromEntries(fields.map((field, f) => [field, columns[f]?.[index] ?? ''])),
  ) as Record<F, string>[];
}

/** Tags are typed in one field, separated by commas. */
export const tagsOf = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

export function readVillaForm(form: FormData): VillaContentInput {
  return {
    name: textOf(form, 'name'),
    subtitle: textOf(form, 'subtitle'),
    location: textOf(form, 'location'),
    description: textOf(form, 'description'),
    highlights: allOf(form, 'highlights'),
    amenities: allOf(form, 'amenities'),
    included: rowsOf(form, 'included', ROW_LISTS.included),
    onRequest: rowsOf(form, 'onRequest', ROW_LISTS.onRequest),
    size: textOf(form, 'size'),
    guests: numberOf(textOf(form, 'guests')),
    bedrooms: numberOf(textOf(form, 'bedrooms')),
    bathrooms: numberOf(textOf(form, 'bathrooms')),
    locationDetails: {
      description: textOf(form, 'locationDescription'),
      nearby: rowsOf(form, 'nearby', ROW_LISTS.nearby),
      latitude: coordinateOf(textOf(form, 'latitude')),
      longitude: coordinateOf(textOf(form, 'longitude')),
    },
    houseRules: rowsOf(form, 'houseRules', ROW_LISTS.houseRules),
    tags: tagsOf(textOf(form, 'tags')),
    featured: form.get('featured') === 'on',
  };
}
