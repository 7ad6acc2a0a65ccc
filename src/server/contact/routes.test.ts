import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '#domain/schemas/common.ts';
import { INQUIRY_TYPES, type ContactReceipt } from '#domain/schemas/contact.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { contactInquiries, outbox } from '../db/schema.ts';

const RECENT_MS = 5 * 60_000;

describe.each(engines)('contact API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Exactly what the spec's contact form sends (§3): status NEW and the time of sending included. */
  const clientBody = () => ({
    name: 'Sofia Rossi',
    email: 'Sofia.Rossi@example.com',
    phone: '+39 06 1234 5678',
    subject: 'Honeymoon in March',
    message: 'Could you arrange flowers and a dinner on the beach?',
    inquiryType: 'EVENTS',
    status: 'NEW',
    createdAt: new Date().toISOString(),
  });
  const send = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload });
  const stored = async (id: string) =>
    (await t.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id)))[0];
  const countRows = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(contactInquiries))[0]?.n ??
    -1;

  it("accepts the spec's client body, stores it as NEW and sends one message to the team", async () => {
    const body = clientBody();
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json<ContactReceipt>();
    expect(receipt).toMatchObject({ status: 'NEW' });
    expect(receipt.id).toMatch(/^[0-9a-f]{24}$/);
    expect(receipt.message).toBe(
      "Thank you for contacting us. We'll get back to you within 24 hours.",
    );
    expect(new Date(receipt.createdAt).toISOString()).toBe(receipt.createdAt);

    const row = await stored(receipt.id);
    expect(row).toMatchObject({
      name: body.name,
      email: 'sofia.rossi@example.com',
      phone: body.phone,
      subject: body.subject,
      message: body.message,
      inquiryType: 'EVENTS',
      status: 'NEW',
    });
    expect(row?.createdAt.toISOString()).toBe(receipt.createdAt);

    // Mail goes out after the commit, from the outbox: the team's copy and the guest's receipt.
    await vi.waitFor(() => {
      expect(t.sentMail.length).toBe(2);
    });
    const mail = t.sentMail.find((m) => m.to === 'team@villas.test');
    expect(mail?.replyTo).toEqual({ name: 'Sofia Rossi', address: 'sofia.rossi@example.com' });
    expect(mail?.subject).toBe('Special Events: Honeymoon in March');
    expect(mail?.text).toContain('Sofia Rossi <sofia.rossi@example.com>');
    expect(mail?.text).toContain(body.message);
    // One message, not one per retry: the outbox marks it sent.
    await vi.waitFor(async () => {
      const unsent = await t.database.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(isNull(outbox.sentAt));
      expect(unsent).toEqual([]);
    });
    expect(t.sentMail.length).toBe(2);
  });

  it("keeps the server's time, not the client's createdAt", async () => {
    const res = await send({ ...clientBody(), createdAt: '2001-09-09T01:46:40.000Z' });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json<ContactReceipt>();
    const row = await stored(receipt.id);
    const storedAt = row?.createdAt.getTime() ?? 0;
    expect(Math.abs(Date.now() - storedAt)).toBeLessThan(RECENT_MS);
    expect(Math.abs(Date.now() - new Date(receipt.createdAt).getTime())).toBeLessThan(RECENT_MS);
  });

  it('accepts a message without phone, status or createdAt; the type defaults to GENERAL', async () => {
    const res = await send({
      name: 'Ben',
      email: 'ben@example.com',
      subject: 'Question',
      message: 'Do you have cots for babies?',
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await stored(res.json<ContactReceipt>().id);
    expect(row).toMatchObject({ inquiryType: 'GENERAL', status: 'NEW', phone: null });
  });

  it.each(Object.keys(INQUIRY_TYPES))('accepts the inquiry type %s', async (inquiryType) => {
    const res = await send({ ...clientBody(), inquiryType });
    expect(res.statusCode, res.body).toBe(201);
    expect((await stored(res.json<ContactReceipt>().id))?.inquiryType).toBe(inquiryType);
  });

  it('refuses an unknown inquiry type, listing the valid ones, and stores nothing', async () => {
    const before = await countRows();
    for (const inquiryType of ['COMPLAINT', 'general', '']) {
      const res = await send({ ...clientBody(), inquiryType });
      expect(res.statusCode).toBe(400);
      const body = res.json<ApiError>();
      expect(body.message).toContain('inquiryType');
      for (const type of Object.keys(INQUIRY_TYPES)) expect(body.message).toContain(type);
      expect(body.issues?.map((i) => i.path)).toContain('inquiryType');
    }
    expect(await countRows()).toBe(before);
  });

  it('refuses any status other than NEW and stores nothing', async () => {
    const before = await countRows();
    for (const status of ['READ', 'ANSWERED', 'new', 1]) {
      const res = await send({ ...clientBody(), status });
      expect(res.statusCode, String(status)).toBe(400);
      const body = res.json<ApiError>();
      expect(body.message).toMatch(/status can only be 'NEW'/);
      expect(body.issues?.map((i) => i.path)).toContain('status');
    }
    expect(await countRows()).toBe(before);
  });

  it('requires name, email, subject and message', async () => {
    const before = await countRows();
    for (const field of ['name', 'email', 'subject', 'message']) {
      const body = Object.fromEntries(Object.entries(clientBody()).filter(([k]) => k !== field));
      const res = await send(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json<ApiError>().issues?.map((i) => i.path)).toContain(field);
      const blank = await send({ ...clientBody(), [field]: '   ' });
      expect(blank.statusCode, `blank ${field}`).toBe(400);
    }
    expect(await countRows()).toBe(before);
  });
});
