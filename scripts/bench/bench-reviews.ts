/**
 * A villa whose approved reviews have grown (issue 36 §2): its page's HTML must still fit TCP's
 * first window with `count` of them. With the server stopped, the bench opens its temporary
 * database with the project's database code and adds approved reviews to the villa, newer than
 * any it has, so they are the ones its page shows first.
 *
 * Their words are the demo's longest, each once: guests' real-sized reviews, not a repeated text
 * (which Brotli would shrink to nothing), and half of them from a verified stay (one line more).
 */
import { and, count, eq } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { embeddedDatabaseDir } from '#server/db/open.ts';
import { reviews, villas } from '#server/db/schema.ts';
import { seedReviews } from '#server/db/seed/reviews.ts';
import { newId } from '#server/lib/ids.ts';

const MINUTE_MS = 60_000;

/** Adds approved reviews to the villa until it has `total`; answers how many it added. */
export async function growApprovedReviews(
  dataDir: string,
  slug: string,
  total: number,
): Promise<number> {
  const database = await openDatabase({ engine: 'pglite', dataDir: embeddedDatabaseDir(dataDir) });
  try {
    const { db } = database;
    const [villa] = await db.select({ id: villas.id }).from(villas).where(eq(villas.slug, slug));
    if (!villa) throw new Error(`The seeded villa '${slug}' is missing.`);
    const [approved] = await db
      .select({ n: count() })
      .from(reviews)
      .where(and(eq(reviews.villaId, villa.id), eq(reviews.status, 'APPROVED')));
    const missing = total - (approved?.n ?? 0);
    if (missing <= 0) return 0;
    const longest = [...new Set(seedReviews.map((review) => review.comment))].sort(
      (a, b) => b.length - a.length,
    );
    const now = Date.now();
    const rows = Array.from({ length: missing }, (_, i) => ({
      id: newId(),
      villaId: villa.id,
      name: `Bench Guest ${String(i + 1)}`,
      email: null,
      rating: i % 3 === 2 ? 4 : 5,
      comment: longest[i % longest.length] ?? 'A lovely stay by the river.',
      status: 'APPROVED' as const,
      stayedIn: i % 2 === 0 ? '2026-10-01' : null,
      createdAt: new Date(now - i * MINUTE_MS),
    }));
    await db.insert(reviews).values(rows);
    return rows.length;
  } finally {
    await database.close();
  }
}
