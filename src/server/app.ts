/**
 * buildApp(options) builds the whole server; server.ts only listens and shuts down. Tests build it
 * and call app.inject(): no port, no sleep (model: fastify/demo).
 *
 * This file is the load order (decision 069), and the order is the architecture: infrastructure
 * first, then our services, then the routes. Each line registers one plugin; a plugin that
 * decorates the app (`app.db`, `app.readCache`, `app.bookingService`, ...) is a fastify-plugin that
 * declares the decoration's type beside it and names the decorations it reads, so one registered
 * before what it needs stops the start rather than failing on a request.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Mailer } from './mail/outbox.ts';
// Infrastructure
import { readCachePlugin } from './cache/plugin.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { compression } from './plugins/compression.ts';
import { answerFrameworkError, errorHandlers } from './plugins/errors.ts';
import { instance } from './plugins/instance.ts';
import { jsonBodies } from './plugins/json-bodies.ts';
import { redactLogLine, serializeError } from './plugins/log-redaction.ts';
import { batchedStdout, type LineSink } from './plugins/log-stream.ts';
import { mailContext } from './plugins/mail-context.ts';
import { rateLimits } from './plugins/rate-limit.ts';
import { OneLinePerRequest } from './plugins/request-log.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { webApp, PUBLIC_DIR, WEB_DIST_DIR } from './pages/web-app.ts';
import { bookingLinksPlugin } from './bookings/booking-links.ts';
import { backgroundJobs } from './jobs/plugin.ts';
import { staffAuthPlugin } from './staff/auth-plugin.ts';
import { consoleApi, consoleRouteRoles } from './console/api.ts';
import { photoStorePlugin } from './photos/store.ts';
// Services
import { villaServices } from './villas/plugin.ts';
import { bookingServices } from './bookings/plugin.ts';
import { staysPlugin } from './stays/plugin.ts';
import { reviewServices } from './reviews/plugin.ts';
import { testimonialServices } from './testimonials/plugin.ts';
import { contactServices } from './contact/plugin.ts';
import { transportServices } from './transport/plugin.ts';
import { calendarExportServices } from './ical-export/plugin.ts';
import { messageServices } from './messages/plugin.ts';
import { staffServices } from './staff/plugin.ts';
import { calendarSyncServices } from './calendar-sync/plugin.ts';
import { photoServices } from './photos/plugin.ts';
import { paymentServices } from './payments/plugin.ts';
import { receiptServices } from './payments/receipts-plugin.ts';
import { turnoverServices } from './turnovers/plugin.ts';
import { guestMessageServices } from './guest-messages/plugin.ts';
import { reportServices } from './reports/plugin.ts';
import { reportsShared } from './reports/service.ts';
import { currencyServices } from './currency/plugin.ts';
// Routes
import { ownImageRoutes } from './photos/own-images.ts';
import { consoleShell } from './pages/console-shell.ts';
import { healthRoutes } from './health/routes.ts';
import { villaRoutes } from './villas/routes.ts';
import { bookingRoutes } from './bookings/routes.ts';
import { cardPageRoutes } from './payments/card-page-routes.ts';
import { guestCardRoutes, payhereNotifyRoutes } from './payments/card-routes.ts';
import { guestReceiptRoutes } from './payments/guest-routes.ts';
import { testimonialRoutes } from './testimonials/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { reviewPageRoutes } from './reviews/page-routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { transportRoutes } from './transport/routes.ts';
import { photoFileRoutes } from './photos/routes.ts';
import { pageRoutes } from './pages/routes.ts';
import { formPostRoutes } from './pages/form-posts.ts';
import { seoRoutes } from './pages/seo.ts';
import { calendarExportRoutes } from './ical-export/routes.ts';
import { currencyRoutes } from './currency/routes.ts';

/** 100 KB: the largest honest request (a long special request) is a few KB. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/** How long a plugin may take to start before the server gives up (Fastify's default is 10 s). */
export const PLUGIN_TIMEOUT_MS = 60_000;

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Tests pass their own to see what was sent; by default SMTP or .eml files (see mail/outbox.ts). */
  mailer?: Mailer;
  logger?: boolean;
  /** Where log lines go; standard output by default (tests read the log from their own). */
  logStream?: LineSink;
  /** The built site to serve; dist/web by default (browser tests build their own copy). */
  webDir?: string;
}

