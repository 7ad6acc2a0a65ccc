import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Paged } from '#domain/schemas/common.ts';
import type { Review } from '#domain/schemas/review.ts';
import type { ModerationReceipt } from '#domain/schemas/testimonial.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { reviews } from '../db/schema.ts';

describe.each(engines)('reviews API on %s', (engine) => {
  let t: TestApp;
  let breeze: Villa;
  beforeAll(async () => {
    t = await createTestApp(engine);
    breeze = (
      await t.app.inject({ method: 'GET', url: '/api/villas/villa-river-breeze' })
    ).json<Villa>();
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (ref: string, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/reviews/villa/${ref}${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paged<Review>>();
  };
  const send = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/reviews', payload });
  const countRows = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(reviews))[0]?.n ?? -1;
  const dbCount = async (villaId: string, status: 'APPROVED' | 'PENDING') =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(reviews)
        .where(sql`${reviews.villaId} = ${villaId} and ${reviews.status} = ${status}`)
    )[0]?.n ?? -1;

  it("pages a villa's approved reviews only, newest first, by slug or by id", async () => {
    const approved = await dbCount(breeze.id, 'APPROVED');
    expect(approved).toBeGreaterThan(20);
    expect(await dbCount(breeze.id, 'PENDING')).toBeGreaterThan(0); // the seed has some waiting

    const bySlug = await list('villa-river-breeze', '?size=50');
    expect(Object.keys(bySlug).sort()).toEqual([
      'content',
      'number',
      'size',
      'totalElements',
      'totalPages',
    ]);
    expect(bySlug).toMatchObject({ totalElements: approved, number: 0, size: 50, totalPages: 1 });
    expect(bySlug.content).toHaveLength(approved);
    expect(bySlug.content.every((r) => r.villaId === breeze.id)).toBe(true);
    const dates = bySlug.content.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await list(breeze.id, '?size=50')).toEqual(bySlug);
    expect(await list(breeze.id.toUpperCase(), '?size=50')).toEqual(bySlug);

    const hidden = await t.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(sql`${reviews.villaId} = ${breeze.id} and ${reviews.status} <> 'APPROVED'`);
    expect(hidden.length).toBeGreaterThan(1); // pending and rejected
    for (const { id } of hidden) expect(bySlug.content.map((r) => r.id)).not.toContain(id);

    const other = await list('villa-ahangama');
    expect(other.content.length).toBeGreaterThan(0);
    expect(other.content.every((r) => r.villaId !== breeze.id)).toBe(true);
  });

  it('pages of 10 by default; the pages together hold every approved review once', async () => {
    const all = (await list('villa-river-breeze', '?size=50')).content.map((r) => r.id);
    const first = await list('villa-river-breeze');
    expect(first).toMatchObject({
      totalElements: all.length,
      number: 0,
      size: 10,
      totalPages: Math.ceil(all.length / 10),
    });
    expect(first.content.map((r) => r.id)).toEqual(all.slice(0, 10));

    const walked: string[] = [];
    const size = 4;
    const pages = Math.ceil(all.length / size);
    for (let page = 0; page < pages; page++) {
      const answer = await list('villa-river-breeze', `?size=${size}&page=${page}`);
      expect(answer).toMatchObject({ number: page, size, totalPages: pages });
      walked.push(...answer.content.map((r) => r.id));
    }
    expect(walked).toEqual(all);
    const past = await list('villa-river-breeze', `?size=${size}&page=${pages}`);
    expect(past).toMatchObject({ content: [], number: pages, totalElements: all.length });
  });

  it('refuses bad paging with a 400 that names the problem', async () => {
    for (const [query, message] of [
      ['?page=-1', /page starts at 0/],
      ['?page=one', /page must be a whole number/],
      ['?size=0', /size must be at least 1/],
      ['?size=51', /size must be at most 50/],
      ['?size=2.5', /size must be a whole number/],
      ['?sort=rating', /sort/],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/reviews/villa/villa-river-breeze${query}`,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<ApiError>().message, query).toMatch(message);
    }
  });

  it("never shows a reviewer's e-mail address", async () => {
    const withEmail = await t.database.db
      .select({ email: reviews.email })
      .from(reviews)
      .where(sql`${reviews.email} is not null and ${reviews.status} = 'APPROVED'`);
    expect(withEmail.length).toBeGreaterThan(0);
    for (const slug of ['villa-river-breeze', 'villa-ahangama']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/reviews/villa/${slug}?size=50` });
      expect(res.body).not.toMatch(/@/);
      for (const { email } of withEmail) expect(res.body).not.toContain(email);
      for (const review of res.json<Paged<Review>>().content) {
        expect(Object.keys(review).sort()).toEqual([
          'comment',
          'date',
          'id',
          'name',
          'rating',
          'stayedIn',
          'villaId',
        ]);
      }
    }
  });

  it('stores a new review as PENDING, hidden until the team approves it', async () => {
    const before = await list('villa-river-breeze', '?size=50');
    const res = await send({
      villaId: 'villa-river-breeze',
      name: 'Tom Becker',
      email: 'Tom.Becker@Example.com',
      rating: 4,
      comment: 'Lovely villa and a great breakfast every single day.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json<ModerationReceipt>();
    expect(receipt.id).toMatch(/^[0-9a-f]{24}$/);
    expect(receipt.status).toBe('PENDING');
    expect(receipt.message).toMatch(/once our team has approved it/);

    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, receipt.id));
    expect(row).toMatchObject({
      villaId: breeze.id,
      status: 'PENDING',
      email: 'tom.becker@example.com',
      rating: 4,
    });
    expect(await list('villa-river-breeze', '?size=50')).toEqual(before);

    await t.database.db
      .update(reviews)
      .set({ status: 'APPROVED' })
      .where(eq(reviews.id, receipt.id));
    // The team moderates in the database, beside the app: its read cache learns of that only by
    // its time to live or an invalidation (decision 008).
    t.app.readCache.invalidate();
    const after = await list('villa-river-breeze', '?size=50');
    expect(after.totalElements).toBe(before.totalElements + 1);
    expect(after.content[0]).toEqual({
      id: receipt.id,
      villaId: breeze.id,
      name: 'Tom Becker',
      rating: 4,
      comment: 'Lovely villa and a great breakfast every single day.',
      date: row?.createdAt.toISOString(),
      stayedIn: null,
    });
  });

  it('accepts a review by villa id and without an e-mail', async () => {
    const res = await send({
      villaId: breeze.id,
      name: 'Anon',
      rating: 5,
      comment: 'Perfect in every way, thank you.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.id, res.json<ModerationReceipt>().id));
    expect(row).toMatchObject({ villaId: breeze.id, email: null, status: 'PENDING' });
  });

  it('answers 404 for an unknown villa and stores nothing', async () => {
    for (const ref of ['villa-nowhere', 'abcdef0123456789abcdef01']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/reviews/villa/${ref}` });
      expect(res.statusCode).toBe(404);
      expect(res.json<ApiError>().message).toBe(`We could not find a villa called '${ref}'.`);
    }
    const before = await countRows();
    const res = await send({
      villaId: 'villa-nowhere',
      name: 'Tom',
      rating: 5,
      comment: 'Lovely villa, truly lovely.',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<ApiError>()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(await countRows()).toBe(before);
  });

  it('refuses a rating outside 1 to 5 and stores nothing', async () => {
    const before = await countRows();
    for (const rating of [0, 6, 4.5, '5']) {
      const res = await send({
        villaId: breeze.id,
        name: 'Tom',
        rating,
        comment: 'Lovely villa, truly lovely.',
      });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json<ApiError>().issues?.map((i) => i.path)).toContain('rating');
    }
    expect(await countRows()).toBe(before);
  });
});
