import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  databaseForEachTest,
  engines,
  type TestApp,
} from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { auditLog, signInAttempts } from '../db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import { setupLinkIfNoStaff } from './service.ts';
import { refusal } from '#tests/helpers/refusal.ts';

const HOUR = 3_600_000;

describe.each(engines)("the sign-in throttle's memory on %s", (engine) => {
  let database: DatabaseHandle;
  const fresh = databaseForEachTest(engine, 4);
  beforeEach(async () => {
    database = await fresh.emptied();
  });

  const attempt = (at: Date, result: 'pending' | 'wrong' = 'pending') => ({
    id: newId(),
    at,
    account: 'owner@villas.test',
    ip: '203.0.113.9',
    result,
  });

  it('cannot be emptied, rewritten or deleted while it counts (issue 23 §1.6)', async () => {
    const { db } = database;
    const recent = attempt(new Date(), 'wrong');
    const old = attempt(new Date(Date.now() - 25 * HOUR), 'wrong');
    const pending = attempt(new Date());
    await db.insert(signInAttempts).values([recent, old, pending]);

    expect(await refusal(db.execute(sql`truncate sign_in_attempt`))).toMatch(
      /sign_in_attempt may not be emptied/,
    );
    expect(
      await refusal(db.delete(signInAttempts).where(eq(signInAttempts.id, recent.id))),
    ).toMatch(/throttle's memory: this DELETE is not allowed/);
    // A counted failure stays one; only a pending try gets its result, once.
    expect(
      await refusal(
        db.update(signInAttempts).set({ result: 'other' }).where(eq(signInAttempts.id, recent.id)),
      ),
    ).toMatch(/this UPDATE is not allowed/);
    expect(
      await refusal(
        db
          .update(signInAttempts)
          .set({ at: new Date(0) })
          .where(eq(signInAttempts.id, pending.id)),
      ),
    ).toMatch(/this UPDATE is not allowed/);
    await db
      .update(signInAttempts)
      .set({ result: 'wrong' })
      .where(eq(signInAttempts.id, pending.id));
    expect(
      await refusal(
        db
          .update(signInAttempts)
          .set({ result: 'signed-in' })
          .where(eq(signInAttempts.id, pending.id)),
      ),
    ).toMatch(/this UPDATE is not allowed/);

    // What the throttle no longer looks at (a day old) may go, so the table does not grow forever.
    await db.delete(signInAttempts).where(eq(signInAttempts.id, old.id));
    const left = await db.select().from(signInAttempts);
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, pending.id].sort());
  });
});

describe.each(engines)('the sign-in throttle under parallel guesses on %s', (engine) => {
  let t: TestApp;
  const fresh = databaseForEachTest(engine);
  beforeEach(async () => {
    t = await createTestApp(engine, { seed: false, database: await fresh.emptied() });
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, ip: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: 'https://villas.test' },
      remoteAddress: ip,
    });

  it('lets only the free number of 100 parallel wrong passwords from one address reach the check (issue 23 §1.4)', async () => {
    const link = await setupLinkIfNoStaff(t.database.db, t.config.publicUrl);
    const token = new URL(link?.url ?? '').searchParams.get('token');
    const email = 'owner@villas.test';
    const setup = await post(
      '/api/console/setup',
      { token, name: 'Nadia', email, password: 'lagoon heron mango' },
      '192.0.2.10',
    );
    expect(setup.statusCode).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post('/api/console/auth/sign-in/email', { email, password: `guess ${i}` }, '203.0.113.9'),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    // Five free failures per account and address (decision 033); every other try waits.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    const checked = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'login.failed'));
    expect(checked).toHaveLength(5);
    const tries = await t.database.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.ip, '203.0.113.9'));
    expect(tries.map((row) => row.result)).toEqual(Array(5).fill('wrong'));
  });
});
