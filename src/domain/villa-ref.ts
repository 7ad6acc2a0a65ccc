/**
 * A route parameter of exactly 24 hexadecimal characters is a villa id (spec §5). Ids are stored
 * in lower case (DESIGN.md decision 2), so an upper-case one is accepted and lower-cased.
 */
export const VILLA_ID_PATTERN = /^[0-9a-f]{24}$/i;

export type VillaRef = { kind: 'id'; id: string } | { kind: 'slug'; slug: string };

export function isVillaId(value: string): boolean {
  return VILLA_ID_PATTERN.test(value);
}

/** How to look a villa up from the `/villa/{ref}` route parameter: by id or else by slug. */
export function parseVillaRef(ref: string): VillaRef {
  return isVillaId(ref) ? { kind: 'id', id: ref.toLowerCase() } : { kind: 'slug', slug: ref };
}
