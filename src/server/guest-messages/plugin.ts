/**
 * The guest messages on the instance (issue 27 §1, decision 091): `app.guestMessageService` for
 * the console's routes, the four default templates made sure of at start-up, and the job that
 * sends what is due, once across instances (job-runner.ts), every few minutes.
 */
import fp from 'fastify-plugin';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import { sendDueMessages } from './send.ts';
import {
  bookingMessages,
  createTemplate,
  deleteTemplate,
  ensureDefaultTemplates,
  listTemplates,
  previewTemplate,
  sendMessageNow,
  skipMessage,
  updateTemplate,
  type GuestMessageDeps,
} from './service.ts';
import { listTemplateTextsOf, removeTemplateText, saveTemplateText } from './texts-service.ts';

/** The job's row in `background_jobs`, and how often it looks: a message is due at an hour. */
export const GUEST_MESSAGES_JOB = 'guest-messages';
const GUEST_MESSAGES_MS = 5 * 60_000;

const functions = {
  listTemplates,
  createTemplate,
  updateTemplate,
  deleteTemplate,
  previewTemplate,
  bookingMessages,
  sendMessageNow,
  skipMessage,
  listTemplateTextsOf,
  saveTemplateText,
  removeTemplateText,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The message templates and a booking's messages (guest-messages/service.ts). */
    guestMessageService: BoundService<GuestMessageDeps, typeof functions> & {
      /** The job's work at `now` (tests and the browser journey pass a later one). */
      sendDue: (now?: Date) => Promise<number>;
    };
  }
}

export const guestMessageServices = fp(
  async (app) => {
    // Every database has the defaults: a start inserts those missing, never twice (on conflict).
    await ensureDefaultTemplates(app.db);
    const job = app.jobs.schedule({
      name: GUEST_MESSAGES_JOB,
      everyMs: GUEST_MESSAGES_MS,
      run: (now?: Date) => sendDueMessages(app.db, app.mailContext, now, app.log),
    });
    app.decorate('guestMessageService', {
      ...bindService<GuestMessageDeps, typeof functions>(
        { db: app.db, mail: app.mailContext },
        functions,
      ),
      // Without the job's lease, as the tests of two runs at once need: send.ts locks each message.
      sendDue: job.runUnleased,
    });
  },
  { name: 'guest-message-services', decorators: { fastify: ['db', 'mailContext', 'jobs'] } },
);
