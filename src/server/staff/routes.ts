/**
 * The console's account API under /api/console (issue 14 §2-3): better-auth's sign-in, sign-out
 * and session (mounted as its Fastify integration shows: a catch-all route turning the request into
 * a Web Request), the owner's setup, the person's own sessions, and the owner's staff list.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../domain/schemas/common.ts';
import {
  inviteBodySchema,
  linkValidSchema,
  meSchema,
  sessionIdParamsSchema,
  setupBodySchema,
  setupQuerySchema,
  staffCreateSchema,
  staffIdParamsSchema,
  staffInvitedSchema,
  staffMemberSchema,
  staffPatchSchema,
  staffSessionSchema,
} from '../../domain/schemas/staff.ts';
import { errorBody, routeNotFound } from '../errors.ts';
import { appendAudit, emailTarget, sessionTarget } from './audit.ts';
import { AUTH_BASE_PATH } from './auth.ts';
import { ALL_ROLES, requireStaff, signedIn, webHeaders } from './guard.ts';
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
import { signInThrottle } from './throttle.ts';

/** The better-auth endpoints the console uses; the rest of its API stays closed. */
const AUTH_ENDPOINTS = new Set(['POST /sign-in/email', 'POST /sign-out', 'GET /get-session']);

/** better-auth's messages, in the API's words. */
const AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'The e-mail address or the password is not right.',
};

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

const me = (user: Pick<StaffUser, 'id' | 'name' | 'email' | 'role'>) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
});

const signInEmail = (body: unknown) => {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
};

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

  /** Signs the person in through better-auth and puts its session cookie on the reply. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: StaffUser,
    password: string,
  ) {
    const { headers } = await auth.api.signInEmail({
      body: { email: user.email, password },
      headers: webHeaders(request),
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) void reply.header('set-cookie', cookie);
    await appendAudit(db, {
      actorId: user.id,
      ip: ip(request),
      action: 'login',
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
      const email = endpoint === '/sign-in/email' ? signInEmail(request.body) : null;
      if (email) {
        const throttled = await signInThrottle(db, email, ip(request));
        if (throttled) {
          void reply.header('retry-after', String(throttled.retryAfterSeconds));
          return reply.code(429).send(errorBody(429, throttled.message));
        }
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
          ...(request.method === 'POST' ? { body: JSON.stringify(request.body ?? {}) } : {}),
        }),
      );
      const text = await response.text();
      const body = parseJson(text);

      if (email) {
        const user = await findStaffByEmail(db, email);
        const ok = response.status === 200;
        await appendAudit(db, {
          actorId: user?.id ?? null,
          ip: ip(request),
          action: ok ? 'login' : 'login.failed',
          target: emailTarget(email),
          ...(ok ? {} : { after: { status: response.status } }),
        });
      }
      if (ending && response.status === 200) {
        await appendAudit(db, {
          actorId: ending.user.id,
          ip: ip(request),
          action: 'logout',
          target: sessionTarget(ending.session.id),
        });
      }

      copyHeaders(response.headers, reply);
      reply.code(response.status);
      if (response.status >= 400) {
        const error = (body ?? {}) as { code?: string; message?: string };
        const message =
          (error.code && AUTH_MESSAGES[error.code]) ??
          error.message ??
          'The request could not be completed.';
        return reply.send(errorBody(response.status, message));
      }
      return reply.send(withoutTokens(body));
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
