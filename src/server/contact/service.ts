/**
 * A guest's message to the team: stored and mailed (to the team, and a receipt to the guest) in one
 * transaction. The API route and the
 * contact page's own post (no JavaScript, decision 019) both come here.
 */
import type { ContactReceipt, ContactRequest } from '#domain/schemas/contact.ts';
import type { Database } from '../db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { contactMails } from '../mail/request-mails.ts';
import { insertContactInquiry } from './repository.ts';

export interface ContactDeps {
  db: Database;
  teamEmail: string;
}

export async function sendContactMessage(
  { db, teamEmail }: ContactDeps,
  request: ContactRequest,
): Promise<ContactReceipt> {
  // The client's status and createdAt are ignored: the server keeps its own (spec §3).
  const { status: _status, createdAt: _createdAt, website: _website, ...inquiry } = request;
  const id = newId();
  const row = await db.transaction(async (tx) => {
    const row = await insertContactInquiry(tx, { id, ...inquiry, status: 'NEW' });
    // The team's copy answers the guest on Reply; the guest is told the message arrived.
    await enqueueMail(tx, ...contactMails(teamEmail, inquiry));
    return row;
  });
  return {
    id,
    status: 'NEW',
    createdAt: (row?.createdAt ?? new Date()).toISOString(),
    message: "Thank you for contacting us. We'll get back to you within 24 hours.",
  };
}
