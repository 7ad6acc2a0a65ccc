/**
 * The payment settings in the console (issue 26 §1-§3): the owner saves the site's terms, grace
 * and bank details and a villa's own terms; the manager reads them (a guest asks how to pay);
 * housekeeping sees no money. A save that sends the version it read in `If-Match` is refused with
 * 412 when someone saved meanwhile (decision 055). Nothing here changes a cached public answer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleIdParamsSchema } from '#domain/schemas/console.ts';
import {
  paymentSettingsSchema,
  paymentSettingsViewSchema,
  villaPaymentTermsSchema,
  villaPaymentTermsViewSchema,
} from '#domain/schemas/payment.ts';
import { versionedSetting } from '#server/lib/versioned-setting.ts';
import { requireStaff, staffActor } from '../staff/guard.ts';

const team = requireStaff(['owner', 'manager']);
const owner = requireStaff(['owner']);

export const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.paymentSettingsService;

  versionedSetting(app, {
    url: '/payment-settings',
    body: paymentSettingsSchema,
    view: paymentSettingsViewSchema,
    readers: team,
    writers: owner,
    cacheWrites: 'none',
    read: () => settings.getPaymentSettings(),
    save: (request, expected) =>
      settings.savePaymentSettings(staffActor(request), request.body, expected),
  });

  versionedSetting(app, {
    url: '/villas/:id/payment-terms',
    params: consoleIdParamsSchema,
    body: villaPaymentTermsSchema,
    view: villaPaymentTermsViewSchema,
    readers: team,
    writers: owner,
    cacheWrites: 'none',
    read: ({ id }) => settings.getVillaPaymentTerms(id),
    save: (request, expected) =>
      settings.saveVillaPaymentTerms(
        staffActor(request),
        request.params.id,
        request.body.terms,
        expected,
      ),
  });
};
