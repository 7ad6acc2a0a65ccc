/**
 * The console's Villas room under /api/console (issue 15 §2, owner and manager): every villa in
 * the site's order, published or not; one villa; a new one; an edit of every field of its page;
 * publishing; the order. A change shows on the public site at once: an edit drops the villa's
 * cached answers and every list (`changed.villa`), and a new slug, a new villa, publishing or
 * the order change what the site's addresses and lists name, so they drop the whole read cache
 * (decision 030). An edit that sends the version it read in `If-Match` is refused with 412 when
 * someone saved the villa meanwhile (decision 055).
 *
 * Its texts in Russian, German and French (issue 39 §1) are read and saved one language at a time,
 * with the same If-Match; a save drops the villa's cached answers in every language (they share
 * its tags), and the summary says which villas lack which texts in each language.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '#domain/schemas/common.ts';
import { consoleIdParamsSchema } from '#domain/schemas/console.ts';
import {
  consoleVillaSchema,
  consoleVillaSummarySchema,
  villaContentSchema,
  villaCreateSchema,
  villaOrderSchema,
  villaPublishedSchema,
} from '#domain/schemas/console-villas.ts';
import {
  villaTextLanguageSchema,
  villaTextsAnswerSchema,
  villaTextsMissingSchema,
  villaTextsSchema,
} from '#domain/villa-texts.ts';
import { changed } from '../cache/tags.ts';
import { ifMatchOf, sendVersion } from '#server/lib/edit-versions.ts';
import { requireStaff, staffActor } from '../staff/guard.ts';

const REFUSALS = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

const textsParamsSchema = consoleIdParamsSchema.extend({ language: villaTextLanguageSchema });

export const consoleVillaRoutes: FastifyPluginAsyncZod = async (app) => {
  const villas = app.consoleVillaService;
  const team = requireStaff(['owner', 'manager']);

  app.get(
    '/villas',
    {
      preHandler: team,
      schema: { hide: true, response: { 200: z.array(consoleVillaSummarySchema), ...REFUSALS } },
    },
    async () => villas.listConsoleVillas(),
  );

  app.get(
    '/villas/:id',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        response: { 200: consoleVillaSchema, ...REFUSALS, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const villa = await villas.getConsoleVilla(request.params.id);
      sendVersion(reply, villa.version);
      return villa;
    },
  );

  app.post(
    '/villas',
    {
      preHandler: team,
      schema: {
        hide: true,
        body: villaCreateSchema,
        response: { 201: consoleVillaSchema, ...REFUSALS },
      },
      // A new villa is unpublished: no public answer shows it. The console's own reads are not
      // cached (decision 030).
      config: { cacheWrites: 'none' },
    },
    async (request, reply) => {
      const villa = await villas.createVilla(staffActor(request), request.body);
      return reply.code(201).send(villa);
    },
  );

  app.put(
    '/villas/:id',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        body: villaContentSchema,
        response: { 200: consoleVillaSchema, ...REFUSALS, 404: errorSchema, 412: errorSchema },
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request, reply) => {
      const { villa, slugChanged } = await villas.updateVilla(
        staffActor(request),
        request.params.id,
        request.body,
        ifMatchOf(request),
      );
      sendVersion(reply, villa.version);
      // A new slug changes which villa an address names (the old one now redirects).
      if (slugChanged) app.readCache.invalidate();
      else app.readCache.invalidateTags(changed.villa(villa.id));
      return villa;
    },
  );

  app.put(
    '/villas/:id/published',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        body: villaPublishedSchema,
        response: { 200: consoleVillaSchema, ...REFUSALS, 404: errorSchema },
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const villa = await villas.setPublished(
        staffActor(request),
        request.params.id,
        request.body.published,
      );
      // A villa coming or going changes every list, its address, its calendar and reviews.
      app.readCache.invalidate();
      return villa;
    },
  );

  app.put(
    '/villas/order',
    {
      preHandler: team,
      schema: {
        hide: true,
        body: villaOrderSchema,
        response: {
          200: z.array(consoleVillaSummarySchema),
          ...REFUSALS,
          409: errorSchema,
        },
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const list = await villas.reorderVillas(staffActor(request), request.body.ids);
      app.readCache.invalidateTags(changed.villaOrder());
      return list;
    },
  );

  app.get(
    '/villas/texts/missing',
    {
      preHandler: team,
      schema: { hide: true, response: { 200: villaTextsMissingSchema, ...REFUSALS } },
    },
    async () => villas.missingTexts(),
  );

  app.get(
    '/villas/:id/texts/:language',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: textsParamsSchema,
        response: { 200: villaTextsAnswerSchema, ...REFUSALS, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const answer = await villas.getVillaTexts(request.params.id, request.params.language);
      sendVersion(reply, answer.version);
      return answer;
    },
  );

  app.put(
    '/villas/:id/texts/:language',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: textsParamsSchema,
        body: villaTextsSchema,
        response: { 200: villaTextsAnswerSchema, ...REFUSALS, 404: errorSchema, 412: errorSchema },
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request, reply) => {
      const answer = await villas.saveVillaTexts(
        staffActor(request),
        request.params.id,
        request.params.language,
        request.body,
        ifMatchOf(request),
      );
      sendVersion(reply, answer.version);
      app.readCache.invalidateTags(changed.villa(answer.villaId));
      return answer;
    },
  );
};
