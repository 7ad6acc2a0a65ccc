/**
 * Moderating testimonials in the console (issue 14 §4): approve, reject, feature and unfeature,
 * each shown on the site's lists at once (read cache included) and each written to the audit log.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Paged } from '#domain/schemas/common.ts';
import type { ConsoleTestimonial } from '#domain/schemas/console.ts';
import type { ModerationReceipt, Testimonial } from '#domain/schemas/testimonial.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog, testimonials } from '../db/schema.ts';

describe.each(engines)('console testimonial moderation on %s', (engine) => {
  let t: TestApp;
  let manager: ConsoleSession;
  let housekeeping: ConsoleSession;
  beforeAll(async () => {
    t = await createTestApp(engine);
    manager = await signedInAs(t, 'manager');
    housekeeping = await signedInAs(t, 'housekeeping');
  });
  afterAll(async () => {
    await t.close();
  });

  let counter = 0;
  async function pendingTestimonial() {
    counter += 1;
    const name = `Guest ${engine} ${counter} ${Math.random().toString(36).slice(2, 8)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      payload: {
        name,
        location: 'Lyon, France',
        rating: 5,
        comment: 'The sea turtles at dawn were a gift.',
        villaName: 'Villa River Breeze',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json<ModerationReceipt>().id, name };
  }
  const publicIds = async (query = '') => {
    const res = await t.app.inject({ url: `/api/testimonials?size=50${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paged<Testimonial>>().content.map((x) => x.id);
  };
  const patch = (id: string, body: object, session: ConsoleSession | null = manager) =>
    consoleCall(t, session, 'PATCH', `/api/console/testimonials/${id}`, body);
  const actionsOn = async (id: string) =>
    (
      await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.target, `testimonial:${id}`))
        .orderBy(auditLog.at)
    ).map((r) => r.action);
  const auditCount = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? -1;
  const row = async (id: string) =>
    (await t.database.db.select().from(testimonials).where(eq(testimonials.id, id)))[0];

  it('lists what waits, and approving then featuring shows it on the lists at once', async () => {
    const mine = await pendingTestimonial();
    // Prime the read cache with the lists before the team acts.
    expect(await publicIds()).not.toContain(mine.id);
    expect(await publicIds('&featured=true')).not.toContain(mine.id);

    const listed = await consoleCall(
      t,
      manager,
      'GET',
      `/api/console/testimonials?q=${encodeURIComponent(mine.name)}`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<Paged<ConsoleTestimonial>>().content).toEqual([
      expect.objectContaining({
        id: mine.id,
        name: mine.name,
        villaName: 'Villa River Breeze',
        status: 'PENDING',
        featured: false,
      }),
    ]);

    const approved = await patch(mine.id, { status: 'APPROVED' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await publicIds()).toContain(mine.id);
    expect(await publicIds('&featured=true')).not.toContain(mine.id);

    const featured = await patch(mine.id, { featured: true });
    expect(featured.statusCode, featured.body).toBe(200);
    expect(featured.json<ConsoleTestimonial>()).toMatchObject({
      status: 'APPROVED',
      featured: true,
    });
    expect(await publicIds('&featured=true')).toContain(mine.id);

    const unfeatured = await patch(mine.id, { featured: false });
    expect(unfeatured.statusCode, unfeatured.body).toBe(200);
    expect(await publicIds('&featured=true')).not.toContain(mine.id);
    expect(await publicIds()).toContain(mine.id);

    expect(await actionsOn(mine.id)).toEqual([
      'testimonial.approve',
      'testimonial.feature',
      'testimonial.unfeature',
    ]);
    const [feature] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'testimonial.feature'));
    expect(feature).toMatchObject({
      actorId: manager.id,
      before: { status: 'APPROVED', featured: false },
      after: { status: 'APPROVED', featured: true },
    });
  });

  it('approves and features in one request; rejecting withdraws it and its featuring', async () => {
    const mine = await pendingTestimonial();
    const both = await patch(mine.id, { status: 'APPROVED', featured: true });
    expect(both.statusCode, both.body).toBe(200);
    expect(await publicIds('&featured=true')).toContain(mine.id);

    const rejected = await patch(mine.id, { status: 'REJECTED' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<ConsoleTestimonial>()).toMatchObject({
      status: 'REJECTED',
      featured: false,
    });
    expect(await publicIds()).not.toContain(mine.id);
    // Two decisions in one request share their transaction's time: compared in any order.
    expect((await actionsOn(mine.id)).sort()).toEqual([
      'testimonial.approve',
      'testimonial.feature',
      'testimonial.reject',
      'testimonial.unfeature',
    ]);
  });

  it('refuses to feature what is not approved (409), and bad input (400), writing nothing', async () => {
    const mine = await pendingTestimonial();
    const audits = await auditCount();
    const refused = await patch(mine.id, { featured: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().message).toBe(
      'Only an approved testimonial can be featured. Approve it first, or in the same request.',
    );
    expect((await patch(mine.id, { status: 'REJECTED', featured: true })).statusCode).toBe(409);
    expect((await patch('0123456789abcdef01234567', { featured: false })).statusCode).toBe(404);
    for (const [id, body] of [
      ['123', { status: 'APPROVED' }],
      [mine.id, {}],
      [mine.id, { featured: 'yes' }],
      [mine.id, { status: 'PENDING' }],
      [mine.id, { status: 'APPROVED', pinned: true }],
    ] as const) {
      const res = await patch(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await row(mine.id)).toMatchObject({ status: 'PENDING', featured: false });
    expect(await auditCount()).toBe(audits);
  });

  it('is for the owner and managers: housekeeping gets 403, no session 401', async () => {
    const mine = await pendingTestimonial();
    const audits = await auditCount();
    for (const session of [housekeeping, null]) {
      const status = session ? 403 : 401;
      expect((await consoleCall(t, session, 'GET', '/api/console/testimonials')).statusCode).toBe(
        status,
      );
      expect((await patch(mine.id, { status: 'APPROVED' }, session)).statusCode).toBe(status);
    }
    expect(await row(mine.id)).toMatchObject({ status: 'PENDING' });
    expect(await auditCount()).toBe(audits);
  });
});
