import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';

describe('staff passwords', () => {
  it('hashes with argon2id at 19 MiB and two passes, and verifies', async () => {
    const hashed = await hashPassword('lagoon heron mango');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'lagoon heron mango')).toBe(true);
    expect(await verifyPassword(hashed, 'lagoon heron mango!')).toBe(false);
    expect(await verifyPassword('not a hash', 'lagoon heron mango')).toBe(false);
  });

  it('takes 8 to 64 characters of any kind, and no common password', () => {
    expect(passwordProblem('seven77')).toMatch(/at least 8 characters/);
    expect(passwordProblem('x'.repeat(65))).toMatch(/at most 64 characters/);
    expect(passwordProblem('y'.repeat(64))).toBeNull();
    expect(passwordProblem('alllowercase')).toBeNull(); // no composition rules
    expect(passwordProblem('baseball')).toMatch(/most common/);
    expect(passwordProblem('Trustno1')).toMatch(/most common/); // whatever the case
    expect(passwordProblem('1qaz2wsx')).toMatch(/most common/);
  });
});
