/**
 * Issue 36 §4: a console call is judged by its session before its input. Every console route
 * that needs a session (the server's own list, `app.consoleRoutes`), called with nonsense in its
 * address, query and body, answers 401 without a session and 403 to a role it does not admit,
 * never a 400 that tells a stranger which fields it wants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ORIGIN, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Every parameter of the address filled with something no route takes. */
const nonsenseUrl = (route: string) =>
  `${route.replace(/:[A-Za-z]+/g, 'not an id!')}?from=yesterday&to=&limit=-1&page=x`.replaceAll(
    ' ',
    '%20',
  );

describe.each(engines)('console routes on %s', (engine) => {
  let t: TestApp;
  let housekeeper: ConsoleSession;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: false });
    housekeeper = await signedInAs(t, 'housekeeping');
  });
  afterAll(async () => {
    await t.close();
  });

  const guarded = () =>
    [...t.app.consoleRoutes].flatMap(([route, roles]) =>
      roles === 'signed-out' ? [] : [{ route, roles }],
    );
  const call = (route: string, cookie?: string) => {
    const [method, url = ''] = route.split(' ');
    const body = method === 'GET' || method === 'DELETE' ? undefined : { nonsense: [1, 2] };
    return t.app.inject({
      method: method as Method,
      url: nonsenseUrl(url),
      headers: { origin: CONSOLE_ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(body ? { payload: body } : {}),
    });
  };

  it('answers 401 to a caller without a session, whatever the input', async () => {
    const routes = guarded();
    expect(routes.length).toBeGreaterThan(50);
    const answers: Record<string, number> = {};
    for (const { route } of routes) answers[route] = (await call(route)).statusCode;
    expect(answers).toEqual(Object.fromEntries(routes.map(({ route }) => [route, 401])));
    // The second factor is turned on or off through the sign-in's own route: a session first too.
    for (const step of ['enable', 'disable']) {
      expect((await call(`POST /api/console/auth/two-factor/${step}`)).statusCode).toBe(401);
    }
  });

  it('answers 403 to a role the route does not admit, whatever the input', async () => {
    const routes = guarded().filter(({ roles }) => !roles.includes('housekeeping'));
    expect(routes.length).toBeGreaterThan(20);
    const answers: Record<string, number> = {};
    for (const { route } of routes) {
      answers[route] = (await call(route, housekeeper.cookie)).statusCode;
    }
    expect(answers).toEqual(Object.fromEntries(routes.map(({ route }) => [route, 403])));
  });

  it('names the missing fields to a signed-in person the route admits', async () => {
    const owner = await signedInAs(t, 'owner');
    const res = await t.app.inject({
      url: '/api/console/exports/payments.csv',
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/from/);
  });
});
