import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_ORIGIN, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import {
  createTestApp,
  databaseForEachTest,
  engines,
  type TestApp,
} from '#tests/helpers/test-app.ts';
import type { StaffRole } from '#domain/schemas/staff.ts';
import { auditLog, staffSessions, staffTwoFactors, staffUsers } from '../db/schema.ts';
import { totp } from '#tests/helpers/totp.ts';
import { runStaffCommand } from './commands.ts';
import { USED_CODE } from './two-factor.ts';

/** signedInAs's password (tests/helpers/console-session.ts). */
const PASSWORD = 'lagoon heron mango';
const WRONG_CODE = /That code is not right\. Codes change every 30 seconds/;

/** A code the app will not show for the next hours (the server accepts one step either side). */
const staleCode = (uri: string) => totp(uri, 500);

describe.each(engines)('two-step sign-in on %s', (engine) => {
  let t: TestApp;
  const fresh = databaseForEachTest(engine);
  beforeEach(async () => {
    t = await createTestApp(engine, { seed: false, database: await fresh.emptied() });
  });
  afterEach(async () => {
    await t.close();
  });

  const cookieFrom = (res: LightMyRequestResponse, name: string) => {
    const found = res.cookies.find((c) => c.name === name && c.value);
    return found ? `${found.name}=${found.value}` : null;
  };
  const post = (url: string, payload: object, cookie: string | null, ip = '10.0.0.9') =>
    t.app.inject({
      method: 'POST',
      url: `/api/console${url}`,
      payload,
      headers: { origin: CONSOLE_ORIGIN, ...(cookie ? { cookie } : {}) },
      remoteAddress: ip,
    });
  const me = (cookie: string | null) =>
    t.app.inject({
      method: 'GET',
      url: '/api/console/me',
      headers: cookie ? { cookie } : {},
    });
  const audit = async (action: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  const signInPassword = (email: string, ip?: string) =>
    post('/auth/sign-in/email', { email, password: PASSWORD }, null, ip);

  /** Turns the second factor on for `session`: the password, then a first code. */
  async function enable(session: ConsoleSession) {
    const started = await post('/auth/two-factor/enable', { password: PASSWORD }, session.cookie);
    expect(started.statusCode).toBe(200);
    const { totpURI, backupCodes } = started.json<{ totpURI: string; backupCodes: string[] }>();
    const confirmed = await post(
      '/auth/two-factor/verify-totp',
      { code: totp(totpURI) },
      session.cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    const cookie = cookieFrom(confirmed, '__Host-villa-console');
    expect(cookie).not.toBeNull();
    return { uri: totpURI, backupCodes, cookie: cookie ?? '' };
  }

  async function personWithTwoFactor(role: StaffRole) {
    const session = await signedInAs(t, role);
    return { session, ...(await enable(session)) };
  }

  it('turns on with the password and a first code from the app, never before', async () => {
    const session = await signedInAs(t, 'manager');

    const wrongPassword = await post(
      '/auth/two-factor/enable',
      { password: 'not my password' },
      session.cookie,
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json<{ message: string }>().message).toBe('The password is not right.');
    const noPassword = await post('/auth/two-factor/enable', {}, session.cookie);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json<{ message: string }>().message).toMatch(/password/);
    const nobody = await post('/auth/two-factor/enable', { password: PASSWORD }, null);
    expect(nobody.statusCode).toBe(401);

    const started = await post('/auth/two-factor/enable', { password: PASSWORD }, session.cookie);
    expect(started.statusCode).toBe(200);
    const { totpURI, backupCodes } = started.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+/);
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('Serendib Shores Villas');
    expect(backupCodes).toHaveLength(10);
    // Not on until a code proves the app has the secret.
    expect((await me(session.cookie)).json()).toMatchObject({ twoFactorEnabled: false });

    // A wrong code while turning it on is the form's error (400), and the session stays.
    const wrong = await post(
      '/auth/two-factor/verify-totp',
      { code: staleCode(totpURI) },
      session.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toMatch(WRONG_CODE);
    expect((await me(session.cookie)).statusCode).toBe(200);

    // Typed as the app shows it, "123 456".
    const code = totp(totpURI);
    const confirmed = await post(
      '/auth/two-factor/verify-totp',
      { code: `${code.slice(0, 3)} ${code.slice(3)}` },
      session.cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).not.toHaveProperty('token');
    const cookie = cookieFrom(confirmed, '__Host-villa-console');
    expect((await me(cookie)).json()).toMatchObject({ twoFactorEnabled: true });

    const [entry] = await audit('2fa.enable');
    expect(entry).toMatchObject({
      actorId: session.id,
      target: `staff:${session.id}`,
      before: { twoFactorEnabled: false },
      after: { twoFactorEnabled: true },
    });
    const [failed] = await audit('login.failed');
    expect(failed).toMatchObject({ actorId: session.id, after: { step: 'two-factor/enable' } });
  });

  it('gives a sign-in no session until the code, and a wrong code a 401', async () => {
    const { session, uri } = await personWithTwoFactor('manager');
    const sessionsBefore = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.userId, session.id));

    const first = await signInPassword(session.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(cookieFrom(first, '__Host-villa-console')).toBeNull();
    const pending = first.cookies.find((c) => c.name === '__Host-villa-console-2fa');
    expect(pending).toMatchObject({ httpOnly: true, secure: true, path: '/', sameSite: 'Lax' });
    expect(pending?.domain).toBeUndefined();
    const challenge = cookieFrom(first, '__Host-villa-console-2fa');
    const sessionsAfter = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.userId, session.id));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);

    // Half signed in is not signed in: no console call admits it.
    expect((await me(challenge)).statusCode).toBe(401);
    const sessionsCall = await t.app.inject({
      method: 'GET',
      url: '/api/console/sessions',
      headers: { cookie: challenge ?? '' },
    });
    expect(sessionsCall.statusCode).toBe(401);
    // From another origin the code is refused before it is looked at.
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/console/auth/two-factor/verify-totp',
      payload: { code: totp(uri) },
      headers: { origin: 'https://evil.example', cookie: challenge ?? '' },
    });
    expect(foreign.statusCode).toBe(403);

    const wrong = await post('/auth/two-factor/verify-totp', { code: staleCode(uri) }, challenge);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<{ message: string }>().message).toMatch(WRONG_CODE);
    expect(cookieFrom(wrong, '__Host-villa-console')).toBeNull();

    // "Trust this device" is never passed on: the next sign-in asks again. (The code of the
    // next step: the one shown now was taken to turn the second factor on.)
    const right = await post(
      '/auth/two-factor/verify-totp',
      { code: totp(uri, 1), trustDevice: true },
      challenge,
    );
    expect(right.statusCode).toBe(200);
    expect(right.json()).not.toHaveProperty('token');
    expect(right.cookies.map((c) => c.name)).not.toContain('better-auth.trust_device');
    const cookie = cookieFrom(right, '__Host-villa-console');
    expect((await me(cookie)).json()).toMatchObject({ email: session.email });
    const again = await post(
      '/auth/sign-in/email',
      { email: session.email, password: PASSWORD },
      cookie,
    );
    expect(again.json()).toMatchObject({ twoFactorRedirect: true });

    const failed = await audit('login.2fa-failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      actorId: session.id,
      target: `email:${session.email}`,
      ip: '10.0.0.9',
    });
    expect(await audit('login.2fa-asked')).toHaveLength(2);
    const logins = await audit('login');
    expect(logins.at(-1)).toMatchObject({ actorId: session.id, after: { step: 'code' } });
  });

  it('takes each code once, in turn or at once (RFC 6238 §5.2)', async () => {
    const { session, uri } = await personWithTwoFactor('manager');
    const challenge = async () =>
      cookieFrom(await signInPassword(session.email), '__Host-villa-console-2fa');
    const verify = (code: string, cookie: string | null) =>
      post('/auth/two-factor/verify-totp', { code }, cookie);
    const refused = (res: LightMyRequestResponse) => {
      expect(res.statusCode).toBe(401);
      expect(res.json<{ message: string }>().message).toBe(USED_CODE);
      expect(cookieFrom(res, '__Host-villa-console')).toBeNull();
    };

    // The code that turned it on signs nobody in.
    refused(await verify(totp(uri), await challenge()));
    const code = totp(uri, 1);
    const first = await verify(code, await challenge());
    expect(first.statusCode).toBe(200);
    refused(await verify(code, await challenge()));

    // Two sign-ins at once with one code: one gets in.
    const other = await personWithTwoFactor('housekeeping');
    const both = await Promise.all(
      [1, 2].map(async () =>
        verify(
          totp(other.uri, 1),
          cookieFrom(await signInPassword(other.session.email), '__Host-villa-console-2fa'),
        ),
      ),
    );
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 401]);
    for (const res of both) if (res.statusCode !== 200) refused(res);
    expect(await audit('login.2fa-failed')).toHaveLength(3);
  });

  it('takes each backup code once', async () => {
    const { session, backupCodes } = await personWithTwoFactor('housekeeping');
    const code = backupCodes[0] ?? '';

    const first = await signInPassword(session.email);
    const used = await post(
      '/auth/two-factor/verify-backup-code',
      { code },
      cookieFrom(first, '__Host-villa-console-2fa'),
    );
    expect(used.statusCode).toBe(200);
    expect((await me(cookieFrom(used, '__Host-villa-console'))).statusCode).toBe(200);

    const second = await signInPassword(session.email);
    const reused = await post(
      '/auth/two-factor/verify-backup-code',
      { code },
      cookieFrom(second, '__Host-villa-console-2fa'),
    );
    expect(reused.statusCode).toBe(401);
    expect(reused.json<{ message: string }>().message).toMatch(/backup code is not right/);
    const another = await post(
      '/auth/two-factor/verify-backup-code',
      { code: backupCodes[1] ?? '' },
      cookieFrom(second, '__Host-villa-console-2fa'),
    );
    expect(another.statusCode).toBe(200);
  });

  it('refuses a bad body and a code without a sign-in waiting for it', async () => {
    const { session } = await personWithTwoFactor('manager');
    const first = await signInPassword(session.email);
    const challenge = cookieFrom(first, '__Host-villa-console-2fa');
    const noCode = await post('/auth/two-factor/verify-totp', { code: 123456 }, challenge);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json<{ message: string }>().message).toMatch(/code must be text/);
    const nothing = await post('/auth/two-factor/verify-totp', { code: '123456' }, null);
    expect(nothing.statusCode).toBe(401);
    expect(nothing.json<{ message: string }>().message).toMatch(/sign in again/);
    expect(await audit('login.2fa-failed')).toHaveLength(0);
    // The plugin's other endpoints stay closed.
    const closed = await post('/auth/two-factor/get-totp-uri', { password: PASSWORD }, null);
    expect(closed.statusCode).toBe(404);
  });

  it('slows wrong codes as it slows wrong passwords (429), and counts them for the password too', async () => {
    const { session, uri } = await personWithTwoFactor('manager');
    const first = await signInPassword(session.email, '10.0.0.7');
    const challenge = cookieFrom(first, '__Host-villa-console-2fa');
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(
        '/auth/two-factor/verify-totp',
        { code: staleCode(uri) },
        challenge,
        '10.0.0.7',
      );
      expect(wrong.statusCode).toBe(401);
    }
    const throttled = await post(
      '/auth/two-factor/verify-totp',
      { code: totp(uri) },
      challenge,
      '10.0.0.7',
    );
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(throttled.json<{ message: string }>().message).toMatch(/Too many failed sign-ins.*wait/);
    // Starting again with the password is no way around it.
    expect((await signInPassword(session.email, '10.0.0.7')).statusCode).toBe(429);
  });

  it("keeps an owner's second factor on; a manager may turn theirs off with the password", async () => {
    const owner = await personWithTwoFactor('owner');
    const refused = await post('/auth/two-factor/disable', { password: PASSWORD }, owner.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(
      /owner's two-step sign-in stays on/,
    );
    expect((await me(owner.cookie)).json()).toMatchObject({ twoFactorEnabled: true });

    const manager = await personWithTwoFactor('manager');
    const wrong = await post(
      '/auth/two-factor/disable',
      { password: 'not it at all' },
      manager.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    const off = await post('/auth/two-factor/disable', { password: PASSWORD }, manager.cookie);
    expect(off.statusCode).toBe(200);
    const cookie = cookieFrom(off, '__Host-villa-console');
    expect((await me(cookie)).json()).toMatchObject({ twoFactorEnabled: false });
    expect(
      await t.database.db
        .select()
        .from(staffTwoFactors)
        .where(eq(staffTwoFactors.userId, manager.session.id)),
    ).toEqual([]);
    // The password alone signs in again.
    const signIn = await signInPassword(manager.session.email);
    expect(cookieFrom(signIn, '__Host-villa-console')).not.toBeNull();

    const [entry] = await audit('2fa.disable');
    expect(entry).toMatchObject({
      actorId: manager.session.id,
      target: `staff:${manager.session.id}`,
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
    });
  });

  it('is turned off for a lost phone by `npm run staff -- reset-2fa`, ending the sessions', async () => {
    const owner = await personWithTwoFactor('owner');
    const lines: string[] = [];
    const run = (...args: string[]) =>
      runStaffCommand(args, {
        db: t.database.db,
        publicUrl: t.config.publicUrl,
        out: (line) => lines.push(line),
      });

    expect(await run('reset-2fa', owner.session.email.toUpperCase())).toBe(0);
    expect(lines.join('\n')).toMatch(/Two-step sign-in is off for .* sessions have ended/);
    const [user] = await t.database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.id, owner.session.id));
    expect(user?.twoFactorEnabled).toBe(false);
    expect((await me(owner.cookie)).statusCode).toBe(401);
    const signIn = await signInPassword(owner.session.email);
    expect(cookieFrom(signIn, '__Host-villa-console')).not.toBeNull();

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, '2fa.disable'), eq(auditLog.target, `staff:${owner.session.id}`)),
      );
    expect(entry).toMatchObject({
      actorId: null,
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false, by: 'the command line' },
    });

    lines.length = 0;
    expect(await run('reset-2fa', owner.session.email)).toBe(0);
    expect(lines.join('\n')).toMatch(/was not on/);
    expect(await run('reset-2fa', 'nobody@villas.test')).toBe(1);
  });
});
