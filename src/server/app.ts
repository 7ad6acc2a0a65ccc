/**
 * buildApp(config, database) builds the whole server; server.ts only listens and shuts down.
 * Tests build it and call app.inject(): no port, no sleep (model: fastify/demo).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { bookingLinks, type BookingLinks } from './bookings/booking-links.ts';
import { bookingServices } from './bookings/plugin.ts';
import { calendarSyncServices } from './calendar-sync/plugin.ts';
import type { MailContext } from './bookings/notifications.ts';
import { bookingRoutes } from './bookings/routes.ts';
import {
  COMPRESS_THRESHOLD_BYTES,
  DYNAMIC_BROTLI_QUALITY,
  DYNAMIC_GZIP_LEVEL,
} from './cache/cached-body.ts';
import { shareInvalidations } from './cache/instance-sync.ts';
import { calendarSyncDeps, syncAllFeeds } from './calendar-sync/service.ts';
import { registerCacheInvalidation } from './cache/invalidation.ts';
import { createReadCache, type ReadCache } from './cache/read-cache.ts';
import { answerFrameworkError, registerErrorHandlers } from './plugins/errors.ts';
import { newInstanceId } from './lib/instance-id.ts';
import { startBackgroundJobs, type BackgroundJobs } from './jobs/background-jobs.ts';
import { createMailer } from './mail/mailer.ts';
import type { Mailer } from './mail/outbox.ts';
import { contactServices } from './contact/plugin.ts';
import { contactRoutes } from './contact/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { consoleShell } from './pages/console-shell.ts';
import { formPostRoutes } from './pages/form-posts.ts';
import { pageRoutes } from './pages/routes.ts';
import { seoRoutes } from './pages/seo.ts';
import { calendarExportServices } from './ical-export/plugin.ts';
import { calendarExportRoutes } from './ical-export/routes.ts';
import type { RenderPage } from './pages/render.ts';
import { PUBLIC_DIR, registerWebApp, WEB_DIST_DIR } from './pages/web-app.ts';
import { messageServices } from './messages/plugin.ts';
import { reviewServices } from './reviews/plugin.ts';
import { staffServices } from './staff/plugin.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { redactLogLine, serializeError } from './plugins/log-redaction.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { batchedStdout, type LineSink } from './plugins/log-stream.ts';
import { OneLinePerRequest } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { consoleApi } from './console/api.ts';
import { authSecret, createStaffAuth } from './staff/auth.ts';
import { announceSetupLink } from './staff/setup-link.ts';
import { testimonialServices } from './testimonials/plugin.ts';
import { testimonialRoutes } from './testimonials/routes.ts';
import { transportServices } from './transport/plugin.ts';
import { transportRoutes } from './transport/routes.ts';
import { villaServices } from './villas/plugin.ts';
import { villaRoutes } from './villas/routes.ts';
import { ownImageRoutes } from './photos/own-images.ts';
import { photoFileRoutes } from './photos/routes.ts';
import { databaseStore, folderStore, type PhotoStore } from './photos/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    /** Cached public answers and pages, dropped by the writes that change them (decisions 008, 030). */
    readCache: ReadCache;
    /** The background jobs; tests run the hold sweep through it. */
    jobs: BackgroundJobs;
    /** Where uploaded photos' files are kept (decision 044). */
    photoStore: PhotoStore;
    /** Signs and checks the tokens of guests' booking links (decision 061). */
    bookingLinks: BookingLinks;
    /** The site's address and the team's e-mail, for the links and copies of every e-mail. */
    mailContext: MailContext;
    /** Renders a page of the built site on the server; null when there is no build. */
    renderPage: RenderPage | null;
  }
}

/** 100 KB: the largest honest request (a long special request) is a few KB. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * The longest life of a cached answer unless READ_CACHE_TTL_SECONDS says otherwise (decision 030).
 * On a PostgreSQL server the other instances tell of their writes (decision 053), but that news can
 * be lost while its connection is down, and the team writes in the database unseen: a few seconds
 * (decision 008). The embedded database has one writer, this process, whose writes
 * invalidate what they change; its limit is a bound on the damage of a write that forgot to.
 */
