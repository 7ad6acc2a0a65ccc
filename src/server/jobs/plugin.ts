/**
 * `app.jobs` (background-jobs.ts): the hold sweep, the team's reminders and the mail's retries,
 * each run once per period across instances (decision 052), and the outbox's sender of this
 * instance (`app.jobs.kickMail`). A resource adds its own work with `app.jobs.schedule` from its
 * plugin (calendar-sync/plugin.ts). The mailer is buildApp's (tests pass their own) or, by
 * default, SMTP or .eml files in DATA_DIR/outbox (mail/mailer.ts).
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import { mailAttachments, type MailAttachments } from '#server/mail/attachments.ts';
import { createMailer } from '#server/mail/mailer.ts';
import type { Mailer } from '#server/mail/outbox.ts';
import { startBackgroundJobs, type BackgroundJobs } from './background-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs; tests run the hold sweep through it. */
    jobs: BackgroundJobs;
    /** How a resource's template gets its files (mail/attachments.ts); filled at start-up. */
    mailAttachments: MailAttachments;
  }
}

export const backgroundJobs = fp<{ mailer?: Mailer | undefined }>(
  async (app, { mailer }) => {
    const { config } = app;
    const attachments = mailAttachments();
    const jobs = startBackgroundJobs(app, {
      db: app.db,
      instanceId: app.instanceId,
      mail: app.mailContext,
      sign: app.bookingLinks.sign,
      attachments,
      mailer:
        mailer ??
        createMailer({
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          outboxDir: path.join(config.dataDir, 'outbox'),
        }),
    });
    app.decorate('jobs', jobs);
    app.decorate('mailAttachments', attachments);
  },
  {
    name: 'background-jobs',
    decorators: {
      fastify: ['config', 'db', 'instanceId', 'mailContext', 'bookingLinks', 'readCache'],
    },
  },
);
