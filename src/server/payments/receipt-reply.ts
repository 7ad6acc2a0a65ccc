import type { FastifyReply } from 'fastify';
import type { ReceiptFile } from './receipts.ts';

/**
 * A receipt's PDF as a download named by its number, never kept by a browser or proxy: it names
 * the guest and their money.
 */
export const sendReceipt = (reply: FastifyReply, file: ReceiptFile) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(file.pdf);
