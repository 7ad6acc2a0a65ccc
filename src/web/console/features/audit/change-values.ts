/**
 * An audit entry's before and after values, compact: for records (`{ role: 'manager' }`), one line
 * per key that has a value, `role: manager → owner`; anything else as JSON, `before → after`.
 */
export interface ChangeLine {
  key: string | null;
  before: string;
  after: string;
}

const NOTHING = '—';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function valueText(value: unknown): string {
  if (value === null || value === undefined) return NOTHING;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  const empty = (value: unknown) => value === null || value === undefined;
  if (empty(before) && empty(after)) return [];
  if ((isRecord(before) || empty(before)) && (isRecord(after) || empty(after))) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
    return keys.map((key) => ({ key, before: valueText(was[key]), after: valueText(now[key]) }));
  }
  return [{ key: null, before: valueText(before), after: valueText(after) }];
}
