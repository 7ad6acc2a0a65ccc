/** The payments' service on the instance (decision 069): `app.paymentService`. */
import fp from 'fastify-plugin';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import { getAccount, recordEntry, type PaymentDeps } from './service.ts';

const functions = { getAccount, recordEntry };

declare module 'fastify' {
  interface FastifyInstance {
    /** A booking's account and the money the team records (payments/service.ts). */
    paymentService: BoundService<PaymentDeps, typeof functions>;
  }
}

export const paymentServices = fp(
  async (app) => {
    app.decorate(
      'paymentService',
      bindService<PaymentDeps, typeof functions>({ db: app.db }, functions),
    );
  },
  { name: 'payment-services', decorators: { fastify: ['db'] } },
);
