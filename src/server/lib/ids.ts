import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 24 lowercase hex characters (DESIGN.md decision 2), for every entity. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** No 0/O, 1/I/L: a reference is read aloud over the phone. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short reference like 'VB-7K3Q9P' that a guest can quote. */
export function newReference(prefix: string): string {
  let code = '';
  for (let i = 0; i < 6; i++)
    code += REFERENCE_ALPHABET.charAt(randomInt(REFERENCE_ALPHABET.length));
  return `${prefix}-${code}`;
}

/** 256 random bits: unguessable, so it can travel in an e-mail link (decision 003). */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
