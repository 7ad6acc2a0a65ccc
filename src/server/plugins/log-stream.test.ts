import { describe, expect, it } from 'vitest';
import { BatchedLines } from './log-stream.ts';

describe('batched log lines', () => {
  it('writes the lines of one turn together, in order, then nothing more', () => {
    const written: string[] = [];
    const pending: (() => void)[] = [];
    const lines = new BatchedLines({ write: (chunk) => written.push(chunk) > 0 }, (flush) =>
      pending.push(flush),
    );
    lines.write('one\n');
    lines.write('two\n');
    lines.write('three\n');
    expect(written).toEqual([]);
    expect(pending).toHaveLength(1); // one flush scheduled for the turn
    pending.shift()?.();
    expect(written).toEqual(['one\ntwo\nthree\n']);

    lines.write('four\n');
    expect(pending).toHaveLength(1);
    lines.flush(); // as on exit
    expect(written).toEqual(['one\ntwo\nthree\n', 'four\n']);
    pending.shift()?.(); // the scheduled flush finds nothing left
    expect(written).toHaveLength(2);
  });

  it('writes by the end of the event-loop turn with the real scheduler', async () => {
    const written: string[] = [];
    const lines = new BatchedLines({ write: (chunk) => written.push(chunk) > 0 });
    lines.write('a\n');
    lines.write('b\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toEqual(['a\nb\n']);
  });
});
