/**
 * Signing in to the console in API tests (issue 14): an account of a role, created as the command
 * line does and joined through its one-time link, and the session cookie it got. `consoleCall`
 * makes a request as the console in the browser does: same Origin, JSON.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '#domain/schemas/staff.ts';
import { addStaff } from '#server/staff/service.ts';
import type { TestApp } from './test-app.ts';

export const CONSOLE_ORIGIN = 'https://villas.test';
const PASSWORD = 'lagoon heron mango';

let counter = 0;

export interface ConsoleSession {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** `__Host-villa-console=…`, for the Cookie header. */
  cookie: string;
}

function sessionCookie(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = (Array.isArray(raw) ? raw : [raw]).filter(Boolean) as string[];
  const session = list.find((c) => c.includes('villa-console='));
  if (!session) throw new Error(`No session cookie in the answer (${res.statusCode}): ${res.body}`);
  return session.split(';')[0] ?? '';
}

/** A new account of this role, signed in. */
export async function signedInAs(
  t: TestApp,
  role: StaffRole,
  person: { name?: string; email?: string } = {},
): Promise<ConsoleSession> {
  counter += 1;
  const email = person.email ?? `${role}${counter}@villas.test`;
  const name = person.name ?? `${role[0]?.toUpperCase()}${role.slice(1)} ${counter}`;
  const { user, link } = await addStaff(
    t.database.db,
    { id: null, name: 'test', ip: null },
    { email, name, role },
    t.config.publicUrl,
  );
  const token = new URL(link.url).searchParams.get('token') ?? '';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/console/invite',
    payload: { token, name, password: PASSWORD },
    headers: { origin: CONSOLE_ORIGIN },
  });
  if (res.statusCode !== 201) throw new Error(`Joining failed (${res.statusCode}): ${res.body}`);
  return { id: user.id, email, name, role, cookie: sessionCookie(res) };
}

/** A console request as the browser sends it: the session's cookie, same Origin, JSON body. */
export function consoleCall(
  t: TestApp,
  session: ConsoleSession | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const write = method !== 'GET';
  return t.app.inject({
    method,
    url,
    headers: {
      ...headers,
      ...(session ? { cookie: session.cookie } : {}),
      ...(write ? { origin: CONSOLE_ORIGIN } : {}),
    },
    ...(write ? { payload: payload ?? {} } : {}),
  });
}
