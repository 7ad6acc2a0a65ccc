/**
 * Signing in to the console (issue 14 §2, decisions 042 and 057): the calls of better-auth the
 * console uses, passed on to it with their bodies checked, each try that checks a password or a
 * code reserved with the throttle before the check and settled after it, every outcome in the
 * audit log, and a device cookie for a browser that signed in whole. The routes are
 * sign-in-routes.ts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  signInBodySchema,
  twoFactorCodeSchema,
  twoFactorPasswordSchema,
} from '#domain/schemas/staff.ts';
import type { Database } from '../db/client.ts';
import { errorBody, HttpError, invalidBody } from '#server/plugins/errors.ts';
import { appendAudit, emailTarget, sessionTarget, staffTarget, type AuditEntry } from './audit.ts';
import { AUTH_BASE_PATH, twoFactorCookieName, type StaffAuth } from './auth.ts';
import { setDeviceCookie, trustedDevice } from './device-cookie.ts';
import { currentStaff, webHeaders, type StaffContext } from './guard.ts';
import { findStaffByEmail, type StaffUser } from './repository.ts';
import {
  recordSignIn,
  reserveSignInAttempt,
  settleSignInAttempt,
  type SignInKey,
} from './throttle.ts';
import {
  OWNER_KEEPS_TWO_FACTOR,
  pendingSignInUser,
  takeTotpCode,
  TWO_FACTOR_MESSAGES,
  WRONG_GUESS_CODES,
} from './two-factor.ts';

export interface SignInDeps {
  db: Database;
  auth: StaffAuth;
  /** The site's address: the cookies' names and the Request passed to better-auth. */
  publicUrl: string;
}

/** The better-auth endpoints the console uses; the rest of its API stays closed. */
const AUTH_ENDPOINTS = new Set([
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /get-session',
  // The second factor (decision 042): turned on with the password, confirmed with a first code
  // (verify-totp with a session); a sign-in's second step (verify-* with the two-factor cookie).
  'POST /two-factor/enable',
  'POST /two-factor/disable',
  'POST /two-factor/verify-totp',
  'POST /two-factor/verify-backup-code',
]);

/** What each second-factor call may carry to better-auth; anything else is left behind. */
const TWO_FACTOR_BODIES: Record<
  string,
  typeof twoFactorPasswordSchema | typeof twoFactorCodeSchema
> = {
  '/two-factor/enable': twoFactorPasswordSchema,
  '/two-factor/disable': twoFactorPasswordSchema,
  '/two-factor/verify-totp': twoFactorCodeSchema,
  '/two-factor/verify-backup-code': twoFactorCodeSchema,
};

/** better-auth's messages, in the API's words. */
const AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'The e-mail address or the password is not right.',
  ...TWO_FACTOR_MESSAGES,
};

/** The body a second-factor call passes on: its own fields only, checked (400 otherwise). */
function twoFactorBody(endpoint: string, body: unknown): Record<string, string> {
  const schema = TWO_FACTOR_BODIES[endpoint];
  if (!schema) return {};
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw invalidBody(parsed.error.issues, body);
  // An authenticator shows "123 456"; people type it so.
  if ('code' in parsed.data && endpoint === '/two-factor/verify-totp') {
    return { code: parsed.data.code.replace(/\s+/g, '') };
  }
  return parsed.data;
}

/** The sign-in's e-mail and password, checked (400 otherwise); nothing else is passed on. */
function signInBody(body: unknown) {
  const parsed = signInBodySchema.safeParse(body ?? {});
  if (!parsed.success) throw invalidBody(parsed.error.issues, body);
  return parsed.data;
}

