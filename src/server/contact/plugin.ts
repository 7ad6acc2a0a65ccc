/** The contact service on the instance (decision 069): `app.contactService`, bound once. */
import fp from 'fastify-plugin';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import { sendContactMessage, type ContactDeps } from './service.ts';

const functions = { sendContactMessage };

declare module 'fastify' {
  interface FastifyInstance {
    /** A guest's message to the team (contact/service.ts). */
    contactService: BoundService<ContactDeps, typeof functions>;
  }
}

export const contactServices = fp(
  async (app) => {
    const deps: ContactDeps = {
      db: app.db,
      teamEmail: app.config.teamEmail,
    };
    app.decorate('contactService', bindService(deps, functions));
  },
  { name: 'contact-services', decorators: { fastify: ['db', 'config'] } },
);
