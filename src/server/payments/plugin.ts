/**
 * The payments' services on the instance (decision 069): `app.paymentService` (a booking's money)
 * `app.paymentSettingsService` (the terms and how to pay) and `app.paymentRoomService` (the
 * Payments room's lists).
 */
import fp from 'fastify-plugin';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import type { CardGateway } from './card-gateway.ts';
import { cameBack, cardTryView, startCardTry, type CardDeps } from './card-service.ts';
import { receiveNotification, reconcileCardTries } from './card-settle.ts';
import { mailMoneyOf } from './mail-money.ts';
import { payhereGateway } from './payhere.ts';
import { turnOffCardPayments } from './repository.ts';
import { sendPaymentNotices } from './reminders.ts';
import { listCardPayments, listPayments, paymentsRoom, type RoomDeps } from './room-service.ts';
import { getAccount, recordEntry, type PaymentDeps } from './service.ts';
import {
  getPaymentSettings,
  getVillaPaymentTerms,
  savePaymentSettings,
  saveVillaPaymentTerms,
  type SettingsDeps,
} from './settings-service.ts';

/** The reminders' job: its row in `background_jobs`, and how often it looks (dates change daily). */
export const PAYMENT_NOTICES_JOB = 'payment-notices';
const PAYMENT_NOTICES_MS = 15 * 60_000;

/** The reconciliation's job (issue 38 §3): tries with no final word, asked about at the gateway. */
export const CARD_RECONCILE_JOB = 'card-reconcile';
const CARD_RECONCILE_MS = 10 * 60_000;

const functions = { getAccount, recordEntry };
const cardFunctions = { startCardTry, cardTryView, cameBack, receiveNotification };
const roomFunctions = { listPayments, paymentsRoom, listCardPayments };
const settingsFunctions = {
  getPaymentSettings,
  savePaymentSettings,
  getVillaPaymentTerms,
  saveVillaPaymentTerms,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** A booking's account and the money the team records (payments/service.ts). */
    paymentService: BoundService<PaymentDeps, typeof functions>;
    /** The site's payment settings and the villas' own terms (payments/settings-service.ts). */
    paymentSettingsService: BoundService<SettingsDeps, typeof settingsFunctions>;
    /** The Payments room's lists and card tries (payments/room-service.ts). */
    paymentRoomService: BoundService<RoomDeps, typeof roomFunctions>;
    /** The card gateway the configuration names (PayHere), or undefined: no card payment. */
    cardGateway: CardGateway | undefined;
    /** The guests' card payments and the gateway's word on them (payments/card-service.ts). */
    cardService: BoundService<CardDeps, typeof cardFunctions>;
    /** Where a booking's money stands, for an e-mail queued in a transaction (mail-money.ts). */
    mailMoney: typeof mailMoneyOf;
  }
}

export const paymentServices = fp(
  async (app) => {
    const { payhere } = app.config;
    const gateway = payhere ? payhereGateway(payhere) : undefined;
    app.decorate(
      'paymentService',
      bindService<PaymentDeps, typeof functions>(
        { db: app.db, mail: app.mailContext, gateway },
        functions,
      ),
    );
    app.decorate(
      'paymentSettingsService',
      bindService<SettingsDeps, typeof settingsFunctions>(
        { db: app.db, cardGateway: gateway?.label ?? null },
        settingsFunctions,
      ),
    );
    app.decorate('mailMoney', mailMoneyOf);
    app.decorate('cardGateway', gateway);
    const cardDeps: CardDeps = {
      db: app.db,
      mail: app.mailContext,
      links: app.bookingLinks,
      gateway,
    };
    app.decorate(
      'cardService',
      bindService<CardDeps, typeof cardFunctions>(cardDeps, cardFunctions),
    );
    if (!gateway) {
      // The owner's switch counts only with a gateway: without one it is turned off, and said.
      app.addHook('onReady', async () => {
        if (await turnOffCardPayments(app.db)) {
          app.log.warn('card payment was on but PAYHERE_* is not set: it is now off');
        }
      });
    } else {
      // Once across instances (the job's lease): a notification that never came (issue 38 §3).
      app.jobs.schedule({
        name: CARD_RECONCILE_JOB,
        everyMs: CARD_RECONCILE_MS,
        run: (now) => reconcileCardTries(cardDeps, now),
      });
    }
    app.decorate(
      'paymentRoomService',
      bindService<RoomDeps, typeof roomFunctions>({ db: app.db }, roomFunctions),
    );
    // The guests' reminders and the team's overdue notices (issue 26 §3), once each; first, when
    // the owner asked for it, the cancels for non-payment (the stays seam's,
    // stays/cancel-unpaid.ts), each telling the guest and the team.
    app.jobs.schedule({
      name: PAYMENT_NOTICES_JOB,
      everyMs: PAYMENT_NOTICES_MS,
      run: async () => {
        const cancelled = await app.stays.cancelUnpaid();
        return cancelled * 2 + (await sendPaymentNotices(app.db, app.mailContext));
      },
    });
  },
  {
    name: 'payment-services',
    decorators: { fastify: ['config', 'db', 'mailContext', 'bookingLinks', 'jobs', 'stays'] },
  },
);
