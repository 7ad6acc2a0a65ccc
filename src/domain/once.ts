/**
 * A value made on first use and kept. For what is costly to make and not always needed, such as
 * an `Intl` formatter (the first one a page makes loads the locale's data) or a table of regular
 * expressions: made at module load, each would hold up every page that merely imports the module.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
