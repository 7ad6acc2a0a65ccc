/**
 * Issue 39 on both engines: a scheduled message's e-mail is framed in the language of the words it
 * sends (the page's language, the footer), the review invitation after the stay included; an
 * English booking's, and a message sent in English for want of the booking's words, as before.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, resortInstant } from '#domain/dates.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { outbox } from '../db/schema.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

describe.each(engines)('a scheduled message’s frame in its language on %s', (engine) => {
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

  /** A guest's request in `language`, confirmed by the manager. */
  const confirmedIn = async (language: string) => {
    const guestEmail = `${randomUUID()}@example.com`;
    const res = await stays.bookFreshStay({ guestEmail, guestName: 'Анна Кузнецова', language });
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
    return { booking, guestEmail };
  };
  /** The e-mail sent to `to` whose subject starts with `subject`, as the sender rendered it. */
  const sent = (to: string, subject: string) =>
    vi.waitFor(
      () => {
        const found = t.sentMail.find((m) => m.to === to && m.subject.startsWith(subject));
        if (!found) throw new Error(`no mail "${subject}" to ${to}`);
        return found;
      },
      { timeout: 5_000 },
    );
  const queuedProps = async (to: string, subject: string) => {
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.recipient, to));
    return rows.find((row) => row.subject.startsWith(subject))?.props as
      Record<string, unknown> | undefined;
  };
  const expectFrameIn = (mail: OutgoingMail, language: 'ru' | 'en') => {
    if (language === 'ru') {
      expect(mail.html).toContain('lang="ru"');
      expect(mail.html).toContain('Телефон или WhatsApp');
      expect(mail.html).not.toContain('Phone or WhatsApp');
    } else {
      expect(mail.html).toContain('lang="en"');
      expect(mail.html).toContain('Phone or WhatsApp');
    }
  };

  it('frames a Russian booking’s message in Russian', async () => {
    const { guestEmail } = await confirmedIn('ru');
    await t.app.guestMessageService.sendDue(new Date(Date.now() + 60_000));
    const mail = await sent(guestEmail, 'Ждём вас в');
    expectFrameIn(mail, 'ru');
    expect((await queuedProps(guestEmail, 'Ждём вас в'))?.language).toBe('ru');
  });

  it('frames an English booking’s message in English, its props as before', async () => {
    const { guestEmail } = await confirmedIn('en');
    await t.app.guestMessageService.sendDue(new Date(Date.now() + 60_000));
    const subject = 'We look forward to welcoming you to';
    expectFrameIn(await sent(guestEmail, subject), 'en');
    expect(await queuedProps(guestEmail, subject)).not.toHaveProperty('language');
  });

  it('writes the review invitation after a Russian stay in Russian, frame and words', async () => {
    const { booking, guestEmail } = await confirmedIn('ru');
    await t.app.guestMessageService.sendDue(resortInstant(addDays(booking.checkOutDate, 10), 12));
    const mail = await sent(guestEmail, 'Спасибо, что выбрали');
    expect(mail.subject).toBe(`Спасибо, что выбрали ${booking.villaName}`);
    expectFrameIn(mail, 'ru');
    expect(mail.text).toContain('/review?token=');
    expect(mail.text).toContain('Анна');
  });
});
