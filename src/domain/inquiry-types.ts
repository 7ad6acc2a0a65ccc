/**
 * The contact form's inquiry types. Plain values, without zod, so the browser shows them without
 * loading the schemas (schemas/contact.ts builds its enum from them).
 */

/** The five inquiry types and their labels (spec §3). */
export const INQUIRY_TYPES = {
  GENERAL: 'General Inquiry',
  BOOKING: 'Villa Booking',
  TRANSPORT: 'Transport Service',
  EVENTS: 'Special Events',
  CORPORATE: 'Corporate Booking',
} as const;
export type InquiryType = keyof typeof INQUIRY_TYPES;
