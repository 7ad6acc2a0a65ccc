/**
 * Latin letters that Unicode does not decompose into a base letter plus a mark, so the NFD step
 * below cannot reach them.
 */
const LATIN_LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * A URL slug from a villa name, by the rule of spec §5. Accented letters keep their base letter
 * ('Café' -> 'cafe', not 'caf') because a slug ends up in a URL, where plain ASCII reads and
 * types best; that is why "letters" here means a-z. A name with no Latin letter or digit at all
 * gives '', which the caller must handle.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[æøœßłđðþı]/g, (letter) => LATIN_LETTERS_WITHOUT_DECOMPOSITION[letter] ?? '')
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A slug a villa gets when its name gives none (no Latin letter or digit): 'villa', 'villa-2'. */
const FALLBACK_SLUG = 'villa';

/** Slugs are capped so an address stays readable (and the API's 120-character reference fits). */
export const MAX_SLUG_LENGTH = 80;

/**
 * The slug of a villa called `name`: the name's slug, or with -2, -3 ... added when `isTaken`
 * says another villa has it (now or as a former address, which keeps leading to that villa).
 * A slug of 24 hexadecimal characters would be read as an id (spec §5), so it gets '-villa'.
 */
export function uniqueSlug(name: string, isTaken: (slug: string) => boolean): string {
  let base = slugify(name).slice(0, MAX_SLUG_LENGTH).replace(/-$/, '') || FALLBACK_SLUG;
  if (/^[0-9a-f]{24}$/.test(base)) base = `${base}-villa`;
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
