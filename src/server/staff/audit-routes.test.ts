/**
 * The owner's audit log (issue 14 §5): newest first, paged on the server, filtered by person, by
 * action or its family, by the resort's days and by part of the target or address; nobody else
 * reads it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRefusedYear } from '#domain/dates.ts';
import type { ApiError, Paged } from '#domain/schemas/common.ts';
import type { AuditEntry } from '#domain/schemas/console.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog } from '../db/schema.ts';
import { newId } from '#server/lib/ids.ts';

describe.each(engines)('console audit log on %s', (engine) => {
  let t: TestApp;
  let owner: ConsoleSession;
  let manager: ConsoleSession;
  let housekeeping: ConsoleSession;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: false });
    owner = await signedInAs(t, 'owner', { name: 'Nadia Perera' });
    manager = await signedInAs(t, 'manager');
    housekeeping = await signedInAs(t, 'housekeeping');
    // A day in 2020 of the team's past, in UTC instants; the resort is 5:30 ahead.
    const entry = (at: string, action: string, actorId: string | null, rest = {}) => ({
      id: newId(),
      at: new Date(at),
      actorId,
      ip: '10.0.0.1',
      action,
      target: null,
      before: null,
      after: null,
      ...rest,
    });
    await t.database.db.insert(auditLog).values([
      // 23:30 on March 1 at the resort.
      entry('2020-03-01T18:00:00Z', 'booking.confirm', manager.id, {
        target: 'booking:aaaaaaaaaaaaaaaaaaaaaaaa',
        before: { status: 'PENDING' },
        after: { status: 'CONFIRMED' },
      }),
      // 00:30 on March 2 at the resort, still March 1 in UTC.
      entry('2020-03-01T19:00:00Z', 'booking.decline', manager.id, {
        target: 'booking:bbbbbbbbbbbbbbbbbbbbbbbb',
      }),
      entry('2020-03-02T10:00:00Z', 'bookings.other', owner.id),
      entry('2020-03-02T11:00:00Z', 'login.failed', null, {
        ip: '203.0.113.77',
        target: 'email:stranger@example.com',
      }),
      entry('2020-03-03T09:00:00Z', 'review.approve', 'an-account-since-removed', {
        target: 'review:cccccccccccccccccccccccc',
      }),
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const IN_2020 = 'from=2020-01-01&to=2020-12-31';
  const page = async (query: string) => {
    const res = await consoleCall(t, owner, 'GET', `/api/console/audit?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paged<AuditEntry>>();
  };
  const actions = async (query: string) =>
    (await page(`${IN_2020}&${query}`)).content.map((e) => e.action);

  it('shows the newest first, with who acted, from where and the values before and after', async () => {
    const all = await page(IN_2020);
    expect(all.totalElements).toBe(5);
    expect(all.content.map((e) => e.action)).toEqual([
      'review.approve',
      'login.failed',
      'bookings.other',
      'booking.decline',
      'booking.confirm',
    ]);
    const confirm = all.content[4];
    expect(confirm).toMatchObject({
      at: '2020-03-01T18:00:00.000Z',
      actor: { id: manager.id, name: manager.name, email: manager.email, role: 'manager' },
      ip: '10.0.0.1',
      target: 'booking:aaaaaaaaaaaaaaaaaaaaaaaa',
      before: { status: 'PENDING' },
      after: { status: 'CONFIRMED' },
    });
    // The unknown sign-in and an account no longer there have no actor.
    expect(all.content[1]?.actor).toBeNull();
    expect(all.content[0]?.actor).toBeNull();

    // The team's own doings today are in it too: the owner's sign-in, newest first.
    const today = await page('size=50');
    const times = today.content.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(today.content.some((e) => e.action === 'login' && e.actor?.id === housekeeping.id)).toBe(
      true,
    );
  });

  it('pages on the server', async () => {
    const first = await page(`${IN_2020}&size=2&page=0`);
    const third = await page(`${IN_2020}&size=2&page=2`);
    expect(first).toMatchObject({ totalElements: 5, totalPages: 3, number: 0, size: 2 });
    expect(first.content).toHaveLength(2);
    expect(third.content.map((e) => e.action)).toEqual(['booking.confirm']);
  });

  it('filters by person, by action or its family, by resort day and by target or address', async () => {
    expect(await actions(`actor=${manager.id}`)).toEqual(['booking.decline', 'booking.confirm']);
    // The family 'booking' is booking.*, not 'bookings.other'.
    expect(await actions('action=booking')).toEqual(['booking.decline', 'booking.confirm']);
    expect(await actions('action=booking.confirm')).toEqual(['booking.confirm']);
    expect(await actions('action=login')).toEqual(['login.failed']);
    expect(await actions('action=book')).toEqual([]);
    // Days are the resort's: 00:30 on March 2 there was 19:00 on March 1 in UTC.
    expect((await page('from=2020-03-01&to=2020-03-01')).content.map((e) => e.action)).toEqual([
      'booking.confirm',
    ]);
    expect((await page('from=2020-03-02&to=2020-03-02')).content.map((e) => e.action)).toEqual([
      'login.failed',
      'bookings.other',
      'booking.decline',
    ]);
    expect((await page('from=2020-03-03&to=2020-03-03')).totalElements).toBe(1);
    expect(await actions('q=113.77')).toEqual(['login.failed']);
    expect(await actions('q=STRANGER@')).toEqual(['login.failed']);
    expect(await actions('q=booking%3Abbbb')).toEqual(['booking.decline']);
    expect(await actions('q=%25')).toEqual([]);
    expect(await actions(`actor=${manager.id}&action=booking.decline&q=booking`)).toEqual([
      'booking.decline',
    ]);
  });

  it('is the owner’s alone: a manager and housekeeping get 403, no session 401', async () => {
    for (const session of [manager, housekeeping]) {
      const res = await consoleCall(t, session, 'GET', '/api/console/audit');
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('booking:');
    }
    expect((await consoleCall(t, null, 'GET', '/api/console/audit')).statusCode).toBe(401);
  });

  it('answers bad filters with 400 and a message that names them', async () => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n;
    const before = await count();
    for (const query of [
      'action=Booking.Confirm',
      'action=booking%25',
      'from=2020-13-01',
      'from=2020-03-02&to=2020-03-01',
      'actor=someone',
      'page=-1',
      'size=51',
      `q=${'x'.repeat(101)}`,
      'who=owner',
    ]) {
      const res = await consoleCall(t, owner, 'GET', `/api/console/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<ApiError>().message, query).not.toBe('');
    }
    expect(await count()).toBe(before);
  });

  it.each([
    ['from=0000-01-01', 'from must be a date in 2000 or later'],
    ['to=0000-01-01', 'to must be a date in 2000 or later'],
    ['from=9999-12-31', `from must be a date before ${firstRefusedYear()}`],
    ['to=9999-12-31', `to must be a date before ${firstRefusedYear()}`],
    ['to=99999-01-01', 'to must be a real calendar date written as YYYY-MM-DD'],
  ])(
    'answers a filter of %s with a 400 in words, not a 500 (issue 23 §1.5)',
    async (query, words) => {
      const res = await consoleCall(t, owner, 'GET', `/api/console/audit?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ApiError>().message).toBe(`Please check the query string: ${words}.`);
    },
  );
});
