/**
 * `app.jobs` (background-jobs.ts): the hold sweep, the team's reminders and the mail's retries,
 * each run once per period across instances (decision 052), and the outbox's sender of this
 * instance (`app.jobs.kickMail`). A resource adds its own work with `app.jobs.schedule` from its
 * plugin (calendar-sync/plugin.ts). The mailer is buildApp's (tests pass their own) or, by
 * default, SMTP or .eml files in DATA_DIR/outbox (mail/mailer.ts).
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import { createMailer } from '#server/mail/mailer.ts';
import type { Mailer } from '#server/mail/outbox.ts';
import { startBackgroundJobs, type BackgroundJobs } from './background-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs; tests run the hold sweep through it. */
    jobs: BackgroundJobs;
  }
}

export const backgroundJobs = fp<{ mailer?: Mailer | undefined }>(
  async (app, { mailer }) => {
    const { config } = app;
    const jobs = startBackgroundJobs(app, {
      db: app.db,
      instanceId: app.instanceId,
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
  },
  {
    name: 'background-jobs',
    decorators: {
      fastify: ['config', 'db', 'instanceId', 'mailContext', 'bookingLinks', 'readCache'],
    },
  },
);
