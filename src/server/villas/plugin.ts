/** The villas' public service on the instance (decision 069): `app.villaService`, bound once. */
import fp from 'fastify-plugin';
import type { Executor } from '#server/db/client.ts';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import {
  checkAvailability,
  listPublicVillas,
  resolveVilla,
  searchVillas,
  villaAvailability,
  villaByRef,
  villaBySlug,
} from './service.ts';

const functions = {
  listPublicVillas,
  searchVillas,
  villaBySlug,
  villaByRef,
  resolveVilla,
  villaAvailability,
  checkAvailability,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The published villas, their calendars and a stay's price (villas/service.ts). */
    villaService: BoundService<Executor, typeof functions>;
  }
}

export const villaServices = fp(
  async (app) => {
    app.decorate('villaService', bindService<Executor, typeof functions>(app.db, functions));
  },
  { name: 'villa-services', decorators: { fastify: ['db'] } },
);
