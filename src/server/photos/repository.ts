/**
 * Data access for villas' photos: their rows (villa_photos) and, on a PostgreSQL server, their
 * files (photo_files, photos/store.ts). Functions take the database or a transaction; the villa a
 * photo belongs to is read by villas/repository.ts.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { VillaPhoto } from '#domain/schemas/photo.ts';
import type { Executor } from '#server/db/client.ts';
import { photoFiles, villaPhotos } from '#server/db/schema.ts';

export type VillaPhotoRow = typeof villaPhotos.$inferSelect;

export function toVillaPhoto(row: VillaPhotoRow): VillaPhoto {
  return {
    id: row.id,
    src: row.src,
    alt: row.alt,
    width: row.width,
    height: row.height,
    position: row.position,
  };
}

/** The villa's photos in their order; `lock` holds them until the transaction ends. */
export async function listPhotos(
  db: Executor,
  villaId: string,
  lock = false,
): Promise<VillaPhotoRow[]> {
  const query = db
    .select()
    .from(villaPhotos)
    .where(eq(villaPhotos.villaId, villaId))
    .orderBy(asc(villaPhotos.position), asc(villaPhotos.id));
  return lock ? query.for('update') : query;
}

export async function findPhoto(
  db: Executor,
  villaId: string,
  photoId: string,
): Promise<VillaPhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(villaPhotos)
    .where(and(eq(villaPhotos.villaId, villaId), eq(villaPhotos.id, photoId)));
  return row;
}

/** A new photo, last in the villa's order. */
export async function insertPhoto(
  db: Executor,
  photo: Omit<typeof villaPhotos.$inferInsert, 'position'>,
): Promise<void> {
  await db.insert(villaPhotos).values({
    ...photo,
    position: sql`(select coalesce(max(${villaPhotos.position}) + 1, 0) from ${villaPhotos}
      where ${villaPhotos.villaId} = ${photo.villaId})`,
  });
}

export async function setAlt(db: Executor, photoId: string, alt: string): Promise<void> {
  await db
    .update(villaPhotos)
    .set({ alt, updatedAt: new Date() })
    .where(eq(villaPhotos.id, photoId));
}

/** Positions 0, 1, 2... in the order of `ids` (the villa's photos, each once). */
export async function setOrder(db: Executor, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .update(villaPhotos)
      .set({ position, updatedAt: new Date() })
      .where(eq(villaPhotos.id, id));
  }
}

export async function deletePhoto(db: Executor, photoId: string): Promise<void> {
  await db.delete(villaPhotos).where(eq(villaPhotos.id, photoId));
}

/** One file of an uploaded photo, as the photo store keeps it in the database. */
export async function insertPhotoFile(
  db: Executor,
  photoId: string,
  file: { name: string; contentType: string; bytes: Buffer },
): Promise<void> {
  await db.insert(photoFiles).values({ ...file, photoId });
}

/** The file of this name, or undefined. */
export async function findPhotoFile(
  db: Executor,
  name: string,
): Promise<{ bytes: Buffer; contentType: string } | undefined> {
  const [row] = await db
    .select({ bytes: photoFiles.bytes, contentType: photoFiles.contentType })
    .from(photoFiles)
    .where(eq(photoFiles.name, name));
  return row;
}

/** Every file of the photo; none is fine. */
export async function deletePhotoFiles(db: Executor, photoId: string): Promise<void> {
  await db.delete(photoFiles).where(eq(photoFiles.photoId, photoId));
}
