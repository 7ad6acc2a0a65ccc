import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseForEachTest, engines } from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { auditLog, staffUsers } from '../db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import { appendAudit } from './audit.ts';
import { announceSetupLink } from './setup-link.ts';
import { refusal } from '#tests/helpers/refusal.ts';

describe('the audit log', () => {
  let database: DatabaseHandle;
  const fresh = databaseForEachTest('pglite');
  beforeEach(async () => {
    database = await fresh.emptied();
  });

  it("appends in the caller's transaction and refuses changes and deletions", async () => {
    await database.db
      .transaction(async (tx) => {
        await appendAudit(tx, { actorId: null, ip: '10.0.0.1', action: 'setup', target: null });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await database.db.select().from(auditLog)).toHaveLength(0);

    await appendAudit(database.db, {
      actorId: 'a',
      ip: '10.0.0.1',
      action: 'staff.role',
      target: 'staff:b',
      before: { role: 'manager' },
      after: { role: 'owner' },
    });
    const [row] = await database.db.select().from(auditLog);
    expect(row).toMatchObject({
      action: 'staff.role',
      before: { role: 'manager' },
      ip: '10.0.0.1',
    });
    await expect(
      database.db
        .update(auditLog)
        .set({ action: 'login' })
        .where(eq(auditLog.id, row?.id ?? '')),
    ).rejects.toThrow();
    await expect(database.db.delete(auditLog)).rejects.toThrow();
    expect(await database.db.select().from(auditLog)).toHaveLength(1);
  });

  it('prints one setup line on a start without accounts, and none once there are', async () => {
    const lines: string[] = [];
    const url = await announceSetupLink(database.db, { publicUrl: 'https://villas.test' }, (l) =>
      lines.push(l),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${url}`);
    expect(url).toMatch(/^https:\/\/villas\.test\/console\/setup\?token=[\w-]{43}$/);

    await database.db
      .insert(staffUsers)
      .values({ id: newId(), name: 'Nadia', email: 'owner@villas.test', role: 'owner' });
    expect(
      await announceSetupLink(database.db, { publicUrl: 'https://villas.test' }, (l) =>
        lines.push(l),
      ),
    ).toBeNull();
    expect(lines).toHaveLength(1);
  });
});

describe.each(engines)('the audit log on %s', (engine) => {
  let database: DatabaseHandle;
  const fresh = databaseForEachTest(engine, 2);
  beforeEach(async () => {
    database = await fresh.emptied();
  });

  it('cannot be emptied with TRUNCATE (issue 23 §1.6)', async () => {
    await appendAudit(database.db, {
      actorId: null,
      ip: '203.0.113.9',
      action: 'login.failed',
      target: 'email:owner@villas.test',
    });
    expect(await refusal(database.db.execute(sql`truncate audit_log`))).toMatch(
      /audit_log may not be emptied: TRUNCATE is not allowed/,
    );
    expect(await refusal(database.db.execute(sql`truncate table only audit_log`))).toMatch(
      /may not be emptied/,
    );
    expect(await database.db.select().from(auditLog)).toHaveLength(1);
  });
});
