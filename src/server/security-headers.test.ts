import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { HELMET_OPTIONS, STYLESHEET_WAIT_SCRIPT_HASH } from './security-headers.ts';

describe('security headers', () => {
  let t: TestApp;
  /** What @fastify/helmet itself sets with our options, on an app of its own. */
  let expected: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const reference = Fastify({ logger: false });
    await reference.register(helmet, HELMET_OPTIONS);
    reference.get('/', () => 'reference');
    const answer = await reference.inject({ url: '/' });
    await reference.close();
    expected = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!['content-type', 'content-length', 'date', 'connection'].includes(name)) {
        expected[name] = String(value);
      }
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('are the ones @fastify/helmet sets, on every kind of answer', async () => {
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
    const answers = [
      await t.app.inject({ url: '/api/villas' }), // cached JSON
      await t.app.inject({ url: '/api/health' }),
      await t.app.inject({ url: '/api/villas/no-such-villa' }), // 404 from a route
      await t.app.inject({ url: '/api/nothing-here' }), // no route
      await t.app.inject({ method: 'POST', url: '/api/bookings', payload: {} }), // 400
      await t.app.inject({ url: '/favicon.svg' }), // static file
    ];
    for (const answer of answers) {
      for (const [name, value] of Object.entries(expected)) {
        expect(answer.headers[name], `${name} on ${answer.statusCode}`).toBe(value);
      }
    }
  });

  it('include the policy the site was built for', () => {
    expect(expected['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';connect-src 'self';font-src 'self';form-action 'self';" +
        "frame-ancestors 'none';img-src 'self' data: https://*.tile.openstreetmap.org;" +
        `object-src 'none';script-src 'self' ${STYLESHEET_WAIT_SCRIPT_HASH};` +
        "style-src 'self' 'unsafe-inline'",
    );
    expect(expected).toMatchObject({
      'x-content-type-options': 'nosniff',
      'strict-transport-security': expect.stringMatching(/^max-age=\d+/) as unknown,
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(expected).not.toHaveProperty('cross-origin-embedder-policy');
  });
});
