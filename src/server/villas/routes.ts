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
import { replyFromCache } from '../cache/cached-body.ts';
import { calendarTag, VILLA_LIST_TAG, villaTag } from '../cache/tags.ts';
import { notFound } from '#server/plugins/errors.ts';
import { pageOf } from '#server/lib/paging.ts';
import { findVillaWithFigures, listVillas, pageVillas, toVilla } from './repository.ts';
import { villaCalendar } from '../bookings/repository.ts';
import {
  checkAvailability,
  resolveVilla,
  resolveVillaWithFigures,
  resortToday,
  villaNotFoundMessage,
} from './service.ts';

const errors = { 400: errorSchema, 404: errorSchema };

/** Search text of 2 characters or fewer does not narrow the list (spec §5). */
const searchText = (q: string | undefined) =>
  q !== undefined && q.length >= MIN_SEARCH_LENGTH ? q : undefined;

// The GETs below are the busiest of the site; they answer from the read cache (decision 008), each
// under the tags of what it shows (decision 030): a write drops the answers of what it changed.
// check-availability is not cached: its answers are many and rarely repeated.

export const villaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/villas',
    {
      schema: {
        tags: ['villas'],
        summary: 'All villas, featured first; optional filters',
        querystring: villaListQuerySchema,
        response: { 200: z.array(villaSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      await replyFromCache(request, reply, async (entry): Promise<Villa[]> => {
        entry.tag(VILLA_LIST_TAG);
        const { q, ...filters } = request.query;
        const rows = await listVillas(db, { ...filters, text: searchText(q) });
        return rows.map((row) => toVilla(row));
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
        querystring: villaSearchQuerySchema,
        response: { 200: pagedSchema(villaSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      await replyFromCache(request, reply, async (entry): Promise<Paged<Villa>> => {
        entry.tag(VILLA_LIST_TAG);
        const { q, page, size, ...filters } = request.query;
        const { rows, total } = await pageVillas(
          db,
          { ...filters, text: searchText(q) },
          { page, size },
        );
        return pageOf(
          rows.map((row) => toVilla(row)),
          total,
          page,
          size,
        );
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
        response: { 200: villaSchema, ...errors },
      },
    },
    async (request, reply) => {
      await replyFromCache(request, reply, async (entry): Promise<Villa> => {
        const { slug } = request.params;
        const villa = await findVillaWithFigures(db, { kind: 'slug', slug });
        if (!villa) throw notFound(villaNotFoundMessage(slug));
        entry.tag(villaTag(villa.id));
        return toVilla(villa);
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
        response: { 200: villaSchema, ...errors },
      },
    },
    async (request, reply) => {
      await replyFromCache(request, reply, async (entry): Promise<Villa> => {
        const villa = await resolveVillaWithFigures(db, request.params.ref);
        entry.tag(villaTag(villa.id));
        return toVilla(villa);
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
        const villa = await resolveVilla(db, request.params.ref);
        entry.tag(calendarTag(villa.id));
        const calendar = await villaCalendar(db, villa.id, resortToday());
        // A hold that lapses frees its nights without a write; the cached answer ends with it.
        if (calendar.holdLapsesAt) entry.expireAt(calendar.holdLapsesAt);
        return { villaId: villa.id, blockedDates: calendar.ranges };
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
      const villa = await resolveVilla(db, request.params.ref);
      return checkAvailability(db, villa, request.query);
    },
  );
};
