/**
 * ESLint's rule that keeps the server's resources apart (eslint.config.js, issue 37 §1, decision
 * 112): a resource imports no other resource's service, plugin or routes, by alias, by
 * '../other/' or in a lazy import(); its own files, another resource's repository, the domain and
 * infrastructure it imports freely, and a routes file keeps its own rule (no SQL) beside this one.
 */
import { describe, expect, it } from 'vitest';
import { refusedLines } from '#tests/helpers/lint-imports.ts';

describe("server resources import no other resource's service (issue 37 §1)", () => {
  it("refuses another resource's service, plugin or routes, however written", async () => {
    const code = [
      "import { resolveVilla } from '#server/villas/service.ts';",
      "import { villaByRef } from '../villas/service.ts';",
      "import { getVillaCalendar } from '../villas/calendar-console-service.ts';",
      "import { listPayments } from '#server/payments/room-service.ts';",
      "import { villaServices } from '#server/villas/plugin.ts';",
      "import { receiptServices } from '../payments/receipts-plugin.ts';",
      "import { villaRoutes } from '#server/villas/routes.ts';",
      "import { consoleVillaRoutes } from '../villas/console-routes.ts';",
      "import { meOf } from '../staff/service.ts';",
      "export { toMe } from '#server/staff/service.ts';",
      "export const lazy = () => import('../villas/service.ts');",
    ].join('\n');
    expect(await refusedLines('src/server/reviews/probe.ts', code)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
  });

  it('refuses them in a routes file too, beside the routes’ own rule', async () => {
    const code = [
      "import { resolveVilla } from '#server/villas/service.ts';",
      "import { listReviews } from './repository.ts';",
    ].join('\n');
    expect(await refusedLines('src/server/reviews/probe-routes.ts', code)).toEqual([1, 2]);
  });

  it('lets a resource import its own files, other resources’ other modules and infrastructure', async () => {
    const code = [
      "import { listReviews } from './repository.ts';",
      "import { submitReview } from './service.ts';",
      "import { reviewServices } from '#server/reviews/plugin.ts';",
      "import { resolveVilla } from '../villas/lookup.ts';",
      "import { findVillaHead } from '#server/villas/repository.ts';",
      "import { listStays } from '../villas/availability-repository.ts';",
      "import { appendAudit } from '../staff/audit.ts';",
      "import { bindService } from '#server/lib/bind-service.ts';",
      "import { enqueueMail } from '../mail/outbox.ts';",
      "import { badRequest } from '#server/plugins/errors.ts';",
      "import { quoteStay } from '#domain/quote.ts';",
      "export const lazy = () => import('./service.ts');",
    ].join('\n');
    expect(await refusedLines('src/server/reviews/probe.ts', code)).toEqual([]);
  });

  it('refuses any import of the stays seam below it (decision 101), and lets the seam call below', async () => {
    const below = [
      "import { confirmStay } from '#server/stays/decide.ts';",
      "import type { StaysDeps } from '../stays/transaction.ts';",
      "export const lazy = () => import('../stays/request.ts');",
    ].join('\n');
    for (const resource of ['bookings', 'payments', 'guest-messages', 'turnovers', 'reviews']) {
      expect(await refusedLines(`src/server/${resource}/probe.ts`, below)).toEqual([1, 2, 3]);
    }
    const seam = [
      "import { lockBooking } from '../bookings/repository.ts';",
      "import { followStayPayments } from '../payments/follow-stay.ts';",
      "import { syncGuestMessages } from '#server/guest-messages/schedule.ts';",
      "import { getBooking } from '../bookings/service.ts';",
      "import { eq } from 'drizzle-orm';",
    ].join('\n');
    expect(await refusedLines('src/server/stays/probe.ts', seam)).toEqual([4, 5]);
  });

  it('keeps SQL in repositories in every resource, the seam included (decision 111)', async () => {
    const code = [
      "import { eq } from 'drizzle-orm';",
      "import { bookings } from '../db/schema.ts';",
    ].join('\n');
    expect(await refusedLines('src/server/payments/probe.ts', code)).toEqual([1, 2]);
    expect(await refusedLines('src/server/payments/repository.ts', code)).toEqual([]);
    expect(await refusedLines('src/server/payments/probe-repository.ts', code)).toEqual([]);
  });

  it('lets the assembly put resources together', async () => {
    const code = [
      "import { consoleVillaRoutes } from '#server/villas/console-routes.ts';",
      "import { meOf } from '#server/staff/service.ts';",
    ].join('\n');
    expect(await refusedLines('src/server/console/probe.ts', code)).toEqual([]);
    expect(await refusedLines('src/server/app-probe.ts', code)).toEqual([]);
  });
});
