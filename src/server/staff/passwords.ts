/**
 * Staff passwords (issue 14 §2): argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane), at least
 * 8 characters, 64 allowed, and none of the 10,000 most common passwords. No composition rules
 * (NIST SP 800-63B): they make passwords harder to remember, not to guess.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#domain/schemas/staff.ts';

/** argon2id is the library's default algorithm; 19 MiB and t=2 are OWASP's floor for it. */
const ARGON2_OPTIONS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    // A malformed stored hash is a wrong password, not a crash.
    return false;
  }
}

/**
 * The list ships in the repository (zxcvbn's, from real leaks, 8 characters or more), resolved from
 * the repository's root so the built server in dist/ finds the same file.
 */
const COMMON_PASSWORDS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../src/server/staff/common-passwords.txt',
);

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return common;
}

/** Why this password may not be used, as a sentence; null when it may. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `The password must be at most ${PASSWORD_MAX_LENGTH} characters long.`;
  }
  if (commonPasswords().has(password.toLowerCase())) {
    return 'This password is one of the most common ones and easy to guess; please choose another, such as a few unrelated words.';
  }
  return null;
}
