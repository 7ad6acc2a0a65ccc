/**
 * Issue 23 §1.1, the same shape elsewhere: a message that could not be sent keeps its transport's
 * error, without addresses (an SMTP server's words name the recipient). The pattern began with a
 * repeated class and no anchor, so a long error without an '@' was read again from each of its
 * characters. It now starts only where a run of such characters starts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, openTestDatabase } from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { enqueueMail, flushOutbox, type Mailer } from './outbox.ts';
import { mailContent } from './templates/index.ts';

describe.each(engines)('a transport error of a megabyte on %s', (engine) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(engine, 2);
  });
  afterAll(async () => {
    await database.close();
  });

  it('is kept in linear time, without the addresses it names', async () => {
    const to = 'long.error@example.com';
    await enqueueMail(database.db, {
      to,
      subject: 'Hello',
      content: mailContent('shared-experience-acknowledged', {
        name: 'Ines',
        what: 'testimonial',
        villaName: null,
        rating: 5,
        comment: 'Lovely',
      }),
    });
    const failing: Mailer = {
      send: () => Promise.reject(new Error(`550 ${to} ${'x'.repeat(1024 * 1024)}`)),
    };
    expect(await flushOutbox(database.db, failing)).toBe(0);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, to));
    expect(row?.lastError).toMatch(/^Error: 550 \[address\] x+$/);
  });
});