/** The signed-in person for a call that may come before the session exists (null then). */
async function staffOrNobody(request: FastifyRequest, reply: FastifyReply) {
  try {
    return await currentStaff(request, reply);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return null;
    throw error;
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function copyHeaders(from: Headers, reply: FastifyReply) {
  from.forEach((value, key) => {
    if (['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding'].includes(key)) {
      return;
    }
    void reply.header(key, value);
  });
  for (const cookie of from.getSetCookie()) void reply.header('set-cookie', cookie);
}

/** The session token is the cookie's, HttpOnly: no answer hands it to the page's script. */
function withoutTokens(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  const session = rest.session;
  if (session && typeof session === 'object') {
    const { token: _sessionToken, ...safeSession } = session as Record<string, unknown>;
    rest.session = safeSession;
  }
  return rest;
}

/** Who tries to sign in to `user`'s account (or to an unknown `email`), from where and what. */
function signInKey(
  deps: SignInDeps,
  request: FastifyRequest,
  email: string,
  user?: { id: string },
): SignInKey {
  return {
    account: email.toLowerCase(),
    ip: request.ip,
    // The device cookies are signed with the sessions' key (decision 057).
    device: user ? trustedDevice(request, deps.auth.options.secret, deps.publicUrl, user.id) : null,
  };
}

/**
 * Signs the person in through better-auth after a set-up or password link set their password,
 * and puts its session cookie on the reply.
 */
export async function signInAfterLink(
  deps: SignInDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: StaffUser,
  password: string,
): Promise<void> {
  const { headers, response } = await deps.auth.api.signInEmail({
    body: { email: user.email, password },
    headers: webHeaders(request),
    returnHeaders: true,
  });
  for (const cookie of headers.getSetCookie()) void reply.header('set-cookie', cookie);
  // A new password for an account with a second factor: the code is still asked, at sign-in.
  const asked = 'twoFactorRedirect' in response && response.twoFactorRedirect === true;
  if (!asked) {
    await recordSignIn(deps.db, signInKey(deps, request, user.email, user));
    setDeviceCookie(reply, deps.auth.options.secret, deps.publicUrl, user.id);
  }
  await appendAudit(deps.db, {
    actorId: user.id,
    ip: request.ip,
    action: asked ? 'login.2fa-asked' : 'login',
    target: emailTarget(user.email),
  });
}

/** The better-auth endpoint a request under /auth calls, or null for one the console keeps closed. */
export function authEndpoint(
  deps: SignInDeps,
  request: FastifyRequest,
): { url: URL; endpoint: string } | null {
  const url = new URL(request.url, deps.publicUrl);
  const endpoint = url.pathname.slice(AUTH_BASE_PATH.length).replace(/\/$/, '');
  return AUTH_ENDPOINTS.has(`${request.method} ${endpoint}`) ? { url, endpoint } : null;
}

/** Whose password or code a call checks, and the body that goes on to better-auth. */
interface AuthCall {
  endpoint: string;
  body: unknown;
  /** The e-mail whose tries are counted; null when the call checks no password or code. */
  email: string | null;
  /** The account signing in with its password. */
  signingInUser?: StaffUser;
  /** The signed-in person (a second-factor call with a session). */
  staff: StaffContext | null;
  /** The account whose sign-in waits for its code. */
  pending?: StaffUser;
}

/** The call read: its body checked, and the account it is for when it checks a guess. */
async function readAuthCall(
  deps: SignInDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  endpoint: string,
): Promise<AuthCall> {
  const call: AuthCall = { endpoint, body: request.body ?? {}, email: null, staff: null };
  if (endpoint === '/sign-in/email') {
    const credentials = signInBody(request.body);
    call.body = credentials;
    call.email = credentials.email;
    call.signingInUser = await findStaffByEmail(deps.db, credentials.email);
  }
  // A second-factor call is for the signed-in person, or (a code typed after the password)
  // for the account whose sign-in waits for it.
  if (endpoint.startsWith('/two-factor/')) {
    // Turning it on or off needs a whole session: currentStaff answers 401 without one, before
    // the body is judged (issue 36 §4).
    call.staff = endpoint.startsWith('/two-factor/verify-')
      ? await staffOrNobody(request, reply)
      : await currentStaff(request, reply);
    call.body = twoFactorBody(endpoint, request.body);
    if (!call.staff) {
      call.pending = await pendingSignInUser(
        deps.db,
        request.headers.cookie,
        twoFactorCookieName(deps.publicUrl),
      );
    }
    call.email = call.staff?.user.email ?? call.pending?.email ?? null;
  }
  return call;
}

type TryResult = 'signed-in' | 'wrong' | 'other';

/**
 * The audit log's entries for better-auth's answer, and what the try turned out to be for the
 * throttle: a whole sign-in, a wrong guess, or neither.
 */
async function auditAnswer(
  deps: SignInDeps,
  request: FastifyRequest,
  call: AuthCall,
  answer: { status: number; body: unknown; ending: { userId: string; sessionId: string } | null },
): Promise<TryResult> {
  const { endpoint, email, signingInUser, staff, pending } = call;
  const ok = answer.status === 200;
  const errorCode = ok ? undefined : (answer.body as { code?: string } | null)?.code;
  const entry = (action: AuditEntry['action'], extra: Partial<AuditEntry> = {}) =>
    appendAudit(deps.db, { actorId: null, ip: request.ip, action, target: null, ...extra });

  let result: TryResult = 'other';
  if (endpoint === '/sign-in/email' && email) {
    // The password was right but the code is still to come: no session yet, no 'login'.
    const asked = ok && (answer.body as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
    result = ok ? (asked ? 'other' : 'signed-in') : 'wrong';
    await entry(ok ? (asked ? 'login.2fa-asked' : 'login') : 'login.failed', {
      actorId: signingInUser?.id ?? null,
      target: emailTarget(email),
      ...(ok ? {} : { after: { status: answer.status } }),
    });
  }
  if (endpoint.startsWith('/two-factor/verify-') && pending) {
    const step = endpoint === '/two-factor/verify-totp' ? 'code' : 'backup-code';
    if (ok) {
      result = 'signed-in';
      await entry('login', {
        actorId: pending.id,
        target: emailTarget(pending.email),
        after: { step },
      });
    } else if (errorCode && WRONG_GUESS_CODES.has(errorCode)) {
      result = 'wrong';
      await entry('login.2fa-failed', {
        actorId: pending.id,
        target: emailTarget(pending.email),
        after: { status: answer.status, step },
      });
    }
  }
  if (staff && errorCode === 'INVALID_PASSWORD') {
    // A wrong password is a wrong password, whichever form it was typed in.
    result = 'wrong';
    await entry('login.failed', {
      actorId: staff.user.id,
      target: emailTarget(staff.user.email),
      after: { status: answer.status, step: endpoint.slice(1) },
    });
  }
  const confirmed =
    ok && staff && endpoint === '/two-factor/verify-totp' && !staff.user.twoFactorEnabled;
  if (staff && (confirmed || (ok && endpoint === '/two-factor/disable'))) {
    await entry(confirmed ? '2fa.enable' : '2fa.disable', {
      actorId: staff.user.id,
      target: staffTarget(staff.user.id),
      before: { twoFactorEnabled: !confirmed },
      after: { twoFactorEnabled: confirmed },
    });
  }
  if (answer.ending && ok) {
    await entry('logout', {
      actorId: answer.ending.userId,
      target: sessionTarget(answer.ending.sessionId),
    });
  }
  return result;
}

/**
 * One of the console's better-auth calls, passed on and answered: the try reserved with the
 * throttle before its password or code is checked (429 when it must wait), better-auth's answer
 * audited, the try settled, a device cookie after a whole sign-in, and the answer in the API's
 * words without its tokens.
 */
export async function passAuthCall(
  deps: SignInDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  { url, endpoint }: { url: URL; endpoint: string },
) {
  const call = await readAuthCall(deps, request, reply, endpoint);
  if (endpoint === '/two-factor/disable' && call.staff?.user.role === 'owner') {
    return reply.code(403).send(errorBody(403, OWNER_KEEPS_TWO_FACTOR));
  }
  // The account whose password or code this call checks, when it checks one.
  const account = call.signingInUser ?? call.staff?.user ?? call.pending;
  // Counted before the check, so parallel guesses cannot all pass it (throttle.ts).
  let attemptId: string | null = null;
  if (call.email) {
    const reserved = await reserveSignInAttempt(
      deps.db,
      signInKey(deps, request, call.email, account),
    );
    if (reserved.throttled) {
      void reply.header('retry-after', String(reserved.throttled.retryAfterSeconds));
      return reply.code(429).send(errorBody(429, reserved.throttled.message));
    }
    attemptId = reserved.attemptId;
  }
  const ending =
    endpoint === '/sign-out'
      ? await deps.auth.api.getSession({
          headers: webHeaders(request),
          query: { disableRefresh: true },
        })
      : null;

  const headers = webHeaders(request);
  if (request.method === 'POST') headers.set('content-type', 'application/json');
  // A code already taken goes no further: answered as better-auth answers a wrong one.
  const used =
    endpoint === '/two-factor/verify-totp' &&
    account !== undefined &&
    (await takeTotpCode(
      deps.db,
      (await deps.auth.$context).secretConfig,
      account.id,
      (call.body as { code: string }).code,
    )) === 'used';
  const response = used
    ? Response.json({ code: 'CODE_USED' }, { status: 401 })
    : await deps.auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(request.method === 'POST' ? { body: JSON.stringify(call.body) } : {}),
        }),
      );
  const answer = parseJson(await response.text());
  const result = await auditAnswer(deps, request, call, {
    status: response.status,
    body: answer,
    ending: ending && { userId: ending.user.id, sessionId: ending.session.id },
  });

  if (attemptId) await settleSignInAttempt(deps.db, attemptId, result);
  // A whole sign-in: this browser is known to the account from now on (device-cookie.ts).
  if (result === 'signed-in' && account) {
    setDeviceCookie(reply, deps.auth.options.secret, deps.publicUrl, account.id);
  }

  copyHeaders(response.headers, reply);
  const errorCode =
    response.status === 200 ? undefined : (answer as { code?: string } | null)?.code;
  // A wrong code while turning it on is a form's error, not "your session has ended" (401).
  const status = call.staff && response.status === 401 && errorCode ? 400 : response.status;
  reply.code(status);
  if (response.status >= 400) {
    const error = (answer ?? {}) as { code?: string; message?: string };
    const message =
      (error.code && AUTH_MESSAGES[error.code]) ??
      error.message ??
      'The request could not be completed.';
    return reply.send(errorBody(status, message));
  }
  return reply.send(withoutTokens(answer));
}
