/**
 * Lost updates (decision 055). A console page that edits a whole thing at once (a villa's details,
 * its prices) reads it with a version, a hash of exactly what the page edits, and sends that
 * version back in `If-Match` when it saves. The save compares it, under the row's lock, with the
 * version of what it would replace: when someone else saved in between, it writes nothing and
 * answers 412, and the page shows what they changed. A caller that sends no `If-Match` writes as
 * before (last write wins), as HTTP has it.
 *
 * The version hashes the edited content only, so publishing a villa or saving its prices does not
 * stand in the way of an edit of its texts, nor the other way round. Keys are sorted before the
 * hash: PostgreSQL's jsonb keeps its own key order, so the same rules must give the same version
 * whether they came from a request or from the database.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { HttpError } from '#server/plugins/errors.ts';

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, v]) => [key, sortedKeys(v)]));
  }
  return value;
}

/** The version of `content`: the same content always gives the same 22 characters. */
export function versionOf(content: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(sortedKeys(content)))
    .digest('base64url')
    .slice(0, 22);
}

/** The entity tags of `If-Match` (`"v1", "v2"` or `*`); null when the request sent none. */
export function ifMatchOf(request: FastifyRequest): string[] | null {
  const header = request.headers['if-match'];
  if (header === undefined) return null;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** Answers the version as the ETag too, for callers that read headers rather than bodies. */
export function sendVersion(reply: FastifyReply, version: string): void {
  void reply.header('etag', `"${version}"`);
}

/**
 * Throws 412 with `message` when the request's `If-Match` names neither `current` nor `*`. Weak
 * tags (`W/"…"`) never match: If-Match compares strongly (RFC 9110 §13.1.1).
 */
export function checkVersion(expected: string[] | null, current: string, message: string): void {
  if (expected === null) return;
  if (expected.some((tag) => tag === '*' || tag === `"${current}"`)) return;
  throw new HttpError(412, message);
}
