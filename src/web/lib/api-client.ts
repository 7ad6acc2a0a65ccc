import type { QueryClient } from '@tanstack/react-query';

/**
 * The one HTTP client of the site, with the error rules of spec §8: an error carries a status;
 * its message is the JSON body's `message`, else 'HTTP {status}: {statusText}', else
 * 'Request failed with status {status}'; a network failure has status 0 and the error's message or
 * 'An unexpected error occurred'. A 204 answer is an empty object.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isClientError = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** All calls go to one base under /api (spec §7). */
export const API_BASE = '/api';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Query keys with null or undefined values are skipped (spec §7). */
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * The query client the call is made for (a query function's `client`): its transport carries
   * the call. On the server each render has its own (the browser's fetch otherwise).
   */
  client?: QueryClient;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function errorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return new ApiError(response.status, `HTTP ${response.status}: ${response.statusText}`);
  }
  const { message, issues } = (body ?? {}) as { message?: unknown; issues?: ApiError['issues'] };
  return new ApiError(
    response.status,
    typeof message === 'string' && message
      ? message
      : `Request failed with status ${response.status}`,
    issues,
  );
}

/** How requests reach the API: the browser's fetch, or in-process calls when rendering on the server. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The transports of query clients made for one server render each (src/web/entry-server.tsx):
 * a render's calls go through its own client's, so nothing of one request (its data, its headers)
 * can reach another rendered at the same time. Keyed weakly: a render's entry goes with its client.
 */
const transports = new WeakMap<QueryClient, ApiTransport>();

/** The queries of `client` reach the API through `transport` (one server render's client). */
export function bindTransport(client: QueryClient, transport: ApiTransport): void {
  transports.set(client, transport);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    const transport = (options.client && transports.get(options.client)) ?? fetch;
    response = await transport(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const message =
      error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
    throw new ApiError(0, message);
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return {} as T;
  return (await response.json()) as T;
}
