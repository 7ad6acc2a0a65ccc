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
