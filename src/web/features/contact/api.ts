import type { ContactReceipt, InquiryType } from '#domain/schemas/contact.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The spec's contact body (§3): status NEW and the send time travel with it. */
export interface ContactInput {
  name: string;
  email: string;
  phone?: string | null;
  subject: string;
  message: string;
  inquiryType: InquiryType;
  website?: string;
}

export const sendContact = (input: ContactInput) =>
  apiRequest<ContactReceipt>('/contact', {
    method: 'POST',
    body: { ...input, status: 'NEW', createdAt: new Date().toISOString() },
  });
