/**
 * Villas for the booking load test. One villa's two-year calendar holds a few hundred stays, and
 * the load test books thousands in 10 s, every one on free dates. So, between the read-only
 * measurements and the booking run (the server stopped), the bench opens its own temporary
 * database with the project's database code and adds copies of a seeded villa under other ids and
 * slugs. The read-only measurements run before, on the demo content as a guest would see it.
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { embeddedDatabaseDir } from '#server/db/open.ts';
import { villas } from '#server/db/schema.ts';
import { newId } from '#server/lib/ids.ts';

export interface BenchVilla {
  id: string;
  minimumNights: number;
  guests: number;
}

export const BENCH_SLUG_PREFIX = 'bench-copy';

export async function addVillaCopies(
  dataDir: string,
  sourceSlug: string,
  count: number,
): Promise<BenchVilla[]> {
  const database = await openDatabase({ engine: 'pglite', dataDir: embeddedDatabaseDir(dataDir) });
  try {
    const [source] = await database.db.select().from(villas).where(eq(villas.slug, sourceSlug));
    if (!source) throw new Error(`The seeded villa '${sourceSlug}' is missing.`);
    // Each copy its own calendar address: the database makes one for a row that names none.
    const { calendarSecret: _secret, ...fields } = source;
    const copies = Array.from({ length: count }, (_, i) => ({
      ...fields,
      id: newId(),
      slug: `${BENCH_SLUG_PREFIX}-${String(i + 1)}-${sourceSlug}`,
      name: `${source.name} (bench copy ${String(i + 1)})`,
      featured: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    }));
    await database.db.insert(villas).values(copies);
    return copies.map(({ id, pricing, guests }) => ({
      id,
      minimumNights: pricing.minimumNights,
      guests,
    }));
  } finally {
    await database.close();
  }
}
