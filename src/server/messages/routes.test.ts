/**
 * The messages room of the console (issue 14 §4): contact messages and transport requests in one
 * list paged on the server, a message with its replies, its status, and the team's reply, which is
 * kept, e-mailed to the guest and marks the message answered.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import type { ApiError, Paged } from '#domain/schemas/common.ts';
import type { ContactReceipt } from '#domain/schemas/contact.ts';
import type { ConsoleMessage, MessageSummary } from '#domain/schemas/console.ts';
import type { TransportReceipt } from '#domain/schemas/transport.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog, contactInquiries, messageReplies, transportRequests } from '../db/schema.ts';

describe.each(engines)('console messages on %s', (engine) => {
  let t: TestApp;
  let manager: ConsoleSession;
  let owner: ConsoleSession;
  let housekeeping: ConsoleSession;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signedInAs(t, 'owner');
    manager = await signedInAs(t, 'manager', { name: 'Maya Fernando' });
    housekeeping = await signedInAs(t, 'housekeeping');
  });
  afterAll(async () => {
    await t.close();
  });

  let counter = 0;
  const unique = (word: string) => {
    counter += 1;
    return `${word}${counter}${Math.random().toString(36).slice(2, 7)}`;
  };
  async function contact(name = unique('Sofia')) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name,
        email: `${name.toLowerCase()}@example.com`,
        subject: `Honeymoon for ${name}`,
        message: 'Could you arrange flowers and a dinner on the beach?',
        inquiryType: 'EVENTS',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { kind: 'contact' as const, id: res.json<ContactReceipt>().id, name };
  }
  async function transport(name = unique('Lena')) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transport/quote',
      payload: {
        service: 'AIRPORT_TRANSFER',
        from: 'Bandaranaike International Airport',
        to: 'Villa River Breeze, Weligama',
        date: addDays(resortToday(), 30),
        time: '14:30',
        passengers: 2,
        luggage: 3,
        name,
        email: `${name.toLowerCase()}@example.com`,
        notes: 'Flight UL 504, one child seat please.',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json<TransportReceipt>();
    return { kind: 'transport' as const, id: receipt.id, reference: receipt.reference, name };
  }
  const list = async (query: string, session = manager) => {
    const res = await consoleCall(t, session, 'GET', `/api/console/messages${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paged<MessageSummary>>();
  };
  const counts = async () => {
    const n = async (table: typeof auditLog | typeof messageReplies) =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? -1;
    const statuses = async () => [
      ...(await t.database.db.select({ s: contactInquiries.status }).from(contactInquiries)),
      ...(await t.database.db.select({ s: transportRequests.status }).from(transportRequests)),
    ];
    return {
      audit: await n(auditLog),
      replies: await n(messageReplies),
      statuses: await statuses(),
    };
  };

  it('lists both kinds together, newest first, with a subject each and their reply counts', async () => {
    const a = await contact();
    const b = await transport();
    const c = await contact();
    const page = await list('?size=3');
    expect(page.content.map((m) => [m.kind, m.id])).toEqual([
      ['contact', c.id],
      ['transport', b.id],
      ['contact', a.id],
    ]);
    expect(page.content[1]).toMatchObject({
      reference: b.reference,
      name: b.name,
      status: 'NEW',
      replies: 0,
    });
    expect(page.content[1]?.subject).toMatch(/^Airport Transfer on \w+ \d+, \d{4}$/);
    expect(page.content[0]).toMatchObject({ reference: null, subject: `Honeymoon for ${c.name}` });

    const all = await list('?size=50');
    const contacts = await list('?kind=contact&size=50');
    const transports = await list('?kind=transport&size=50');
    expect(contacts.content.every((m) => m.kind === 'contact')).toBe(true);
    expect(transports.content.every((m) => m.kind === 'transport')).toBe(true);
    expect(contacts.totalElements + transports.totalElements).toBe(all.totalElements);
  });

  it('pages on the server without a message on two pages, and filters by status', async () => {
    const word = unique('Paging');
    const made = [
      await contact(`${word}a`),
      await transport(`${word}b`),
      await contact(`${word}c`),
      await transport(`${word}d`),
      await contact(`${word}e`),
    ];
    const pages = [0, 1, 2].map((n) => list(`?q=${word}&size=2&page=${n}`));
    const [p0, p1, p2] = await Promise.all(pages);
    expect(p0?.totalElements).toBe(5);
    expect(p0?.totalPages).toBe(3);
    expect([p0, p1, p2].flatMap((p) => p?.content.map((m) => m.id) ?? [])).toEqual(
      made.map((m) => m.id).reverse(),
    );

    const patched = await consoleCall(
      t,
      manager,
      'PATCH',
      `/api/console/messages/transport/${made[1]?.id ?? ''}`,
      { status: 'IN_PROGRESS' },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<ConsoleMessage>().status).toBe('IN_PROGRESS');
    const inProgress = await list(`?q=${word}&status=IN_PROGRESS`);
    expect(inProgress.content.map((m) => m.id)).toEqual([made[1]?.id]);
    expect((await list(`?q=${word}&status=NEW`)).totalElements).toBe(4);
    expect((await list(`?q=${word}&status=NEW&kind=transport`)).totalElements).toBe(1);
  });

  it('searches the name, e-mail, subject and reference', async () => {
    const sent = await contact();
    const trip = await transport();
    expect((await list(`?q=${sent.name.toUpperCase()}`)).content.map((m) => m.id)).toEqual([
      sent.id,
    ]);
    expect(
      (await list(`?q=${encodeURIComponent(`${trip.name.toLowerCase()}@example`)}`)).content.map(
        (m) => m.id,
      ),
    ).toEqual([trip.id]);
    expect((await list(`?q=${trip.reference.toLowerCase()}`)).content.map((m) => m.id)).toEqual([
      trip.id,
    ]);
    expect(
      (await list(`?q=${encodeURIComponent(`Honeymoon for ${sent.name}`)}`)).totalElements,
    ).toBe(1);
    expect((await list('?q=nobody-wrote-this')).totalElements).toBe(0);
  });

  it('shows one message whole, and a reply is kept, e-mailed to the guest and answers it', async () => {
    const sent = await contact();
    const url = `/api/console/messages/contact/${sent.id}`;
    const opened = await consoleCall(t, manager, 'GET', url);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<ConsoleMessage>()).toMatchObject({
      kind: 'contact',
      id: sent.id,
      message: 'Could you arrange flowers and a dinner on the beach?',
      inquiryType: 'EVENTS',
      transport: null,
      replyList: [],
    });

    const reply = 'Of course! We will set a table on the beach at sunset.\nWarmly, Maya';
    const res = await consoleCall(t, manager, 'POST', `${url}/replies`, { body: reply });
    expect(res.statusCode, res.body).toBe(201);
    const answered = res.json<ConsoleMessage>();
    expect(answered).toMatchObject({ status: 'ANSWERED', replies: 1 });
    expect(answered.replyList).toEqual([
      {
        id: expect.any(String) as string,
        staffName: 'Maya Fernando',
        body: reply,
        createdAt: expect.any(String) as string,
      },
    ]);
    const again = (await consoleCall(t, manager, 'GET', url)).json<ConsoleMessage>();
    expect(again.replyList).toEqual(answered.replyList);
    expect((await list(`?q=${sent.name}`)).content[0]).toMatchObject({
      status: 'ANSWERED',
      replies: 1,
    });

    const subject = `Re: Honeymoon for ${sent.name}`;
    await vi.waitFor(() => expect(t.sentMail.some((m) => m.subject === subject)).toBe(true), {
      timeout: 10_000,
    });
    const mail = t.sentMail.find((m) => m.subject === subject);
    expect(mail?.to).toBe(`${sent.name.toLowerCase()}@example.com`);
    expect(mail?.replyTo?.address).toBe('team@villas.test');
    expect(mail?.text).toContain('Of course! We will set a table on the beach at sunset.');
    expect(mail?.text).toContain('Could you arrange flowers and a dinner on the beach?');
    expect(mail?.text).toContain('Maya Fernando');

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.target} = ${`contact:${sent.id}`}`);
    expect(entry).toMatchObject({
      actorId: manager.id,
      action: 'message.reply',
      before: { status: 'NEW' },
      after: expect.objectContaining({ status: 'ANSWERED', body: reply }) as unknown,
    });
  });

  it("replies to a transport request with its reference, quoting the guest's notes", async () => {
    const trip = await transport();
    const res = await consoleCall(
      t,
      owner,
      'POST',
      `/api/console/messages/transport/${trip.id}/replies`,
      {
        body: 'A car will wait for you at arrivals, holding a sign with your name.',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<ConsoleMessage>()).toMatchObject({
      kind: 'transport',
      reference: trip.reference,
      status: 'ANSWERED',
      message: 'Flight UL 504, one child seat please.',
      transport: expect.objectContaining({ service: 'AIRPORT_TRANSFER', passengers: 2 }) as unknown,
    });
    const subject = `Your transport request ${trip.reference}`;
    await vi.waitFor(() => expect(t.sentMail.some((m) => m.subject === subject)).toBe(true), {
      timeout: 10_000,
    });
    const mail = t.sentMail.find((m) => m.subject === subject);
    expect(mail?.text).toContain('Flight UL 504, one child seat please.');
    expect(mail?.text).toContain(trip.reference);
  });

  it('marks a status with its audit entry, before and after', async () => {
    const sent = await contact();
    const res = await consoleCall(t, owner, 'PATCH', `/api/console/messages/contact/${sent.id}`, {
      status: 'ANSWERED',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.target} = ${`contact:${sent.id}`}`);
    expect(entry).toMatchObject({
      actorId: owner.id,
      action: 'message.status',
      before: { status: 'NEW' },
      after: { status: 'ANSWERED' },
    });
  });

  it('answers 404 for an unknown message and 400 for bad input, writing nothing', async () => {
    const sent = await contact();
    const trip = await transport();
    const before = await counts();
    const unknown = '0123456789abcdef01234567';
    // A contact message's id is not a transport request's.
    for (const [method, url, body] of [
      ['GET', `/api/console/messages/transport/${sent.id}`, undefined],
      ['GET', `/api/console/messages/contact/${unknown}`, undefined],
      ['PATCH', `/api/console/messages/contact/${trip.id}`, { status: 'ANSWERED' }],
      ['POST', `/api/console/messages/transport/${unknown}/replies`, { body: 'Hello there' }],
    ] as const) {
      const res = await consoleCall(t, manager, method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json<ApiError>().message).toMatch(
        /^There is no (contact message|transport request) with this id\.$/,
      );
    }
    for (const [method, url, body] of [
      ['GET', `/api/console/messages/letter/${sent.id}`, undefined],
      ['GET', '/api/console/messages/contact/not-an-id', undefined],
      ['PATCH', `/api/console/messages/contact/${sent.id}`, { status: 'DONE' }],
      ['PATCH', `/api/console/messages/contact/${sent.id}`, { status: 'ANSWERED', note: 'x' }],
      ['PATCH', `/api/console/messages/sms/${sent.id}`, { status: 'ANSWERED' }],
      ['POST', `/api/console/messages/contact/${sent.id}/replies`, { body: '' }],
      ['POST', `/api/console/messages/contact/${sent.id}/replies`, { body: '   ' }],
      ['POST', `/api/console/messages/contact/${sent.id}/replies`, {}],
      ['POST', `/api/console/messages/contact/${sent.id}/replies`, { body: 'x'.repeat(5001) }],
      ['POST', `/api/console/messages/transport/${trip.id}/replies`, { body: 'Hi', cc: 'a@b.c' }],
      ['GET', '/api/console/messages?kind=letter', undefined],
      ['GET', '/api/console/messages?status=OPEN', undefined],
      ['GET', '/api/console/messages?size=0', undefined],
      ['GET', '/api/console/messages?sort=name', undefined],
    ] as const) {
      const res = await consoleCall(t, manager, method, url, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json<ApiError>().message).not.toBe('');
    }
    expect(await counts()).toEqual(before);
  });

  it('is for the owner and managers: housekeeping gets 403, no session 401', async () => {
    const sent = await contact();
    const before = await counts();
    const url = `/api/console/messages/contact/${sent.id}`;
    for (const session of [housekeeping, null]) {
      const status = session ? 403 : 401;
      for (const [method, path, body] of [
        ['GET', '/api/console/messages', undefined],
        ['GET', url, undefined],
        ['PATCH', url, { status: 'ANSWERED' }],
        ['POST', `${url}/replies`, { body: 'Hello' }],
      ] as const) {
        const res = await consoleCall(t, session, method, path, body);
        expect(res.statusCode, `${method} ${path}`).toBe(status);
        expect(res.body).not.toContain('@example.com');
      }
    }
    expect(await counts()).toEqual(before);
  });
});
