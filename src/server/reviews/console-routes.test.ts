/**
 * Moderating reviews in the console (issue 14 §4): the team lists what waits, approves or rejects
 * it, and the villa's page, its rating and its cards follow at once, even from the read cache.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Paged } from '#domain/schemas/common.ts';
import type { ConsoleReview } from '#domain/schemas/console.ts';
import type { Review } from '#domain/schemas/review.ts';
import type { ModerationReceipt } from '#domain/schemas/testimonial.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog, reviews } from '../db/schema.ts';

describe.each(engines)('console review moderation on %s', (engine) => {
  let t: TestApp;
  let manager: ConsoleSession;
  let owner: ConsoleSession;
  let housekeeping: ConsoleSession;
  let villa: Villa;
  beforeAll(async () => {
    t = await createTestApp(engine);
    [owner, manager, housekeeping] = [
      await signedInAs(t, 'owner'),
      await signedInAs(t, 'manager'),
      await signedInAs(t, 'housekeeping'),
    ];
    const villas = (await t.app.inject({ url: '/api/villas' })).json<Villa[]>();
    villa = villas.find((v) => v.slug === 'villa-river-breeze') ?? (villas[0] as Villa);
  });
  afterAll(async () => {
    await t.close();
  });

  let counter = 0;
  /** A guest's review through the public form: PENDING, under a name no other test uses. */
  async function pendingReview(rating = 2) {
    counter += 1;
    const name = `Reviewer ${engine} ${counter} ${Math.random().toString(36).slice(2, 8)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { villaId: villa.id, name, rating, comment: 'A calm week, the garden was lovely.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json<ModerationReceipt>().id, name };
  }
  const json = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const publicReviews = () => json<Paged<Review>>(`/api/reviews/villa/${villa.id}?size=50`);
  const figures = async () => {
    const one = await json<Villa>(`/api/villas/${villa.id}`);
    const card = (await json<Villa[]>('/api/villas')).find((v) => v.id === villa.id);
    expect(card?.reviews).toBe(one.reviews);
    expect(card?.rating).toBe(one.rating);
    return { rating: one.rating, reviews: one.reviews };
  };
  const list = async (session: ConsoleSession, query: string) => {
    const res = await consoleCall(t, session, 'GET', `/api/console/reviews${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paged<ConsoleReview>>();
  };
  const auditCount = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? -1;
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(reviews).where(eq(reviews.id, id)))[0]?.status;

  it('lists a pending review with its villa; approving it shows it on the villa at once', async () => {
    const review = await pendingReview(1);
    // Prime the read cache with the villa's answers before the approval.
    const before = await figures();
    expect((await publicReviews()).content.map((r) => r.id)).not.toContain(review.id);
    expect((await figures()).reviews).toBe(before.reviews);

    const waiting = await list(manager, `?q=${encodeURIComponent(review.name)}`);
    expect(waiting.totalElements).toBe(1);
    expect(waiting.content[0]).toMatchObject({
      id: review.id,
      villaId: villa.id,
      villaName: villa.name,
      name: review.name,
      rating: 1,
      status: 'PENDING',
    });

    const res = await consoleCall(t, manager, 'PATCH', `/api/console/reviews/${review.id}`, {
      status: 'APPROVED',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ConsoleReview>()).toMatchObject({ id: review.id, status: 'APPROVED' });

    expect((await publicReviews()).content.map((r) => r.id)).toContain(review.id);
    const after = await figures();
    expect(after.reviews).toBe(before.reviews + 1);
    expect(after.rating).not.toBe(before.rating);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `review:${review.id}`));
    expect(entry).toMatchObject({
      actorId: manager.id,
      action: 'review.approve',
      before: { status: 'PENDING' },
      after: { status: 'APPROVED' },
    });
    expect((await list(manager, `?q=${encodeURIComponent(review.name)}`)).totalElements).toBe(0);
    expect(
      (await list(manager, `?status=APPROVED&q=${encodeURIComponent(review.name)}`)).totalElements,
    ).toBe(1);
  });

  it('rejecting a published review takes it off the villa and out of its rating', async () => {
    const review = await pendingReview(5);
    await consoleCall(t, owner, 'PATCH', `/api/console/reviews/${review.id}`, {
      status: 'APPROVED',
    });
    const shown = await figures();
    expect((await publicReviews()).content.map((r) => r.id)).toContain(review.id);

    const res = await consoleCall(t, owner, 'PATCH', `/api/console/reviews/${review.id}`, {
      status: 'REJECTED',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicReviews()).content.map((r) => r.id)).not.toContain(review.id);
    expect((await figures()).reviews).toBe(shown.reviews - 1);
    const actions = await t.database.db
      .select({ action: auditLog.action, before: auditLog.before, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.target, `review:${review.id}`))
      .orderBy(auditLog.at);
    expect(actions).toEqual([
      { action: 'review.approve', before: { status: 'PENDING' }, actorId: owner.id },
      { action: 'review.reject', before: { status: 'APPROVED' }, actorId: owner.id },
    ]);
  });

  it('pages on the server, newest first, and searches the villa name and the words', async () => {
    const made = [await pendingReview(), await pendingReview(), await pendingReview()];
    const all = await list(manager, '?size=50');
    const ids = all.content.map((r) => r.id);
    // Newest first: the three just sent lead, the last one sent first.
    expect(ids.slice(0, 3)).toEqual(made.map((r) => r.id).reverse());
    expect(all.content.every((r) => r.status === 'PENDING')).toBe(true);

    const first = await list(manager, '?size=2&page=0');
    const second = await list(manager, '?size=2&page=1');
    expect(first.totalElements).toBe(all.totalElements);
    expect(first.totalPages).toBe(Math.ceil(all.totalElements / 2));
    expect([...first.content, ...second.content].map((r) => r.id)).toEqual(ids.slice(0, 4));

    const byVilla = await list(manager, `?size=50&q=${encodeURIComponent(villa.name.slice(6))}`);
    expect(byVilla.content.map((r) => r.id)).toEqual(expect.arrayContaining(made.map((r) => r.id)));
    expect(byVilla.content.every((r) => r.villaId === villa.id)).toBe(true);
    const byWords = await list(manager, '?size=50&q=GARDEN%20WAS%20LOVELY');
    expect(byWords.totalElements).toBeGreaterThanOrEqual(3);
    expect((await list(manager, '?q=%25')).totalElements).toBe(0);
  });

  it('lists the reviews of verified stays alone, or those sent from the villa page', async () => {
    const [fromStay, fromPage] = [await pendingReview(), await pendingReview()];
    // The stay's review link binds a review to its stay's month (verified-reviews.api.test.ts).
    await t.database.db
      .update(reviews)
      .set({ stayedIn: '2026-03-01' })
      .where(eq(reviews.id, fromStay.id));
    const ids = async (from: string) =>
      (await list(manager, `?size=50&from=${from}`)).content.map((r) => r.id);

    const verified = await list(manager, '?size=50&from=stay');
    expect(verified.content.map((r) => r.id)).toContain(fromStay.id);
    expect(verified.content.map((r) => r.id)).not.toContain(fromPage.id);
    expect(verified.content.every((r) => r.stay !== null)).toBe(true);
    expect(verified.totalElements).toBe(verified.content.length);
    const page = await ids('page');
    expect(page).toContain(fromPage.id);
    expect(page).not.toContain(fromStay.id);
    // With a search too; and both without the filter.
    expect(await ids('stay&q=' + encodeURIComponent(fromStay.name))).toEqual([fromStay.id]);
    expect(await ids('page&q=' + encodeURIComponent(fromStay.name))).toEqual([]);
    const everyone = (await list(manager, '?size=50')).content.map((r) => r.id);
    expect(everyone).toEqual(expect.arrayContaining([fromStay.id, fromPage.id]));

    const unknown = await consoleCall(t, manager, 'GET', '/api/console/reviews?from=airbnb');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiError>().message).toContain('from');
    expect(unknown.json<ApiError>().message).toContain('must be stay or page');
  });

  it('answers 404 for an unknown review and 400 for bad input, writing nothing', async () => {
    const review = await pendingReview();
    const audits = await auditCount();
    const patch = (id: string, body: object) =>
      consoleCall(t, manager, 'PATCH', `/api/console/reviews/${id}`, body);

    const unknown = await patch('0123456789abcdef01234567', { status: 'APPROVED' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>().message).toBe('There is no review with this id.');
    for (const [id, body] of [
      ['not-an-id', { status: 'APPROVED' }],
      [review.id, { status: 'PENDING' }],
      [review.id, { status: 'approved' }],
      [review.id, {}],
      [review.id, { status: 'APPROVED', featured: true }],
    ] as const) {
      const res = await patch(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<ApiError>().message).not.toBe('');
    }
    for (const query of ['?status=DRAFT', '?size=500', '?page=-1', '?villa=x']) {
      expect(
        (await consoleCall(t, manager, 'GET', `/api/console/reviews${query}`)).statusCode,
      ).toBe(400);
    }
    expect(await statusOf(review.id)).toBe('PENDING');
    expect(await auditCount()).toBe(audits);
  });

  it('is for the owner and managers: housekeeping gets 403, no session 401', async () => {
    const review = await pendingReview();
    const audits = await auditCount();
    const approve = { status: 'APPROVED' };
    expect((await consoleCall(t, housekeeping, 'GET', '/api/console/reviews')).statusCode).toBe(
      403,
    );
    expect(
      (await consoleCall(t, housekeeping, 'PATCH', `/api/console/reviews/${review.id}`, approve))
        .statusCode,
    ).toBe(403);
    expect((await consoleCall(t, null, 'GET', '/api/console/reviews')).statusCode).toBe(401);
    expect(
      (await consoleCall(t, null, 'PATCH', `/api/console/reviews/${review.id}`, approve))
        .statusCode,
    ).toBe(401);
    expect(await statusOf(review.id)).toBe('PENDING');
    expect(await auditCount()).toBe(audits);
    expect((await list(owner, '?size=1')).size).toBe(1);
  });

  describe('undoing a decision (decision 064)', () => {
    const reopen = (session: ConsoleSession | null, id: string, body: object) =>
      consoleCall(t, session, 'POST', `/api/console/reviews/${id}/reopen`, body);
    const decide = async (id: string, status: 'APPROVED' | 'REJECTED') => {
      const res = await consoleCall(t, manager, 'PATCH', `/api/console/reviews/${id}`, { status });
      expect(res.statusCode, res.body).toBe(200);
    };

    it('puts an approved review back to waiting: off the villa, out of its rating, audited', async () => {
      const review = await pendingReview(1);
      const before = await figures();
      await decide(review.id, 'APPROVED');
      // The read cache holds the villa with the review in it before the undo.
      expect((await figures()).reviews).toBe(before.reviews + 1);
      expect((await publicReviews()).content.map((r) => r.id)).toContain(review.id);

      const res = await reopen(manager, review.id, { from: 'APPROVED' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ConsoleReview>()).toMatchObject({ id: review.id, status: 'PENDING' });

      expect((await publicReviews()).content.map((r) => r.id)).not.toContain(review.id);
      expect(await figures()).toEqual(before);
      expect(await statusOf(review.id)).toBe('PENDING');
      expect(
        (await list(manager, `?q=${encodeURIComponent(review.name)}`)).content.map((r) => r.id),
      ).toEqual([review.id]);
      const actions = await t.database.db
        .select({
          action: auditLog.action,
          actorId: auditLog.actorId,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .where(eq(auditLog.target, `review:${review.id}`))
        .orderBy(auditLog.at);
      expect(actions.at(-1)).toEqual({
        action: 'review.reopen',
        actorId: manager.id,
        before: { status: 'APPROVED' },
        after: { status: 'PENDING' },
      });
    });

    it('puts a rejected review back to waiting, for the owner too', async () => {
      const review = await pendingReview();
      await decide(review.id, 'REJECTED');
      const res = await reopen(owner, review.id, { from: 'REJECTED' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await statusOf(review.id)).toBe('PENDING');
    });

    it('answers 409 when the review is not as the moderator saw it, writing nothing', async () => {
      const review = await pendingReview();
      const audits = await auditCount();
      const waiting = await reopen(manager, review.id, { from: 'APPROVED' });
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json<ApiError>().message).toBe(
        'This review is waiting now, not approved: someone changed it since. Reload the list to see it as it is.',
      );
      await decide(review.id, 'REJECTED');
      const decidedOtherwise = await reopen(manager, review.id, { from: 'APPROVED' });
      expect(decidedOtherwise.statusCode).toBe(409);
      expect(decidedOtherwise.json<ApiError>().message).toMatch(/^This review is rejected now/);
      expect(await statusOf(review.id)).toBe('REJECTED');
      // One decision (the rejection) was written in between, and nothing else.
      expect(await auditCount()).toBe(audits + 1);
    });

    it('undoes once when two undos arrive together', async () => {
      const review = await pendingReview();
      await decide(review.id, 'APPROVED');
      const answers = await Promise.all([
        reopen(manager, review.id, { from: 'APPROVED' }),
        reopen(owner, review.id, { from: 'APPROVED' }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const reopened = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `review:${review.id}`));
      expect(reopened.filter((entry) => entry.action === 'review.reopen')).toHaveLength(1);
    });

    it('answers 404 for an unknown review and 400 for bad input, writing nothing', async () => {
      const review = await pendingReview();
      await decide(review.id, 'APPROVED');
      const audits = await auditCount();
      const unknown = await reopen(manager, '0123456789abcdef01234567', { from: 'APPROVED' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ApiError>().message).toBe('There is no review with this id.');
      for (const [id, body] of [
        ['not-an-id', { from: 'APPROVED' }],
        [review.id, {}],
        [review.id, { from: 'PENDING' }],
        [review.id, { from: 'approved' }],
        [review.id, { from: 'APPROVED', status: 'PENDING' }],
      ] as const) {
        const res = await reopen(manager, id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json<ApiError>().message).not.toBe('');
      }
      expect(await statusOf(review.id)).toBe('APPROVED');
      expect(await auditCount()).toBe(audits);
    });

    it('is for the owner and managers: housekeeping gets 403, no session 401', async () => {
      const review = await pendingReview();
      await decide(review.id, 'APPROVED');
      const audits = await auditCount();
      expect((await reopen(housekeeping, review.id, { from: 'APPROVED' })).statusCode).toBe(403);
      expect((await reopen(null, review.id, { from: 'APPROVED' })).statusCode).toBe(401);
      expect(await statusOf(review.id)).toBe('APPROVED');
      expect(await auditCount()).toBe(audits);
    });
  });
});
