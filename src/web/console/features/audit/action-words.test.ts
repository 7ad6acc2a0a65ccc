import { describe, expect, it } from 'vitest';
import { actionInWords } from './action-words.ts';
import { changeLines } from './change-values.ts';

describe('actionInWords', () => {
  it.each([
    ['booking.confirm', 'Confirmed a booking request'],
    ['login.failed', 'Failed sign-in'],
    ['staff.role', 'Changed a role'],
    ['villa.price', 'villa.price'],
  ])('%s reads %s', (action, words) => {
    expect(actionInWords(action)).toBe(words);
  });
});

describe('changeLines', () => {
  it('lists a record key by key, with a dash where a side has no value', () => {
    expect(changeLines({ role: 'manager' }, { role: 'owner', note: null })).toEqual([
      { key: 'role', before: 'manager', after: 'owner' },
      { key: 'note', before: '—', after: '—' },
    ]);
    expect(changeLines(null, { disabled: true, sessionsEnded: ['s1'] })).toEqual([
      { key: 'disabled', before: '—', after: 'true' },
      { key: 'sessionsEnded', before: '—', after: '["s1"]' },
    ]);
  });

  it('shows anything else as JSON, and nothing when there is nothing', () => {
    expect(changeLines([1], 'x')).toEqual([{ key: null, before: '[1]', after: 'x' }]);
    expect(changeLines(null, undefined)).toEqual([]);
  });
});
