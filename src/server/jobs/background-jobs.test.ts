/**
 * The mail sender beside the requests (jobs.ts, decision 029): mail waiting in the outbox, more
 * than one run of the sender takes, all goes out after the next post, not a batch per 30-second
 * timer.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { enqueueMail } from '#server/mail/outbox.ts';
import { contactMails } from '#server/mail/request-mails.ts';

describe.each(engines)('background mail on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const guest = (i: number) => ({
    name: `Guest ${i}`,
    email: `guest${i}@example.com`,
    phone: null,
    subject: `Question ${i}`,
    message: 'Is the villa close to the beach?',
    inquiryType: 'GENERAL' as const,
  });

  it('sends all the mail waiting, three batches and more, after one post', async () => {
    // Queued while no sender ran (a burst the sender fell behind, or a restart): 48 messages.
    const waiting = Array.from({ length: 24 }, (_, i) =>
      contactMails('team@villas.test', guest(i)),
    );
    await enqueueMail(t.database.db, ...waiting.flat());
    const post = await t.app.inject({ method: 'POST', url: '/api/contact', payload: guest(24) });
    expect(post.statusCode, post.body).toBe(201);
    await vi.waitFor(() => expect(t.sentMail).toHaveLength(50), { timeout: 10_000, interval: 100 });
    const receipts = t.sentMail.filter((m) => m.to !== 'team@villas.test').map((m) => m.to);
    expect(new Set(receipts).size).toBe(25);
  });
});
