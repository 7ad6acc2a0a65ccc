/**
 * Issue 39 on both engines: a message template's words in Russian, German and French. The four
 * defaults come with theirs; the owner saves a language's words (read back in the list), checked
 * as the English (an unknown variable refused naming it, nothing written), with If-Match, and
 * removes them; the manager and housekeeping may not. A Russian booking's message goes in Russian
 * with its dates and nights as Russian writes them; a German booking's, whose template has no
 * German words, goes in English, and the booking's messages say so before and after.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, nightsBetween, resortInstant } from '#domain/dates.ts';
import { formatDate } from '#domain/locale-format.ts';
import { formatNights } from '#domain/locale-words.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type { TemplateList } from '#domain/schemas/guest-message.ts';
import type {
  BookingMessagesInLanguage,
  TemplateTexts,
  TemplateTextsList,
} from '#domain/schemas/guest-message-texts.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog, messageTemplateTexts, outbox } from '../db/schema.ts';
import { DEFAULT_TEXTS } from './default-texts.ts';

describe.each(engines)('message templates in other languages on %s', (engine) => {
  let t: TestApp;
  let owner: ConsoleSession;
  let manager: ConsoleSession;
  let housekeeping: ConsoleSession;
  let stays: FreeStays;

  beforeAll(async () => {
    t = await createTestApp(engine);
    [owner, manager, housekeeping] = await Promise.all([
      signedInAs(t, 'owner'),
      signedInAs(t, 'manager'),
      signedInAs(t, 'housekeeping'),
    ]);
    stays = await villaWithFreeStays(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    session: ConsoleSession | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: object,
    headers?: Record<string, string>,
  ) => consoleCall(t, session, method, url, body, headers);

  /** Each template with its words per language, as the console reads both. */
  const templates = async () => {
    const [list, texts] = await Promise.all([
      call(owner, 'GET', '/api/console/message-templates'),
      call(owner, 'GET', '/api/console/message-templates/texts'),
    ]);
    expect(list.statusCode, list.body).toBe(200);
    expect(texts.statusCode, texts.body).toBe(200);
    const byId = new Map(texts.json<TemplateTextsList>().templates.map((tpl) => [tpl.id, tpl]));
    return list.json<TemplateList>().templates.map((tpl) => ({
      ...tpl,
      texts: byId.get(tpl.id)?.texts ?? [],
      missingLanguages: byId.get(tpl.id)?.missingLanguages ?? [],
    }));
  };
  const builtIn = async (name: string) => {
    const found = (await templates()).find((tpl) => tpl.builtIn === name);
    if (!found) throw new Error(`no built-in ${name}`);
    return found;
  };
  const textUrl = (id: string, language: string) =>
    `/api/console/message-templates/${id}/texts/${language}`;

  /** A guest's request in `language`, confirmed by the manager. */
  const confirmedIn = async (language: string, guestEmail = `${randomUUID()}@example.com`) => {
    const res = await stays.bookFreshStay({ guestEmail, guestName: 'Анна Кузнецова', language });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    const confirm = await call(manager, 'POST', `/api/console/bookings/${booking.id}/confirm`, {});
    expect(confirm.statusCode, confirm.body).toBe(200);
    return { booking, guestEmail };
  };
  const messagesOf = async (bookingId: string) => {
    const res = await call(manager, 'GET', `/api/console/bookings/${bookingId}/messages`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BookingMessagesInLanguage>().messages;
  };
  const mailTo = (address: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.recipient, address));

  it('ships the four defaults with their Russian, German and French words', async () => {
    const asManager = await call(manager, 'GET', '/api/console/message-templates/texts');
    expect(asManager.statusCode).toBe(200);
    const asHousekeeping = await call(housekeeping, 'GET', '/api/console/message-templates/texts');
    expect(asHousekeeping.statusCode).toBe(403);
    for (const template of await templates()) {
      expect(template.missingLanguages).toEqual([]);
      expect(template.texts.map((text) => text.language)).toEqual(['ru', 'de', 'fr']);
    }
    const confirmed = await builtIn('confirmed');
    expect(confirmed.texts[0]).toMatchObject(DEFAULT_TEXTS.confirmed.ru);
  });

  it('saves a Russian text the owner writes, read back in the list, and removes it', async () => {
    const added = await call(owner, 'POST', '/api/console/message-templates', {
      name: 'Packing, two weeks before',
      trigger: 'before_arrival',
      offsetDays: 14,
      sendHour: 8,
      whenLate: 'skip',
      subject: 'Packing for {villa}',
      body: 'Dear {first_name},\n\nBring sun cream.',
      enabled: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json<{ id: string }>().id;
    let mine = (await templates()).find((tpl) => tpl.id === id);
    expect(mine?.missingLanguages).toEqual(['ru', 'de', 'fr']);

    const words = { subject: 'Что взять с собой в {villa}', body: '{first_name}, возьмите крем.' };
    expect((await call(manager, 'PUT', textUrl(id, 'ru'), words)).statusCode).toBe(403);
    expect((await call(housekeeping, 'PUT', textUrl(id, 'ru'), words)).statusCode).toBe(403);
    expect((await call(null, 'PUT', textUrl(id, 'ru'), words)).statusCode).toBe(401);
    expect((await call(owner, 'PUT', textUrl(id, 'es'), words)).statusCode).toBe(400);

    const saved = await call(owner, 'PUT', textUrl(id, 'ru'), words);
    expect(saved.statusCode, saved.body).toBe(200);
    const view = saved.json<TemplateTexts>();
    expect(view.texts).toEqual([expect.objectContaining({ language: 'ru', ...words })]);
    expect(view.missingLanguages).toEqual(['de', 'fr']);
    mine = (await templates()).find((tpl) => tpl.id === id);
    expect(mine?.texts).toEqual(view.texts);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'message-template.update'),
          eq(auditLog.target, `message-template:${id}`),
        ),
      );
    expect(audited.map((entry) => entry.after)).toContainEqual({ language: 'ru', ...words });

    // Someone saved meanwhile: the old version is refused and nothing is written.
    const version = view.texts[0]?.version ?? '';
    const newer = { ...words, body: '{first_name}, возьмите крем и шляпу.' };
    expect(
      (await call(owner, 'PUT', textUrl(id, 'ru'), newer, { 'if-match': `"${version}"` }))
        .statusCode,
    ).toBe(200);
    const stale = await call(owner, 'PUT', textUrl(id, 'ru'), words, {
      'if-match': `"${version}"`,
    });
    expect(stale.statusCode).toBe(412);

    const removed = await call(owner, 'DELETE', textUrl(id, 'ru'));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<TemplateTexts>().missingLanguages).toEqual(['ru', 'de', 'fr']);
    const again = await call(owner, 'DELETE', textUrl(id, 'ru'));
    expect(again.statusCode).toBe(404);
    expect(again.json<ApiError>().message).toBe(
      'This message has no Russian text: there is nothing to remove.',
    );
    // Gone with its template, too.
    await call(owner, 'PUT', textUrl(id, 'fr'), words);
    expect((await call(owner, 'DELETE', `/api/console/message-templates/${id}`)).statusCode).toBe(
      204,
    );
    const left = await t.database.db
      .select()
      .from(messageTemplateTexts)
      .where(eq(messageTemplateTexts.templateId, id));
    expect(left).toEqual([]);
  });

  it('refuses an unknown variable in words, naming it, and writes nothing', async () => {
    const day = await builtIn('day-before');
    const res = await call(owner, 'PUT', textUrl(day.id, 'fr'), {
      subject: 'À demain à {villa}',
      body: 'Bonjour {prenom},\n\nÀ demain.',
    });
    expect(res.statusCode).toBe(400);
    const error = res.json<ApiError>();
    expect(JSON.stringify(error)).toContain('{prenom}');
    const [stored] = await t.database.db
      .select()
      .from(messageTemplateTexts)
      .where(
        and(eq(messageTemplateTexts.templateId, day.id), eq(messageTemplateTexts.language, 'fr')),
      );
    expect(stored?.body).toBe(DEFAULT_TEXTS['day-before'].fr.body);
    const empty = await call(owner, 'PUT', textUrl(day.id, 'fr'), { subject: '', body: 'x' });
    expect(empty.statusCode).toBe(400);
  });

  it('sends a Russian booking its message in Russian, dates and nights as Russian writes them', async () => {
    const { booking, guestEmail } = await confirmedIn('ru');
    const before = await messagesOf(booking.id);
    expect(before.every((m) => m.language === 'ru' && m.languageNote === null)).toBe(true);
    await t.app.guestMessageService.sendDue(new Date(Date.now() + 60_000));
    const [mail] = (await mailTo(guestEmail)).filter((m) => m.template === 'guest-message');
    expect(mail?.subject).toBe('Ждём вас в Villa River Breeze');
    const props = JSON.stringify(mail?.props);
    const day = (iso: string) => formatDate('ru', iso, { month: 'long' });
    expect(props).toContain('Здравствуйте, Анна!');
    expect(props).toContain(
      `с ${day(booking.checkInDate)} по ${day(booking.checkOutDate)} (${formatNights('ru', nightsBetween(booking.checkInDate, booking.checkOutDate))})`,
    );
    const sent = (await messagesOf(booking.id)).find((m) => m.status === 'sent');
    expect(sent).toMatchObject({ language: 'ru', bookingLanguage: 'ru', languageNote: null });

    // A week before: the amount still to pay and the check-in hour in Russian too.
    await t.app.guestMessageService.sendDue(resortInstant(addDays(booking.checkInDate, -7), 10));
    const week = (await mailTo(guestEmail)).find((m) => m.subject.startsWith('Ваш отдых'));
    const weekProps = JSON.stringify(week?.props);
    expect(weekProps).toContain(`Заезд ${day(booking.checkInDate)} — с 14:00.`);
    expect(weekProps).toMatch(/Осталось оплатить: [\d\s\u00a0\u202f,]+\$/u);
  });

  it('sends a German booking the English where the template has no German, and says so', async () => {
    const confirmed = await builtIn('confirmed');
    expect((await call(owner, 'DELETE', textUrl(confirmed.id, 'de'))).statusCode).toBe(200);
    const listed = await builtIn('confirmed');
    expect(listed.missingLanguages).toEqual(['de']);

    const { booking, guestEmail } = await confirmedIn('de');
    const waiting = (await messagesOf(booking.id)).find((m) => m.templateId === confirmed.id);
    expect(waiting).toMatchObject({
      status: 'scheduled',
      bookingLanguage: 'de',
      language: 'en',
      languageNote: 'Will go in English: this message has no German text.',
    });
    // The others have German words: they go in German.
    const others = (await messagesOf(booking.id)).filter((m) => m.templateId !== confirmed.id);
    expect(others.every((m) => m.language === 'de' && m.languageNote === null)).toBe(true);

    await t.app.guestMessageService.sendDue(new Date(Date.now() + 60_000));
    const subjects = (await mailTo(guestEmail)).map((m) => m.subject);
    expect(subjects).toContain('We look forward to welcoming you to Villa River Breeze');
    const sent = (await messagesOf(booking.id)).find((m) => m.templateId === confirmed.id);
    expect(sent).toMatchObject({
      status: 'sent',
      language: 'en',
      languageNote: 'Sent in English: this message had no German text.',
    });

    // The German words written after: what went stays said; the next German guest gets them.
    const words = DEFAULT_TEXTS.confirmed.de;
    expect((await call(owner, 'PUT', textUrl(confirmed.id, 'de'), words)).statusCode).toBe(200);
    const still = (await messagesOf(booking.id)).find((m) => m.templateId === confirmed.id);
    expect(still?.languageNote).toBe('Sent in English: this message had no German text.');
    const next = await confirmedIn('de');
    await t.app.guestMessageService.sendDue(new Date(Date.now() + 60_000));
    expect((await mailTo(next.guestEmail)).map((m) => m.subject)).toContain(
      'Wir freuen uns, Sie in Villa River Breeze willkommen zu heißen',
    );
  });

  it('previews words in a language with a booking, its days written in that language', async () => {
    const { booking } = await confirmedIn('fr');
    const request = {
      subject: DEFAULT_TEXTS.confirmed.fr.subject,
      body: DEFAULT_TEXTS.confirmed.fr.body,
      bookingId: booking.id,
    };
    const res = await call(manager, 'POST', '/api/console/message-templates/preview/fr', request);
    expect(res.statusCode, res.body).toBe(200);
    const day = (iso: string) => formatDate('fr', iso, { weekday: 'long', month: 'long' });
    expect(res.json<{ text: string }>().text).toContain(
      `du ${day(booking.checkInDate)} au ${day(booking.checkOutDate)}`,
    );
    const bad = await call(manager, 'POST', '/api/console/message-templates/preview/xx', request);
    expect(bad.statusCode).toBe(400);
    const hk = await call(
      housekeeping,
      'POST',
      '/api/console/message-templates/preview/fr',
      request,
    );
    expect(hk.statusCode).toBe(403);
  });

  it('sends an English booking the English as before, with no note', async () => {
    const { booking, guestEmail } = await confirmedIn('en');
    await t.app.guestMessageService.sendDue(new Date(Date.now() + 60_000));
    expect((await mailTo(guestEmail)).map((m) => m.subject)).toContain(
      'We look forward to welcoming you to Villa River Breeze',
    );
    const messages = await messagesOf(booking.id);
    expect(messages.every((m) => m.language === 'en' && m.languageNote === null)).toBe(true);
    expect(messages.find((m) => m.status === 'sent')?.reason).toBeNull();
  });
});
