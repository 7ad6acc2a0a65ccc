/**
 * A villa's own words in another language (issue 39 §1): the owner writes them in the console
 * beside the English ones, which stay on the villa itself. Lists follow the villa's English lists
 * item by item (the same icons, in the same order): `highlights[2]` is the villa's third highlight
 * in that language. A language is complete for a villa when every text the English has is written
 * (`missingVillaTexts`); the site offers a language only when every published villa's is.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from './languages.ts';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `at most ${max} characters` });

export const villaTextsSchema = z.object({
  subtitle: text(200),
  description: text(5000),
  locationDescription: text(3000),
  highlights: z.array(text(300)).max(50),
  /** The labels of what is included, in the order of the villa's own. */
  included: z.array(text(200)).max(50),
  /** The labels of what is on request (the price stays the villa's own). */
  onRequest: z.array(text(200)).max(50),
  amenities: z.array(text(200)).max(100),
  /** The house rules, in the order of the villa's own. */
  houseRules: z.array(text(300)).max(50),
  /** Each photo's alternative text, by the photo's id. */
  photoAlts: z.record(z.string().max(64), text(300)),
});

export type VillaTexts = z.infer<typeof villaTextsSchema>;

/** The English a villa's texts in another language follow (the villa's own fields). */
export interface VillaEnglishTexts {
  subtitle: string;
  description: string;
  locationDescription: string;
  highlights: string[];
  included: { label: string }[];
  onRequest: { label: string }[];
  amenities: string[];
  houseRules: { rule: string }[];
  /** With `alt`, a photo whose English alt is empty needs none in another language either. */
  photos: { id: string; alt?: string }[];
}

export const EMPTY_VILLA_TEXTS: VillaTexts = {
  subtitle: '',
  description: '',
  locationDescription: '',
  highlights: [],
  included: [],
  onRequest: [],
  amenities: [],
  houseRules: [],
  photoAlts: {},
};

/** The languages a villa's own words are written in beside its English. */
export const VILLA_TEXT_LANGUAGES = ['ru', 'de', 'fr'] as const satisfies readonly Language[];
export type VillaTextLanguage = (typeof VILLA_TEXT_LANGUAGES)[number];

export const villaTextLanguageSchema = z.enum(VILLA_TEXT_LANGUAGES, {
  error: 'language must be ru (Russian), de (German) or fr (French)',
});

/**
 * `?lang=` of the public villa answers: English (the default, also when absent) or a language the
 * villas' texts are written in. An unknown one is refused rather than answered in English, so a
 * mistyped link does not pass for a translation.
 */
export const villaLangQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }).optional(),
});

/** A translation's list, read item by item: missing when empty or absent. */
const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/** The texts of a list of the English, in order (labels, rules or the strings themselves). */
function englishLists(english: VillaEnglishTexts) {
  return {
    highlights: english.highlights,
    included: english.included.map((item) => item.label),
    onRequest: english.onRequest.map((item) => item.label),
    amenities: english.amenities,
    houseRules: english.houseRules.map((item) => item.rule),
  };
}

export const VILLA_TEXT_LISTS = [
  'highlights',
  'included',
  'onRequest',
  'amenities',
  'houseRules',
] as const;
export type VillaTextList = (typeof VILLA_TEXT_LISTS)[number];

export const VILLA_TEXT_SINGLES = ['subtitle', 'description', 'locationDescription'] as const;

/**
 * What a language still lacks for a villa, as paths into `VillaTexts`: `subtitle`, `highlights.2`
 * (that item is empty), `highlights` (the list has another length than the English one: the
 * English changed since, so its items may no longer line up), `photoAlts.<photo id>`. A text the
 * English leaves empty needs no translation. No texts at all (`null`) lack everything the English
 * has.
 */
export function missingVillaTexts(
  english: VillaEnglishTexts,
  texts: VillaTexts | null | undefined,
): string[] {
  const written = texts ?? EMPTY_VILLA_TEXTS;
  const missing: string[] = [];
  for (const key of VILLA_TEXT_SINGLES) {
    if (!blank(english[key]) && blank(written[key])) missing.push(key);
  }
  const lists = englishLists(english);
  for (const key of VILLA_TEXT_LISTS) {
    const source = lists[key];
    const translated = written[key];
    if (source.length === 0) continue;
    if (translated.length !== source.length && translated.length > 0) {
      missing.push(key);
      continue;
    }
    source.forEach((item, index) => {
      if (!blank(item) && blank(translated[index])) missing.push(`${key}.${index}`);
    });
  }
  for (const photo of english.photos) {
    if (photo.alt !== undefined && blank(photo.alt)) continue;
    if (blank(written.photoAlts[photo.id])) missing.push(`photoAlts.${photo.id}`);
  }
  return missing;
}

