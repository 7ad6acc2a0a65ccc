/**
 * The console's calls to its API (/api/console/*, issue 14). Errors follow the site's client
 * (src/web/lib/api-client.ts): an ApiError with the status and the answer's `message`. The
 * console's own because its answers differ: a sign-in or set-up may answer 201 or 204 with no
 * body, and a 401 means the person is signed out, wherever it comes from (query-client.ts).
 */
import { ApiError } from '#web/lib/api-client.ts';

export { ApiError };

const CONSOLE_API = '/api/console';

/** Shown when the server cannot be reached at all. */
export const OFFLINE_MESSAGE =
  'The console could not reach the server. Check your connection and try again.';

export const isSignedOut = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

async function errorFrom(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    message?: unknown;
    issues?: ApiError['issues'];
  } | null;
  const message =
    typeof body?.message === 'string' && body.message
      ? body.message
      : `Request failed with status ${response.status}`;
  return new ApiError(response.status, message, body?.issues);
}

async function request<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<T> {
  // A file goes as multipart (FormData, whose boundary the browser writes); everything else as JSON.
  const form = body instanceof FormData;
  let response: Response;
  try {
    // Same-origin: the browser sends the session cookie and the Origin the server checks.
    response = await fetch(`${CONSOLE_API}${path}`, {
      method,
      headers: {
        ...headers,
        Accept: 'application/json',
        ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? null : form ? body : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, OFFLINE_MESSAGE);
  }
  if (!response.ok) throw await errorFrom(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const consoleGet = <T>(path: string) => request<T>('GET', path);

/** A state-changing call always sends JSON, an empty object when it has nothing to say. */
export const consolePost = <T = unknown>(path: string, body: object = {}) =>
  request<T>('POST', path, body);

/** With `version`, refused with 412 when someone else saved meanwhile (as `consolePut`). */
export const consolePatch = <T = unknown>(path: string, body: object, version?: string) =>
  request<T>('PATCH', path, body, version === undefined ? {} : { 'If-Match': `"${version}"` });

/**
 * Replaces what is at `path` with `body` (a villa's whole page, its prices, the villas' order).
 * With `version` (what the page read), the server refuses with 412 when someone else saved
 * meanwhile (decision 055).
 */
export const consolePut = <T = unknown>(path: string, body: object, version?: string) =>
  request<T>('PUT', path, body, version === undefined ? {} : { 'If-Match': `"${version}"` });

/** The answer to a save made on an old version: someone else saved meanwhile. */
export const isEditConflict = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 412;

/** A file, with the fields beside it, as multipart/form-data (a photo's upload). */
export const consoleUpload = <T = unknown>(path: string, form: FormData) =>
  request<T>('POST', path, form);

/** A DELETE sends an empty JSON object too: the server treats every change alike. */
export const consoleDelete = <T = undefined>(path: string) => request<T>('DELETE', path, {});

/** The message a person reads for a failed call: every form's (src/web/components/form/). */
export { messageOf } from '#web/components/form/form-state.ts';
