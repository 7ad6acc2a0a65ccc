/**
 * The audit log speaks in words: every action the server records (AUDIT_ACTIONS) has its words in
 * the console (action-words.ts), so no entry shows as `imported-stay.update`.
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '#server/staff/audit.ts';
import { ACTION_WORDS } from '#web/console/features/audit/action-words.ts';

describe('the audit log in words', () => {
  it('words every action the server records', () => {
    const unworded = AUDIT_ACTIONS.filter((action) => !ACTION_WORDS[action]);
    expect(unworded).toEqual([]);
  });
});
