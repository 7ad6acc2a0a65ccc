/**
 * Fetching one platform's calendar feed (issue 16 §2, decision 051): the address is typed by the
 * team, so the fetch is made as if a stranger had typed it. Only http: and https:; never to the
 * server's own machine or network (loopback, private, link-local, shared, multicast and reserved
 * addresses, in IPv4, IPv6 and IPv4-mapped form) unless the configuration allows it; the check is
 * made on the address the socket connects to (a `lookup` of our own), so a name that resolves to a
 * public address for a check and a private one for the connection (DNS rebinding) gains nothing.
 * At most 3 redirects, each checked again; one deadline for the whole fetch; at most 5 MB, counted
 * as it arrives (after decompression), whatever Content-Length says.
 *
 * Nothing here throws: every outcome is a result, and every failure carries a sentence a villa
 * owner can act on ("The address answered 404 Not Found ...").
 */
import { promises as dnsPromises, type LookupAddress, type LookupOptions } from 'node:dns';
import http, { STATUS_CODES, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { siteSettings } from '#domain/site-settings.ts';

/** The whole fetch, redirects included: a platform answers in a second or two, or not at all. */
export const FETCH_TIMEOUT_MS = 15_000;
/** Airbnb's busiest listings send some 100 KB; 5 MB is fifty times that and still small in memory. */
export const MAX_FEED_BYTES = 5 * 1024 * 1024;
/** Platforms redirect once (http to https, an old host); a chain of more is a loop or a trick. */
export const MAX_REDIRECTS = 3;

/** Every address a host name resolves to (the system resolver by default; tests give their own). */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export interface FetchFeedOptions {
  /** Allow loopback and private-network addresses (CALENDAR_FETCH_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** Addresses allowed although they are not public (tests: the local server, and no other). */
  allowAddresses?: readonly string[];
  /** The validators of the last fetch: a 304 then means "unchanged". */
  etag?: string | null;
  lastModified?: string | null;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  resolve?: ResolveHost;
}

export type FetchFailureKind =
  | 'address'
  | 'private-address'
  | 'not-found'
  | 'connection'
  | 'tls'
  | 'timeout'
  | 'status'
  | 'too-large'
  | 'redirects'
  | 'damaged';

export type FetchResult =
  | { kind: 'fetched'; text: string; etag: string | null; lastModified: string | null }
  | { kind: 'unchanged' }
  | { kind: 'failed'; failure: FetchFailureKind; message: string };

type Failed = Extract<FetchResult, { kind: 'failed' }>;

const failed = (failure: FetchFailureKind, message: string): Failed => ({
  kind: 'failed',
  failure,
  message,
});

/** How the site names itself to the platforms' servers (some refuse a request without one). */
export const feedUserAgent = (publicUrl?: string) =>
  `${siteSettings.companyName.replace(/\s+/g, '')}-CalendarSync/1.0${publicUrl ? ` (+${publicUrl})` : ''}`;

// ---------------------------------------------------------------------------------------------
// Addresses the server must not reach

const LOOPBACK = 'a loopback address (the server itself)';
const PRIVATE = 'a private network address';
const RESERVED = 'a reserved address';

/**
 * The words for each range ipaddr.js names (IANA's special-purpose registries, RFC 6890); a range
 * not named here (broadcast, documentation, benchmarking, NAT64, 6to4, Teredo...) is reserved.
 */
const RANGE_WORDS: Readonly<Record<string, string>> = {
  unspecified: 'an unspecified address',
  loopback: LOOPBACK,
  private: PRIVATE,
  uniqueLocal: PRIVATE,
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a shared address (carrier-grade NAT)',
  multicast: 'a multicast address',
};

/**
 * What kind of non-public address `ip` is ("a private network address"), or null for an address
 * of the public internet. An IPv4-mapped IPv6 address is judged as the IPv4 address it names;
 * anything that is not an IP address at all counts as reserved.
 */
export function refusedAddressKind(ip: string): string | null {
  const bare = ip.replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return RESERVED;
  const address = ipaddr.process(bare);
  const range = address.range();
  if (range !== 'unicast') return RANGE_WORDS[range] ?? RESERVED;
  // IPv6's internet is global unicast, 2000::/3; the rest of 'unicast' is not allocated.
  if (address.kind() === 'ipv6') {
    const [first = 0] = (address as ipaddr.IPv6).parts;
    if ((first & 0xe000) !== 0x2000) return RESERVED;
  }
  return null;
}

const privateMessage = (ip: string, kind: string) =>
  `The address is on a private network (${ip} is ${kind}); calendars are only fetched from the public internet. Copy the calendar address the platform gives.`;

/** A refusal from inside the socket's lookup, carried out through the request's 'error'. */
class RefusedAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedAddressError';
  }
}

