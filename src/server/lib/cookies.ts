/**
 * Reading one cookie of a request, shared by the guests' booking cookie (bookings/access-cookie.ts)
 * and the team's device cookie (staff/device-cookie.ts): infrastructure, so neither resource
 * imports the other for it. Not @fastify/cookie: it parses every request's cookies for the few
 * routes that read one.
 */
import type { FastifyRequest } from 'fastify';

/** The value of one cookie of the request's `Cookie` header. */
export function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}
