import { z } from 'zod';
import { emailSchema, honeypotSchema, phoneSchema, text } from './common.ts';
import { INQUIRY_TYPES, type InquiryType } from '../inquiry-types.ts';

export { INQUIRY_TYPES, type InquiryType };

const inquiryTypeSchema = z.enum(Object.keys(INQUIRY_TYPES) as [InquiryType, ...InquiryType[]], {
  error: `inquiryType must be one of ${Object.keys(INQUIRY_TYPES).join(', ')}`,
});

/**
 * POST /contact, as the spec's client sends it: status (always NEW) and createdAt come along and
 * are ignored; the server sets its own status and time.
 */
export const contactRequestSchema = z.strictObject({
  name: text(100, 'name'),
  email: emailSchema,
  phone: phoneSchema,
  subject: text(200, 'subject'),
  message: text(5000, 'message', { multiline: true }),
  inquiryType: inquiryTypeSchema.default('GENERAL'),
  status: z.literal('NEW', { error: "status can only be 'NEW'" }).optional(),
  createdAt: z.iso
    .datetime({ offset: true, error: 'createdAt must be an ISO timestamp' })
    .optional(),
  website: honeypotSchema,
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactReceiptSchema = z.object({
  id: z.string(),
  status: z.literal('NEW'),
  createdAt: z.string(),
  message: z.string(),
});
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