const systemResolve: ResolveHost = (hostname) =>
  dnsPromises.lookup(hostname, { all: true, verbatim: true });

/**
 * The socket's own lookup: resolves the name and refuses it when any of its addresses is not
 * public, so the address checked is the address connected to.
 */
export function guardedLookup(
  refusal: (ip: string) => string | null,
  resolve: ResolveHost,
): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    resolve(hostname).then(
      (found) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses = found.filter((a) => family === 0 || a.family === family);
        const refused = addresses.map((a) => refusal(a.address)).find((r) => r !== null);
        const first = addresses[0];
        if (refused) {
          callback(new RefusedAddressError(refused), '', 0);
        } else if (!first) {
          const error: NodeJS.ErrnoException = new Error(`No address for ${hostname}`);
          error.code = 'ENOTFOUND';
          callback(error, '', 0);
        } else if (options.all) {
          callback(null, addresses);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}

type Refusal = (ip: string) => string | null;

/** Why the server will not connect to `ip` under these options, in words; null when it will. */
function refusalOf(options: Pick<FetchFeedOptions, 'allowPrivate' | 'allowAddresses'>): Refusal {
  return (ip) => {
    if (options.allowPrivate || options.allowAddresses?.includes(ip)) return null;
    const kind = refusedAddressKind(ip);
    return kind ? privateMessage(ip, kind) : null;
  };
}

/** The address, if it may be fetched: http(s) only, and no refused IP written in it. */
function checkTarget(address: string, refusal: Refusal): URL | Failed {
  if (!URL.canParse(address)) {
    return failed('address', 'The address is not a web address. Copy it again from the platform.');
  }
  const url = new URL(address);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return failed('address', 'The address must start with https:// (or http://).');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // The socket skips its lookup for an IP written in the address: checked here instead.
  const refused = isIP(host) === 0 ? null : refusal(host);
  return refused ? failed('private-address', refused) : url;
}

/** A feed address the site will never fetch (an http(s) address naming a private IP itself). */
export function staticAddressRefusal(address: string, allowPrivate: boolean): string | null {
  const checked = checkTarget(address, refusalOf({ allowPrivate }));
  return 'kind' in checked ? checked.message : null;
}

// ---------------------------------------------------------------------------------------------
// One request

type Hop = FetchResult | { kind: 'redirect'; location: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const header = (response: IncomingMessage, name: string) => {
  const value = response.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

/** '5 MB', or '1 KB' for a limit under a megabyte (tests). */
const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function statusMessage(status: number): string {
  const answered = `The address answered ${status} ${STATUS_CODES[status] ?? 'Unknown status'}`;
  if (status === 404 || status === 410) {
    return `${answered}: the calendar was removed or its address changed. Copy the address again from the platform.`;
  }
  if (status === 401 || status === 403) {
    return `${answered}: the platform refuses this address. Copy the address again from the platform.`;
  }
  if (status >= 500) {
    return `${answered}: the platform's server has a problem.`;
  }
  return `${answered}.`;
}

/** The body as it was sent, decompressed when the server compressed it. */
function decoded(response: IncomingMessage): Readable {
  switch (header(response, 'content-encoding')?.toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip());
    case 'deflate':
      return response.pipe(zlib.createInflate());
    case 'br':
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}

function requestOnce(
  url: URL,
  options: FetchFeedOptions,
  signal: AbortSignal,
  lookup: LookupFunction,
): Promise<Hop> {
  const maxBytes = options.maxBytes ?? MAX_FEED_BYTES;
  const tooLarge = failed('too-large', `The calendar is larger than ${sizeLabel(maxBytes)}.`);
  const headers: Record<string, string> = {
    'user-agent': options.userAgent ?? feedUserAgent(),
    accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1',
    'accept-encoding': 'gzip, deflate, br',
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;

  return new Promise<Hop>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    // A connection of its own (no agent): never a pooled socket opened under other rules.
    const request = client.request(url, { method: 'GET', headers, lookup, agent: false, signal });
    request.on('error', reject);
    request.on('response', (response) => {
      response.on('error', reject);
      const status = response.statusCode ?? 0;
      const location = header(response, 'location');
      const done = (hop: Hop) => {
        response.destroy();
        resolve(hop);
      };
      if (REDIRECTS.has(status) && location) return done({ kind: 'redirect', location });
      if (status === 304) return done({ kind: 'unchanged' });
      if (status < 200 || status > 299) return done(failed('status', statusMessage(status)));
      if (Number(header(response, 'content-length') ?? 0) > maxBytes) return done(tooLarge);

      const body = decoded(response);
      const chunks: Buffer[] = [];
      let size = 0;
      body.on('error', (error: NodeJS.ErrnoException) => {
        if (body !== response && error.code?.startsWith('Z_')) {
          done(
            failed('damaged', 'The calendar arrived damaged: its compression could not be read.'),
          );
        } else reject(error);
      });
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          body.destroy();
          done(tooLarge);
        } else chunks.push(chunk);
      });
      body.on('end', () =>
        resolve({
          kind: 'fetched',
          text: new TextDecoder('utf-8').decode(Buffer.concat(chunks)),
          etag: header(response, 'etag'),
          lastModified: header(response, 'last-modified'),
        }),
      );
    });
    request.end();
  });
}

