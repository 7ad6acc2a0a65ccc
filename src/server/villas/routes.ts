import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, pagedSchema, type Paged } from '#domain/schemas/common.ts';
import {
  type Availability,
  availabilitySchema,
  checkAvailabilityQuerySchema,
  checkAvailabilitySchema,
  MIN_SEARCH_LENGTH,
  slugParamsSchema,
  type Villa,
  villaListQuerySchema,
  villaRefParamsSchema,
  villaSchema,
  villaSearchQuerySchema,
} from '#domain/schemas/villa.ts';
import { villaLangQuerySchema } from '#domain/villa-texts.ts';
import { replyFromCache } from '../cache/cached-body.ts';
import { calendarTag, VILLA_LIST_TAG, villaTag } from '../cache/tags.ts';

const errors = { 400: errorSchema, 404: errorSchema };

/** Search text of 2 characters or fewer does not narrow the list (spec §5). */
const searchText = (q: string | undefined) =>
  q !== undefined && q.length >= MIN_SEARCH_LENGTH ? q : undefined;

// The GETs below are the busiest of the site; they answer from the read cache (decision 008), each
// under the tags of what it shows (decision 030): a write drops the answers of what it changed.
// check-availability is not cached: its answers are many and rarely repeated.
//
// `?lang=ru|de|fr` answers the villas' own words in that language (issue 39 §1), English where a
// translation is missing; absent (or `en`), the English answer as always. The cache keys on the
// whole address, so each language's answer is kept apart, under the same tags.

/** The list's filters and the language (the filters stay strict: an unknown one is refused). */
const listQuery = villaListQuerySchema.extend(villaLangQuerySchema.shape);
const searchQuery = villaSearchQuerySchema.extend(villaLangQuerySchema.shape);

export const villaRoutes: FastifyPluginAsyncZod = async (app) => {
  const villas = app.villaService;

  app.get(
    '/villas',
    {
      schema: {
        tags: ['villas'],
        summary: 'All villas, featured first; optional filters',
        querystring: listQuery,
        response: { 200: z.array(villaSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      await replyFromCache(request, reply, async (entry): Promise<Villa[]> => {
        entry.tag(VILLA_LIST_TAG);
        const { q, lang, ...filters } = request.query;
        return villas.listPublicVillas({ ...filters, text: searchText(q) }, lang);
      });
      return reply;
    },
  );

  app.get(
    '/villas/search',
    {
      schema: {
        tags: ['villas'],
        summary: 'Search by name, location, description and amenities (pages of 20)',
        querystring: searchQuery,
        response: { 200: pagedSchema(villaSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      await replyFromCache(request, reply, async (entry): Promise<Paged<Villa>> => {
        entry.tag(VILLA_LIST_TAG);
        const { q, page, size, lang, ...filters } = request.query;
        return villas.searchVillas({ ...filters, text: searchText(q) }, { page, size }, lang);
      });
      return reply;
    },
  );

  app.get(
    '/villas/slug/:slug',
    {
      schema: {
        tags: ['villas'],
        summary: 'One villa by its slug',
        params: slugParamsSchema,
        querystring: villaLangQuerySchema,
        response: { 200: villaSchema, ...errors },
      },
    },
    async (request, reply) => {
      await replyFromCache(request, reply, async (entry): Promise<Villa> => {
        const villa = await villas.villaBySlug(request.params.slug, request.query.lang);
        entry.tag(villaTag(villa.id));
        return villa;
      });
      return reply;
    },
  );

  app.get(
    '/villas/:ref',
    {
      schema: {
        tags: ['villas'],
        summary: 'One villa by id (24 hex characters) or slug',
        params: villaRefParamsSchema,
        querystring: villaLangQuerySchema,
        response: { 200: villaSchema, ...errors },
      },
    },
    async (request, reply) => {
      await replyFromCache(request, reply, async (entry): Promise<Villa> => {
        const villa = await villas.villaByRef(request.params.ref, request.query.lang);
        entry.tag(villaTag(villa.id));
        return villa;
      });
      return reply;
    },
  );

  app.get(
    '/villas/:ref/availability',
    {
      schema: {
        tags: ['villas'],
        summary: 'Nights that cannot be booked from today on, as inclusive ranges',
        params: villaRefParamsSchema,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request, reply) => {
      await replyFromCache(request, reply, async (entry): Promise<Availability> => {
        const villa = await villas.resolveVilla(request.params.ref);
        entry.tag(calendarTag(villa.id));
        const { availability, changesAt } = await villas.villaAvailability(villa.id);
        // A hold that lapses frees its nights without a write; the cached answer ends with it.
        if (changesAt) entry.expireAt(changesAt);
        return availability;
      });
      return reply;
    },
  );

  app.get(
    '/villas/:ref/check-availability',
    {
      schema: {
        tags: ['villas'],
        summary: 'Whether a stay can be requested, why not, and its price',
        params: villaRefParamsSchema,
        querystring: checkAvailabilityQuerySchema,
        response: { 200: checkAvailabilitySchema, ...errors },
      },
    },
    async (request) => {
      const villa = await villas.resolveVilla(request.params.ref);
      return villas.checkAvailability(villa, request.query);
    },
  );
};
