/**
 * A villa's own words in another language (issue 39 §1): the owner writes them in the console
 * beside the English ones, which stay on the villa itself. Lists follow the villa's English lists
 * item by item (the same icons, in the same order): `highlights[2]` is the villa's third highlight
 * in that language. A language is complete for a villa when every text the English has is written
 * (`missingVillaTexts`); the site offers a language only when every published villa's is.
 */
import { z } from 'zod';

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
  photos: { id: string }[];
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
