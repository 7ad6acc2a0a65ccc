import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  databaseForEachTest,
  engines,
  type TestApp,
} from '#tests/helpers/test-app.ts';
import { signInAttempts } from '../db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, setDeviceCookie, trustedDevice } from './device-cookie.ts';
import { addStaff, setupLinkIfNoStaff } from './service.ts';

const ORIGIN = 'https://villas.test';
const OWNER = { name: 'Nadia Perera', email: 'owner@villas.test', password: 'lagoon heron mango' };
/** The owner's own address, and the strangers' (documentation ranges, RFC 5737 and 2544). */
const HOME = '192.0.2.10';
const stranger = (i: number) => `198.18.0.${i + 1}`;

interface Answer {
  message: string;
}

const setCookies = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : [raw]).filter(Boolean) as string[];
};

describe.each(engines)('device cookies at sign-in on %s', (engine) => {
  let t: TestApp;
  const fresh = databaseForEachTest(engine);
  beforeEach(async () => {
    t = await createTestApp(engine, { seed: false, database: await fresh.emptied() });
  });
  afterEach(async () => {
    await t.close();
  });

  const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
  const post = (url: string, payload: object, ip: string, cookie = '') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: ORIGIN, cookie },
      remoteAddress: ip,
    });
  const signIn = (password: string, ip: string, cookie = '') =>
    post('/api/console/auth/sign-in/email', { email: OWNER.email, password }, ip, cookie);

  /** `name=value` of the reply's device cookie for an account. */
  const deviceCookieOf = (res: { headers: Record<string, unknown> }, userId: string) =>
    setCookies(res)
      .find((c) => c.startsWith(`__Secure-villa-console-device-${userId}=`))
      ?.split(';')[0] ?? '';

  async function setupOwner() {
    const link = await setupLinkIfNoStaff(t.database.db, t.config.publicUrl);
    const res = await post(
      '/api/console/setup',
      { token: tokenOf(link?.url ?? ''), ...OWNER },
      HOME,
    );
    expect(res.statusCode).toBe(201);
    return { id: res.json<{ id: string }>().id, res };
  }

  /**
   * Guesses at the owner's password from 60 addresses since their last sign-in, as issue 23 §1.3
   * saw (written as the throttle would have: its backoff spreads them over a few minutes).
   */
  async function strangersGuessed() {
    const since = Date.now();
    await t.database.db.insert(signInAttempts).values(
      Array.from({ length: 60 }, (_, i) => ({
        id: newId(),
        at: new Date(since + i),
        account: OWNER.email,
        ip: stranger(i),
        device: null,
        result: 'wrong' as const,
      })),
    );
    // And one more stranger now: the account-wide limit refuses them.
    const more = await signIn('yet another guess', stranger(100));
    expect(more.statusCode).toBe(429);
    expect(more.json<Answer>().message).toMatch(/^Too many failed sign-ins to this account\./);
  }

  it('gives a signed-in browser an HttpOnly, Secure, SameSite=Strict cookie for the sign-in calls', async () => {
    const { id, res } = await setupOwner();
    const cookie = setCookies(res).find((c) => c.includes(`villa-console-device-${id}=`)) ?? '';
    expect(cookie).toMatch(new RegExp(`^__Secure-villa-console-device-${id}=[\\w-]{22}\\.\\d+\\.`));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/console\/auth;/);
    expect(cookie).toContain(`Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`);

    // Each whole sign-in gives a new one; a wrong password none.
    const again = await signIn(OWNER.password, HOME, deviceCookieOf(res, id));
    expect(again.statusCode).toBe(200);
    expect(deviceCookieOf(again, id)).not.toBe('');
    expect(deviceCookieOf(again, id)).not.toBe(deviceCookieOf(res, id));
    expect(deviceCookieOf(await signIn('not the password', HOME), id)).toBe('');
  });

  it('lets the owner in from a device they signed in from, while strangers fill the account-wide limit (issue 23 §1.3)', async () => {
    const owner = await setupOwner();
    const device = deviceCookieOf(owner.res, owner.id);
    await strangersGuessed();

    // Without the cookie, from their own address: the account-wide limit, as before.
    const untrusted = await signIn(OWNER.password, HOME);
    expect(untrusted.statusCode).toBe(429);
    expect(untrusted.json<Answer>().message).toMatch(
      /^Too many failed sign-ins to this account\. Please wait \d+ seconds and try again, or use a device you have signed in on before\.$/,
    );

    // With it: in, with the right password; a wrong one is still a 401.
    expect((await signIn('a typo in it', HOME, device)).statusCode).toBe(401);
    const trusted = await signIn(OWNER.password, HOME, device);
    expect(trusted.statusCode).toBe(200);
    expect(setCookies(trusted).some((c) => c.startsWith('__Host-villa-console='))).toBe(true);
    // From another address too (a phone on the road), with the cookie the last sign-in gave.
    const renewed = deviceCookieOf(trusted, owner.id);
    expect((await signIn(OWNER.password, '203.0.113.77', renewed)).statusCode).toBe(200);

    // A forged or altered cookie is no device's: the strangers' limit applies.
    const [name = '', value = ''] = device.split('=');
    const [nonce = '', issuedAt = '', mac = ''] = value.split('.');
    const flipped = `${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const forged of [
      `${name}=${nonce}.${issuedAt}.${flipped}`,
      `${name}=${'A'.repeat(22)}.${issuedAt}.${mac}`,
      `${name}=${nonce}.${Number(issuedAt) + 1}.${mac}`,
      `${name}=`,
      `${name}=${value}.extra`,
    ]) {
      expect((await signIn(OWNER.password, HOME, forged)).statusCode, forged).toBe(429);
    }

    // Another account's cookie is not the owner's.
    const { link } = await addStaff(
      t.database.db,
      { id: null, name: 'cli', ip: null },
      { email: 'maya@villas.test', name: 'Maya', role: 'manager' },
      t.config.publicUrl,
    );
    const accepted = await post(
      '/api/console/invite',
      { token: tokenOf(link.url), name: 'Maya', password: 'river stone cinnamon' },
      HOME,
    );
    expect(accepted.statusCode).toBe(201);
    const maya = accepted.json<{ id: string }>().id;
    const mayas = deviceCookieOf(accepted, maya);
    expect(mayas).not.toBe('');
    expect((await signIn(OWNER.password, HOME, mayas)).statusCode).toBe(429);
    const mayasValue = mayas.slice(mayas.indexOf('=') + 1);
    expect((await signIn(OWNER.password, HOME, `${name}=${mayasValue}`)).statusCode).toBe(429);
  });

  it("locks out only the device that guessed wrong too often, not the owner's other devices", async () => {
    const owner = await setupOwner();
    const first = deviceCookieOf(owner.res, owner.id);
    const second = deviceCookieOf(await signIn(OWNER.password, HOME, first), owner.id);
    expect(second).not.toBe('');

    // Someone with the first device's cookie (a stolen laptop) guesses.
    for (let i = 0; i < 5; i++) {
      expect((await signIn(`guess ${i}`, '203.0.113.5', first)).statusCode).toBe(401);
    }
    const locked = await signIn(OWNER.password, '203.0.113.5', first);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<Answer>().message).toMatch(
      /^Too many failed sign-ins to this account from this device\. Please wait \d+ seconds/,
    );
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await signIn(OWNER.password, HOME, second)).statusCode).toBe(200);
    // Nor does it count against the owner's address or the account as a stranger's would.
    expect((await signIn(OWNER.password, '203.0.113.5')).statusCode).toBe(200);
  });
});

describe('a device cookie', () => {
  const secret = 'the secret of this test, 32 chars';
  const id = newId();
  /** The Set-Cookie a sign-in at `now` would send. */
  function issued(now: Date, publicUrl = ORIGIN) {
    let header = '';
    const reply = { header: (_name: string, value: string) => (header = value) };
    setDeviceCookie(reply as unknown as FastifyReply, secret, publicUrl, id, now);
    return header;
  }
  const request = (setCookie: string) =>
    ({ headers: { cookie: setCookie.split(';')[0] } }) as unknown as FastifyRequest;

  it('holds for its account, under its secret, for a year', () => {
    const cookie = issued(new Date('2026-01-01T00:00:00Z'));
    const june = new Date('2026-06-01T00:00:00Z');
    expect(trustedDevice(request(cookie), secret, ORIGIN, id, june)).toMatch(/^[\w-]{22}$/);
    expect(trustedDevice(request(cookie), 'another secret', ORIGIN, id, june)).toBeNull();
    expect(trustedDevice(request(cookie), secret, ORIGIN, newId(), june)).toBeNull();
    const later = new Date('2027-01-02T00:00:00Z');
    expect(trustedDevice(request(cookie), secret, ORIGIN, id, later)).toBeNull();
  });

  it('is neither __Secure- nor Secure when PUBLIC_URL is http', () => {
    const cookie = issued(new Date(), 'http://localhost:3000');
    expect(cookie).toMatch(new RegExp(`^villa-console-device-${id}=`));
    expect(cookie).not.toMatch(/Secure/);
    expect(trustedDevice(request(cookie), secret, 'http://localhost:3000', id)).not.toBeNull();
  });
});
