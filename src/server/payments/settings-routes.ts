/**
 * The payment settings in the console (issue 26 §1-§3): the owner saves the site's terms, grace
 * and bank details and a villa's own terms; the manager reads them (a guest asks how to pay);
 * housekeeping sees no money. A save that sends the version it read in `If-Match` is refused with
 * 412 when someone saved meanwhile (decision 055). Nothing here changes a cached public answer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#domain/schemas/common.ts';
import { consoleIdParamsSchema } from '#domain/schemas/console.ts';
import {
  paymentSettingsSchema,
  paymentSettingsViewSchema,
  villaPaymentTermsSchema,
  villaPaymentTermsViewSchema,
} from '#domain/schemas/payment.ts';
import { ifMatchOf, sendVersion } from '#server/lib/edit-versions.ts';
import { requireStaff, staffActor } from '../staff/guard.ts';

const REFUSALS = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const team = requireStaff(['owner', 'manager']);
const owner = requireStaff(['owner']);

export const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.paymentSettingsService;

  app.get(
    '/payment-settings',
    {
      preHandler: team,
      schema: { hide: true, response: { 200: paymentSettingsViewSchema, ...REFUSALS } },
    },
    async (_request, reply) => {
      const view = await settings.getPaymentSettings();
      sendVersion(reply, view.version);
      return view;
    },
  );

  app.put(
    '/payment-settings',
    {
      preHandler: owner,
      schema: {
        hide: true,
        body: paymentSettingsSchema,
        response: { 200: paymentSettingsViewSchema, ...REFUSALS, 412: errorSchema },
      },
      config: { cacheWrites: 'none' },
    },
    async (request, reply) => {
      const view = await settings.savePaymentSettings(
        staffActor(request),
        request.body,
        ifMatchOf(request),
      );
      sendVersion(reply, view.version);
      return view;
    },
  );

  app.get(
    '/villas/:id/payment-terms',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        response: { 200: villaPaymentTermsViewSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const view = await settings.getVillaPaymentTerms(request.params.id);
      sendVersion(reply, view.version);
      return view;
    },
  );

  app.put(
    '/villas/:id/payment-terms',
    {
      preHandler: owner,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        body: villaPaymentTermsSchema,
        response: { 200: villaPaymentTermsViewSchema, ...REFUSALS, 412: errorSchema },
      },
      config: { cacheWrites: 'none' },
    },
    async (request, reply) => {
      const view = await settings.saveVillaPaymentTerms(
        staffActor(request),
        request.params.id,
        request.body.terms,
        ifMatchOf(request),
      );
      sendVersion(reply, view.version);
      return view;
    },
  );
};
