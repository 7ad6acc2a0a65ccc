/**
 * Issue 12 §3: the log of a whole booking journey holds neither the guest's access token nor their
 * e-mail address, at info and at debug; and a failed query's log line names the query but not the
 * values it was given (the guest's name, e-mail, phone and message).
 */
import { sql } from 'drizzle-orm';
import { resortToday } from '#domain/dates.ts';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import { villaWithFreeStays } from '#tests/helpers/free-stays.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { openMigratedPglite } from '#tests/helpers/pglite-template.ts';
import { seedDatabase } from '#server/db/seed/seed.ts';
import { redactLogLine } from './log-redaction.ts';

const GUEST = {
  guestName: 'Amelia Perera',
  guestEmail: 'Amelia.Perera+villas@example.com',
  guestPhone: '+44 20 7946 0958',
};

interface LoggedApp {
  app: FastifyInstance;
  lines: string[];
}

let opened: { app: FastifyInstance; database: DatabaseHandle }[] = [];

afterEach(async () => {
  for (const { app, database } of opened) {
    await app.close();
    await database.close();
  }
  opened = [];
});

async function appLoggingAt(level: 'info' | 'debug'): Promise<LoggedApp> {
  const database = await openMigratedPglite();
  await seedDatabase(database.db, { today: resortToday() });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: level,
    RATE_LIMIT_PER_MINUTE: '0',
    DATA_DIR: '/nonexistent-test-data-dir',
    PUBLIC_URL: 'https://villas.test',
  });
  const lines: string[] = [];
  const app = await buildApp({
    config,
    database,
    logStream: { write: (line) => lines.push(line) > 0 },
    mailer: { send: () => Promise.resolve() },
  });
  await app.ready();
  opened.push({ app, database });
  return { app, lines };
}

describe('the log keeps no secrets', () => {
  it.each(['info', 'debug'] as const)(
    'a booking journey logged at %s shows neither the token nor the address',
    async (level) => {
      const { app, lines } = await appLoggingAt(level);
      const { villa, freshStay } = await villaWithFreeStays(app);
      const created = await app.inject({
        method: 'POST',
        url: '/api/bookings',
        payload: { villaId: villa.id, ...GUEST, ...freshStay(), adults: 2 },
      });
      expect(created.statusCode).toBe(201);
      const booking = created.json<BookingCreated>();
      const token = booking.accessToken;
      const email = booking.guestEmail;
      const q = `token=${encodeURIComponent(token)}`;
      const journey = [
        { method: 'GET', url: `/api/bookings/${booking.id}?${q}` },
        {
          method: 'GET',
          url: `/api/bookings/${booking.id}`,
          headers: { authorization: `Bearer ${token}` },
        },
        { method: 'GET', url: `/api/bookings/email/${encodeURIComponent(email)}?${q}` },
        { method: 'GET', url: `/api/bookings/email/${email}?${q}` },
        { method: 'PUT', url: `/api/bookings/${booking.id}?${q}`, payload: { adults: 3 } },
        { method: 'GET', url: `/booking/${booking.id}?${q}` },
        // The API behind the link's cookie (decision 024).
        {
          method: 'GET',
          url: `/api/bookings/${booking.id}/cancellation`,
          headers: { cookie: `booking_${booking.id}=${token}` },
        },
        // "Lost your link?" names the address it asks about.
        {
          method: 'POST',
          url: '/api/bookings/lost-link',
          payload: { reference: booking.reference, email },
        },
        { method: 'POST', url: `/api/bookings/${booking.id}/cancel?${q}`, payload: {} },
        // A wrong token and a missing villa are logged too, with the address in the URL.
        { method: 'GET', url: `/api/bookings/email/${email}?token=wrong-${token}` },
        { method: 'GET', url: `/api/villas/${email}` },
      ] as const;
      for (const request of journey) {
        const res = await app.inject(request);
        expect(res.statusCode, request.url).toBeLessThan(500);
      }

      const log = lines.join('');
      // The journey was logged: one line per request, with the booking's path.
      expect(lines.length).toBeGreaterThanOrEqual(journey.length + 1);
      expect(log).toContain(`/api/bookings/${booking.id}`);
      for (const secret of [token, encodeURIComponent(token), email, encodeURIComponent(email)]) {
        expect(log).not.toContain(secret);
      }
      expect(log.toLowerCase()).not.toContain('amelia.perera');
      expect(log).toContain('token=[redacted]');
    },
  );

  it('logs a failed query without the values it was given', async () => {
    const { app, lines } = await appLoggingAt('info');
    // The database refuses every new message, as a full disk or a broken migration would.
    await app.database.db.execute(
      sql`alter table contact_inquiries add constraint refuse_all check (false) not valid`,
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Nimal Silva',
        email: 'nimal.silva@example.com',
        phone: '+94 77 123 4567',
        subject: 'Cot for a baby',
        message: 'Do you have a cot for our daughter?',
      },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    // The failure is there, with the query and the database's reason...
    expect(log).toContain('Failed query: insert into \\"contact_inquiries\\"');
    expect(log).toContain('refuse_all');
    // ...but none of the guest's details, neither as bound values nor as the failing row.
    for (const value of ['Nimal', 'nimal.silva', '123 4567', 'Cot for a baby', 'daughter']) {
      expect(log).not.toContain(value);
    }
    expect(log).not.toMatch(/params:|Failing row/);
  });
});

describe('redactLogLine', () => {
  it.each([
    ['/booking/abc?token=s3cr3t-T0ken_x', '/booking/abc?token=[redacted]'],
    ['/api/x?a=1&token=abc&b=2', '/api/x?a=1&token=[redacted]&b=2'],
    ['/api/bookings/email/a.b%2Bc%40example.co.uk?x=1', '/api/bookings/email/[redacted]?x=1'],
    ['"msg":"mail to guest@example.com failed"', '"msg":"mail to [redacted] failed"'],
    ['"authorization":"Bearer abc.def-ghi"', '"authorization":"Bearer [redacted]"'],
    ['"accessToken":"abcdef"', '"accessToken":"[redacted]"'],
    ['/api/villas?tag=beachfront&q=pool', '/api/villas?tag=beachfront&q=pool'],
    [
      '"url":"/ical/9eedf3517ae6efad3c51ab19/ad053f6f26644c21998c926bb87ff828.ics"',
      '"url":"/ical/9eedf3517ae6efad3c51ab19/[redacted].ics"',
    ],
  ])('%s -> %s', (line, expected) => {
    expect(redactLogLine(line)).toBe(expected);
  });
});
