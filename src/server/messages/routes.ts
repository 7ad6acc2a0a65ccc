/**
 * The messages room of the console (issue 14 §4, owner and manager): the guests' contact messages
 * and transport requests in one list, one message with its replies, its status, and the team's
 * reply by e-mail. Nothing here is shown on the public site, so no write touches the read cache.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#domain/schemas/common.ts';
import {
  consoleMessageSchema,
  messagePageSchema,
  messageParamsSchema,
  messageReplyBodySchema,
  messagesQuerySchema,
  messageStatusPatchSchema,
} from '#domain/schemas/console.ts';
import { requireStaff, staffActor } from '../staff/guard.ts';

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = app.messageService;
  const team = requireStaff(['owner', 'manager']);

  app.get(
    '/messages',
    {
      preHandler: team,
      schema: {
        hide: true,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...refusals },
      },
    },
    async (request) => {
      const { kind, status, q, page, size } = request.query;
      return messages.pageMessages({ kind, status, q }, { page, size });
    },
  );

  app.get(
    '/messages/:kind/:id',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: messageParamsSchema,
        response: { 200: consoleMessageSchema, ...refusals, 404: errorSchema },
      },
    },
    async (request) => messages.getMessage(request.params.kind, request.params.id),
  );

  app.patch(
    '/messages/:kind/:id',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: messageParamsSchema,
        body: messageStatusPatchSchema,
        response: { 200: consoleMessageSchema, ...refusals, 404: errorSchema },
      },
      // A message's status shows in the console only (decision 030).
      config: { cacheWrites: 'none' },
    },
    async (request) =>
      messages.changeMessageStatus(
        staffActor(request),
        request.params.kind,
        request.params.id,
        request.body.status,
      ),
  );

  app.post(
    '/messages/:kind/:id/replies',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: messageParamsSchema,
        body: messageReplyBodySchema,
        response: { 201: consoleMessageSchema, ...refusals, 404: errorSchema },
      },
      // A reply goes to the guest and the console; the public site shows none (decision 030).
      config: { cacheWrites: 'none' },
    },
    async (request, reply) => {
      const message = await messages.replyToMessage(
        staffActor(request),
        app.config.teamEmail,
        request.params.kind,
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send(message);
    },
  );
};
