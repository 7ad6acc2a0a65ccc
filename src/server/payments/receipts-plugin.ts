/**
 * The receipts on the instance (decision 069): their downloads (`app.receiptService`), and the
 * PDF the guest's receipt mail carries, made by the outbox's sender (`app.mailAttachments`,
 * decision 087).
 */
import fp from 'fastify-plugin';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import { guestPayments } from './guest-account.ts';
import { consoleReceipt, guestReceipt, receiptAttachments, type ReceiptDeps } from './receipts.ts';

const functions = { consoleReceipt, guestReceipt, guestPayments };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A receipt's PDF for the team or the booking's guest (payments/receipts.ts), and the guest's
     * side of the booking's money (payments/guest-account.ts).
     */
    receiptService: BoundService<ReceiptDeps, typeof functions>;
  }
}

export const receiptServices = fp(
  async (app) => {
    app.decorate(
      'receiptService',
      bindService<ReceiptDeps, typeof functions>(
        { db: app.db, links: app.bookingLinks, gateway: app.cardGateway },
        functions,
      ),
    );
    app.mailAttachments.register('payment-receipt-guest', receiptAttachments);
  },
  {
    name: 'receipt-services',
    decorators: { fastify: ['db', 'bookingLinks', 'mailAttachments', 'cardGateway'] },
  },
);
