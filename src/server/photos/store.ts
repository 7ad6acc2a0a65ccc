/**
 * Where uploaded photos' files are kept (decision 044): with the embedded database, files in
 * DATA_DIR/photos beside it; on a PostgreSQL server, its table photo_files, so every app instance
 * serves every photo without a shared disk. Files are named as in their address
 * (`{photo id}-{w}x{h}-800.avif`) and never change: a new photo gets a new id.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import { deletePhotoFiles, findPhotoFile, insertPhotoFile } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded photos' files are kept (decision 044). */
    photoStore: PhotoStore;
  }
}

export interface PhotoFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface PhotoStore {
  /** 'folder' or 'database', for the log and the tests. */
  readonly kind: 'folder' | 'database';
  save(photoId: string, files: readonly PhotoFile[]): Promise<void>;
  /** The file of this name, or null. */
  read(name: string): Promise<Omit<PhotoFile, 'name'> | null>;
  /** Every file of the photo; none is fine. */
  remove(photoId: string): Promise<void>;
}

/** A photo file's name: `{24 hex}-{w}x{h}` and an optional cut and width, then its type. */
export const PHOTO_FILE_NAME =
  /^([0-9a-f]{24})-[1-9]\d{0,4}x[1-9]\d{0,4}(?:-portrait)?(?:-[1-9]\d{0,4})?\.(jpg|avif|webp)$/;

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  avif: 'image/avif',
  webp: 'image/webp',
};

export function folderStore(dir: string): PhotoStore {
  return {
    kind: 'folder',
    async save(_photoId, files) {
      await mkdir(dir, { recursive: true });
      for (const file of files) {
        // Written aside and renamed, so a reader never sees half a file.
        const target = path.join(dir, file.name);
        const partial = `${target}.${process.pid}.tmp`;
        await writeFile(partial, file.bytes);
        await rename(partial, target);
      }
    },
    async read(name) {
      const match = PHOTO_FILE_NAME.exec(name);
      if (!match) return null;
      try {
        const bytes = await readFile(path.join(dir, name));
        return { bytes, contentType: CONTENT_TYPES[match[2] ?? ''] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(photoId) {
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((name) => name.startsWith(`${photoId}-`))
          .map((name) => rm(path.join(dir, name), { force: true })),
      );
    },
  };
}

export function databaseStore(db: Database): PhotoStore {
  return {
    kind: 'database',
    async save(photoId, files) {
      await db.transaction(async (tx) => {
        for (const file of files) await insertPhotoFile(tx, photoId, file);
      });
    },
    async read(name) {
      if (!PHOTO_FILE_NAME.test(name)) return null;
      return (await findPhotoFile(db, name)) ?? null;
    },
    async remove(photoId) {
      await deletePhotoFiles(db, photoId);
    },
  };
}

/**
 * `app.photoStore`: beside the embedded database in DATA_DIR, or in PostgreSQL, so that every
 * instance on one server serves every photo (decision 044).
 */
export const photoStorePlugin = fp(
  async (app) => {
    app.decorate(
      'photoStore',
      app.database.engine === 'postgres'
        ? databaseStore(app.db)
        : folderStore(path.join(app.config.dataDir, 'photos')),
    );
  },
  { name: 'photo-store', decorators: { fastify: ['config', 'database', 'db'] } },
);
