/**
 * The console's account API under /api/console (issue 14 §2-3) for people signed in: who they are,
 * their own sessions, and the owner's staff list. Signing in, the set-up and the invitation
 * links are sign-in-routes.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '#domain/schemas/common.ts';
import {
  meSchema,
  sessionIdParamsSchema,
  staffCreateSchema,
  staffIdParamsSchema,
  staffInvitedSchema,
  staffMemberSchema,
  staffPatchSchema,
  staffSessionSchema,
} from '#domain/schemas/staff.ts';
import { ALL_ROLES, requireStaff, signedIn } from './guard.ts';
import { staffMember } from './service.ts';

export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.staffService;
  const ip = (request: FastifyRequest) => request.ip;

  app.get(
    '/me',
    {
      preHandler: requireStaff(ALL_ROLES),
      schema: { hide: true, response: { 200: meSchema, 401: errorSchema } },
    },
    async (request) => staff.meOf(signedIn(request).user),
  );

  app.get(
    '/sessions',
    {
      preHandler: requireStaff(ALL_ROLES),
      schema: { hide: true, response: { 200: z.array(staffSessionSchema), 401: errorSchema } },
    },
    async (request) => {
      const { user, session } = signedIn(request);
      return staff.listSessions(user.id, session.id);
    },
  );

  app.delete(
    '/sessions/:id',
    {
      preHandler: requireStaff(ALL_ROLES),
      schema: {
        hide: true,
        params: sessionIdParamsSchema,
        response: { 204: z.null(), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      await staff.endOwnSession(
        { id: user.id, name: user.name, ip: ip(request) },
        request.params.id,
      );
      return reply.code(204).send(null);
    },
  );

  const owner = requireStaff(['owner']);
  const actor = (request: FastifyRequest) => {
    const { user } = signedIn(request);
    return { id: user.id, name: user.name, ip: ip(request) };
  };

  app.get(
    '/staff',
    {
      preHandler: owner,
      schema: {
        hide: true,
        response: { 200: z.array(staffMemberSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => staff.listStaff(),
  );

  app.post(
    '/staff',
    {
      preHandler: owner,
      schema: {
        hide: true,
        body: staffCreateSchema,
        response: {
          201: staffInvitedSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const invited = await staff.inviteStaff(actor(request), request.body, app.config.publicUrl);
      return reply.code(201).send(invited);
    },
  );

  app.patch(
    '/staff/:id',
    {
      preHandler: owner,
      schema: {
        hide: true,
        params: staffIdParamsSchema,
        body: staffPatchSchema,
        response: {
          200: staffMemberSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const user = await staff.updateStaff(actor(request), request.params.id, request.body);
      const members = await staff.listStaff();
      return members.find((m) => m.id === user.id) ?? staffMember(user, false);
    },
  );
};
