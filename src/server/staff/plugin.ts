/**
 * The team's accounts on the instance (decision 069), bound once: `app.staffService` (set-up and
 * password links, the staff list, sessions, the audit log's pages) and `app.signInService`
 * (better-auth's calls passed on under the throttle, signing in after a link).
 */
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import { pageAudit } from './audit.ts';
import {
  acceptPasswordLink,
  checkPasswordLink,
  checkSetupLink,
  endOwnSession,
  inviteStaff,
  listSessions,
  listStaff,
  meOf,
  setupOwner,
  updateStaff,
  type MeDeps,
  type ReportsShared,
} from './service.ts';
import { authEndpoint, passAuthCall, signInAfterLink, type SignInDeps } from './sign-in-service.ts';

const staffFunctions = {
  checkSetupLink,
  setupOwner,
  checkPasswordLink,
  acceptPasswordLink,
  listStaff,
  inviteStaff,
  updateStaff,
  listSessions,
  endOwnSession,
  pageAudit,
};

/** Who is signed in, as the console's navigation needs it (GET /api/console/me, the shell). */
const meFunctions = { meOf };

const signInFunctions = { authEndpoint, passAuthCall, signInAfterLink };

declare module 'fastify' {
  interface FastifyInstance {
    /** The team's accounts, sessions and audit log (staff/service.ts, staff/audit.ts). */
    staffService: BoundService<Database, typeof staffFunctions> &
      BoundService<MeDeps, typeof meFunctions>;
    /** Signing in to the console (staff/sign-in-service.ts). */
    signInService: BoundService<SignInDeps, typeof signInFunctions>;
  }
}

export interface StaffServicesOptions {
  /** The owner's Reports switch, read by the reports (see ReportsShared in service.ts). */
  reportsShared: ReportsShared;
}

export const staffServices = fp<StaffServicesOptions>(
  async (app, { reportsShared }) => {
    app.decorate('staffService', {
      ...bindService<Database, typeof staffFunctions>(app.db, staffFunctions),
      ...bindService<MeDeps, typeof meFunctions>({ db: app.db, reportsShared }, meFunctions),
    });
    const signIn: SignInDeps = {
      db: app.db,
      auth: app.staffAuth,
      publicUrl: app.config.publicUrl,
    };
    app.decorate(
      'signInService',
      bindService<SignInDeps, typeof signInFunctions>(signIn, signInFunctions),
    );
  },
  { name: 'staff-services', decorators: { fastify: ['db', 'config', 'staffAuth'] } },
);
