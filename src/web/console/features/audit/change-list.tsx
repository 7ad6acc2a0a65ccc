import { changeLines } from './change-values.ts';

/** An entry's before → after values, one line per key (change-values.ts). */
export function ChangeList({ before, after }: { before: unknown; after: unknown }) {
  const lines = changeLines(before, after);
  if (lines.length === 0) return <span className="text-ink-soft">—</span>;
  return (
    <ul className="space-y-0.5 font-mono text-xs break-all">
      {lines.map((line, index) => (
        <li key={line.key ?? index}>
          {line.key && <span className="text-ink-soft">{line.key}: </span>}
          {line.before} <span aria-hidden="true">→</span>
          <span className="sr-only"> became</span> {line.after}
        </li>
      ))}
    </ul>
  );
}
