/**
 * One error handler for the whole API (DESIGN.md decision 15): every answer is
 * `{message, statusCode, error, issues?}`; 4xx messages are sentences a guest can act on, 5xx say
 * only that something went wrong and are logged with the request id.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import type { ApiError } from '#domain/schemas/common.ts';

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly issues?: ApiError['issues'],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, issues?: ApiError['issues']) =>
  new HttpError(400, message, issues);
export const unauthorized = (message: string) => new HttpError(401, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Problems found by a domain rule, answered as one 400 that lists them all. */
export function unprocessable(problems: string[]): HttpError {
  return badRequest(
    problems.join(' '),
    problems.map((message) => ({ path: '', message })),
  );
}

export function errorBody(
  statusCode: number,
  message: string,
  issues?: ApiError['issues'],
): ApiError {
  return {
    message,
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    ...(issues && issues.length > 0 ? { issues } : {}),
  };
}

interface ZodLikeIssue {
  code?: string;
  path?: readonly PropertyKey[];
  message: string;
  keys?: string[] | undefined;
  /** Whether the request had any value at `path`. */
  present: boolean;
}

/** The value at `path` inside a parsed body or query, to tell a missing field from a wrong one. */
function valueAt(source: unknown, path: readonly string[]): unknown {
  let value = source;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list (or a query parameter given more than once)',
  null: 'null',
  undefined: 'missing',
};

/** Turns one schema issue into a line that names the field. */
function describeIssue(
  issue: ZodLikeIssue,
  context: string | undefined,
): { path: string; message: string } {
  const path = (issue.path ?? []).map(String).join('.');
  if (issue.code === 'unrecognized_keys' && issue.keys) {
    const keys = issue.keys.join(', ');
    return { path, message: `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${keys}` };
  }
  if (issue.code === 'invalid_type' && !issue.present) {
    return {
      path,
      message: path ? `${path} is required` : `The ${context ?? 'request'} is required`,
    };
  }
  if (issue.code === 'invalid_type' && !path) {
    return { path, message: `The ${context ?? 'request'} must be a JSON object` };
  }
  // zod's own 'Invalid input: expected string, received array' (a query parameter given twice, a
  // schema without its own wording) in words.
  const zodType = /^Invalid input: expected (\w+), received (\w+)$/.exec(issue.message);
  if (issue.code === 'invalid_type' && zodType) {
    const [, expected = '', received = ''] = zodType;
    return {
      path,
      message: `${path} must be ${TYPE_WORDS[expected] ?? expected}, not ${TYPE_WORDS[received] ?? received}`,
    };
  }
  // Our schemas word their messages as 'must be ...' (prefixed with the field here) or as whole
  // sentences (left alone); zod's own 'Invalid input: ...' wording gets the field in front.
  const field = path.split('.').pop() ?? '';
  const sentence = /^[A-Z]/.test(issue.message) && !/^(Invalid|Too)/.test(issue.message);
  const named =
    path && !sentence && !issue.message.startsWith(field)
      ? `${path} ${issue.message}`
      : issue.message;
  return { path, message: named };
}

const CONTEXT_NAMES: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'address',
  headers: 'headers',
};

/** The 400 of a request that failed its schema: one sentence, and each field's issue. */
function checkThe(context: string | undefined, issues: { path: string; message: string }[]) {
  const summary = issues.map((i) => i.message).join('; ');
  return badRequest(`Please check the ${context ?? 'request'}: ${summary}.`, issues);
}

/**
 * A body a handler checks itself against a domain schema (where the route cannot declare one,
 * as behind better-auth's catch-all route), refused in the words a route's own check would use.
 */
export function invalidBody(
  issues: readonly {
    code: string;
    path: readonly PropertyKey[];
    message: string;
    keys?: string[];
  }[],
  body: unknown,
): HttpError {
  return checkThe(
    CONTEXT_NAMES.body,
    issues.map((issue) =>
      describeIssue(
        { ...issue, present: valueAt(body, issue.path.map(String)) !== undefined },
        CONTEXT_NAMES.body,
      ),
    ),
  );
}

/** Fastify's own request errors, in words a person can read. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Send the request body as JSON with Content-Type: application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  // Fastify's own wording repeats the whole address, an access token included (log-redaction.ts).
  FST_ERR_BAD_URL:
    'The address is not valid: it holds a broken %-escape or text that is not UTF-8.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

/**
 * Errors the router meets before any route (a broken %-escape, a path part too long): by default
 * Fastify answers them itself with the raw address in the message. Same body as every other error.
 */
export function answerFrameworkError(
  err: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = err.statusCode ?? 400;
  const message =
    FASTIFY_MESSAGES[err.code] ??
    (status >= 500
      ? 'Something went wrong on our side. Please try again in a moment.'
      : 'The request could not be read.');
  void reply.code(status).send(errorBody(status, message));
}

/**
 * The one error handler, registered first: a route takes the error handler its context has when it
 * is added. `bodyLimitBytes` is the app's, named in the 413's message.
 */
export const errorHandlers = fp<{ bodyLimitBytes: number }>(
  async (app, { bodyLimitBytes }) => {
    registerErrorHandler(app, bodyLimitBytes);
  },
  { name: 'error-handlers' },
);

function registerErrorHandler(app: FastifyInstance, bodyLimitBytes: number): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = CONTEXT_NAMES[err.validationContext ?? ''];
      const sources: Record<string, unknown> = {
        body: request.body,
        querystring: request.query,
        params: request.params,
      };
      const source = sources[err.validationContext ?? 'body'];
      const issues = err.validation.map((v) => {
        const path = v.instancePath.split('/').filter(Boolean);
        return describeIssue(
          {
            code: v.keyword,
            path,
            message: v.message ?? 'is not valid',
            keys: (v.params as { keys?: string[] }).keys,
            present: valueAt(source, path) !== undefined,
          },
          context,
        );
      });
      const refused = checkThe(context, issues);
      return reply.code(400).send(errorBody(400, refused.message, refused.issues));
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(errorBody(err.statusCode, err.message, err.issues));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const kb = Math.round(bodyLimitBytes / 1024);
      return reply
        .code(413)
        .send(errorBody(413, `The request body is too large; the limit is ${kb} KB.`));
    }
    const known = FASTIFY_MESSAGES[err.code];
    const status = err.statusCode ?? 500;
    if (known) return reply.code(status).send(errorBody(status, known));
    if (err instanceof SyntaxError && status === 400) {
      return reply.code(400).send(errorBody(400, 'The request body is not valid JSON.'));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, err.message));
    }
    request.log.error({ err, reqId: request.id }, 'request failed');
    return reply
      .code(500)
      .send(
        errorBody(
          500,
          `Something went wrong on our side. Please try again in a moment (reference ${request.id}).`,
        ),
      );
  });
}

/** The JSON 404 of an unknown API path. */
export function routeNotFound(method: string, url: string) {
  const path = url.split('?')[0] ?? url;
  return errorBody(404, `There is no ${method} ${path} here.`);
}
