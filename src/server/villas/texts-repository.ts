/**
 * Data access of the villas' own words in other languages (villa_texts, issue 39 §1): one row per
 * villa and language, its texts following the villa's English (src/domain/villa-texts.ts).
 * Functions take the database or a transaction.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { VillaTextLanguage, VillaTexts } from '#domain/villa-texts.ts';
import type { Executor } from '#server/db/client.ts';
import { villaPhotos, villaTexts } from '#server/db/schema.ts';

/** The villa's texts in `language`; undefined when none were written. */
export async function findVillaTexts(
  db: Executor,
  villaId: string,
  language: VillaTextLanguage,
): Promise<VillaTexts | undefined> {
  const [row] = await db
    .select({ texts: villaTexts.texts })
    .from(villaTexts)
    .where(and(eq(villaTexts.villaId, villaId), eq(villaTexts.language, language)));
  return row?.texts;
}

/** The texts in `language` of each of the villas that has some, by villa id. */
export async function textsOfVillas(
  db: Executor,
  villaIds: string[],
  language: VillaTextLanguage,
): Promise<Map<string, VillaTexts>> {
  if (villaIds.length === 0) return new Map();
  const rows = await db
    .select({ villaId: villaTexts.villaId, texts: villaTexts.texts })
    .from(villaTexts)
    .where(and(inArray(villaTexts.villaId, villaIds), eq(villaTexts.language, language)));
  return new Map(rows.map((row) => [row.villaId, row.texts]));
}

/** Every villa's texts in every language: the console's summary of what is missing. */
export async function allVillaTexts(
  db: Executor,
): Promise<{ villaId: string; language: VillaTextLanguage; texts: VillaTexts }[]> {
  return db
    .select({ villaId: villaTexts.villaId, language: villaTexts.language, texts: villaTexts.texts })
    .from(villaTexts);
}

/** Writes the villa's texts in `language`, whether or not it had some. */
export async function saveVillaTextsRow(
  tx: Executor,
  villaId: string,
  language: VillaTextLanguage,
  texts: VillaTexts,
): Promise<void> {
  await tx
    .insert(villaTexts)
    .values({ villaId, language, texts })
    .onConflictDoUpdate({
      target: [villaTexts.villaId, villaTexts.language],
      set: { texts, updatedAt: new Date() },
    });
}

/** Every villa's photos in their order, with their English alt: what the alts translate. */
export async function photosOfVillas(
  db: Executor,
  villaIds?: string[],
): Promise<{ id: string; villaId: string; src: string; alt: string }[]> {
  return db
    .select({
      id: villaPhotos.id,
      villaId: villaPhotos.villaId,
      src: villaPhotos.src,
      alt: villaPhotos.alt,
    })
    .from(villaPhotos)
    .where(villaIds ? inArray(villaPhotos.villaId, villaIds) : undefined)
    .orderBy(asc(villaPhotos.villaId), asc(villaPhotos.position), asc(villaPhotos.id));
}
