/**
 * The team's photos of a villa (issue 15 §3): upload, alt text, order (the first is the cover) and
 * delete. Each change is one transaction with its audit entry; an upload's files are made and kept
 * before its row is written, and removed again if the row is not.
 */
import type { VillaPhotos } from '#domain/schemas/photo.ts';
import { altTextSchema } from '#domain/schemas/photo.ts';
import type { Database } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { badRequest, notFound } from '#server/plugins/errors.ts';
import { appendAudit, photoTarget, villaTarget } from '#server/staff/audit.ts';
import { findVillaHead } from '#server/villas/repository.ts';
import { processPhoto } from './process.ts';
import {
  deletePhoto,
  findPhoto,
  insertPhoto,
  listPhotos,
  setAlt,
  setOrder,
  toVillaPhoto,
} from './repository.ts';
import type { PhotoStore } from './store.ts';

/** What the photos' service works with (photos/plugin.ts binds it once). */
export interface PhotoDeps {
  db: Database;
  /** Where an upload's files are kept (decision 044). */
  store: PhotoStore;
}

export interface Actor {
  id: string;
  ip: string | null;
}

const NO_VILLA = 'There is no villa with this id. It may have been removed.';
const NO_PHOTO = 'This photo is no longer there; it may have just been deleted. Reload the page.';

export async function getVillaPhotos({ db }: PhotoDeps, villaId: string): Promise<VillaPhotos> {
  const villa = await findVillaHead(db, villaId);
  if (!villa) throw notFound(NO_VILLA);
  const rows = await listPhotos(db, villaId);
  return { villa, photos: rows.map(toVillaPhoto) };
}

export async function addPhoto(
  deps: PhotoDeps,
  actor: Actor,
  villaId: string,
  upload: { alt: string | undefined; bytes: Buffer },
): Promise<VillaPhotos> {
  const { db, store } = deps;
  if (!(await findVillaHead(db, villaId))) throw notFound(NO_VILLA);
  const alt = altTextSchema.safeParse(upload.alt ?? '');
  if (!alt.success) throw badRequest(alt.error.issues[0]?.message ?? 'Give the photo alt text.');
  const id = newId();
  const photo = await processPhoto(id, upload.bytes);
  await store.save(id, photo.files);
  try {
    await db.transaction(async (tx) => {
      await insertPhoto(tx, {
        id,
        villaId,
        alt: alt.data,
        src: photo.src,
        width: photo.width,
        height: photo.height,
        storage: 'uploaded',
      });
      await appendAudit(tx, {
        actorId: actor.id,
        ip: actor.ip,
        action: 'photo.upload',
        target: photoTarget(id),
        after: { villa: villaId, alt: alt.data, src: photo.src },
      });
    });
  } catch (error) {
    await store.remove(id);
    throw error;
  }
  return getVillaPhotos(deps, villaId);
}

export async function changeAlt(
  deps: PhotoDeps,
  actor: Actor,
  villaId: string,
  photoId: string,
  alt: string,
): Promise<VillaPhotos> {
  await deps.db.transaction(async (tx) => {
    const photo = await findPhoto(tx, villaId, photoId);
    if (!photo) throw notFound(NO_PHOTO);
    await setAlt(tx, photoId, alt);
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'photo.alt',
      target: photoTarget(photoId),
      before: { alt: photo.alt },
      after: { alt },
    });
  });
  return getVillaPhotos(deps, villaId);
}

export async function reorderPhotos(
  deps: PhotoDeps,
  actor: Actor,
  villaId: string,
  ids: readonly string[],
): Promise<VillaPhotos> {
  const { db } = deps;
  if (!(await findVillaHead(db, villaId))) throw notFound(NO_VILLA);
  await db.transaction(async (tx) => {
    const photos = await listPhotos(tx, villaId, true);
    const current = photos.map((photo) => photo.id);
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.includes(id));
    if (!same) {
      throw badRequest(
        'The photos have changed since the page was loaded (one was added or deleted). Reload the page and try again.',
      );
    }
    await setOrder(tx, ids);
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'photo.order',
      target: villaTarget(villaId),
      before: { ids: current },
      after: { ids },
    });
  });
  return getVillaPhotos(deps, villaId);
}

export async function removePhoto(
  deps: PhotoDeps,
  actor: Actor,
  villaId: string,
  photoId: string,
): Promise<VillaPhotos> {
  const { db, store } = deps;
  const photo = await db.transaction(async (tx) => {
    const found = await findPhoto(tx, villaId, photoId);
    if (!found) throw notFound(NO_PHOTO);
    await deletePhoto(tx, photoId);
    // The rest close up behind it, so the cover is always at 0.
    const rest = await listPhotos(tx, villaId, true);
    await setOrder(
      tx,
      rest.map((row) => row.id),
    );
    await appendAudit(tx, {
      actorId: actor.id,
      ip: actor.ip,
      action: 'photo.delete',
      target: photoTarget(photoId),
      before: { villa: villaId, alt: found.alt, src: found.src },
    });
    return found;
  });
  // The site's own photos stay in the build; an uploaded photo's files go with it.
  if (photo.storage === 'uploaded') await store.remove(photoId);
  return getVillaPhotos(deps, villaId);
}