/** What `villaInLanguage` replaces: the public villa's shape, its photos with their ids. */
export interface LocalisableVilla {
  subtitle: string;
  description: string;
  locationDetails: { description: string };
  highlights: string[];
  included: { label: string }[];
  onRequest: { label: string }[];
  amenities: string[];
  houseRules: { rule: string }[];
  photos: { id: string; alt: string }[];
}

const pick = (english: string, translated: string | undefined) =>
  blank(translated) ? english : (translated as string);

/**
 * The villa with its own words in the language of `texts`. Where a translation is missing the
 * English stays; a list whose length differs from the English one stays English whole, since its
 * items may no longer be the same things. Names, icons, prices and figures are not translated.
 */
export function villaInLanguage<V extends LocalisableVilla>(
  villa: V,
  texts: VillaTexts | null | undefined,
): V {
  if (!texts) return villa;
  const list = (english: string[], translated: string[]) =>
    translated.length === english.length
      ? english.map((text, index) => pick(text, translated[index]))
      : english;
  const labels = list(
    villa.included.map((item) => item.label),
    texts.included,
  );
  const requestLabels = list(
    villa.onRequest.map((item) => item.label),
    texts.onRequest,
  );
  const rules = list(
    villa.houseRules.map((item) => item.rule),
    texts.houseRules,
  );
  return {
    ...villa,
    subtitle: pick(villa.subtitle, texts.subtitle),
    description: pick(villa.description, texts.description),
    locationDetails: {
      ...villa.locationDetails,
      description: pick(villa.locationDetails.description, texts.locationDescription),
    },
    highlights: list(villa.highlights, texts.highlights),
    included: villa.included.map((item, index) => ({
      ...item,
      label: labels[index] ?? item.label,
    })),
    onRequest: villa.onRequest.map((item, index) => ({
      ...item,
      label: requestLabels[index] ?? item.label,
    })),
    amenities: list(villa.amenities, texts.amenities),
    houseRules: villa.houseRules.map((item, index) => ({
      ...item,
      rule: rules[index] ?? item.rule,
    })),
    photos: villa.photos.map((photo) => ({
      ...photo,
      alt: pick(photo.alt, texts.photoAlts[photo.id]),
    })),
  };
}

/** The English a translation follows, as the console shows it beside each field. */
export const villaEnglishAnswerSchema = z.object({
  subtitle: z.string(),
  description: z.string(),
  locationDescription: z.string(),
  highlights: z.array(z.string()),
  included: z.array(z.string()),
  onRequest: z.array(z.string()),
  amenities: z.array(z.string()),
  houseRules: z.array(z.string()),
  photos: z.array(z.object({ id: z.string(), src: z.string(), alt: z.string() })),
});
export type VillaEnglishAnswer = z.infer<typeof villaEnglishAnswerSchema>;

/** GET/PUT /api/console/villas/{id}/texts/{language}: the texts, their English, what is missing. */
export const villaTextsAnswerSchema = z.object({
  villaId: z.string(),
  villaName: z.string(),
  language: villaTextLanguageSchema,
  english: villaEnglishAnswerSchema,
  texts: villaTextsSchema,
  /** `missingVillaTexts`' paths. */
  missing: z.array(z.string()),
  /** The version of the texts (decision 055), sent back in If-Match. */
  version: z.string(),
});
export type VillaTextsAnswer = z.infer<typeof villaTextsAnswerSchema>;

/** GET /api/console/villas/texts/missing: per language, which villas lack which texts. */
export const villaTextsMissingSchema = z.object({
  languages: z.array(
    z.object({
      language: villaTextLanguageSchema,
      /** How many texts are missing in this language, every villa's together. */
      missing: z.number().int(),
      villas: z.array(z.object({ id: z.string(), name: z.string(), missing: z.array(z.string()) })),
    }),
  ),
});
export type VillaTextsMissing = z.infer<typeof villaTextsMissingSchema>;

/** The English of the answer as `missingVillaTexts` reads it. */
export const englishOfAnswer = (english: VillaEnglishAnswer): VillaEnglishTexts => ({
  subtitle: english.subtitle,
  description: english.description,
  locationDescription: english.locationDescription,
  highlights: english.highlights,
  included: english.included.map((label) => ({ label })),
  onRequest: english.onRequest.map((label) => ({ label })),
  amenities: english.amenities,
  houseRules: english.houseRules.map((rule) => ({ rule })),
  photos: english.photos,
});
