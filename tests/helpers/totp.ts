/**
 * What a person's authenticator app shows for a console account's second factor, read from the
 * otpauth URI the console gave when it was turned on.
 */
import { createHmac } from 'node:crypto';

/** RFC 4648 base32, as the otpauth URI carries the secret. */
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

/**
 * RFC 6238 with the authenticator apps' defaults (SHA-1, 6 digits, 30 s): what a phone shows now,
 * or `stepsAhead` steps of 30 seconds later.
 */
export function totp(uri: string, stepsAhead = 0): string {
  const key = base32Decode(new URL(uri).searchParams.get('secret') ?? '');
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + stepsAhead));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
