/**
 * The console's accounts and sessions (issue 14, decision 032): `app.staffAuth`, better-auth on our
 * database, and `request.staff`, the signed-in person requireStaff admits (guard.ts). With no
 * console account yet, the first start prints the owner's one-time setup link (setup-link.ts).
 */
import fp from 'fastify-plugin';
import { createStaffAuth, type StaffAuth } from './auth.ts';
import type { StaffContext } from './guard.ts';
import { announceSetupLink } from './setup-link.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's better-auth instance (staff/auth.ts). */
    staffAuth: StaffAuth;
  }
  interface FastifyRequest {
    /** Set by requireStaff for the routes behind it (guard.ts). */
    staff: StaffContext | null;
  }
}

export const staffAuthPlugin = fp(
  async (app) => {
    app.decorate('staffAuth', createStaffAuth(app.db, app.config));
    app.decorateRequest('staff', null);
    // (An onReady hook's promise must settle with nothing: Fastify takes a value for an error.)
    if (app.config.env !== 'test') {
      app.addHook('onReady', async () => {
        await announceSetupLink(app.db, app.config);
      });
    }
  },
  { name: 'staff-auth', decorators: { fastify: ['config', 'db'] } },
);
