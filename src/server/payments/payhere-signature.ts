/**
 * PayHere's two signatures (issue 38, decision 123): the checkout's `hash`, which PayHere checks on
 * the form our server makes, and a notification's `md5sig`, which we check before trusting it.
 * Both are the upper-case hexadecimal MD5 of a text the domain writes
 * (src/domain/card-payments.ts), ending in the upper-case MD5 of the merchant secret. The secret
 * never leaves the server.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  checkoutSignedText,
  notificationSignedText,
  type CheckoutSigned,
  type NotificationSigned,
} from '#domain/card-payments.ts';

/** MD5 in upper-case hexadecimal, as PayHere writes every digest. */
const upperMd5 = (text: string): string =>
  createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/** The checkout form's `hash` for one try. */
export function checkoutHash(fields: CheckoutSigned, merchantSecret: string): string {
  return upperMd5(checkoutSignedText(fields, upperMd5(merchantSecret)));
}

/**
 * Whether `md5sig` is PayHere's signature of the notification's fields with our merchant secret,
 * compared in constant time. Only the signature: that the merchant, order, amount and currency are
 * those of our recorded try is the caller's check.
 */
export function notificationSigned(
  fields: NotificationSigned,
  md5sig: string,
  merchantSecret: string,
): boolean {
  const expected = Buffer.from(
    upperMd5(notificationSignedText(fields, upperMd5(merchantSecret))),
    'utf8',
  );
  const received = Buffer.from(md5sig.toUpperCase(), 'utf8');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
