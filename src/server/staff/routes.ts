/**
 * The console's account API under /api/console (issue 14 §2-3): better-auth's sign-in, sign-out,
 * session and second factor (mounted as its Fastify integration shows: a catch-all route turning
 * the request into a Web Request), the owner's setup, the person's own sessions, and the owner's
 * staff list.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '#domain/schemas/common.ts';
import {
  inviteBodySchema,
  linkValidSchema,
  meSchema,
  sessionIdParamsSchema,
  setupBodySchema,
  setupQuerySchema,
  signInBodySchema,
  staffCreateSchema,
  staffIdParamsSchema,
  staffInvitedSchema,
  staffMemberSchema,
  staffPatchSchema,
  staffSessionSchema,
  twoFactorCodeSchema,
  twoFactorPasswordSchema,
} from '#domain/schemas/staff.ts';
import { errorBody, HttpError, invalidBody, routeNotFound } from '../errors.ts';
import { appendAudit, emailTarget, sessionTarget, staffTarget, type AuditEntry } from './audit.ts';
import { AUTH_BASE_PATH, twoFactorCookieName } from './auth.ts';
import { setDeviceCookie, trustedDevice } from './device-cookie.ts';
import {
  ALL_ROLES,
  currentStaff,
  requireStaff,
  signedIn,
  webHeaders,
  type StaffContext,
} from './guard.ts';
import {
  acceptPasswordLink,
  checkPasswordLink,
  checkSetupLink,
  endOwnSession,
  findStaffByEmail,
  inviteStaff,
  listSessions,
  listStaff,
  setupOwner,
  staffMember,
  updateStaff,
  type StaffUser,
} from './service.ts';
import {
  recordSignIn,
  reserveSignInAttempt,
  settleSignInAttempt,
  type SignInKey,
} from './throttle.ts';
import {
  OWNER_KEEPS_TWO_FACTOR,
  pendingSignInUser,
  TWO_FACTOR_MESSAGES,
  WRONG_GUESS_CODES,
} from './two-factor.ts';

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

const me = (user: Pick<StaffUser, 'id' | 'name' | 'email' | 'role' | 'twoFactorEnabled'>) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  twoFactorEnabled: user.twoFactorEnabled,
});

/** The sign-in's e-mail and password, checked (400 otherwise); nothing else is passed on. */
function signInBody(body: unknown) {
  const parsed = signInBodySchema.safeParse(body ?? {});
  if (!parsed.success) throw invalidBody(parsed.error.issues, body);
  return parsed.data;
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

export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, staffAuth: auth, config } = app;
  const ip = (request: FastifyRequest) => request.ip;
  // The device cookies are signed with the sessions' key (decision 057).
  const secret = auth.options.secret;

  /** Who tries to sign in to `user`'s account (or to an unknown `email`), from where and what. */
  const signInKey = (request: FastifyRequest, email: string, user?: { id: string }): SignInKey => ({
    account: email.toLowerCase(),
    ip: ip(request),
    device: user ? trustedDevice(request, secret, config.publicUrl, user.id) : null,
  });

  /** Signs the person in through better-auth and puts its session cookie on the reply. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: StaffUser,
    password: string,
  ) {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: user.email, password },
      headers: webHeaders(request),
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) void reply.header('set-cookie', cookie);
    // A new password for an account with a second factor: the code is still asked, at sign-in.
    const asked = 'twoFactorRedirect' in response && response.twoFactorRedirect === true;
    if (!asked) {
      await recordSignIn(db, signInKey(request, user.email, user));
      setDeviceCookie(reply, secret, config.publicUrl, user.id);
    }
    await appendAudit(db, {
      actorId: user.id,
      ip: ip(request),
      action: asked ? 'login.2fa-asked' : 'login',
      target: emailTarget(user.email),
    });
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    config: { signedOut: true },
    schema: { hide: true },
    handler: async (request, reply) => {
      const url = new URL(request.url, config.publicUrl);
      const endpoint = url.pathname.slice(AUTH_BASE_PATH.length).replace(/\/$/, '');
      if (!AUTH_ENDPOINTS.has(`${request.method} ${endpoint}`)) {
        return reply.code(404).send(routeNotFound(request.method, request.url));
      }
      const signingIn = endpoint === '/sign-in/email';
      const twoFactorCall = endpoint.startsWith('/two-factor/');
      const verifying = endpoint.startsWith('/two-factor/verify-');
      let body: unknown = request.body ?? {};
      let email: string | null = null;
      let signingInUser: StaffUser | undefined;
      if (signingIn) {
        const credentials = signInBody(request.body);
        body = credentials;
        email = credentials.email;
        signingInUser = await findStaffByEmail(db, email);
      }
      // A second-factor call is for the signed-in person, or (a code typed after the password)
      // for the account whose sign-in waits for it.
      let staff: StaffContext | null = null;
      let pending: StaffUser | undefined;
      if (twoFactorCall) {
        body = twoFactorBody(endpoint, request.body);
        // Turning it on or off needs a whole session: currentStaff answers 401 without one.
        staff = verifying
          ? await staffOrNobody(request, reply)
          : await currentStaff(request, reply);
        if (!staff) {
          pending = await pendingSignInUser(
            db,
            request.headers.cookie,
            twoFactorCookieName(config.publicUrl),
          );
        }
        if (endpoint === '/two-factor/disable' && staff?.user.role === 'owner') {
          return reply.code(403).send(errorBody(403, OWNER_KEEPS_TWO_FACTOR));
        }
        email = staff?.user.email ?? pending?.email ?? null;
      }
      // The account whose password or code this call checks, when it checks one.
      const account = signingInUser ?? staff?.user ?? pending;
      // Counted before the check, so parallel guesses cannot all pass it (throttle.ts).
      let attemptId: string | null = null;
      if (email) {
        const reserved = await reserveSignInAttempt(db, signInKey(request, email, account));
        if (reserved.throttled) {
          void reply.header('retry-after', String(reserved.throttled.retryAfterSeconds));
          return reply.code(429).send(errorBody(429, reserved.throttled.message));
        }
        attemptId = reserved.attemptId;
      }
      const ending =
        endpoint === '/sign-out'
          ? await auth.api.getSession({
              headers: webHeaders(request),
              query: { disableRefresh: true },
            })
          : null;

      const headers = webHeaders(request);
      if (request.method === 'POST') headers.set('content-type', 'application/json');
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(request.method === 'POST' ? { body: JSON.stringify(body) } : {}),
        }),
      );
      const text = await response.text();
      const answer = parseJson(text);
      const ok = response.status === 200;
      const errorCode = ok ? undefined : (answer as { code?: string } | null)?.code;
      const entry = (action: AuditEntry['action'], extra: Partial<AuditEntry> = {}) =>
        appendAudit(db, { actorId: null, ip: ip(request), action, target: null, ...extra });

      // What the try turned out to be, for the throttle: a whole sign-in, a wrong guess, neither.
      let result: 'signed-in' | 'wrong' | 'other' = 'other';
      if (signingIn && email) {
        // The password was right but the code is still to come: no session yet, no 'login'.
        const asked = ok && (answer as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
        result = ok ? (asked ? 'other' : 'signed-in') : 'wrong';
        await entry(ok ? (asked ? 'login.2fa-asked' : 'login') : 'login.failed', {
          actorId: signingInUser?.id ?? null,
          target: emailTarget(email),
          ...(ok ? {} : { after: { status: response.status } }),
        });
      }
      if (verifying && pending) {
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
            after: { status: response.status, step },
          });
        }
      }
      if (staff && errorCode === 'INVALID_PASSWORD') {
        // A wrong password is a wrong password, whichever form it was typed in.
        result = 'wrong';
        await entry('login.failed', {
          actorId: staff.user.id,
          target: emailTarget(staff.user.email),
          after: { status: response.status, step: endpoint.slice(1) },
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
      if (ending && ok) {
        await entry('logout', {
          actorId: ending.user.id,
          target: sessionTarget(ending.session.id),
        });
      }

      if (attemptId) await settleSignInAttempt(db, attemptId, result);
      // A whole sign-in: this browser is known to the account from now on (device-cookie.ts).
      if (result === 'signed-in' && account) {
        setDeviceCookie(reply, secret, config.publicUrl, account.id);
      }

      copyHeaders(response.headers, reply);
      // A wrong code while turning it on is a form's error, not "your session has ended" (401).
      const status = staff && response.status === 401 && errorCode ? 400 : response.status;
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
    },
  });

  app.get(
    '/setup',
    {
      config: { signedOut: true },
      schema: {
        hide: true,
        querystring: setupQuerySchema,
        response: { 200: linkValidSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await checkSetupLink(db, request.query.token);
      return { valid: true as const };
    },
  );

  app.post(
    '/setup',
    {
      config: { signedOut: true },
      schema: {
        hide: true,
        body: setupBodySchema,
        response: { 201: meSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await setupOwner(db, request.body, ip(request));
      await signIn(request, reply, user, request.body.password);
      return reply.code(201).send(me(user));
    },
  );

  /** Who a set-password link is for, so the page can greet them (an addition to the contract). */
  app.get(
    '/invite',
    {
      config: { signedOut: true },
      schema: {
        hide: true,
        querystring: setupQuerySchema,
        response: {
          200: z.object({ valid: z.literal(true), name: z.string(), email: z.string() }),
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const user = await checkPasswordLink(db, request.query.token);
      return { valid: true as const, name: user.name, email: user.email };
    },
  );

  app.post(
    '/invite',
    {
      config: { signedOut: true },
      schema: {
        hide: true,
        body: inviteBodySchema,
        response: { 201: meSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await acceptPasswordLink(db, request.body, ip(request));
      await signIn(request, reply, user, request.body.password);
      return reply.code(201).send(me(user));
    },
  );

  app.get(
    '/me',
    {
      preHandler: requireStaff(ALL_ROLES),
      schema: { hide: true, response: { 200: meSchema, 401: errorSchema } },
    },
    async (request) => me(signedIn(request).user),
  );

  app.get(
    '/sessions',
    {
      preHandler: requireStaff(ALL_ROLES),
      schema: { hide: true, response: { 200: z.array(staffSessionSchema), 401: errorSchema } },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      return listSessions(db, user.id, session.id);
    },
  );

  app.delete(
    '/sessions/:id',
    {
      preHandler: requireStaff(ALL_ROLES),
      schema: {
        hide: true,
        params: sessionIdParamsSchema,
        response: { 204: z.null(), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      await endOwnSession(db, { id: user.id, name: user.name, ip: ip(request) }, request.params.id);
      return reply.code(204).send(null);
    },
  );

  const owner = requireStaff(['owner']);
  const actor = (request: FastifyRequest) => {
    const { user } = signedIn(request);
    return { id: user.id, name: user.name, ip: ip(request) };
  };

  app.get(
    '/staff',
    {
      preHandler: owner,
      schema: {
        hide: true,
        response: { 200: z.array(staffMemberSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => listStaff(db),
  );

  app.post(
    '/staff',
    {
      preHandler: owner,
      schema: {
        hide: true,
        body: staffCreateSchema,
        response: {
          201: staffInvitedSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const invited = await inviteStaff(db, actor(request), request.body, config.publicUrl);
      app.jobs.kickMail();
      return reply.code(201).send(invited);
    },
  );

  app.patch(
    '/staff/:id',
    {
      preHandler: owner,
      schema: {
        hide: true,
        params: staffIdParamsSchema,
        body: staffPatchSchema,
        response: {
          200: staffMemberSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const user = await updateStaff(db, actor(request), request.params.id, request.body);
      const members = await listStaff(db);
      return members.find((m) => m.id === user.id) ?? staffMember(user, false);
    },
  );
};
