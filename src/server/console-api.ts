/**
 * The console's API under /api/console (issue 14, DESIGN.md "The team's side"): the accounts and
 * sessions of staff/ and each room's routes, which live beside the public ones in their resource's
 * folder. What holds for every console call is set here once, for all of them: answers are one
 * person's and never kept, and a state-changing request must come from the console's own origin
 * with a JSON body (decision 034). Each route declares the roles it admits (`requireStaff`).
 */
import type { FastifyPluginAsync } from 'fastify';
import { noStore } from './private-answers.ts';
import { messageRoutes } from './messages/routes.ts';
import { consoleReviewRoutes } from './reviews/console-routes.ts';
import { auditRoutes } from './staff/audit-routes.ts';
import { consoleRequestChecks } from './staff/guard.ts';
import { consoleRoutes } from './staff/routes.ts';
import { consoleTestimonialRoutes } from './testimonials/console-routes.ts';

export const consoleApi: FastifyPluginAsync = async (api) => {
  // Every answer here is one person's: never kept (DESIGN.md targets), refusals included.
  api.addHook('onSend', noStore);
  api.addHook('onRequest', consoleRequestChecks(api.config.publicUrl));

  await api.register(consoleRoutes);
  // The rooms (issue 14 §4-5), one plugin each:
  await api.register(consoleReviewRoutes);
  await api.register(consoleTestimonialRoutes);
  await api.register(messageRoutes);
  await api.register(auditRoutes);
};
