/**
 * The private link in the booking's language (decision 130), on each engine: a Russian guest's
 * `/ru/booking/{id}?token=` trades its token for the booking's cookie as `/booking/{id}` does and
 * lands on the Russian page; a wrong token is refused as in English; a language the site does not
 * offer (SITE_LANGUAGES) sends the guest to the English address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { bookingCookieName } from '../bookings/access-cookie.ts';

describe.each(engines)('a private link in the booking’s language, on %s', (engine) => {
  let t: TestApp;
  let stays: FreeStays;

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { SITE_LANGUAGES: 'en,ru,fr' } });
    stays = await villaWithFreeStays(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const book = async (language: string) => {
    const res = await stays.bookFreshStay({ language });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BookingCreated>();
  };

  it('trades a Russian link’s token for the cookie and stays on the Russian page', async () => {
    const b = await book('ru');
    const res = await t.app.inject({
      url: `/ru/booking/${b.id}?token=${encodeURIComponent(b.accessToken)}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/ru/booking/${b.id}`);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${bookingCookieName(b.id)}=${b.accessToken}`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Path=\//);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');

    // The cookie then opens the Russian page itself.
    const page = await t.app.inject({
      url: `/ru/booking/${b.id}`,
      headers: { cookie: `${bookingCookieName(b.id)}=${b.accessToken}` },
    });
    expect([200, 503]).toContain(page.statusCode); // 503: the site is not built
    if (page.statusCode === 200) expect(page.body).toContain('lang="ru"');

    // The pay page keeps its language and its order too.
    const pay = await t.app.inject({
      url: `/fr/booking/${b.id}?token=${encodeURIComponent(b.accessToken)}&pay=ord_1`,
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/fr/booking/${b.id}?pay=ord_1`);
  });

  it('answers a wrong token under a language as in English: 404, no cookie', async () => {
    const b = await book('ru');
    const english = await t.app.inject({ url: `/booking/${b.id}?token=wrong` });
    const russian = await t.app.inject({ url: `/ru/booking/${b.id}?token=wrong` });
    expect(english.statusCode).toBe(404);
    expect(russian.statusCode).toBe(english.statusCode);
    // The same not-found page, in the link's language when the site is built.
    if (russian.body.startsWith('<!DOCTYPE')) expect(russian.body).toContain('lang="ru"');
    else expect(russian.body).toBe(english.body);
    expect(russian.headers['set-cookie']).toBeUndefined();
    expect(russian.headers['cache-control']).toBe('no-store');
  });

  it('sends a link in a language not offered to the English address', async () => {
    const b = await book('de');
    const res = await t.app.inject({
      url: `/de/booking/${b.id}?token=${encodeURIComponent(b.accessToken)}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/booking/${b.id}`);
    expect(String(res.headers['set-cookie'])).toContain(
      `${bookingCookieName(b.id)}=${b.accessToken}`,
    );
    // With the cookie alone, too.
    const again = await t.app.inject({
      url: `/de/booking/${b.id}`,
      headers: { cookie: `${bookingCookieName(b.id)}=${b.accessToken}` },
    });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/booking/${b.id}`);

    const wrong = await t.app.inject({ url: `/de/booking/${b.id}?token=wrong` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });
});
