import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Paged } from '#domain/schemas/common.ts';
import {
  MODERATION_MESSAGE,
  type ModerationReceipt,
  type Testimonial,
} from '#domain/schemas/testimonial.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { testimonials } from '../db/schema.ts';

const SEEDED = 12;
const SEEDED_FEATURED = 7;

describe.each(engines)('testimonials API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/testimonials${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paged<Testimonial>>();
  };
  const send = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/testimonials', payload });
  const countRows = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(testimonials))[0]?.n;
  const valid = {
    name: 'Hannah Smith',
    location: 'Leeds, United Kingdom',
    rating: 5,
    comment: 'A wonderful week by the river; the team thought of everything.',
  };

  it('pages the approved testimonials, newest first, in the paged shape', async () => {
    const page = await list();
    expect(Object.keys(page).sort()).toEqual([
      'content',
      'number',
      'size',
      'totalElements',
      'totalPages',
    ]);
    expect(page).toMatchObject({ totalElements: SEEDED, totalPages: 2, number: 0, size: 10 });
    expect(page.content).toHaveLength(10);
    const dates = page.content.map((x) => x.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of page.content) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'avatar',
          'comment',
          'date',
          'featured',
          'id',
          'location',
          'name',
          'rating',
          'villaName',
        ].sort(),
      );
      expect(item.rating).toBeGreaterThanOrEqual(1);
      expect(item.rating).toBeLessThanOrEqual(5);
      expect(new Date(item.date).toISOString()).toBe(item.date);
    }
    const second = await list('?page=1');
    expect(second).toMatchObject({ number: 1, totalElements: SEEDED });
    expect(second.content).toHaveLength(SEEDED - 10);
    const ids = new Set([...page.content, ...second.content].map((x) => x.id));
    expect(ids.size).toBe(SEEDED);
    expect((await list('?page=5')).content).toEqual([]);
  });

  it('gives the home page 6 featured testimonials', async () => {
    const page = await list('?featured=true&size=6');
    expect(page).toMatchObject({
      totalElements: SEEDED_FEATURED,
      size: 6,
      number: 0,
      totalPages: 2,
    });
    expect(page.content).toHaveLength(6);
    expect(page.content.every((x) => x.featured)).toBe(true);
    const notFeatured = await list('?featured=false');
    expect(notFeatured.totalElements).toBe(SEEDED - SEEDED_FEATURED);
    expect(notFeatured.content.every((x) => !x.featured)).toBe(true);
  });

  it('filters to one villa by id or by slug', async () => {
    const villa = (
      await t.app.inject({ method: 'GET', url: '/api/villas/villa-river-breeze' })
    ).json<Villa>();
    const bySlug = await list('?villaId=villa-river-breeze&size=10');
    expect(bySlug.totalElements).toBeGreaterThan(0);
    expect(bySlug.totalElements).toBeLessThan(SEEDED);
    expect(bySlug.content.every((x) => x.villaName === villa.name)).toBe(true);
    expect(await list(`?villaId=${villa.id}&size=10`)).toEqual(bySlug);
    const other = await list('?villaId=villa-ahangama&size=10');
    expect(other.content.every((x) => x.villaName === 'Ahangama Villa')).toBe(true);
    expect(other.content.map((x) => x.id)).not.toContain(bySlug.content[0]?.id);

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/testimonials?villaId=villa-nowhere',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>().message).toMatch(/could not find a villa/);
  });

  it('allows pages of up to 50', async () => {
    const page = await list('?size=50');
    expect(page).toMatchObject({ size: 50, totalPages: 1, totalElements: SEEDED });
    expect(page.content).toHaveLength(SEEDED);
    const res = await t.app.inject({ method: 'GET', url: '/api/testimonials?size=51' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().message).toMatch(/size must be at most 50/);
  });

  it('stores a new testimonial as PENDING and shows it only once approved', async () => {
    const before = await countRows();
    const res = await send({
      ...valid,
      villaName: 'villa river breeze',
      avatar: '/images/avatars/hannah-smith.jpg',
    });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json<ModerationReceipt>();
    expect(receipt).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/) as unknown,
      status: 'PENDING',
      message: MODERATION_MESSAGE,
    });
    expect(receipt.message).toMatch(/once our team has approved it/);
    expect(await countRows()).toBe((before ?? 0) + 1);

    const [row] = await t.database.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.id, receipt.id));
    expect(row).toMatchObject({
      status: 'PENDING',
      featured: false,
      name: valid.name,
      villaName: 'Villa River Breeze',
    });

    // Not shown while pending, in any listing.
    expect((await list()).totalElements).toBe(SEEDED);
    expect((await list('?size=50')).content.map((x) => x.id)).not.toContain(receipt.id);
    expect(
      (await list('?villaId=villa-river-breeze&size=50')).content.map((x) => x.id),
    ).not.toContain(receipt.id);

    await t.database.db
      .update(testimonials)
      .set({ status: 'APPROVED' })
      .where(eq(testimonials.id, receipt.id));
    // The team moderates in the database, beside the app: its read cache learns of that only by
    // its time to live or an invalidation (decision 008).
    t.app.readCache.invalidate();

    const after = await list();
    expect(after.totalElements).toBe(SEEDED + 1);
    const shown = after.content[0]; // the newest comes first
    expect(shown).toEqual({
      id: receipt.id,
      name: valid.name,
      location: valid.location,
      rating: valid.rating,
      comment: valid.comment,
      villaName: 'Villa River Breeze',
      avatar: '/images/avatars/hannah-smith.jpg',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/) as unknown,
      featured: false,
    });
    expect(Date.now() - new Date(shown?.date ?? 0).getTime()).toBeLessThan(5 * 60_000);
    // It names one of our villas, so it is listed on that villa's page too.
    expect((await list('?villaId=villa-river-breeze&size=50')).content.map((x) => x.id)).toContain(
      receipt.id,
    );
  });

  it('keeps a rejected testimonial hidden', async () => {
    const res = await send({ ...valid, name: 'Rejected Reviewer' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<ModerationReceipt>();
    await t.database.db
      .update(testimonials)
      .set({ status: 'REJECTED' })
      .where(eq(testimonials.id, id));
    t.app.readCache.invalidate();
    expect((await list('?size=50')).content.map((x) => x.id)).not.toContain(id);
  });

  it('stores a testimonial without a villa or avatar', async () => {
    const res = await send(valid);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.id, res.json<ModerationReceipt>().id));
    expect(row).toMatchObject({ villaId: null, villaName: null, avatar: null, status: 'PENDING' });
  });

  it('refuses an avatar that is not a picture on this site, and stores nothing', async () => {
    const before = await countRows();
    for (const avatar of [
      'http://example.com/me.jpg',
      'https://cdn.example.com/images/me.jpg',
      '//evil.example/images/a.jpg',
      'javascript:alert(1)',
      '/images/../../etc/passwd?x=<b>',
    ]) {
      const res = await send({ ...valid, avatar });
      expect(res.statusCode, avatar).toBe(400);
      const body = res.json<ApiError>();
      expect(body.message).toMatch(/avatar must be an image path on this site/);
      expect(body.issues?.map((i) => i.path)).toContain('avatar');
    }
    expect(await countRows()).toBe(before);
  });
});
