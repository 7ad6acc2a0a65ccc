/**
 * Issue 27 §3 on both engines: a confirmed stay makes its villa's turnover, a moved stay moves it,
 * a cancelled one cancels it, and none is made twice (twice over, and from two connections at
 * once); housekeeping works a task (status, ticks, note, photos) under If-Match, the owner or the
 * manager gives it to a person (e-mailed), the owner keeps the checklist; Today warns of an
 * arrival whose villa is not ready and of every problem; bad input is a 4xx that writes nothing,
 * and no answer shows a guest's name, contact or money.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, resortInstant } from '#domain/dates.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { TurnoverAlert, TurnoverChecklist, TurnoverTask } from '#domain/schemas/turnover.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { multipartBody } from '#tests/helpers/photo-upload.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog, turnoverTasks } from '../db/schema.ts';
import { catchUpTurnovers, followBooking } from './follow-stays.ts';
import { folderTurnoverStore } from './photo-store.ts';
import { listTurnovers, turnoverAlerts, type TurnoverDeps } from './service.ts';

describe.each(engines)('turnovers on %s', (engine) => {
  let t: TestApp;
  let stays: FreeStays;
  let owner: ConsoleSession;
  let manager: ConsoleSession;
  let housekeeper: ConsoleSession;

  beforeAll(async () => {
    t = await createTestApp(engine);
    stays = await villaWithFreeStays(t.app);
    owner = await signedInAs(t, 'owner');
    manager = await signedInAs(t, 'manager');
    housekeeper = await signedInAs(t, 'housekeeping', { name: 'Ruwan' });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    session: ConsoleSession | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => consoleCall(t, session, method, url, payload, headers);

  const request = async (more: Record<string, unknown> = {}) => {
    const res = await stays.bookFreshStay({
      guestEmail: 'amara.turnover@example.com',
      guestPhone: '+94 77 123 4567',
      ...more,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<BookingCreated>();
  };
  const confirm = async (b: BookingCreated) => {
    const res = await call(manager, 'POST', `/api/console/bookings/${b.id}/confirm`, {});
    expect(res.statusCode, res.body).toBe(200);
  };
  const tasksOf = (bookingId: string) =>
    t.database.db.select().from(turnoverTasks).where(eq(turnoverTasks.bookingId, bookingId));
  const taskOf = async (bookingId: string) => {
    const [row] = await tasksOf(bookingId);
    if (!row) throw new Error('No task for this booking');
    return row;
  };
  const view = async (id: string, session = housekeeper) => {
    const res = await call(session, 'GET', `/api/console/turnovers/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TurnoverTask>();
  };
  const deps = (now: Date): TurnoverDeps => ({
    db: t.database.db,
    mail: t.app.mailContext,
    photos: folderTurnoverStore(`${t.config.dataDir}/turnover-photos`),
    now: () => now,
  });
  const checklist = ['Fresh sheets in every bedroom', 'Towels in both bathrooms', 'Pool skimmed'];
  const setChecklist = async (items = checklist) => {
    const res = await call(
      owner,
      'PUT',
      `/api/console/villas/${stays.villa.id}/turnover-checklist`,
      { items },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TurnoverChecklist>();
  };

  it('makes the task when a stay is confirmed, never for a request still waiting', async () => {
    const b = await request();
    expect(await tasksOf(b.id)).toHaveLength(0);
    await confirm(b);
    const task = await taskOf(b.id);
    expect(task).toMatchObject({
      villaId: stays.villa.id,
      departureOn: b.checkOutDate,
      status: 'open',
      blockedRangeId: null,
    });
    const shown = await view(task.id);
    expect(shown).toMatchObject({
      villa: { id: stays.villa.id },
      departureOn: b.checkOutDate,
      source: 'booking',
      status: 'open',
      assignedTo: null,
    });
    // Housekeeping reads it: no guest's name, e-mail, phone, reference or money.
    const text = JSON.stringify(shown);
    for (const secret of ['amara', 'Amara', '+94', b.reference, 'Cents', 'total']) {
      expect(text).not.toContain(secret);
    }
  });

  it('moves the task with the stay, and cancels it with the stay', async () => {
    const b = await request();
    await confirm(b);
    const before = await taskOf(b.id);
    const checkOutDate = addDays(b.checkOutDate, 1);
    const moved = await call(manager, 'POST', `/api/console/bookings/${b.id}/change`, {
      checkInDate: b.checkInDate,
      checkOutDate,
      adults: 2,
      reason: 'One more night',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await taskOf(b.id)).toMatchObject({ id: before.id, departureOn: checkOutDate });

    const cancelled = await call(manager, 'POST', `/api/console/bookings/${b.id}/cancel`, {
      reason: 'The guest asked',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await taskOf(b.id)).toMatchObject({ id: before.id, status: 'cancelled' });
    // A cancelled task takes no change from anyone.
    const res = await call(housekeeper, 'PATCH', `/api/console/turnovers/${before.id}`, {
      status: 'started',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/cancelled with its stay/);
  });

  it('never makes a task twice: followed again, caught up again, from two connections at once', async () => {
    const b = await request();
    await confirm(b);
    const now = new Date();
    await t.database.db.transaction((tx) => followBooking(tx, b.id, now));
    const today = addDays(b.checkInDate, -1);
    await Promise.all([
      catchUpTurnovers(t.database.db, today, now),
      catchUpTurnovers(t.database.db, today, now),
    ]);
    // A stay that had none (as before this feature): made once, though two instances raced.
    await t.database.db.delete(turnoverTasks).where(eq(turnoverTasks.bookingId, b.id));
    const made = await Promise.all([
      catchUpTurnovers(t.database.db, today, now),
      catchUpTurnovers(t.database.db, today, now),
    ]);
    expect(made.filter((n) => n > 0).length).toBeGreaterThan(0);
    expect(await tasksOf(b.id)).toHaveLength(1);
  });

  it('lets housekeeping start, tick, report a problem with a note and finish, under If-Match', async () => {
    await setChecklist();
    const b = await request();
    await confirm(b);
    const { id } = await taskOf(b.id);
    const url = `/api/console/turnovers/${id}`;
    const first = await view(id);
    expect(first.checklist).toEqual(checklist.map((item) => ({ item, ticked: false })));

    const started = await call(
      housekeeper,
      'PATCH',
      url,
      { status: 'started', checked: [checklist[0]] },
      { 'if-match': `"${first.version}"` },
    );
    expect(started.statusCode, started.body).toBe(200);
    const s = started.json<TurnoverTask>();
    expect(s).toMatchObject({ status: 'started', readyAt: null });
    expect(s.startedAt).not.toBeNull();
    expect(s.checklist[0]).toEqual({ item: checklist[0], ticked: true });

    // The page's old version: someone saved meanwhile, so nothing is written.
    const stale = await call(
      housekeeper,
      'PATCH',
      url,
      { status: 'ready' },
      { 'if-match': `"${first.version}"` },
    );
    expect(stale.statusCode).toBe(412);
    expect((await view(id)).status).toBe('started');

    const noNote = await call(housekeeper, 'PATCH', url, { status: 'problem' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json<{ message: string }>().message).toMatch(/Say what the problem is/);
    const problem = await call(housekeeper, 'PATCH', url, {
      status: 'problem',
      note: 'The AC in the second bedroom drips',
    });
    expect(problem.statusCode, problem.body).toBe(200);
    const cleared = await call(housekeeper, 'PATCH', url, { note: null });
    expect(cleared.statusCode).toBe(400);

    const ready = await call(manager, 'PATCH', url, { status: 'ready', checked: checklist });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json<TurnoverTask>()).toMatchObject({ status: 'ready' });
    expect(ready.json<TurnoverTask>().readyAt).not.toBeNull();
    const back = await call(housekeeper, 'PATCH', url, { status: 'open' });
    expect(back.statusCode).toBe(409);
    expect(back.json<{ message: string }>().message).toBe(
      'A turnover that is ready cannot be marked open.',
    );

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `turnover:${id}`));
    expect(audits.map((a) => a.action)).toEqual([
      'turnover.update',
      'turnover.update',
      'turnover.update',
    ]);
  });

  it('refuses bad input with a 4xx that writes nothing', async () => {
    await setChecklist();
    const b = await request();
    await confirm(b);
    const { id, updatedAt } = await taskOf(b.id);
    const url = `/api/console/turnovers/${id}`;
    const bad: [object, RegExp][] = [
      [{}, /Send a status/],
      [{ status: 'cancelled' }, /open, started, ready or problem/],
      [{ status: 'done' }, /open, started, ready or problem/],
      [{ checked: ['Polish the moon'] }, /not on this villa's checklist/],
      [{ checked: [checklist[0], checklist[0]] }, /same item twice/],
      [{ note: 'x'.repeat(1001) }, /at most 1000/],
      [{ note: 'a\u0000b' }, /control characters/],
      [{ status: 'started', assignedTo: 'x' }, /assignedTo/],
    ];
    for (const [body, message] of bad) {
      const res = await call(housekeeper, 'PATCH', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatch(message);
    }
    expect((await taskOf(b.id)).updatedAt).toEqual(updatedAt);
    expect((await call(housekeeper, 'GET', '/api/console/turnovers/nope')).statusCode).toBe(400);
    expect(
      (await call(housekeeper, 'GET', '/api/console/turnovers/0123456789abcdef01234567'))
        .statusCode,
    ).toBe(404);
    expect((await call(housekeeper, 'GET', '/api/console/turnovers?range=month')).statusCode).toBe(
      400,
    );
    expect((await call(null, 'GET', '/api/console/turnovers')).statusCode).toBe(401);
    expect((await call(null, 'PATCH', url, { status: 'started' })).statusCode).toBe(401);
  });

  it('lists today, tomorrow and the week, in Sri Lanka time, carrying over unfinished work', async () => {
    const b = await request();
    await confirm(b);
    const { id } = await taskOf(b.id);
    const departure = b.checkOutDate;
    const morning = resortInstant(departure, 9);
    const ids = async (range: 'today' | 'tomorrow' | 'week', now: Date) =>
      (await listTurnovers(deps(now), { range, villaId: stays.villa.id })).map((task) => task.id);
    expect(await ids('today', morning)).toContain(id);
    expect(await ids('tomorrow', morning)).not.toContain(id);
    expect(await ids('tomorrow', resortInstant(addDays(departure, -1), 9))).toContain(id);
    expect(await ids('week', resortInstant(addDays(departure, -6), 9))).toContain(id);
    expect(await ids('week', resortInstant(addDays(departure, -7), 9))).not.toContain(id);
    // Not done on the day: still today's work the day after (no one arrives yet).
    expect(await ids('today', resortInstant(addDays(departure, 1), 9))).toContain(id);
    // Just before midnight in Colombo it is still the departure day; just after, the next.
    expect(await ids('tomorrow', resortInstant(addDays(departure, -1), 23))).toContain(id);

    const res = await call(housekeeper, 'GET', `/api/console/turnovers?range=week`);
    expect(res.statusCode, res.body).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });

  it('marks a same-day turnover, and Today warns of the arrival until the villa is ready', async () => {
    const first = await request();
    await confirm(first);
    const next = await request({
      checkInDate: first.checkOutDate,
      checkOutDate: addDays(first.checkOutDate, 3),
      adults: 3,
      children: 1,
    });
    await confirm(next);
    const { id } = await taskOf(first.id);
    expect(await view(id)).toMatchObject({
      nextArrivalOn: first.checkOutDate,
      nextArrivalGuests: 4,
      sameDay: true,
    });

    const dayBeforeMorning = resortInstant(addDays(first.checkOutDate, -1), 9);
    const dayBeforeEvening = resortInstant(addDays(first.checkOutDate, -1), 18);
    const alertIds = async (now: Date) =>
      (await turnoverAlerts(deps(now))).map((a: TurnoverAlert) => `${a.kind}:${a.task.id}`);
    expect(await alertIds(dayBeforeMorning)).not.toContain(`not-ready:${id}`);
    expect(await alertIds(dayBeforeEvening)).toContain(`not-ready:${id}`);

    const problem = await call(housekeeper, 'PATCH', `/api/console/turnovers/${id}`, {
      status: 'problem',
      note: 'No hot water',
    });
    expect(problem.statusCode, problem.body).toBe(200);
    const told = await alertIds(dayBeforeEvening);
    expect(told).toContain(`problem:${id}`);
    expect(told).not.toContain(`not-ready:${id}`);

    await call(housekeeper, 'PATCH', `/api/console/turnovers/${id}`, { status: 'ready' });
    expect((await alertIds(dayBeforeEvening)).filter((a) => a.endsWith(id))).toEqual([]);

    const res = await call(housekeeper, 'GET', '/api/console/turnovers/alerts');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('amara');
  });

  it('keeps photos of a problem for staff only, checked as villa photos are', async () => {
    const b = await request();
    await confirm(b);
    const other = await request();
    await confirm(other);
    const { id } = await taskOf(b.id);
    const otherTask = await taskOf(other.id);
    const upload = (
      session: ConsoleSession | null,
      taskId: string,
      bytes: Buffer,
      type: string,
    ) => {
      const { body, contentType } = multipartBody({ file: { name: 'leak.jpg', type, bytes } });
      return t.app.inject({
        method: 'POST',
        url: `/api/console/turnovers/${taskId}/photos`,
        headers: {
          ...(session ? { cookie: session.cookie } : {}),
          origin: 'https://villas.test',
          'content-type': contentType,
        },
        payload: body,
      });
    };
    const notPhoto = await upload(housekeeper, id, Buffer.from('<svg onload="x"/>'), 'image/jpeg');
    expect(notPhoto.statusCode).toBe(415);
    expect((await upload(null, id, Buffer.from('x'), 'image/jpeg')).statusCode).toBe(401);

    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#3a7' },
    })
      .png()
      .toBuffer();
    const res = await upload(housekeeper, id, png, 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json<TurnoverTask>().photos[0];
    expect(photo).toMatchObject({ width: 64, height: 48 });
    if (!photo) throw new Error('no photo');

    const file = await call(housekeeper, 'GET', photo.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
    expect((await call(null, 'GET', photo.url)).statusCode).toBe(401);
    // Another task's address, or the public photos' route, never serves it.
    const elsewhere = photo.url.replace(id, otherTask.id);
    expect((await call(housekeeper, 'GET', elsewhere)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/photos/turnover-${photo.id}.jpg` })).statusCode).toBe(404);
  });

  it('lets the owner or the manager give a task to a person, who is e-mailed a link', async () => {
    const b = await request();
    await confirm(b);
    const { id } = await taskOf(b.id);
    const url = `/api/console/turnovers/${id}/assignee`;
    expect((await call(housekeeper, 'PUT', url, { staffId: housekeeper.id })).statusCode).toBe(403);
    expect(
      (await call(manager, 'PUT', url, { staffId: '0123456789abcdef01234567' })).statusCode,
    ).toBe(400);
    expect((await call(manager, 'PUT', url, { staffId: 'ruwan' })).statusCode).toBe(400);

    const assignees = await call(manager, 'GET', '/api/console/turnovers/assignees');
    expect(assignees.json<{ id: string }[]>().map((a) => a.id)).toContain(housekeeper.id);
    expect(assignees.body).not.toContain('@');
    expect((await call(housekeeper, 'GET', '/api/console/turnovers/assignees')).statusCode).toBe(
      403,
    );

    const res = await call(manager, 'PUT', url, { staffId: housekeeper.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TurnoverTask>().assignedTo).toEqual({ id: housekeeper.id, name: 'Ruwan' });
    t.app.jobs.kickMail();
    const mail = await vi.waitFor(() => {
      const found = t.sentMail.find((m) => m.to === housekeeper.email);
      if (!found) throw new Error('Not sent yet');
      return found;
    });
    expect(mail.subject).toContain(stays.villa.name);
    expect(mail.text).toContain(`/console/turnovers/${id}`);

    const none = await call(owner, 'PUT', url, { staffId: null });
    expect(none.json<TurnoverTask>().assignedTo).toBeNull();
  });

  it('lets the owner keep the checklist, everyone read it', async () => {
    const url = `/api/console/villas/${stays.villa.id}/turnover-checklist`;
    const saved = await setChecklist(['Beds made', 'Bins out']);
    expect(saved.items).toEqual(['Beds made', 'Bins out']);
    const read = await call(housekeeper, 'GET', url);
    expect(read.json<TurnoverChecklist>()).toEqual(saved);
    expect((await call(manager, 'PUT', url, { items: ['x'] })).statusCode).toBe(403);
    expect((await call(owner, 'PUT', url, { items: ['a', 'a'] })).statusCode).toBe(400);
    expect((await call(owner, 'PUT', url, { items: [''] })).statusCode).toBe(400);
    expect((await call(owner, 'PUT', url, { items: 'Beds' })).statusCode).toBe(400);
    expect(
      (await call(owner, 'PUT', url, { items: Array.from({ length: 61 }, (_, i) => `${i}`) }))
        .statusCode,
    ).toBe(400);
    const stale = await call(owner, 'PUT', url, { items: ['c'] }, { 'if-match': '"old"' });
    expect(stale.statusCode).toBe(412);
    expect(
      (await call(owner, 'GET', '/api/console/villas/0123456789abcdef01234567/turnover-checklist'))
        .statusCode,
    ).toBe(404);
    expect((await call(housekeeper, 'GET', url)).json<TurnoverChecklist>().items).toEqual([
      'Beds made',
      'Bins out',
    ]);
  });
});