const TLS_CODES = /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED|ERR_OSSL)/;

/** A thrown error of the request, as a failure in words. */
function failureOf(error: unknown, host: string, timedOut: boolean, timeoutMs: number): Failed {
  if (error instanceof RefusedAddressError) return failed('private-address', error.message);
  if (timedOut) {
    const seconds = Math.round(timeoutMs / 100) / 10;
    return failed(
      'timeout',
      `The address did not answer within ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
    );
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA') {
    return failed(
      'not-found',
      `The server of the address (${host}) could not be found. Check the address, or copy it again from the platform.`,
    );
  }
  if (code === 'ECONNREFUSED') {
    return failed('connection', 'The address refused the connection: its server may be down.');
  }
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ECONNABORTED') {
    return failed('connection', 'The connection was closed before the calendar arrived.');
  }
  if (code === 'ETIMEDOUT' || code === 'ENETUNREACH' || code === 'EHOSTUNREACH') {
    return failed('connection', 'The address could not be reached.');
  }
  if (TLS_CODES.test(code)) {
    return failed(
      'tls',
      'The address’s secure connection could not be trusted (its certificate is not valid).',
    );
  }
  if (code.startsWith('HPE_')) {
    return failed('connection', 'The address did not answer as a web server does.');
  }
  return failed('connection', `The calendar could not be fetched${code ? ` (${code})` : ''}.`);
}

/**
 * Fetches the feed at `address`: its text, "unchanged" (a 304 to our validators), or a failure in
 * words. Never throws.
 */
export async function fetchFeed(address: string, options: FetchFeedOptions): Promise<FetchResult> {
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const refusal = refusalOf(options);
  const lookup = guardedLookup(refusal, options.resolve ?? systemResolve);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let current = address;
  let target: URL | null = null;
  try {
    for (let redirects = 0; ; redirects += 1) {
      const checked = checkTarget(current, refusal);
      if ('kind' in checked) return checked;
      target = checked;
      const hop = await requestOnce(target, options, controller.signal, lookup);
      if (hop.kind !== 'redirect') return hop;
      if (redirects >= maxRedirects) {
        return failed(
          'redirects',
          `The address redirected more than ${maxRedirects} times. Copy the calendar address again from the platform.`,
        );
      }
      current = URL.canParse(hop.location, target) ? new URL(hop.location, target).href : '';
    }
  } catch (error) {
    return failureOf(error, target?.hostname ?? '', controller.signal.aborted, timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}
