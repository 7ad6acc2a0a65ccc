import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { contactInquiries } from '#server/db/schema.ts';

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

  describe('a body that tries to poison object prototypes', () => {
    /** A message the contact form accepts (asserted below): only the poisoning is wrong. */
    const message = {
      name: 'Sofia Rossi',
      email: 'sofia.rossi@example.com',
      phone: '+39 06 1234 5678',
      subject: 'Honeymoon in March',
      message: 'Could you arrange flowers and a dinner on the beach?',
      inquiryType: 'GENERAL',
    };
    const postContact = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const storedMessages = async () =>
      (await t.database.db.select({ id: contactInquiries.id }).from(contactInquiries)).length;
    /** The same valid message with one more key, written as raw JSON (an object literal would
        set the prototype of the literal instead of sending the key). */
    const withKey = (key: string, value: string) =>
      `${JSON.stringify(message).slice(0, -1)},${JSON.stringify(key)}:${value}}`;

    it('is otherwise a message the contact form takes', async () => {
      const res = await postContact(JSON.stringify(message));
      expect(res.statusCode, res.body).toBe(201);
    });

    it.each([
      ['__proto__', '{"isAdmin":true}'],
      ['constructor', '{"prototype":{"isAdmin":true}}'],
    ])('is refused when it sends %s, and nothing is stored or polluted', async (key, value) => {
      const before = await storedMessages();
      const res = await postContact(withKey(key, value));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('The request body is not valid JSON.');
      expect(await storedMessages()).toBe(before);
      expect(({} as { isAdmin?: unknown }).isAdmin).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('isAdmin');
    });
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
