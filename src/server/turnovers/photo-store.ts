/**
 * Where the photos of a turnover's problems are kept (issue 27 §3, decision 093): as the villas'
 * photos are (decision 044), in DATA_DIR beside the embedded database or in PostgreSQL's
 * `photo_files`, but under names the public `/photos/{name}` never serves (it takes only a villa
 * photo's name), so these are shown to signed-in staff alone, by the console's own route. One
 * JPEG per photo, upright, at most 1600 px wide, without metadata (photos/process.ts).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client.ts';
import { findPhotoFile, insertPhotoFile } from '../photos/repository.ts';

export interface TurnoverPhotoStore {
  save(photoId: string, jpeg: Buffer): Promise<void>;
  /** The JPEG of this photo, or null. */
  read(photoId: string): Promise<Buffer | null>;
}

/** Outside the villa photos' folder and names: `turnover-{id}.jpg`. */
const fileName = (photoId: string) => `turnover-${photoId}.jpg`;

export function folderTurnoverStore(dir: string): TurnoverPhotoStore {
  return {
    async save(photoId, jpeg) {
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, fileName(photoId));
      const partial = `${target}.${process.pid}.tmp`;
      await writeFile(partial, jpeg);
      await rename(partial, target);
    },
    async read(photoId) {
      try {
        return await readFile(path.join(dir, fileName(photoId)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

export function databaseTurnoverStore(db: Database): TurnoverPhotoStore {
  return {
    async save(photoId, jpeg) {
      await insertPhotoFile(db, photoId, {
        name: fileName(photoId),
        contentType: 'image/jpeg',
        bytes: jpeg,
      });
    },
    async read(photoId) {
      return (await findPhotoFile(db, fileName(photoId)))?.bytes ?? null;
    },
  };
}
