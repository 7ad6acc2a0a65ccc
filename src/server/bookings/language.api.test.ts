/**
 * Issue 39 §1 on each engine: "the booking keeps its language and every guest e-mail follows it".
 * A request naming a language keeps it and answers with it; without one, English; anything else
 * is a 400 in words that writes nothing. The guest's e-mail is written in the language, with its
 * link to the language's page; the team's stays English. The console and the CSV show it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { ConsoleBooking } from '#domain/schemas/console.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { readCsv } from '#tests/helpers/csv-reader.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { bookings } from '../db/schema.ts';

describe.each(engines)('the language a booking was made in, on %s', (engine) => {
  let t: TestApp;
  let owner: ConsoleSession;
  let stays: FreeStays;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signedInAs(t, 'owner');
    stays = await villaWithFreeStays(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  let guests = 0;
  const book = async (overrides: Record<string, unknown>) => {
    guests += 1;
    const res = await stays.bookFreshStay({
      guestEmail: `lang${guests}@example.com`,
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BookingCreated>();
  };
  const storedLanguage = async (id: string) =>
    (
      await t.database.db
        .select({ language: bookings.language })
        .from(bookings)
        .where(eq(bookings.id, id))
    )[0]?.language;
  const bookingCount = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]?.n ?? -1;
  const mailTo = async (to: string, reference: string): Promise<OutgoingMail> => {
    let found: OutgoingMail | undefined;
    await vi.waitFor(() => {
      found = t.sentMail.find((m) => m.to === to && m.subject.includes(reference));
      expect(found, `a mail to ${to} about ${reference}`).toBeDefined();
    });
    return found as OutgoingMail;
  };

  it('keeps Russian, answers with it, and writes the guest in Russian with a link to /ru/', async () => {
    const booking = await book({ language: 'ru' });
    expect(booking.language).toBe('ru');
    expect(await storedLanguage(booking.id)).toBe('ru');

    const mine = await t.app.inject({
      url: `/api/bookings/${booking.id}`,
      headers: { authorization: `Bearer ${booking.accessToken}` },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<BookingCreated>().language).toBe('ru');

    const guestMail = await mailTo(booking.guestEmail, booking.reference);
    expect(guestMail.subject).toBe(
      `Мы получили ваш запрос на бронирование ${booking.reference}: ${booking.villaName}`,
    );
    expect(guestMail.text).toContain('Благодарим вас за запрос на бронирование.');
    expect(guestMail.text).toContain(`/ru/booking/${booking.id}?token=`);
    expect(guestMail.html).toContain('lang="ru"');

    // The team's copy stays English.
    const teamMail = await mailTo(t.config.teamEmail, booking.reference);
    expect(teamMail.subject).toMatch(/^New booking request /);
    expect(teamMail.text).not.toContain('/ru/');

    const view = await consoleCall(t, owner, 'GET', `/api/console/bookings/${booking.id}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<ConsoleBooking>().language).toBe('ru');
  });

  it('keeps English when the request names none, its mail as before', async () => {
    const booking = await book({});
    expect(booking.language).toBe('en');
    expect(await storedLanguage(booking.id)).toBe('en');
    const guestMail = await mailTo(booking.guestEmail, booking.reference);
    expect(guestMail.subject).toBe(
      `We received your booking request ${booking.reference} for ${booking.villaName}`,
    );
    expect(guestMail.text).toContain(`/booking/${booking.id}?token=`);
    expect(guestMail.text).not.toMatch(/\/(ru|de|fr)\/booking\//);
  });

  it('refuses a language it does not write, in words, writing nothing', async () => {
    const before = await bookingCount();
    for (const language of ['es', 'RU', '', 7, null, ['ru']]) {
      const res = await stays.bookFreshStay({ language });
      expect(res.statusCode, JSON.stringify(language)).toBe(400);
      const error = res.json<ApiError>();
      expect(error.message).toContain('language must be one of en, ru, de, fr');
      expect(error.issues?.map((issue) => issue.path)).toContain('language');
    }
    expect(await bookingCount()).toBe(before);
  });

  it('puts the language last in the bookings CSV', async () => {
    const german = await book({ language: 'de' });
    const english = await book({});
    const period = `from=${german.checkInDate}&to=${english.checkInDate}`;
    const res = await consoleCall(
      t,
      owner,
      'GET',
      `/api/console/exports/bookings.csv?${period}&villaId=${stays.villa.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = readCsv(res.body.slice(1));
    expect(header?.slice(-3)).toEqual(['Shown currency', 'Shown rate', 'Language']);
    const languageOf = (reference: string) => rows.find((row) => row[0] === reference)?.at(-1);
    expect(languageOf(german.reference)).toBe('de');
    expect(languageOf(english.reference)).toBe('en');
  });
});
