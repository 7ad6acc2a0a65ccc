/** The messages room's service on the instance (decision 069): `app.messageService`. */
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import { changeMessageStatus, getMessage, pageMessages, replyToMessage } from './service.ts';

const functions = { pageMessages, getMessage, changeMessageStatus, replyToMessage };

declare module 'fastify' {
  interface FastifyInstance {
    /** The guests' messages and transport requests, their status and replies (messages/service.ts). */
    messageService: BoundService<Database, typeof functions>;
  }
}

export const messageServices = fp(
  async (app) => {
    app.decorate('messageService', bindService<Database, typeof functions>(app.db, functions));
  },
  { name: 'message-services', decorators: { fastify: ['db'] } },
);
