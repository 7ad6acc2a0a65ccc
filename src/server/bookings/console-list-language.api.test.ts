/**
 * Issue 39 on both engines: the console's list of bookings names each booking's language, so the
 * team sees at a glance whose e-mails go in another language; English for one booked without.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { Paged } from '#domain/schemas/common.ts';
import type { ConsoleBookingSummary } from '#domain/schemas/console.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';

describe.each(engines)('the bookings list’s languages on %s', (engine) => {
  let t: TestApp;
  let manager: ConsoleSession;
  let stays: FreeStays;

  beforeAll(async () => {
    t = await createTestApp(engine);
    manager = await signedInAs(t, 'manager');
    stays = await villaWithFreeStays(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists each booking with the language it was made in', async () => {
    const book = async (overrides: Record<string, unknown>) => {
      const res = await stays.bookFreshStay(overrides);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<BookingCreated>();
    };
    const french = await book({ language: 'fr' });
    const english = await book({});
    const res = await consoleCall(t, manager, 'GET', '/api/console/bookings?page=0&size=50');
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json<Paged<ConsoleBookingSummary>>().content;
    expect(listed.find((b) => b.id === french.id)?.language).toBe('fr');
    expect(listed.find((b) => b.id === english.id)?.language).toBe('en');
  });
});
