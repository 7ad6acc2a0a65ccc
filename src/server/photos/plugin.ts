/**
 * The villas' photos on the instance (decision 069): `app.photoService`, bound once to the database
 * and the photo store (`app.photoStore`, photos/store.ts). The console's photo routes read it.
 */
import fp from 'fastify-plugin';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import {
  addPhoto,
  changeAlt,
  getVillaPhotos,
  removePhoto,
  reorderPhotos,
  type PhotoDeps,
} from './service.ts';

const functions = { getVillaPhotos, addPhoto, changeAlt, reorderPhotos, removePhoto };

declare module 'fastify' {
  interface FastifyInstance {
    /** A villa's photos in the console: upload, alt text, order, delete (photos/service.ts). */
    photoService: BoundService<PhotoDeps, typeof functions>;
  }
}

export const photoServices = fp(
  async (app) => {
    const deps: PhotoDeps = { db: app.db, store: app.photoStore };
    app.decorate('photoService', bindService(deps, functions));
  },
  { name: 'photo-services', decorators: { fastify: ['db', 'photoStore'] } },
);
