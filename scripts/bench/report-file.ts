/**
 * docs/benchmarks.md holds what `npm run bench` writes and, below a marker line, measurements taken
 * by hand (first start, test runs, before and after figures of a change). The bench rewrites only
 * the part above the marker, so a run never loses those notes.
 */

/** The line that starts the hand-written part of docs/benchmarks.md. */
export const NOTES_MARKER =
  '<!-- Measured by hand: npm run bench keeps everything below this line as it is. -->';

/** The bench's new report followed by the hand-written notes of `existing` (if it has any). */
export function withNotesKept(generated: string, existing: string | null): string {
  const start = existing?.indexOf(`${NOTES_MARKER}\n`) ?? -1;
  const notes = existing !== null && start >= 0 ? existing.slice(start) : `${NOTES_MARKER}\n`;
  return `${generated.trimEnd()}\n\n${notes}`;
}
