/** The address of a receipt's PDF (issue 26 §2): a booking's id and the receipt's number. */
import { z } from 'zod';
import { parseReceiptNumber } from '../receipt-number.ts';
import { entityIdSchema } from './common.ts';

/**
 * 'R-2027-0001' (typed in lower case or with spaces, it is read as written by the server); the
 * length is checked first, so a long string is refused before it is read.
 */
export const receiptNumberSchema = z
  .string()
  .max(30, { error: 'The receipt number is written like R-2027-0001' })
  .refine((text) => parseReceiptNumber(text) !== null, {
    error: 'The receipt number is written like R-2027-0001',
  })
  .transform((text) => text.trim().toUpperCase());

export const receiptParamsSchema = z.object({ id: entityIdSchema, number: receiptNumberSchema });
