import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  databaseForEachTest,
  engines,
  type TestApp,
} from '#tests/helpers/test-app.ts';
import {
  auditLog,
  outbox,
  signInAttempts,
  staffSessions,
  staffUsers,
  staffVerifications,
} from '../db/schema.ts';
import { renderMail } from '../mail/render.ts';
import type { MailContent } from '../mail/templates/index.ts';
import { addStaff, setupLinkIfNoStaff } from './service.ts';

const ORIGIN = 'https://villas.test';
const linkUrl = (link: { url: string } | null) => link?.url ?? '';
interface Answer {
  message: string;
  token?: string;
  id: string;
  inviteUrl: string;
  user: { email: string };
  session: { token?: string };
}
const OWNER = { name: 'Nadia Perera', email: 'owner@villas.test', password: 'lagoon heron mango' };

describe.each(engines)('console accounts on %s', (engine) => {
  let t: TestApp;
  const fresh = databaseForEachTest(engine);
  beforeEach(async () => {
    t = await createTestApp(engine, { seed: false, database: await fresh.emptied() });
  });
  afterEach(async () => {
    await t.close();
  });

  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
  const cookieOf = (res: { headers: Record<string, unknown> }) => {
    const raw = res.headers['set-cookie'];
    const list = (Array.isArray(raw) ? raw : [raw]).filter(Boolean) as string[];
    const session = list.find((c) => c.startsWith('__Host-villa-console='));
    return session?.split(';')[0] ?? '';
  };
  const post = (url: string, payload: unknown, cookie = '', ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { origin: ORIGIN, cookie },
      remoteAddress: ip,
    });
  const get = (url: string, cookie = '') =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  async function setupOwner() {
    const link = await setupLinkIfNoStaff(t.database.db, t.config.publicUrl);
    const res = await post('/api/console/setup', { token: tokenOf(linkUrl(link)), ...OWNER });
    expect(res.statusCode).toBe(201);
    return cookieOf(res);
  }

  async function addMember(
    email: string,
    role: 'owner' | 'manager' | 'housekeeping',
    password = 'teal pepper kayak',
  ) {
    const { link } = await addStaff(
      t.database.db,
      { id: null, name: 'cli', ip: null },
      { email, name: role, role },
      t.config.publicUrl,
    );
    const res = await post('/api/console/invite', {
      token: tokenOf(link.url),
      name: 'Ravi',
      password,
    });
    expect(res.statusCode).toBe(201);
    return cookieOf(res);
  }

  const signIn = (email: string, password: string, ip = '10.0.0.1') =>
    post('/api/console/auth/sign-in/email', { email, password }, '', ip);

  const actions = async () =>
    (await t.database.db.select().from(auditLog).orderBy(auditLog.at)).map((r) => r.action);

  it('creates the owner once from the setup link and signs them in with a __Host- cookie', async () => {
    const link = await setupLinkIfNoStaff(t.database.db, t.config.publicUrl);
    expect(linkUrl(link)).toMatch(/^https:\/\/villas\.test\/console\/setup\?token=/);
    const token = tokenOf(linkUrl(link));
    expect((await get(`/api/console/setup?token=${token}`)).json()).toEqual({ valid: true });

    const res = await post('/api/console/setup', { token, ...OWNER });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: OWNER.name, email: OWNER.email, role: 'owner' });
    expect(res.headers['cache-control']).toBe('no-store');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/__Host-villa-console=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);

    const me = await get('/api/console/me', cookieOf(res));
    expect(me.json()).toMatchObject({ email: OWNER.email, role: 'owner' });

    // Used once: the link is gone, and a second owner is refused.
    expect((await get(`/api/console/setup?token=${token}`)).statusCode).toBe(404);
    const again = await post('/api/console/setup', { token, ...OWNER, email: 'x@villas.test' });
    expect(again.statusCode).toBe(409);
    expect(await actions()).toEqual(expect.arrayContaining(['setup', 'login']));
  });

  it('refuses a setup link older than 24 hours', async () => {
    const link = await setupLinkIfNoStaff(t.database.db, t.config.publicUrl);
    await t.database.db
      .update(staffVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    const token = tokenOf(linkUrl(link));
    expect((await get(`/api/console/setup?token=${token}`)).statusCode).toBe(404);
    const res = await post('/api/console/setup', { token, ...OWNER });
    expect(res.statusCode).toBe(404);
    expect(res.json<Answer>().message).toMatch(/expired/);
  });

  it('refuses a common password with a clear message', async () => {
    const link = await setupLinkIfNoStaff(t.database.db, t.config.publicUrl);
    const res = await post('/api/console/setup', {
      token: tokenOf(linkUrl(link)),
      ...OWNER,
      password: 'Password1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Answer>().message).toMatch(/most common/);
    const short = await post('/api/console/setup', {
      token: tokenOf(linkUrl(link)),
      ...OWNER,
      password: 'abc',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<Answer>().message).toMatch(/at least 8 characters/);
    expect(await t.database.db.select().from(staffUsers)).toHaveLength(0);
  });

  it('signs in and out; a wrong password is a 401 and an audit entry', async () => {
    await setupOwner();
    const wrong = await signIn(OWNER.email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<Answer>().message).toBe('The e-mail address or the password is not right.');
    expect(await actions()).toContain('login.failed');

    const first = await signIn(OWNER.email, OWNER.password);
    const second = await signIn(OWNER.email, OWNER.password);
    expect(first.statusCode).toBe(200);
    expect(first.json<Answer>().token).toBeUndefined();
    expect(cookieOf(first)).not.toBe(cookieOf(second)); // a new session on every login
    const cookie = cookieOf(first);
    const session = await get('/api/console/auth/get-session', cookie);
    expect(session.json<Answer>().user.email).toBe(OWNER.email);
    expect(session.json<Answer>().session.token).toBeUndefined();

    const anonymous = await get('/api/console/auth/get-session');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toBeNull();
    expect((await get('/api/console/auth/list-sessions', cookie)).statusCode).toBe(404);

    const out = await post('/api/console/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect((await get('/api/console/me', cookie)).statusCode).toBe(401);
    expect(await actions()).toContain('logout');
  });

  it('throttles per account and address and per address, while the owner signs in from elsewhere', async () => {
    await setupOwner();
    for (let i = 0; i < 5; i++) {
      expect((await signIn(OWNER.email, `guess number ${i}`, '203.0.113.9')).statusCode).toBe(401);
    }
    const throttled = await signIn(OWNER.email, OWNER.password, '203.0.113.9');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json<Answer>().message).toMatch(
      /Too many failed sign-ins .* Please wait \d+ seconds/,
    );
    expect(throttled.headers['retry-after']).toBeDefined();

    expect((await signIn(OWNER.email, OWNER.password, '198.51.100.7')).statusCode).toBe(200);

    // One address trying many accounts.
    for (let i = 0; i < 20; i++) {
      await signIn(`someone${i}@villas.test`, 'a guessed password', '203.0.113.50');
    }
    const byAddress = await signIn('another@villas.test', 'a guessed password', '203.0.113.50');
    expect(byAddress.statusCode).toBe(429);
    expect(byAddress.json<Answer>().message).toMatch(/from your address/);
  });

  it('answers a control character in an e-mail address or password with a 400, writing nothing (issue 23 §1.5)', async () => {
    const link = await setupLinkIfNoStaff(t.database.db, t.config.publicUrl);
    const token = tokenOf(linkUrl(link));
    for (const field of [{ email: 'owner\u0000@villas.test' }, { password: 'lagoon\u0000heron' }]) {
      const refused = await post('/api/console/setup', { token, ...OWNER, ...field });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<Answer>().message).toMatch(
        /^Please check the request body: (email|password) must be one line of text without control characters\.$/,
      );
    }
    expect(await t.database.db.select().from(staffUsers)).toHaveLength(0);
    await post('/api/console/setup', { token, ...OWNER });
    const rows = async () =>
      (await t.database.db.select().from(auditLog)).length +
      (await t.database.db.select().from(signInAttempts)).length;
    const before = await rows();

    for (const body of [
      { email: 'owner@villas.test\u0000', password: OWNER.password },
      { email: '\u0000', password: 'x' },
      { email: 'owner@villas.test', password: `${OWNER.password}\u0000` },
      { email: 'owner@villas.test', password: 'lagoon\theron mango' },
      { email: 'owner@villas.test', password: 'lagoon\u007fheron' },
      { email: 'owner@villas.test' },
      { email: 42, password: OWNER.password },
    ]) {
      const res = await signIn(body.email as string, body.password as string);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<Answer>().message).toMatch(
        /^Please check the request body: (email|password) /,
      );
    }
    expect(await rows()).toBe(before);

    const { link: invite } = await addStaff(
      t.database.db,
      { id: null, name: 'cli', ip: null },
      { email: 'maya@villas.test', name: 'Maya', role: 'manager' },
      t.config.publicUrl,
    );
    const accepted = await post('/api/console/invite', {
      token: tokenOf(invite.url),
      name: 'Maya',
      password: 'river\u0000stone cinnamon',
    });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json<Answer>().message).toMatch(/password must be one line of text/);
    const invited = await post(
      '/api/console/staff',
      { email: 'ravi\u0000@villas.test', name: 'Ravi', role: 'manager' },
      cookieOf(await signIn(OWNER.email, OWNER.password)),
    );
    expect(invited.statusCode).toBe(400);
  });

  it('answers simultaneous invitations of one address with one invitation and 409s (issue 23 §1.5)', async () => {
    const owner = await setupOwner();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(
          '/api/console/staff',
          { email: 'maya@villas.test', name: 'Maya', role: 'manager' },
          owner,
        ),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((a) => a.statusCode === 409)) {
      expect(res.json<Answer>().message).toBe(
        'There is already a console account or an invitation for this e-mail address.',
      );
    }
    const maya = await t.database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'maya@villas.test'));
    expect(maya).toHaveLength(1);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'maya@villas.test'));
    expect(mails).toHaveLength(1);
  });

  it('ends a session left idle for 12 hours', async () => {
    const cookie = await setupOwner();
    await t.database.db.update(staffSessions).set({
      updatedAt: sql`now() - interval '13 hours'`,
      expiresAt: sql`now() - interval '1 hour'`,
    });
    expect((await get('/api/console/me', cookie)).statusCode).toBe(401);
  });

  it('ends a session 30 days after it began, however busy', async () => {
    const cookie = await setupOwner();
    await t.database.db.update(staffSessions).set({ createdAt: sql`now() - interval '31 days'` });
    expect((await get('/api/console/me', cookie)).statusCode).toBe(401);
  });

  it("lists and ends a person's own sessions", async () => {
    const cookie = await setupOwner();
    const other = cookieOf(await signIn(OWNER.email, OWNER.password, '198.51.100.7'));
    const list = await get('/api/console/sessions', cookie);
    expect(list.statusCode).toBe(200);
    const sessions = list.json<{ id: string; current: boolean; ipAddress: string }[]>();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const otherSession = sessions.find((s) => !s.current);
    expect(otherSession?.ipAddress).toBe('198.51.100.7');

    const end = await t.app.inject({
      method: 'DELETE',
      url: `/api/console/sessions/${otherSession?.id ?? ''}`,
      headers: { origin: ORIGIN, cookie },
    });
    expect(end.statusCode).toBe(204);
    expect((await get('/api/console/me', other)).statusCode).toBe(401);
    expect((await get('/api/console/me', cookie)).statusCode).toBe(200);
    expect(await actions()).toContain('session.end');
  });

  it('lets the owner invite, change a role and disable a manager, whose session stops at once', async () => {
    const owner = await setupOwner();
    const invited = await post(
      '/api/console/staff',
      { email: 'maya@villas.test', name: 'Maya', role: 'manager' },
      owner,
    );
    expect(invited.statusCode).toBe(201);
    expect(invited.json<Answer>().inviteUrl).toMatch(
      /^https:\/\/villas\.test\/console\/invite\?token=/,
    );
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'maya@villas.test'));
    expect(mail?.template).toBe('staff-invite');
    const rendered = await renderMail({
      template: 'staff-invite',
      props: mail?.props,
    } as MailContent);
    expect(rendered.text).toContain(invited.json<Answer>().inviteUrl);
    const token = tokenOf(invited.json<Answer>().inviteUrl);
    const accepted = await post('/api/console/invite', {
      token,
      name: 'Maya S.',
      password: 'river stone cinnamon',
    });
    expect(accepted.statusCode).toBe(201);
    const manager = cookieOf(accepted);
    expect((await get('/api/console/me', manager)).json()).toMatchObject({ role: 'manager' });

    const id = invited.json<Answer>().id;
    const patch = (body: unknown, cookie = owner) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/console/staff/${id}`,
        payload: body as object,
        headers: { origin: ORIGIN, cookie },
      });
    expect((await patch({ role: 'housekeeping' })).json()).toMatchObject({ role: 'housekeeping' });
    const disabled = await patch({ disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ disabled: true });
    expect((await get('/api/console/me', manager)).statusCode).toBe(401);
    const again = await signIn('maya@villas.test', 'river stone cinnamon');
    expect(again.statusCode).toBe(403);
    expect(await actions()).toEqual(
      expect.arrayContaining(['staff.invite', 'staff.role', 'staff.disable']),
    );

    const [me] = await t.database.db.select().from(staffUsers).where(eq(staffUsers.role, 'owner'));
    const lastOwner = await t.app.inject({
      method: 'PATCH',
      url: `/api/console/staff/${me?.id ?? ''}`,
      payload: { disabled: true },
      headers: { origin: ORIGIN, cookie: owner },
    });
    expect(lastOwner.statusCode).toBe(409);
  });

  it("refuses a change of one's own role or a disabling of oneself, even with another owner", async () => {
    const owner = await setupOwner();
    const second = await addMember('second@villas.test', 'owner');
    expect((await get('/api/console/me', second)).json()).toMatchObject({ role: 'owner' });
    const [me] = await t.database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'second@villas.test'));
    const before = await actions();
    for (const body of [{ role: 'manager' }, { disabled: true }]) {
      const answer = await t.app.inject({
        method: 'PATCH',
        url: `/api/console/staff/${me?.id ?? ''}`,
        payload: body,
        headers: { origin: ORIGIN, cookie: second },
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json<{ message: string }>().message).toContain('your own role');
    }
    expect((await get('/api/console/me', second)).json()).toMatchObject({ role: 'owner' });
    expect(await actions()).toEqual(before);
    // Another owner still may.
    const byOther = await t.app.inject({
      method: 'PATCH',
      url: `/api/console/staff/${me?.id ?? ''}`,
      payload: { role: 'manager' },
      headers: { origin: ORIGIN, cookie: owner },
    });
    expect(byOther.statusCode).toBe(200);
  });

  it('admits each role only where it belongs: 401 without a session, 403 for another role', async () => {
    const owner = await setupOwner();
    const manager = await addMember('m@villas.test', 'manager');
    const housekeeping = await addMember('h@villas.test', 'housekeeping', 'frangipani bells 7');
    const someId = '0123456789abcdef01234567';
    const routes: {
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
      url: string;
      body?: object;
      roles: string[];
    }[] = [
      { method: 'GET', url: '/api/console/me', roles: ['owner', 'manager', 'housekeeping'] },
      { method: 'GET', url: '/api/console/sessions', roles: ['owner', 'manager', 'housekeeping'] },
      {
        method: 'DELETE',
        url: '/api/console/sessions/nope',
        roles: ['owner', 'manager', 'housekeeping'],
      },
      { method: 'GET', url: '/api/console/staff', roles: ['owner'] },
      {
        method: 'POST',
        url: '/api/console/staff',
        body: { email: 'n@villas.test', name: 'N', role: 'manager' },
        roles: ['owner'],
      },
      {
        method: 'PATCH',
        url: `/api/console/staff/${someId}`,
        body: { role: 'manager' },
        roles: ['owner'],
      },
    ];
    const cookies: Record<string, string> = { owner, manager, housekeeping };
    for (const route of routes) {
      const send = (cookie: string) =>
        t.app.inject({
          method: route.method,
          url: route.url,
          ...(route.body ? { payload: route.body } : {}),
          headers: { origin: ORIGIN, cookie },
        });
      expect((await send('')).statusCode, `${route.method} ${route.url} without a session`).toBe(
        401,
      );
      for (const [role, cookie] of Object.entries(cookies)) {
        const status = (await send(cookie)).statusCode;
        if (route.roles.includes(role)) expect(status, `${route.url} as ${role}`).not.toBe(403);
        else expect(status, `${route.url} as ${role}`).toBe(403);
      }
    }
  });

  it('refuses a state-changing request from another origin (403) or not in JSON (415)', async () => {
    const owner = await setupOwner();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/console/staff',
      payload: { email: 'n@villas.test', name: 'N', role: 'manager' },
      headers: { origin: 'https://evil.test', cookie: owner },
    });
    expect(foreign.statusCode).toBe(403);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/console/auth/sign-in/email',
      payload: 'email=owner%40villas.test&password=x',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(form.json<Answer>().message).toMatch(/JSON/);
  });
});

describe('the session cookie on plain http', () => {
  it('is neither __Host- nor Secure when PUBLIC_URL is http', async () => {
    const t = await createTestApp('pglite', {
      seed: false,
      env: { PUBLIC_URL: 'http://localhost:3000' },
    });
    try {
      const link = await setupLinkIfNoStaff(t.database.db, t.config.publicUrl);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/console/setup',
        payload: { token: new URL(linkUrl(link)).searchParams.get('token'), ...OWNER },
        headers: { origin: 'http://localhost:3000' },
      });
      expect(res.statusCode).toBe(201);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/(^|,)\s*villa-console=/);
      expect(cookie).not.toMatch(/__Host-|Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      await t.close();
    }
  });
});
