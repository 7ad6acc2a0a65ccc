/**
 * A villa's rating and review count come from its approved reviews (decision 023), in every answer
 * that shows a villa, and follow the team's moderation once the read cache lets go of the old
 * answers (decision 008).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '#domain/schemas/common.ts';
import type { ModerationReceipt } from '#domain/schemas/testimonial.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { changed, villaTag } from '../cache/tags.ts';
import { reviews } from '../db/schema.ts';
import { newId } from '#server/lib/ids.ts';

type Figures = Pick<Villa, 'rating' | 'reviews'>;

describe.each(engines)('villa ratings on %s', (engine) => {
  let t: TestApp;
  let breeze: Villa;
  let ahangama: Villa;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const villas = (await t.app.inject({ url: '/api/villas' })).json<Villa[]>();
    const bySlug = (slug: string) => {
      const villa = villas.find((v) => v.slug === slug);
      if (!villa) throw new Error(`${slug} is not seeded`);
      return villa;
    };
    breeze = bySlug('villa-river-breeze');
    ahangama = bySlug('villa-ahangama');
  });
  afterAll(async () => {
    await t.close();
  });

  const json = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  };
  const figuresOf = ({ rating, reviews: count }: Villa): Figures => ({ rating, reviews: count });

  /** The villa's figures in every answer that shows it; they must all agree. */
  async function figuresEverywhere(villa: Villa): Promise<Figures> {
    const answers = [
      (await json<Villa[]>('/api/villas')).find((v) => v.id === villa.id),
      (await json<Villa[]>(`/api/villas?q=${encodeURIComponent(villa.name)}`))[0],
      (await json<Paged<Villa>>(`/api/villas/search?q=${encodeURIComponent(villa.name)}`))
        .content[0],
      await json<Villa>(`/api/villas/${villa.id}`),
      await json<Villa>(`/api/villas/${villa.slug}`),
      await json<Villa>(`/api/villas/slug/${villa.slug}`),
    ];
    const figures = answers.map((answer) => {
      expect(answer?.id).toBe(villa.id);
      return figuresOf(answer as Villa);
    });
    for (const other of figures) expect(other).toEqual(figures[0]);
    return figures[0] as Figures;
  }

  /** What the villa's approved reviews in the database say, worked out here on their own. */
  async function expectedFigures(villaId: string): Promise<Figures> {
    const rows = await t.database.db
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(sql`${reviews.villaId} = ${villaId} and ${reviews.status} = 'APPROVED'`);
    if (rows.length === 0) return { rating: null, reviews: 0 };
    const total = rows.reduce((sum, r) => sum + r.rating, 0);
    // Tenths, half away from zero: as PostgreSQL's round(numeric, 1), in integers to stay exact.
    return { rating: Math.round((total * 10) / rows.length) / 10, reviews: rows.length };
  }

  /** The team's moderation of one of Villa River Breeze's reviews, as the console will do it. */
  const approve = async (id: string, status: 'APPROVED' | 'REJECTED' = 'APPROVED') => {
    await t.database.db.update(reviews).set({ status }).where(eq(reviews.id, id));
    // After the commit, the tags a review changes (decision 030): the villa's reviews, its page
    // and every card that shows its rating. The other villa's answers stay cached.
    const otherVilla = () =>
      t.app.readCache.entries().filter(([, tags]) => tags.has(villaTag(ahangama.id))).length;
    await json<Villa>(`/api/villas/${ahangama.id}`);
    const othersBefore = otherVilla();
    t.app.readCache.invalidateTags(changed.reviews(breeze.id));
    expect(otherVilla()).toBe(othersBefore);
    expect(othersBefore).toBeGreaterThan(0);
  };

  it('rates each seeded villa from its approved reviews, in every answer', async () => {
    expect(await figuresEverywhere(breeze)).toEqual({ rating: 4.8, reviews: 42 });
    expect(await figuresEverywhere(ahangama)).toEqual({ rating: 4.8, reviews: 34 });
    expect(await figuresEverywhere(breeze)).toEqual(await expectedFigures(breeze.id));
    expect(await figuresEverywhere(ahangama)).toEqual(await expectedFigures(ahangama.id));
  });

  it('counts a new review only once the team approves it', async () => {
    const before = await figuresEverywhere(breeze);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: {
        villaId: breeze.id,
        name: 'Grumpy Guest',
        rating: 1,
        comment: 'Nothing was to my liking at all, from start to finish.',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<ModerationReceipt>();
    expect(await figuresEverywhere(breeze)).toEqual(before);

    await approve(id);
    const after = await figuresEverywhere(breeze);
    expect(after.reviews).toBe(before.reviews + 1);
    expect(after).toEqual(await expectedFigures(breeze.id));
    expect(after.rating).toBeLessThan(before.rating ?? 0);

    await approve(id, 'REJECTED');
    expect(await figuresEverywhere(breeze)).toEqual(before);
  });

  it('gives a villa without approved reviews no rating and 0 reviews; pages then show 4.8', async () => {
    await t.database.db
      .update(reviews)
      .set({ status: 'REJECTED' })
      .where(eq(reviews.villaId, ahangama.id));
    t.app.readCache.invalidate();
    expect(await figuresEverywhere(ahangama)).toEqual({ rating: null, reviews: 0 });
    expect(await figuresEverywhere(breeze)).toEqual(await expectedFigures(breeze.id));
  });

  it('averages to one decimal, halves rounded up', async () => {
    await t.database.db.delete(reviews).where(eq(reviews.villaId, ahangama.id));
    const add = (ratings: number[]) =>
      t.database.db.insert(reviews).values(
        ratings.map((rating) => ({
          id: newId(),
          villaId: ahangama.id,
          name: 'Guest',
          rating,
          comment: 'A stay to remember, thank you.',
          status: 'APPROVED' as const,
        })),
      );
    await add([5, 5, 5, 4]); // 4.75
    t.app.readCache.invalidate();
    expect(await figuresEverywhere(ahangama)).toEqual({ rating: 4.8, reviews: 4 });
    await t.database.db.delete(reviews).where(eq(reviews.villaId, ahangama.id));
    await add([5, 4, 4, 4, 4, 4]); // 4.1666...
    t.app.readCache.invalidate();
    expect(await figuresEverywhere(ahangama)).toEqual({ rating: 4.2, reviews: 6 });
  });
});
