/**
 * What the site asks of a card gateway (issue 38 §5): one small interface, so that a second
 * gateway (WebXPay, for UnionPay and local wallets) is one more implementation of it and the
 * ledger, the tries and the pages stay as they are. PayHere's is payhere.ts.
 */
import type { CardOutcome } from '#domain/card-payments.ts';
import type { Cents } from '#domain/money.ts';

/** The try a checkout is made for, as recorded before the guest leaves the site. */
export interface CheckoutRequest {
  orderId: string;
  amountCents: Cents;
  currency: string;
  /** What the guest reads on the gateway's page ("Deposit, Villa Sundara, VB-7Q2M-1"). */
  items: string;
  guest: { name: string; email: string; phone: string };
  returnUrl: string;
  cancelUrl: string;
  notifyUrl: string;
}

/** The form the guest's browser sends to the gateway: made on the server, secret kept there. */
export interface CheckoutForm {
  action: string;
  fields: Record<string, string>;
}

/** A notification whose signature checked, read into our terms; matching our try is the caller's. */
export interface GatewayNotice {
  merchantId: string;
  orderId: string;
  paymentId: string;
  /** Null when the amount is not written as the gateway writes amounts (refused then). */
  amountCents: Cents | null;
  currency: string;
  outcome: CardOutcome;
  /** The gateway's words on what happened, if any. */
  message: string | null;
}

/** A payment the gateway holds for an order, as its retrieval API lists it. */
export interface GatewayPayment {
  paymentId: string;
  orderId: string;
  amountCents: Cents | null;
  currency: string;
  outcome: CardOutcome;
}

export type RefundAnswer = { accepted: true } | { accepted: false; message: string };

export interface CardGateway {
  /** The name tries and ledger entries keep ('payhere'). */
  readonly name: string;
  /** Who records the gateway's entries, as the exports show it ('PayHere'). */
  readonly label: string;
  /** The gateway's merchant id: a notification for another merchant is refused. */
  readonly merchantId: string;
  /** Where the guest's browser is sent to pay, for the pages' Content-Security-Policy. */
  readonly checkoutOrigin: string;
  checkout(request: CheckoutRequest): CheckoutForm;
  /**
   * A notification's body read and its signature checked: the notice, or null for anything that
   * is not one the gateway signed with our secret (never a reason: the answer gives none).
   */
  readNotification(body: unknown): GatewayNotice | null;
  /** The payments the gateway holds for `orderId` (§3); throws when it cannot be asked. */
  paymentsOf(orderId: string): Promise<GatewayPayment[]>;
  /** Sends `amountCents` of payment `paymentId` back to the card (§4). */
  refund(paymentId: string, amountCents: Cents, reason: string): Promise<RefundAnswer>;
}
