/** The transport service on the instance (decision 069): `app.transportService`, bound once. */
import fp from 'fastify-plugin';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import { requestTransport, type TransportDeps } from './service.ts';

const functions = { requestTransport };

declare module 'fastify' {
  interface FastifyInstance {
    /** A guest's request for a ride or a quote (transport/service.ts). */
    transportService: BoundService<TransportDeps, typeof functions>;
  }
}

export const transportServices = fp(
  async (app) => {
    const deps: TransportDeps = {
      db: app.db,
      teamEmail: app.config.teamEmail,
    };
    app.decorate('transportService', bindService(deps, functions));
  },
  { name: 'transport-services', decorators: { fastify: ['db', 'config'] } },
);
