/**
 * The console's gate (issue 14 §2-3): `requireStaff(roles)`, declared as a route's preHandler and
 * run first of all its hooks (`guardFirst`), admits a signed-in, enabled account of one of the
 * roles (401 without a session, 403 for another role), and
 * `consoleRequestChecks` refuses a state-changing request from another origin (CSRF, 403) or with a
 * body that is not JSON (415).
 */
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { StaffRole } from '#domain/schemas/staff.ts';
import { HttpError, unauthorized } from '#server/plugins/errors.ts';
import { ABSOLUTE_LIFETIME_MS, CLIENT_IP_HEADER, IDLE_TIMEOUT_SECONDS } from './auth.ts';
import { deleteSession } from './repository.ts';

export interface StaffContext {
  user: { id: string; name: string; email: string; role: StaffRole; twoFactorEnabled: boolean };
  session: { id: string; createdAt: Date };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes a multipart/form-data body (a photo's upload) instead of JSON; its Origin is
     * checked all the same (decision 044).
     */
    multipartBody?: boolean;
  }
}

export const ALL_ROLES: readonly StaffRole[] = ['owner', 'manager', 'housekeeping'];

/** The request's headers as a Web Headers, the client's address in the one header we trust. */
export function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(key, one);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

const SIGN_IN = 'Please sign in to the console.';
const ENDED = 'Your session has ended. Please sign in again.';

/** The signed-in account, its session moved on as better-auth does (the cookie renewed on reply). */
export async function currentStaff(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<StaffContext> {
  const auth = request.server.staffAuth;
  const { headers, response } = await auth.api.getSession({
    headers: webHeaders(request),
    returnHeaders: true,
  });
  for (const cookie of headers.getSetCookie()) void reply.header('set-cookie', cookie);
  if (!response) throw unauthorized(SIGN_IN);
  const { session, user } = response;
  const now = Date.now();
  const idle = now - new Date(session.updatedAt).getTime() > IDLE_TIMEOUT_SECONDS * 1000;
  const tooOld = now - new Date(session.createdAt).getTime() > ABSOLUTE_LIFETIME_MS;
  if (user.disabled || idle || tooOld) {
    await deleteSession(request.server.db, session.id);
    throw unauthorized(user.disabled ? 'This account is disabled.' : ENDED);
  }
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role as StaffRole,
      twoFactorEnabled: user.twoFactorEnabled === true,
    },
    session: { id: session.id, createdAt: new Date(session.createdAt) },
  };
}

/** The account requireStaff admitted, in a handler behind it. */
export function signedIn(request: FastifyRequest): StaffContext {
  if (!request.staff) throw unauthorized(SIGN_IN);
  return request.staff;
}

/** Who made a change, as the audit log records it: the signed-in account and its address. */
export function staffActor(request: FastifyRequest): { id: string; name: string; ip: string } {
  const { user } = signedIn(request);
  return { id: user.id, name: user.name, ip: request.ip };
}

/** A hook that admits some roles, and says which: the console's API reads them (console/api.ts). */
export type StaffGuard = preHandlerAsyncHookHandler & { readonly staffRoles: readonly StaffRole[] };

/** A preHandler: the route admits these roles only (issue 14 §3). */
export function requireStaff(roles: readonly StaffRole[]): StaffGuard {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const staff = await currentStaff(request, reply);
    if (!roles.includes(staff.user.role)) {
      throw new HttpError(
        403,
        `This is for the ${roles.join(' or ')} of the console; your account is ${staff.user.role}.`,
      );
    }
    request.staff = staff;
  };
  return Object.assign(guard, { staffRoles: roles });
}

const isGuard = (handler: unknown): handler is StaffGuard =>
  typeof handler === 'function' && 'staffRoles' in handler;
const listOf = (hooks: unknown): unknown[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Moves a route's staff guard from its preHandler to its onRequest hooks, so the session and the
 * role are judged before Fastify reads and validates the request's address, query and body
 * (preValidation, which runs before preHandler): a stranger gets 401, and a role the route does
 * not admit 403, never a 400 naming the fields it wants (issue 36 §4, decision 119). Called for
 * every console route by consoleApi's onRoute hook, so the routes keep declaring their roles
 * where they are read. Resolves to the roles the route admits, or null without a guard.
 */
export function guardFirst(route: {
  preHandler?: unknown;
  onRequest?: unknown;
}): readonly StaffRole[] | null {
  const onRequest = listOf(route.onRequest);
  // A GET's HEAD twin comes with the hooks already moved.
  const moved = onRequest.find(isGuard);
  if (moved) return moved.staffRoles;
  const preHandler = listOf(route.preHandler);
  const guard = preHandler.find(isGuard);
  if (!guard) return null;
  route.preHandler = preHandler.filter((handler) => handler !== guard);
  route.onRequest = [...onRequest, guard];
  return guard.staffRoles;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * For every state-changing console request: same origin as PUBLIC_URL, and JSON or no body (or a
 * multipart body, on a route that says it takes one).
 */
export function consoleRequestChecks(publicUrl: string): onRequestHookHandler {
  const origin = new URL(publicUrl).origin;
  return (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (request.headers.origin !== origin) {
      return done(
        new HttpError(
          403,
          `This request must come from the console at ${origin}; please open it there.`,
        ),
      );
    }
    const type = request.headers['content-type'];
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 ||
      request.headers['transfer-encoding'] !== undefined;
    const json = type !== undefined && /^application\/json\s*(;|$)/i.test(type);
    const multipart =
      request.routeOptions.config.multipartBody === true &&
      type !== undefined &&
      /^multipart\/form-data\s*;/i.test(type);
    if (multipart) return done();
    if ((type !== undefined && !json) || (hasBody && !json)) {
      return done(
        new HttpError(415, 'Send the request body as JSON with Content-Type: application/json.'),
      );
    }
    done();
  };
}
