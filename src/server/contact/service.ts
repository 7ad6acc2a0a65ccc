/**
 * A guest's message to the team: stored and mailed in one transaction. The API route and the
 * contact page's own post (no JavaScript, decision 019) both come here.
 */
import {
  INQUIRY_TYPES,
  type ContactReceipt,
  type ContactRequest,
} from '../../domain/schemas/contact.ts';
import type { Database } from '../db/client.ts';
import { contactInquiries } from '../db/schema.ts';
import { newId } from '../ids.ts';
import { enqueueMail } from '../mail/outbox.ts';

export interface ContactDeps {
  db: Database;
  teamEmail: string;
  mailQueued: () => void;
}

export async function sendContactMessage(
  { db, teamEmail, mailQueued }: ContactDeps,
  request: ContactRequest,
): Promise<ContactReceipt> {
  // The client's status and createdAt are ignored: the server keeps its own (spec §3).
  const { status: _status, createdAt: _createdAt, website: _website, ...inquiry } = request;
  const id = newId();
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactInquiries)
      .values({ id, ...inquiry, status: 'NEW' })
      .returning();
    await enqueueMail(tx, {
      to: teamEmail,
      subject: `${INQUIRY_TYPES[inquiry.inquiryType]}: ${inquiry.subject}`,
      body: `From: ${inquiry.name} <${inquiry.email}>${inquiry.phone ? `, ${inquiry.phone}` : ''}\n\n${inquiry.message}`,
    });
    return row;
  });
  mailQueued();
  return {
    id,
    status: 'NEW',
    createdAt: (row?.createdAt ?? new Date()).toISOString(),
    message: "Thank you for contacting us. We'll get back to you within 24 hours.",
  };
}