export const DEFAULT_READ_CACHE_TTL_SECONDS = { postgres: 5, pglite: 300 } as const;

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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  registerErrorHandlers(app, BODY_LIMIT_BYTES);

  // The read cache (decisions 008, 030): public answers, each under the tags of what it shows.
  const ttlSeconds = config.readCacheTtlSeconds ?? DEFAULT_READ_CACHE_TTL_SECONDS[database.engine];
  // Instances on one PostgreSQL server tell each other what they invalidate (decision 053).
  const instanceId = newInstanceId();
  const readCache = shareInvalidations(
    app,
    createReadCache({ ttlMs: ttlSeconds * 1000 }),
    instanceId,
  );
  app.decorate('readCache', readCache);
  // A write request drops the tags of what it changed (its handler does), or everything when its
  // route does not say (cache/invalidation.ts). Work outside requests (hold sweep) invalidates itself.
  registerCacheInvalidation(app, readCache);

  // An empty JSON body means "no body" (POST /bookings/{id}/cancel without a reason, spec §7);
  // anything else goes through Fastify's parser with prototype-poisoning protection.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // JSON only: a text/plain body is answered 415 rather than parsed as a string.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  // Plugin order is the architecture: protection first (headers, limits), then documentation and
  // static files, then our own services and routes.
  // Helmet's headers, computed once rather than for every request (security-headers.ts).
  await registerSecurityHeaders(app);

  await registerRateLimit(app, config);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Villa booking API',
        description: 'The public API of the villa website (spec §7).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bookingToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The access token from the booking answer or the e-mail link',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  // Dynamic answers (API JSON, rendered pages) are compressed on the fly: brotli at a fast quality,
  // gzip for older clients, nothing under 1 KiB. Static files come precompressed from the build
  // (scripts/vite-precompress.ts) with their Content-Encoding set, which this plugin leaves alone,
  // as it does the cached answers (cache/cached-body.ts). Compressed request bodies are not accepted.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
  });

  app.decorate('renderPage', await registerWebApp(app, webDir));
  // The AVIF and WebP sizes of public/images, made when first asked for; the operator's server
  // makes the rest in the background once it listens (decision 066).
  await app.register(ownImageRoutes, {
    roots: [webDir ?? WEB_DIST_DIR, PUBLIC_DIR],
    warm: config.env === 'production',
  });
  await app.register(consoleShell, { webDir });

  const mail: MailContext = { publicUrl: config.publicUrl, teamEmail: config.teamEmail };
  app.decorate('mailContext', mail);
  // The guests' links in e-mails are signed by the server's secret, as the console's sessions are.
  app.decorate('bookingLinks', bookingLinks(authSecret(config)));
  const jobs = startBackgroundJobs(app, {
    db: database.db,
    instanceId,
    // Background work, each run once per period across instances (decision 052).
    jobs: [
      // The platforms' calendars every villa connects (issue 16 §2, decision 051).
      {
        name: 'calendar-sync',
        everyMs: config.calendarSyncMinutes * 60_000,
        run: () => syncAllFeeds(calendarSyncDeps(app)),
      },
    ],
    mail,
    sign: app.bookingLinks.sign,
    mailer:
      mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
      }),
  });
  app.decorate('jobs', jobs);

  // The console's accounts and sessions (staff/, issue 14): better-auth on our database.
  app.decorate('staffAuth', createStaffAuth(database.db, config));
  app.decorateRequest('staff', null);
  app.decorate('consoleRoutes', new Map());
  // With no console account yet, the first start prints the owner's one-time setup link.
  // (An onReady hook's promise must settle with nothing: Fastify takes a value for an error.)
  if (config.env !== 'test') {
    app.addHook('onReady', async () => {
      await announceSetupLink(database.db, config);
    });
  }

  // Uploaded photos (decision 044): beside the embedded database in DATA_DIR, or in PostgreSQL, so
  // that every instance on one server serves every photo.
  app.decorate(
    'photoStore',
    database.engine === 'postgres'
      ? databaseStore(database.db)
      : folderStore(path.join(config.dataDir, 'photos')),
  );

  // Our services, each bound once to what is decorated above by its resource's plugin; the routes
  // below read them from the instance and take no options (decision 069).
  await app.register(villaServices);
  await app.register(bookingServices);
  await app.register(reviewServices);
  await app.register(testimonialServices);
  await app.register(contactServices);
  await app.register(transportServices);
  await app.register(calendarExportServices);
  await app.register(messageServices);
  await app.register(staffServices);
  await app.register(calendarSyncServices);

  // The routes: the public API, the console's API, then the site's pages, forms and feeds.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(villaRoutes);
      await api.register(bookingRoutes);
      await api.register(testimonialRoutes);
      await api.register(reviewRoutes);
      await api.register(contactRoutes);
      await api.register(transportRoutes);
      await api.register(consoleApi, { prefix: '/console' });
      api.get('/docs', { schema: { hide: true } }, () => app.swagger());
    },
    { prefix: '/api' },
  );
  await app.register(photoFileRoutes);
  await app.register(pageRoutes);
  // The public forms posted to their pages without the app (decision 019).
  await app.register(formPostRoutes, { render: app.renderPage, mailQueued: jobs.kickMail });
  await app.register(seoRoutes);
  // The villas' calendar feeds for Airbnb, Booking.com and Vrbo (issue 16 §1).
  await app.register(calendarExportRoutes);

  return app;
}
