/**
 * A value made on first use and kept. For what is costly to make and not always needed, such as
 * a table of regular expressions: made at module load, it would hold up every page that merely
 * imports the module.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
