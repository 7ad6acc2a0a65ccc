/**
 * The console's API under /api/console (issue 14, DESIGN.md "The team's side"): the accounts and
 * sessions of staff/ and each room's routes, which live beside the public ones in their resource's
 * folder. What holds for every console call is set here once, for all of them: answers are one
 * person's and never kept, and a state-changing request must come from the console's own origin
 * with a JSON body (decision 034).
 *
 * Every route declares the roles it admits with `requireStaff(roles)`, or says it is open to
 * people not yet signed in (`config: { signedOut: true }`: signing in, the set-up and invitation
 * links). A route that does neither stops the server at start-up: a forgotten guard never ships.
 * The guard is judged before anything else of the request (`guardFirst`, decision 119): a caller
 * without a session gets 401, and one of another role 403, whatever the address, query or body.
 * The roles of every route are kept in `app.consoleRoutes` (decorated by consoleRouteRoles below,
 * a fastify-plugin, since this plugin's own decorations stay inside it), which the test of issue
 * 14 §3 walks.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '#domain/schemas/staff.ts';
import { consoleBookingRoutes } from '#server/bookings/console-routes.ts';
import { consoleCalendarSyncRoutes } from '#server/calendar-sync/console-routes.ts';
import { consoleCurrencyRoutes } from '#server/currency/console-routes.ts';
import { noStore } from '#server/plugins/private-answers.ts';
import { guestMessageRoutes } from '#server/guest-messages/console-routes.ts';
import { messageRoutes } from '#server/messages/routes.ts';
import { consolePaymentRoutes } from '#server/payments/console-routes.ts';
import { paymentRoomRoutes } from '#server/payments/room-routes.ts';
import { paymentSettingsRoutes } from '#server/payments/settings-routes.ts';
import { consolePhotoRoutes } from '#server/photos/console-routes.ts';
import { consoleReportRoutes } from '#server/reports/console-routes.ts';
import { reportExportRoutes } from '#server/reports/export-routes.ts';
import { consoleReviewRoutes } from '#server/reviews/console-routes.ts';
import { auditRoutes } from '#server/staff/audit-routes.ts';
import { consoleRequestChecks, guardFirst } from '#server/staff/guard.ts';
import { consoleRoutes } from '#server/staff/routes.ts';
import { signInRoutes } from '#server/staff/sign-in-routes.ts';
import { consoleTestimonialRoutes } from '#server/testimonials/console-routes.ts';
import { consoleTurnoverRoutes } from '#server/turnovers/console-routes.ts';
import { consoleCalendarRoutes } from '#server/villas/calendar-console-routes.ts';
import { consoleVillaRoutes } from '#server/villas/console-routes.ts';
import { consolePricingRoutes } from '#server/villas/pricing-console-routes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A console route for people not yet signed in (console-api.ts). */
    signedOut?: boolean;
  }
  interface FastifyInstance {
    /** 'METHOD /api/console/...' → the roles it admits, or 'signed-out' (console-api.ts). */
    consoleRoutes: Map<string, readonly StaffRole[] | 'signed-out'>;
  }
}

/** `app.consoleRoutes`, filled as the console's routes are added (consoleApi). */
export const consoleRouteRoles = fp(
  async (app) => {
    app.decorate('consoleRoutes', new Map());
  },
  { name: 'console-route-roles' },
);

export const consoleApi: FastifyPluginAsync = async (api) => {
  const routes = api.consoleRoutes;

  api.addHook('onRoute', (route) => {
    // The session before the input: the guard runs on the request, ahead of validation.
    const roles = guardFirst(route);
    const open = route.config?.signedOut === true;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (method) => method !== 'HEAD',
    );
    if (!roles && !open) {
      throw new Error(
        `The console route ${methods.join(',')} ${route.url} admits no role: give it requireStaff(roles) or config.signedOut.`,
      );
    }
    for (const method of methods) routes.set(`${method} ${route.url}`, roles ?? 'signed-out');
  });

  // Every answer here is one person's: never kept (DESIGN.md targets), refusals included.
  api.addHook('onSend', noStore);
  api.addHook('onRequest', consoleRequestChecks(api.config.publicUrl));

  await api.register(signInRoutes);
  await api.register(consoleRoutes);
  // The rooms (issue 14 §4-5), one plugin each:
  await api.register(consoleBookingRoutes);
  await api.register(consoleReviewRoutes);
  await api.register(consoleTestimonialRoutes);
  await api.register(messageRoutes);
  await api.register(auditRoutes);
  // Issue 15: the villas' calendars and their blocks.
  await api.register(consoleCalendarRoutes);
  // Issue 16: the villas' calendar sync with Airbnb, Booking.com and Vrbo.
  await api.register(consoleCalendarSyncRoutes);
  // Issue 15: the villas the team keeps.
  await api.register(consoleVillaRoutes);
  // Issue 15: the villas' prices and stay rules.
  await api.register(consolePricingRoutes);
  // Issue 15: the villas' photos.
  await api.register(consolePhotoRoutes);
  // A booking's money (issue 26 §2).
  await api.register(consolePaymentRoutes);
  await api.register(paymentSettingsRoutes);
  await api.register(paymentRoomRoutes);
  // The villas made ready between stays (issue 27 §3).
  await api.register(consoleTurnoverRoutes);
  // Scheduled guest messages (issue 27 §1).
  await api.register(guestMessageRoutes);
  // The owner's numbers (issue 28 §2).
  await api.register(consoleReportRoutes);
  // The owner's statements and CSV exports (issue 28 §3).
  await api.register(reportExportRoutes);
  // The rates of prices shown in the guest's currency (issue 39 §3).
  await api.register(consoleCurrencyRoutes);
};
