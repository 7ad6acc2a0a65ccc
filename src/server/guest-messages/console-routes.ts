/**
 * The guest messages in the console (issue 27 §1): the owner edits the templates and the manager
 * reads them; both see a booking's messages and send one now or skip it. Housekeeping sees none
 * of it (a message holds the guest's address and what is owed). The owner keeps each template's
 * words in the guests' other languages too (issue 39). Nothing here changes a cached public answer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '#domain/schemas/common.ts';
import { consoleIdParamsSchema } from '#domain/schemas/console.ts';
import {
  bookingMessageParamsSchema,
  previewRequestSchema,
  previewViewSchema,
  skipMessageSchema,
  templateInputSchema,
  templateListSchema,
  templateViewSchema,
} from '#domain/schemas/guest-message.ts';
import {
  bookingMessagesInLanguageSchema as bookingMessagesSchema,
  templateTextInputSchema,
  templateTextParamsSchema,
  textPreviewParamsSchema,
  templateTextsListSchema,
  templateTextsSchema,
} from '#domain/schemas/guest-message-texts.ts';
import { ifMatchOf, sendVersion } from '#server/lib/edit-versions.ts';
import { requireStaff, staffActor } from '../staff/guard.ts';

const REFUSALS = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const team = requireStaff(['owner', 'manager']);
const owner = requireStaff(['owner']);
const writes = { cacheWrites: 'none' as const };

export const guestMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = app.guestMessageService;

  app.get(
    '/message-templates',
    {
      preHandler: team,
      schema: { hide: true, response: { 200: templateListSchema, ...REFUSALS } },
    },
    async () => messages.listTemplates(),
  );

  // A template's words in Russian, German or French (issue 39): every template's languages;
  // one language's words saved beside the English, or removed, so guests booked in that
  // language get the English again.
  app.get(
    '/message-templates/texts',
    {
      preHandler: team,
      schema: { hide: true, response: { 200: templateTextsListSchema, ...REFUSALS } },
    },
    async () => messages.listTemplateTextsOf(),
  );

  app.put(
    '/message-templates/:id/texts/:language',
    {
      preHandler: owner,
      schema: {
        hide: true,
        params: templateTextParamsSchema,
        body: templateTextInputSchema,
        response: { 200: templateTextsSchema, ...REFUSALS, 412: errorSchema },
      },
      config: writes,
    },
    async (request) =>
      messages.saveTemplateText(
        staffActor(request),
        request.params.id,
        request.params.language,
        request.body,
        ifMatchOf(request),
      ),
  );

  app.delete(
    '/message-templates/:id/texts/:language',
    {
      preHandler: owner,
      schema: {
        hide: true,
        params: templateTextParamsSchema,
        response: { 200: templateTextsSchema, ...REFUSALS },
      },
      config: writes,
    },
    async (request) =>
      messages.removeTemplateText(staffActor(request), request.params.id, request.params.language),
  );

  app.post(
    '/message-templates',
    {
      preHandler: owner,
      schema: {
        hide: true,
        body: templateInputSchema,
        response: { 201: templateViewSchema, ...REFUSALS },
      },
      config: writes,
    },
    async (request, reply) => {
      const view = await messages.createTemplate(staffActor(request), request.body);
      sendVersion(reply, view.version);
      return reply.code(201).send(view);
    },
  );

  app.put(
    '/message-templates/:id',
    {
      preHandler: owner,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        body: templateInputSchema,
        response: { 200: templateViewSchema, ...REFUSALS, 412: errorSchema },
      },
      config: writes,
    },
    async (request, reply) => {
      const view = await messages.updateTemplate(
        staffActor(request),
        request.params.id,
        request.body,
        ifMatchOf(request),
      );
      sendVersion(reply, view.version);
      return view;
    },
  );

  app.delete(
    '/message-templates/:id',
    {
      preHandler: owner,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        response: { 204: z.null(), ...REFUSALS, 409: errorSchema },
      },
      config: writes,
    },
    async (request, reply) => {
      await messages.deleteTemplate(staffActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // A read: the manager previews what a guest will receive, too.
  app.post(
    '/message-templates/preview',
    {
      preHandler: team,
      schema: {
        hide: true,
        body: previewRequestSchema,
        response: { 200: previewViewSchema, ...REFUSALS },
      },
    },
    async (request) => messages.previewTemplate(request.body),
  );

  // The same, for a template's words in another language: its values written in that language.
  app.post(
    '/message-templates/preview/:language',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: textPreviewParamsSchema,
        body: previewRequestSchema,
        response: { 200: previewViewSchema, ...REFUSALS },
      },
    },
    async (request) => messages.previewTemplate(request.body, request.params.language),
  );

  app.get(
    '/bookings/:id/messages',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        response: { 200: bookingMessagesSchema, ...REFUSALS },
      },
    },
    async (request) => messages.bookingMessages(request.params.id),
  );

  app.post(
    '/bookings/:id/messages/:messageId/send',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: bookingMessageParamsSchema,
        body: z.strictObject({}).optional(),
        response: { 200: bookingMessagesSchema, ...REFUSALS, 409: errorSchema },
      },
      config: writes,
    },
    async (request) => {
      const { id, messageId } = request.params;
      return messages.sendMessageNow(staffActor(request), id, messageId);
    },
  );

  app.post(
    '/bookings/:id/messages/:messageId/skip',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: bookingMessageParamsSchema,
        body: skipMessageSchema,
        response: { 200: bookingMessagesSchema, ...REFUSALS, 409: errorSchema },
      },
      config: writes,
    },
    async (request) => {
      const { id, messageId } = request.params;
      return messages.skipMessage(staffActor(request), id, messageId, request.body.reason);
    },
  );
};
