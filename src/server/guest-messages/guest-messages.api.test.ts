/**
 * Issue 27 §1 on both engines: the four default templates on every database; the owner adds,
 * edits (If-Match), turns off and deletes templates, the manager reads and previews them,
 * housekeeping gets 403 and nobody 401; an unknown variable is refused naming it and writes
 * nothing; a confirmed booking gets one message per template, a moved stay's messages move, a
 * cancelled one's are cancelled; the job sends what is due once, skips a message with an empty
 * value telling the team, and a stay booked inside an offset gets it at once or skips it.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, resortInstant, resortToday } from '#domain/dates.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import type {
  BookingMessages,
  PreviewView,
  TemplateList,
  TemplateView,
} from '#domain/schemas/guest-message.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog, messageTemplates, outbox, scheduledMessages, villas } from '../db/schema.ts';
import { bookingCookieName } from '../bookings/access-cookie.ts';

const NEW_TEMPLATE = {
  name: 'Two weeks before: what to pack',
  trigger: 'before_arrival',
  offsetDays: 14,
  sendHour: 8,
  whenLate: 'skip',
  subject: 'Packing for {villa}',
  body: 'Dear {first_name},\n\nBring sun cream. Your stay: {check_in} to {check_out}.',
  enabled: true,
};

describe.each(engines)('guest messages on %s', (engine) => {
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

  const templates = async () => {
    const res = await call(owner, 'GET', '/api/console/message-templates');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TemplateList>();
  };
  const builtIn = async (name: string) => {
    const found = (await templates()).templates.find((tpl) => tpl.builtIn === name);
    if (!found) throw new Error(`no built-in ${name}`);
    return found;
  };

  /** A guest's request (`overrides` change its body), confirmed by the manager. */
  const confirmed = async (overrides: Record<string, unknown> = {}) => {
    const res = await stays.bookFreshStay({
      guestEmail: `${randomUUID()}@example.com`,
      guestName: 'Anna Lindqvist',
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<BookingCreated>();
    const confirm = await call(manager, 'POST', `/api/console/bookings/${booking.id}/confirm`, {});
    expect(confirm.statusCode, confirm.body).toBe(200);
    return booking;
  };
  const messagesOf = async (bookingId: string, session = manager) => {
    const res = await call(session, 'GET', `/api/console/bookings/${bookingId}/messages`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BookingMessages>().messages;
  };
  const byName = (messages: BookingMessages['messages'], name: string) => {
    const found = messages.find((m) => m.templateName === name);
    if (!found) throw new Error(`no message of ${name}`);
    return found;
  };
  const mailTo = async (address: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.recipient, address));

  it('ships the four defaults, listed for the owner and the manager with the variables', async () => {
    const list = await templates();
    expect(list.templates.map((tpl) => tpl.builtIn)).toEqual([
      'confirmed',
      'before-arrival',
      'day-before',
      'after-stay',
    ]);
    expect(list.templates[1]).toMatchObject({
      trigger: 'before_arrival',
      offsetDays: 7,
      enabled: true,
      timing: '7 days before arrival, 9:00 AM Sri Lanka time',
    });
    expect(list.variables.map((v) => v.name)).toContain('review_link');
    const asManager = await call(manager, 'GET', '/api/console/message-templates');
    expect(asManager.json()).toEqual(list);
  });

  it('starting again adds no default twice and keeps the owner’s edits', async () => {
    const { ensureDefaultTemplates } = await import('./service.ts');
    expect(await ensureDefaultTemplates(t.database.db)).toBe(0);
    const rows = await t.database.db.select().from(messageTemplates);
    expect(rows.filter((row) => row.builtIn !== null)).toHaveLength(4);
  });

  it('refuses housekeeping (403) and nobody (401) on every call', async () => {
    const id = (await builtIn('confirmed')).id;
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/console/message-templates'],
      ['POST', '/api/console/message-templates', NEW_TEMPLATE],
      ['PUT', `/api/console/message-templates/${id}`, NEW_TEMPLATE],
      ['DELETE', `/api/console/message-templates/${id}`],
      ['POST', '/api/console/message-templates/preview', { subject: 'Hi', body: 'Hello' }],
      ['GET', `/api/console/bookings/${id}/messages`],
      ['POST', `/api/console/bookings/${id}/messages/${id}/send`, {}],
      ['POST', `/api/console/bookings/${id}/messages/${id}/skip`, { reason: 'No' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(housekeeping, method, url, body)).statusCode, `${method} ${url}`).toBe(
        403,
      );
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    // The manager reads, the owner edits.
    for (const [method, url, body] of calls.slice(1, 4)) {
      expect((await call(manager, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('adds a template, audited; an unknown variable is refused naming it, writing nothing', async () => {
    const before = (await templates()).templates.length;
    const refused = await call(owner, 'POST', '/api/console/message-templates', {
      ...NEW_TEMPLATE,
      body: 'Dear {first_name}, your {room_number} is ready. {Villa} {  nights }',
    });
    expect(refused.statusCode).toBe(400);
    const error = refused.json<ApiError>();
    expect(error.message).toContain('{room_number}');
    // Only the unknown one is named as such; {Villa} and { nights } are the known ones, loosely written.
    expect(error.message).toContain('uses {room_number}, which is not a variable');
    expect((await templates()).templates).toHaveLength(before);

    for (const bad of [
      { ...NEW_TEMPLATE, sendHour: 24 },
      { ...NEW_TEMPLATE, offsetDays: -1 },
      { ...NEW_TEMPLATE, trigger: 'on_arrival' },
      { ...NEW_TEMPLATE, whenLate: 'maybe' },
      { ...NEW_TEMPLATE, subject: '' },
      { ...NEW_TEMPLATE, subject: 'Line\nbreak' },
      { ...NEW_TEMPLATE, body: 'x'.repeat(5001) },
      { ...NEW_TEMPLATE, extra: true },
      { ...NEW_TEMPLATE, name: '\u0000' },
    ]) {
      const res = await call(owner, 'POST', '/api/console/message-templates', bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json<ApiError>().message.length).toBeGreaterThan(10);
    }
    expect((await templates()).templates).toHaveLength(before);

    const res = await call(owner, 'POST', '/api/console/message-templates', NEW_TEMPLATE);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<TemplateView>();
    expect(made).toMatchObject({ ...NEW_TEMPLATE, builtIn: null });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'message-template.create'),
          eq(auditLog.target, `message-template:${made.id}`),
        ),
      );
    expect(audit?.actorId).toBe(owner.id);
  });

  it('saves an edit with If-Match, refuses one over a newer save (412), and deletes', async () => {
    const made = (
      await call(owner, 'POST', '/api/console/message-templates', {
        ...NEW_TEMPLATE,
        name: 'To be edited',
      })
    ).json<TemplateView>();
    const url = `/api/console/message-templates/${made.id}`;
    const saved = await call(
      owner,
      'PUT',
      url,
      { ...NEW_TEMPLATE, name: 'Edited' },
      {
        'if-match': `"${made.version}"`,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TemplateView>().name).toBe('Edited');
    const stale = await call(
      owner,
      'PUT',
      url,
      { ...NEW_TEMPLATE, name: 'Lost' },
      {
        'if-match': `"${made.version}"`,
      },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json<ApiError>().message).toContain('Someone else saved this message');
    const unknown = await call(
      owner,
      'PUT',
      `/api/console/message-templates/${'a'.repeat(24)}`,
      NEW_TEMPLATE,
    );
    expect(unknown.statusCode).toBe(404);
    const badId = await call(owner, 'PUT', '/api/console/message-templates/nope', NEW_TEMPLATE);
    expect(badId.statusCode).toBe(400);

    const gone = await call(owner, 'DELETE', url);
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await templates()).templates.some((tpl) => tpl.id === made.id)).toBe(false);
    expect((await call(owner, 'DELETE', url)).statusCode).toBe(404);
  });

  it('keeps a built-in template: it can be turned off, not deleted', async () => {
    const dayBefore = await builtIn('day-before');
    const url = `/api/console/message-templates/${dayBefore.id}`;
    const refused = await call(owner, 'DELETE', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().message).toContain('Turn it off instead');
    const { id: _id, builtIn: _b, timing: _t, updatedAt: _u, version, ...fields } = dayBefore;
    const off = await call(
      owner,
      'PUT',
      url,
      { ...fields, enabled: false },
      {
        'if-match': `"${version}"`,
      },
    );
    expect(off.statusCode, off.body).toBe(200);
    const on = await call(owner, 'PUT', url, { ...fields, enabled: true });
    expect(on.statusCode, on.body).toBe(200);
  });

  it('previews a template with a real booking, writing nothing', async () => {
    const booking = await confirmed({ airportPickup: true, vehicleType: 'CAR' });
    const auditsBefore = (await t.database.db.select().from(auditLog)).length;
    const res = await call(manager, 'POST', '/api/console/message-templates/preview', {
      subject: 'Hello {first_name}',
      body: 'Dear {first_name},\n\n<b>Arrive</b> on {check_in}.\nTransfer: {transfer}\n\nSee https://example.com/map. {manage_link}',
      bookingId: booking.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<PreviewView>();
    expect(preview.booking?.id).toBe(booking.id);
    expect(preview.subject).toBe('Hello Anna');
    expect(preview.text).toContain('Transfer: Airport pickup on');
    expect(preview.missing).toEqual([]);
    // The owner's words are text: the tag is shown, escaped, never markup.
    expect(preview.html).toContain('&lt;b&gt;Arrive&lt;/b&gt;');
    expect(preview.html).not.toContain('<b>Arrive');
    expect(preview.html).toContain('href="https://example.com/map"');
    // The guest's link without its token.
    expect(preview.html).toContain(`https://villas.test/booking/${booking.id}`);
    expect(preview.html).not.toContain('token=');
    expect((await t.database.db.select().from(auditLog)).length).toBe(auditsBefore);

    const latest = await call(owner, 'POST', '/api/console/message-templates/preview', {
      subject: 'For {reference}',
      body: 'Hi',
    });
    expect(latest.statusCode, latest.body).toBe(200);
    expect(latest.json<PreviewView>().booking).not.toBeNull();

    const unknownVar = await call(owner, 'POST', '/api/console/message-templates/preview', {
      subject: 'Hi',
      body: 'Your {pool_code}',
    });
    expect(unknownVar.statusCode).toBe(400);
    expect(unknownVar.json<ApiError>().message).toContain('{pool_code}');
    for (const bad of [
      { subject: 'Hi', body: 'Hello', bookingId: 'zzz' },
      { subject: 'Hi', body: '{'.repeat(5001) },
      { subject: 'Hi' },
      { subject: 'Hi', body: 'Hello', extra: 1 },
    ]) {
      const res = await call(owner, 'POST', '/api/console/message-templates/preview', bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    const noBooking = await call(owner, 'POST', '/api/console/message-templates/preview', {
      subject: 'Hi',
      body: 'Hello',
      bookingId: 'b'.repeat(24),
    });
    expect(noBooking.statusCode).toBe(404);
  });

  it('schedules one message per template on confirmation, in Sri Lanka time', async () => {
    const booking = await confirmed();
    const messages = await messagesOf(booking.id);
    const names = (await templates()).templates.filter((tpl) => tpl.enabled).map((tpl) => tpl.name);
    expect(messages.map((m) => m.templateName).sort()).toEqual([...names].sort());
    const week = byName(messages, 'Getting there, a week before arrival');
    expect(week.status).toBe('scheduled');
    expect(week.dueAt).toBe(resortInstant(addDays(booking.checkInDate, -7), 9).toISOString());
    const after = byName(messages, 'Thank you, the day after departure');
    expect(after.dueAt).toBe(resortInstant(addDays(booking.checkOutDate, 1), 10).toISOString());
    // Owner and manager both read them.
    expect(await messagesOf(booking.id, owner)).toEqual(messages);
    const unknown = await call(manager, 'GET', `/api/console/bookings/${'c'.repeat(24)}/messages`);
    expect(unknown.statusCode).toBe(404);
  });

  it('moves the waiting messages with the stay, and cancels them with it', async () => {
    const booking = await confirmed();
    const moved = stays.freshStay();
    const change = await call(manager, 'POST', `/api/console/bookings/${booking.id}/change`, {
      ...moved,
      adults: 2,
      reason: 'The guest asked for later dates.',
    });
    expect(change.statusCode, change.body).toBe(200);
    const week = byName(await messagesOf(booking.id), 'Getting there, a week before arrival');
    expect(week.dueAt).toBe(resortInstant(addDays(moved.checkInDate, -7), 9).toISOString());

    const cancel = await call(manager, 'POST', `/api/console/bookings/${booking.id}/cancel`, {
      reason: 'Plans changed.',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await messagesOf(booking.id);
    expect(after.filter((m) => m.status === 'scheduled')).toEqual([]);
    expect(byName(after, 'Getting there, a week before arrival')).toMatchObject({
      status: 'cancelled',
      reason: 'The booking was cancelled.',
    });
  });

  it("the guest's own cancel leaves nothing scheduled", async () => {
    const booking = await confirmed();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: {
        cookie: `${bookingCookieName(booking.id)}=${booking.accessToken}`,
        origin: t.config.publicUrl,
      },
      payload: { reason: 'Sorry' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await messagesOf(booking.id)).filter((m) => m.status === 'scheduled')).toEqual([]);
  });

  it('sends each due message once, filled, through the outbox; a second run sends nothing', async () => {
    const email = `${randomUUID()}@example.com`;
    const booking = await confirmed({ guestEmail: email });
    const afterStay = resortInstant(addDays(booking.checkOutDate, 2), 12);

    const queued = await t.app.guestMessageService.sendDue(afterStay);
    expect(queued).toBeGreaterThanOrEqual(4);
    const mails = await mailTo(email);
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toContain('Your stay at Villa River Breeze: getting there');
    expect(subjects).toContain('Thank you for staying at Villa River Breeze');
    expect(subjects.filter((s) => s.startsWith('Your stay at'))).toHaveLength(1);
    const statuses = (await messagesOf(booking.id)).map((m) => m.status);
    expect(statuses.every((s) => s === 'sent')).toBe(true);

    await t.app.guestMessageService.sendDue(afterStay);
    expect(await mailTo(email)).toHaveLength(mails.length);
  });

  it('skips a message with an empty value, naming it on the booking and telling the team', async () => {
    const email = `${randomUUID()}@example.com`;
    const booking = await confirmed({ guestEmail: email });
    const [villa] = await t.database.db.select().from(villas).where(eq(villas.id, booking.villaId));
    await t.database.db
      .update(villas)
      .set({ latitude: null, longitude: null })
      .where(eq(villas.id, booking.villaId));
    try {
      const weekBefore = resortInstant(addDays(booking.checkInDate, -7), 10);
      await t.app.guestMessageService.sendDue(weekBefore);
      const week = byName(await messagesOf(booking.id), 'Getting there, a week before arrival');
      expect(week.status).toBe('skipped');
      expect(week.reason).toContain('{map_link}');
      const team = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.template, 'guest-message-skipped-team'));
      expect(team.some((m) => m.subject.includes(booking.reference))).toBe(true);
      expect((await mailTo(email)).map((m) => m.subject)).not.toContain(
        'Your stay at Villa River Breeze: getting there',
      );

      // "Send now" while the value is still missing: refused, naming it, nothing changes.
      const refused = await call(
        manager,
        'POST',
        `/api/console/bookings/${booking.id}/messages/${week.id}/send`,
        {},
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ApiError>().message).toContain('{map_link}');
    } finally {
      await t.database.db
        .update(villas)
        .set({ latitude: villa?.latitude ?? null, longitude: villa?.longitude ?? null })
        .where(eq(villas.id, booking.villaId));
    }
    // The position back: the team sends it now.
    const week = byName(await messagesOf(booking.id), 'Getting there, a week before arrival');
    const sent = await call(
      manager,
      'POST',
      `/api/console/bookings/${booking.id}/messages/${week.id}/send`,
      {},
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(byName(sent.json<BookingMessages>().messages, week.templateName).status).toBe('sent');
    expect((await mailTo(email)).map((m) => m.subject)).toContain(
      'Your stay at Villa River Breeze: getting there',
    );
    const again = await call(
      manager,
      'POST',
      `/api/console/bookings/${booking.id}/messages/${week.id}/send`,
      {},
    );
    expect(again.statusCode).toBe(409);
  });

  it('skips a waiting message with the reason, audited; only a waiting one', async () => {
    const booking = await confirmed();
    const day = byName(await messagesOf(booking.id), 'See you tomorrow, the day before arrival');
    const url = `/api/console/bookings/${booking.id}/messages/${day.id}/skip`;
    expect((await call(manager, 'POST', url, { reason: '' })).statusCode).toBe(400);
    expect((await call(manager, 'POST', url, {})).statusCode).toBe(400);
    expect((await call(manager, 'POST', url, { reason: 'x'.repeat(301) })).statusCode).toBe(400);
    const badIds = `/api/console/bookings/${booking.id}/messages/not-an-id/skip`;
    expect((await call(manager, 'POST', badIds, { reason: 'x' })).statusCode).toBe(400);
    const res = await call(manager, 'POST', url, { reason: 'We will call them instead.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(byName(res.json<BookingMessages>().messages, day.templateName)).toMatchObject({
      status: 'skipped',
      reason: 'We will call them instead.',
    });
    expect((await call(manager, 'POST', url, { reason: 'Again' })).statusCode).toBe(409);
    const other = await call(
      manager,
      'POST',
      `/api/console/bookings/${booking.id}/messages/${'d'.repeat(24)}/skip`,
      { reason: 'x' },
    );
    expect(other.statusCode).toBe(404);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'guest-message.skip'),
          eq(auditLog.target, `booking:${booking.id}`),
        ),
      );
    expect(audit?.actorId).toBe(manager.id);
  });

  it('a stay booked inside an offset gets the message at once, or skips it, per template', async () => {
    // A template of a year before arrival that skips late stays, and one that sends them.
    const skipper = (
      await call(owner, 'POST', '/api/console/message-templates', {
        ...NEW_TEMPLATE,
        name: 'A year ahead, skipped when late',
        offsetDays: 365,
        whenLate: 'skip',
      })
    ).json<TemplateView>();
    const sender = (
      await call(owner, 'POST', '/api/console/message-templates', {
        ...NEW_TEMPLATE,
        name: 'A year ahead, sent when late',
        offsetDays: 365,
        whenLate: 'send',
      })
    ).json<TemplateView>();
    const booking = await confirmed();
    expect(booking.checkInDate < addDays(resortToday(), 365)).toBe(true);
    const messages = await messagesOf(booking.id);
    expect(byName(messages, skipper.name)).toMatchObject({ status: 'skipped' });
    expect(byName(messages, skipper.name).reason).toContain('365 days before arrival');
    const late = byName(messages, sender.name);
    expect(late.status).toBe('scheduled');
    expect(Date.parse(late.dueAt)).toBeLessThanOrEqual(Date.now());
    for (const tpl of [skipper, sender]) {
      const off = await call(owner, 'PUT', `/api/console/message-templates/${tpl.id}`, {
        ...NEW_TEMPLATE,
        name: tpl.name,
        offsetDays: tpl.offsetDays,
        whenLate: tpl.whenLate,
        enabled: false,
      });
      expect(off.statusCode, off.body).toBe(200);
    }
    // Turned off: what waited is cancelled.
    expect(byName(await messagesOf(booking.id), sender.name)).toMatchObject({
      status: 'cancelled',
      reason: 'The message was turned off.',
    });
    const rows = await t.database.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.bookingId, booking.id));
    expect(rows.filter((row) => row.status === 'scheduled').length).toBeGreaterThan(0);
  });
});
