/**
 * The console's ways in under /api/console, open to people not yet signed in (issue 14 §2):
 * better-auth's sign-in, sign-out, session and second factor (mounted as its Fastify integration
 * shows: a catch-all route turning the request into a Web Request, sign-in-service.ts), the first
 * start's owner set-up, and the set-password link of an invitation or a reset. Each signs in.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '#domain/schemas/common.ts';
import {
  inviteBodySchema,
  linkValidSchema,
  meSchema,
  setupBodySchema,
  setupQuerySchema,
} from '#domain/schemas/staff.ts';
import { routeNotFound } from '#server/plugins/errors.ts';

export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.staffService;
  const signIn = app.signInService;

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    config: { signedOut: true },
    schema: { hide: true },
    handler: async (request, reply) => {
      const call = signIn.authEndpoint(request);
      if (!call) return reply.code(404).send(routeNotFound(request.method, request.url));
      return signIn.passAuthCall(request, reply, call);
    },
  });

  app.get(
    '/setup',
    {
      config: { signedOut: true },
      schema: {
        hide: true,
        querystring: setupQuerySchema,
        response: { 200: linkValidSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await staff.checkSetupLink(request.query.token);
      return { valid: true as const };
    },
  );

  app.post(
    '/setup',
    {
      config: { signedOut: true },
      schema: {
        hide: true,
        body: setupBodySchema,
        response: { 201: meSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await staff.setupOwner(request.body, request.ip);
      await signIn.signInAfterLink(request, reply, user, request.body.password);
      return reply.code(201).send(await staff.meOf(user));
    },
  );

  /** Who a set-password link is for, so the page can greet them (an addition to the contract). */
  app.get(
    '/invite',
    {
      config: { signedOut: true },
      schema: {
        hide: true,
        querystring: setupQuerySchema,
        response: {
          200: z.object({ valid: z.literal(true), name: z.string(), email: z.string() }),
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const user = await staff.checkPasswordLink(request.query.token);
      return { valid: true as const, name: user.name, email: user.email };
    },
  );

  app.post(
    '/invite',
    {
      config: { signedOut: true },
      schema: {
        hide: true,
        body: inviteBodySchema,
        response: { 201: meSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const user = await staff.acceptPasswordLink(request.body, request.ip);
      await signIn.signInAfterLink(request, reply, user, request.body.password);
      return reply.code(201).send(await staff.meOf(user));
    },
  );
};
