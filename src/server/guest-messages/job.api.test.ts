/**
 * Issue 27 §1, the job: each due message is sent once, whether two runs go at once (on both
 * engines), two app instances share one PostgreSQL database, or a run dies mid-send: a run that
 * crashes inside a message's transaction leaves it waiting with nothing queued, and the next run
 * sends it once; a message sent before a crash is not sent again by the instance that takes over.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, resortInstant, resortToday } from '#domain/dates.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import { consoleCall, signedInAs } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays } from '#tests/helpers/free-stays.ts';
import {
  createTestApp,
  engines,
  freshPostgres,
  instanceOn,
  type TestApp,
} from '#tests/helpers/test-app.ts';
import { outbox, scheduledMessages } from '../db/schema.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { sendDueMessages, sendOne } from './send.ts';

/** A guest's request on `app`, confirmed by a manager; its guest's address. */
async function confirmedOn(t: TestApp) {
  const stays = await villaWithFreeStays(t.app);
  const manager = await signedInAs(t, 'manager');
  const email = `${randomUUID()}@example.com`;
  const res = await stays.bookFreshStay({ guestEmail: email });
  expect(res.statusCode, res.body).toBe(201);
  const booking = res.json<BookingCreated>();
  const confirm = await consoleCall(
    t,
    manager,
    'POST',
    `/api/console/bookings/${booking.id}/confirm`,
    {},
  );
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { booking, email };
}

/** The guest messages queued for `email` (its booking's own e-mails left out). */
const mailsTo = (t: TestApp, email: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.template, 'guest-message')));

/** After the stay: every message of the defaults is due. */
const afterStayOf = (booking: BookingCreated) =>
  resortInstant(addDays(booking.checkOutDate, 2), 12);

describe.each(engines)('the guest messages job on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends each message once when two runs go at once', async () => {
    const { booking, email } = await confirmedOn(t);
    const now = afterStayOf(booking);
    const [a, b] = await Promise.all([
      t.app.guestMessageService.sendDue(now),
      t.app.guestMessageService.sendDue(now),
    ]);
    const mails = await mailsTo(t, email);
    expect(a + b).toBe(mails.length);
    expect(new Set(mails.map((m) => m.subject)).size).toBe(mails.length);
    expect(mails.length).toBe(4);
    // Each sent message names the e-mail it became, so its delivery can be followed.
    const sent = await t.database.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.bookingId, booking.id));
    expect(sent.map((m) => m.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(sent.map((m) => m.outboxId).sort()).toEqual(mails.map((m) => m.id).sort());
  });

  it('resumes after a crash inside a message’s transaction without sending twice', async () => {
    const { booking, email } = await confirmedOn(t);
    const now = afterStayOf(booking);
    const [first] = await t.database.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.bookingId, booking.id));
    if (!first) throw new Error('no message scheduled');

    // The e-mail queued and the message marked sent, then the process dies before the commit.
    await expect(
      t.database.db.transaction(async (tx) => {
        const outcome = await sendOne(
          tx,
          t.app.mailContext,
          { bookingId: booking.id, messageId: first.id },
          now,
          { teamToldOfMissing: true },
        );
        expect(outcome.status).toBe('sent');
        throw new Error('crash');
      }),
    ).rejects.toThrow('crash');
    expect(await mailsTo(t, email)).toEqual([]);
    const [after] = await t.database.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.id, first.id));
    expect(after?.status).toBe('scheduled');

    await sendDueMessages(t.database.db, t.app.mailContext, now);
    await sendDueMessages(t.database.db, t.app.mailContext, now);
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(4);
    expect(new Set(mails.map((m) => m.subject)).size).toBe(4);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl /* skipped without TEST_DATABASE_URL: needs a PostgreSQL server */)(
  'the guest messages job on two instances of one PostgreSQL database',
  () => {
    let a: TestApp;
    let b: TestApp;
    let drop: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      const server = await freshPostgres();
      drop = server.drop;
      const seedIfEmpty = async (db: Parameters<typeof seedDatabase>[0]) => {
        await seedDatabase(db, { today: resortToday() });
      };
      a = await instanceOn(server.url, 'a', { seedIfEmpty });
      b = await instanceOn(server.url, 'b', { seedIfEmpty });
    });
    afterAll(async () => {
      await a.close();
      await b.close();
      await drop();
    });

    it('both start with the four defaults, made once', async () => {
      const list = await a.app.guestMessageService.listTemplates();
      expect(list.templates.filter((tpl) => tpl.builtIn !== null)).toHaveLength(4);
      expect(await b.app.guestMessageService.listTemplates()).toEqual(list);
    });

    it('sends each message once when both instances run the job at once', async () => {
      const { booking, email } = await confirmedOn(a);
      const now = afterStayOf(booking);
      const counts = await Promise.all([
        a.app.guestMessageService.sendDue(now),
        b.app.guestMessageService.sendDue(now),
        a.app.guestMessageService.sendDue(now),
        b.app.guestMessageService.sendDue(now),
      ]);
      const mails = await mailsTo(a, email);
      expect(mails).toHaveLength(4);
      expect(counts.reduce((x, y) => x + y, 0)).toBe(4);
      const rows = await a.database.db
        .select()
        .from(scheduledMessages)
        .where(inArray(scheduledMessages.bookingId, [booking.id]));
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
    });

    it('an instance taking over after another stopped sends nothing already sent', async () => {
      const { booking, email } = await confirmedOn(a);
      const now = afterStayOf(booking);
      await a.app.guestMessageService.sendDue(now);
      const before = await mailsTo(a, email);
      expect(before).toHaveLength(4);
      expect(await b.app.guestMessageService.sendDue(now)).toBe(0);
      expect(await mailsTo(b, email)).toHaveLength(4);
    });
  },
);
