import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseForEachTest } from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { auditLog, staffSessions, staffUsers } from '../db/schema.ts';
import { newId } from '#server/lib/ids.ts';
import { runStaffCommand } from './commands.ts';
import { passwordLinkAccount } from './links.ts';

describe('npm run staff', () => {
  let database: DatabaseHandle;
  let lines: string[];
  const run = (...args: string[]) =>
    runStaffCommand(args, {
      db: database.db,
      publicUrl: 'https://villas.test',
      out: (line) => lines.push(line),
    });
  const linkToken = () => {
    const url = /https:\/\/\S+/.exec(lines.join('\n'))?.[0] ?? '';
    return new URL(url).searchParams.get('token') ?? '';
  };

  const fresh = databaseForEachTest('pglite');
  beforeEach(async () => {
    database = await fresh.emptied();
    lines = [];
  });

  it('adds an account with a role and prints its one-time set-password link', async () => {
    expect(await run('add', 'Maya@Villas.test', '--role', 'owner', '--name', 'Maya')).toBe(0);
    const [user] = await database.db.select().from(staffUsers);
    expect(user).toMatchObject({ email: 'maya@villas.test', name: 'Maya', role: 'owner' });
    expect(lines.join('\n')).toMatch(/https:\/\/villas\.test\/console\/invite\?token=/);
    expect(await passwordLinkAccount(database.db, linkToken())).toBe(user?.id);

    lines = [];
    expect(await run('add', 'maya@villas.test')).toBe(1);
    expect(lines.join('\n')).toMatch(/already a console account/);
  });

  it('adds a manager unless told otherwise, and refuses an unknown role', async () => {
    expect(await run('add', 'ravi@villas.test')).toBe(0);
    const [user] = await database.db.select().from(staffUsers);
    expect(user?.role).toBe('manager');
    expect(await run('add', 'x@villas.test', '--role', 'chef')).toBe(2);
    expect(lines.at(-1)).toMatch(/owner, manager or housekeeping/);
  });

  it('prints a new link on reset-password; the older one stops working', async () => {
    await run('add', 'ravi@villas.test');
    const first = linkToken();
    lines = [];
    expect(await run('reset-password', 'ravi@villas.test')).toBe(0);
    const second = linkToken();
    expect(second).not.toBe(first);
    expect(await passwordLinkAccount(database.db, first)).toBeNull();
    expect(await passwordLinkAccount(database.db, second)).not.toBeNull();
    expect(await run('reset-password', 'nobody@villas.test')).toBe(1);
  });

  it('disables an account and ends its sessions, in the audit log', async () => {
    await run('add', 'boss@villas.test', '--role', 'owner');
    await run('add', 'ravi@villas.test');
    const [ravi] = await database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'ravi@villas.test'));
    await database.db.insert(staffSessions).values({
      id: newId(),
      token: newId(),
      userId: ravi?.id ?? '',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect(await run('disable', 'ravi@villas.test')).toBe(0);
    const [after] = await database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.id, ravi?.id ?? ''));
    expect(after?.disabled).toBe(true);
    expect(await database.db.select().from(staffSessions)).toHaveLength(0);
    const actions = (await database.db.select().from(auditLog)).map((r) => r.action);
    expect(actions).toEqual(['staff.invite', 'staff.invite', 'staff.disable']);
    // The last active owner stays.
    expect(await run('disable', 'boss@villas.test')).toBe(1);
    expect(lines.at(-1)).toMatch(/at least one active owner/);
  });

  it('explains itself when not understood', async () => {
    expect(await run()).toBe(2);
    expect(await run('promote', 'ravi@villas.test')).toBe(2);
    expect(await run('add', 'not-an-address')).toBe(2);
    expect(lines.join('\n')).toMatch(/Usage:/);
  });
});
