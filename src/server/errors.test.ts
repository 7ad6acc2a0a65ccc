import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';

describe('error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown API path with a JSON 404 that names it', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is no GET /api/nothing-here here.',
    });
  });

  it('refuses a body that tries to poison object prototypes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"x","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBeTruthy();
  });

  it('hides the cause of a server failure and gives a reference to quote', async () => {
    const broken = await createTestApp('pglite');
    await broken.database.close();
    try {
      const res = await broken.app.inject({ url: '/api/villas' });
      expect(res.statusCode).toBe(500);
      const body = res.json<{ message: string; statusCode: number; error: string }>();
      expect(body.statusCode).toBe(500);
      expect(body.error).toBe('Internal Server Error');
      expect(body.message).toMatch(
        /^Something went wrong on our side\. Please try again in a moment \(reference [0-9a-f-]{36}\)\.$/,
      );
      expect(res.body).not.toMatch(/pglite|select|closed|stack/i);
    } finally {
      await broken.app.close();
    }
  });
});
