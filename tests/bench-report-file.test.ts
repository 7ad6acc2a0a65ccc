import { describe, expect, it } from 'vitest';
import { NOTES_MARKER, withNotesKept } from '#scripts/bench/report-file.ts';

describe('the benchmarks file the bench writes', () => {
  it('replaces the report above the marker and keeps the notes below it word for word', () => {
    const notes = `${NOTES_MARKER}\n\n## First start\n\nMeasured by hand: 10 s.\n`;
    const existing = `# Benchmarks\n\nOld report: 40 of 44 budgets met.\n\n${notes}`;

    const written = withNotesKept('# Benchmarks\n\nNew report: 44 of 44 budgets met.\n', existing);

    expect(written).toBe(`# Benchmarks\n\nNew report: 44 of 44 budgets met.\n\n${notes}`);
  });

  it('starts an empty notes part when the file is new or has no marker', () => {
    expect(withNotesKept('# Benchmarks\n', null)).toBe(`# Benchmarks\n\n${NOTES_MARKER}\n`);
    expect(withNotesKept('# Benchmarks\n', '# Benchmarks\n\nOld report\n')).toBe(
      `# Benchmarks\n\n${NOTES_MARKER}\n`,
    );
  });
});