export async function buildApp({
  config,
  database,
  mailer,
  logger = true,
  logStream,
  webDir,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // One line per request, not two, and the lines of one event-loop turn written together
    // (request-log.ts, log-stream.ts, decision 008). No line carries a token, an e-mail address or
    // a query's bound values (log-redaction.ts).
    logger: logger
      ? {
          level: config.logLevel,
          stream: logStream ?? batchedStdout(),
          serializers: { err: serializeError },
          hooks: { streamWrite: redactLogLine },
        }
      : false,
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // Path parameters carry e-mail addresses (up to 254 characters); the schemas set the limits.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 320 },
    frameworkErrors: answerFrameworkError,
    // Fastify gives a plugin 10 s to start. The built site's plugin imports the page renderer, a
    // few megabytes of JavaScript, which a 2-core machine running the test suite beside it has
    // taken longer than that to load: the server then failed to start ('Plugin did not start in
    // time: web-app'). A plugin that hangs still fails the start, after a minute.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 1. Infrastructure (plugins/, cache/, jobs/ and what a resource keeps for everyone).
  // The configuration, the database and this instance's name: everything below reads them.
  await app.register(instance, { config, database });
  // The one error handler, before any route: a route keeps the handler its context had when added.
  await app.register(errorHandlers, { bodyLimitBytes: BODY_LIMIT_BYTES });
  // The read cache and its invalidation by writes (decisions 008, 030, 053).
  await app.register(readCachePlugin);
  // JSON bodies only, an empty one meaning none; before any plugin copies the parsers.
  await app.register(jsonBodies);
  // Protection before anything answers: helmet's headers (computed once), then the write limit.
  // A page may post a form to the card gateway's checkout (issue 38), and to nowhere else.
  await app.register(securityHeaders, {
    formActions: config.payhere ? [new URL(config.payhere.baseUrl).origin] : [],
  });
  await app.register(rateLimits, {
    rateLimitPerMinute: config.rateLimitPerMinute,
    redisUrl: config.redisUrl,
  });
  // The API's description sees every route registered after it; compression of their answers.
  await app.register(apiDocs);
  await app.register(compression);
  // The built site: its files (and `reply.sendFile`, which the images and the console use), its
  // pages, the not-found page, and `app.renderPage` for the forms' answers.
  await app.register(webApp, { webDir });
  // What the services share: the mail's addresses, the guests' link signer, the background jobs
  // with the outbox's sender (it looks after every write; tests pass their mailer), the console's
  // accounts (better-auth) and the table of its routes' roles, the uploaded photos' store.
  await app.register(mailContext);
  await app.register(bookingLinksPlugin);
  await app.register(backgroundJobs, { mailer });
  await app.register(staffAuthPlugin);
  await app.register(consoleRouteRoles);
  await app.register(photoStorePlugin);

  // 2. Our services, each resource's plugin.ts binding them once to the decorations above; the
  // routes below read them from the instance and take no options.
  await app.register(villaServices);
  // The stay's life (issue 37): every workflow that changes a stay and the list of its followers,
  // read by the bookings' routes, the payment job and the calendar feeds' import.
  await app.register(staysPlugin);
  await app.register(bookingServices);
  await app.register(reviewServices);
  await app.register(testimonialServices);
  await app.register(contactServices);
  await app.register(transportServices);
  await app.register(calendarExportServices);
  await app.register(messageServices);
  // The console's "me" lists Reports for a manager once the owner shares it: the reports' switch,
  // handed to staff here because the reports depend on staff, not staff on them.
  await app.register(staffServices, { reportsShared });
  // Also schedules the calendar feeds' import with the background jobs (issue 16 §2).
  await app.register(calendarSyncServices);
  await app.register(photoServices);
  await app.register(paymentServices);
  await app.register(receiptServices);
  await app.register(turnoverServices);
  // Issue 27 §1: the message templates (defaults made sure of) and the job that sends them.
  await app.register(guestMessageServices);
  await app.register(reportServices);
  // Issue 39 §3: the rates of prices shown in the guest's currency, and the feed's job.
  await app.register(currencyServices);

  // 3. The routes: the site's own images and the console's page, the public API and the
  // console's, then the site's pages, forms and feeds.
  // The AVIF and WebP sizes of public/images, made when first asked for; the operator's server
  // makes the rest in the background once it listens (decision 066).
  await app.register(ownImageRoutes, {
    roots: [webDir ?? WEB_DIST_DIR, PUBLIC_DIR],
    warm: config.env === 'production',
  });
  await app.register(consoleShell, { webDir });
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(villaRoutes);
      await api.register(bookingRoutes);
      await api.register(guestReceiptRoutes);
      // Card payments (issue 38): the guest's tries, and the gateway's notifications.
      await api.register(guestCardRoutes);
      await api.register(payhereNotifyRoutes);
      await api.register(testimonialRoutes);
      await api.register(reviewRoutes);
      await api.register(contactRoutes);
      await api.register(transportRoutes);
      await api.register(currencyRoutes);
      await api.register(consoleApi, { prefix: '/console' });
      api.get('/docs', { schema: { hide: true } }, () => app.swagger());
    },
    { prefix: '/api' },
  );
  await app.register(photoFileRoutes);
  await app.register(pageRoutes);
  // The guest's pay page, and the gateway's return and cancel addresses (issue 38 §1).
  await app.register(cardPageRoutes);
  // A stay's review link opens its form, filled in (issue 27 §2).
  await app.register(reviewPageRoutes);
  // The public forms posted to their pages without the app (decision 019).
  await app.register(formPostRoutes);
  await app.register(seoRoutes);
  // The villas' calendar feeds for Airbnb, Booking.com and Vrbo (issue 16 §1).
  await app.register(calendarExportRoutes);

  return app;
}
