import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../domain/schemas/common.ts';
import {
  contactReceiptSchema,
  contactRequestSchema,
  INQUIRY_TYPES,
} from '../../domain/schemas/contact.ts';
import { contactInquiries } from '../db/schema.ts';
import { newId } from '../ids.ts';
import { enqueueMail } from '../mail/outbox.ts';

export const contactRoutes: FastifyPluginAsyncZod<{ mailQueued: () => void }> = async (
  app,
  { mailQueued },
) => {
  const { db, config } = app;

  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Write to the team; they answer within 24 hours',
        body: contactRequestSchema,
        response: { 201: contactReceiptSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      // The client's status and createdAt are ignored: the server keeps its own (spec §3).
      const {
        status: _status,
        createdAt: _createdAt,
        website: _website,
        ...inquiry
      } = request.body;
      const id = newId();
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactInquiries)
          .values({ id, ...inquiry, status: 'NEW' })
          .returning();
        await enqueueMail(tx, {
          to: config.teamEmail,
          subject: `${INQUIRY_TYPES[inquiry.inquiryType]}: ${inquiry.subject}`,
          body: `From: ${inquiry.name} <${inquiry.email}>${inquiry.phone ? `, ${inquiry.phone}` : ''}\n\n${inquiry.message}`,
        });
        return row;
      });
      mailQueued();
      return reply.code(201).send({
        id,
        status: 'NEW' as const,
        createdAt: (row?.createdAt ?? new Date()).toISOString(),
        message: "Thank you for contacting us. We'll get back to you within 24 hours.",
      });
    },
  );
};
