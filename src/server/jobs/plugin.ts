/**
 * `app.jobs` (background-jobs.ts): the mail's retries and the work each resource adds with
 * `app.jobs.schedule` from its plugin (bookings/hold-jobs.ts, calendar-sync/plugin.ts), each run
 * once per period across instances (decision 052), and the outbox's sender of this instance, which
 * looks after every write request and every job's run (decision 108). `app.mailAttachments`: how a
 * resource's template gets its files, registered by its plugin before the sender starts. The
 * mailer is buildApp's (tests pass their own) or, by default, SMTP or .eml files in
 * DATA_DIR/outbox (mail/mailer.ts).
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import { mailAttachments, type MailAttachments } from '#server/mail/attachments.ts';
import { createMailer } from '#server/mail/mailer.ts';
import type { Mailer } from '#server/mail/outbox.ts';
import { startBackgroundJobs, type BackgroundJobs } from './background-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs, and the outbox's sender of this instance. */
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
      fastify: ['config', 'db', 'instanceId', 'bookingLinks'],
    },
  },
);
