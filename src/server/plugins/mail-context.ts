/**
 * `app.mailContext`: the site's address and the team's e-mail, for the links and copies of every
 * e-mail the services queue and the background jobs send.
 */
import fp from 'fastify-plugin';
import type { MailContext } from '#server/mail/context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's address and the team's e-mail, for the links and copies of every e-mail. */
    mailContext: MailContext;
  }
}

export const mailContext = fp(
  async (app) => {
    const context: MailContext = {
      publicUrl: app.config.publicUrl,
      teamEmail: app.config.teamEmail,
    };
    app.decorate('mailContext', context);
  },
  { name: 'mail-context', decorators: { fastify: ['config'] } },
);
