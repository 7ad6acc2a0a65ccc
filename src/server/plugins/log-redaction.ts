/**
 * What the log must never hold (DESIGN.md: private pages are never logged with their secrets): a
 * guest's access token, a calendar address's secret, anyone's e-mail address, and the values a failed query was given (a guest's
 * name, phone and message). Logs are read by more people and kept longer than the database, and
 * often leave the machine. Two guards:
 * - every line is filtered just before it is written (`redactLogLine`, pino's streamWrite hook), so
 *   a secret in a URL, an error message or a plugin's line is caught wherever it came from;
 * - errors are logged by `serializeError`, which keeps a query's text but drops its bound values
 *   and the database's row details, which the line filter could not recognise as personal.
 */

/** Query parameters whose value is a credential. `token` is the guest's link (decision 003). */
const SECRET_PARAMETERS = ['token', 'access_token', 'accessToken', 'password', 'secret', 'key'];

const SECRET_IN_QUERY = new RegExp(`([?&;](?:${SECRET_PARAMETERS.join('|')})=)[^&#\\s"]*`, 'gi');
const SECRET_IN_JSON = new RegExp(`("(?:${SECRET_PARAMETERS.join('|')})":\\s*")[^"]*`, 'gi');
const BEARER = /(bearer\s+)[A-Za-z0-9._~+/=-]+/gi;
/** A villa's calendar address, /ical/{villa id}/{secret}.ics (decision 050): its secret. */
const CALENDAR_SECRET = /(\/ical\/[^/\s"?#]*\/)[^/\s"?#]+(\.ics)/gi;
/**
 * An e-mail address, also percent-encoded in a URL (`%40`). The local part stops at characters a
 * JSON line or a URL uses around it (quotes, `/`, `?`, `&`, `=`), so `?email=` keeps its name; the
 * domain needs a dot and a top-level name of letters.
 */
const EMAIL =
  /(?<![A-Za-z0-9!#$%'*+^_`{|}~.-])[A-Za-z0-9!#$%'*+^_`{|}~.-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export const REDACTED = '[redacted]';

/** The line with every token and e-mail address replaced by `[redacted]`. */
export function redactLogLine(line: string): string {
  return line
    .replace(SECRET_IN_QUERY, `$1${REDACTED}`)
    .replace(SECRET_IN_JSON, `$1${REDACTED}`)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(CALENDAR_SECRET, `$1${REDACTED}$2`)
    .replace(EMAIL, REDACTED);
}

/** Fields of an error worth keeping: they name what failed, never the values involved. */
const KEPT_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'];
const MAX_CAUSE_DEPTH = 3;

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as the log shows it. Drizzle's DrizzleQueryError writes "params: <every bound value>"
 * into its message and stack, and PostgreSQL's `detail` repeats the failing row ("Failing row
 * contains (..., guest name, e-mail, ...)"): both are left out. The cause chain is kept, filtered
 * the same way, because the driver's error says what went wrong.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const isQueryError = typeof fields.query === 'string' && 'params' in fields;
  const message = isQueryError ? `Failed query: ${String(fields.query)}` : error.message;
  // The stack begins with "Name: message"; only its frames are kept, after the safe message.
  const header = `${error.name}: ${error.message}`;
  const frames = error.stack?.startsWith(header) ? error.stack.slice(header.length) : '';
  const out: SerializedError = {
    type: error.name,
    message,
    stack: `${error.name}: ${message}${frames}`,
  };
  for (const key of KEPT_FIELDS) {
    if (fields[key] !== undefined) out[key] = fields[key];
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    out.cause = serializeError(error.cause, depth + 1);
  }
  return out;
}
