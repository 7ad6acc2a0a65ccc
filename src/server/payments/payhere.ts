/**
 * PayHere as the site's card gateway (issue 38, decision 123): the hosted checkout's form with its
 * `hash`, a notification read and its `md5sig` checked, and the merchant APIs behind an OAuth
 * client-credentials token, retrieval (§3) and refund (§4). Its account is PAYHERE_* (config.ts);
 * its secrets never leave this module but as digests and the Basic credentials of the token call.
 */
import { cardOutcome, centsOfGatewayAmount, gatewayAmount } from '#domain/card-payments.ts';
import type { Cents } from '#domain/money.ts';
import { payhereNotificationSchema } from '#domain/schemas/card-payment.ts';
import type { PayHereConfig } from '../config.ts';
import type { CardGateway, CheckoutRequest, GatewayPayment, RefundAnswer } from './card-gateway.ts';
import { checkoutHash, notificationSigned } from './payhere-signature.ts';

/** How long a call to PayHere's APIs may take before it counts as failed. */
const API_TIMEOUT_MS = 15_000;
/** A token is asked for again this long before PayHere says it ends. */
const TOKEN_MARGIN_MS = 60_000;

/** What fills a field PayHere requires that the booking does not have. */
const NOT_GIVEN = 'Not given';

/** PayHere's retrieval API's words for a payment's state, as ours. */
const RETRIEVED_OUTCOMES = {
  RECEIVED: 'paid',
  REFUNDED: 'paid',
  CHARGEBACKED: 'charged-back',
} as const;

/** "Ada Lovelace" as PayHere's first_name and last_name; one word is the first name alone. */
function nameParts(name: string): { first: string; last: string } {
  const trimmed = name.trim();
  const space = trimmed.lastIndexOf(' ');
  return space > 0
    ? { first: trimmed.slice(0, space), last: trimmed.slice(space + 1) }
    : { first: trimmed, last: trimmed };
}

/** A retrieval API amount (a JSON number, or text) in cents; null when it is neither. */
function centsOfRetrieved(amount: unknown): Cents | null {
  if (typeof amount === 'string') return centsOfGatewayAmount(amount);
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  const cents = Math.round(amount * 100);
  return Number.isSafeInteger(cents) ? cents : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A scalar of PayHere's JSON as text (its ids come as numbers); '' for anything else. */
const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export function payhereGateway(config: PayHereConfig): CardGateway {
  let token: { value: string; until: number } | null = null;

  async function call(path: string, init: RequestInit): Promise<unknown> {
    const response = await fetch(`${config.baseUrl}${path}`, {
      ...init,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`PayHere answered ${path} with ${response.status} and no JSON`);
    }
    if (!response.ok) {
      const words = isRecord(body) ? textOf(body.error_description) || textOf(body.msg) : '';
      throw new Error(`PayHere answered ${path} with ${response.status}: ${words}`);
    }
    return body;
  }

  /** An access token of the business app (client credentials), kept until shortly before it ends. */
  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${config.appId}:${config.appSecret}`).toString('base64');
    const body = await call('/merchant/v1/oauth/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!isRecord(body) || typeof body.access_token !== 'string') {
      throw new Error('PayHere gave no access token');
    }
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 0;
    token = { value: body.access_token, until: Date.now() + seconds * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  const withToken = async (
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) =>
    call(path, {
      ...init,
      headers: {
        ...init.headers,
        authorization: `Bearer ${await accessToken()}`,
      },
    });

  return {
    name: 'payhere',
    label: 'PayHere',
    merchantId: config.merchantId,
    checkoutOrigin: new URL(config.baseUrl).origin,

    checkout(request: CheckoutRequest) {
      const { first, last } = nameParts(request.guest.name);
      const amount = gatewayAmount(request.amountCents);
      return {
        action: `${config.baseUrl}/pay/checkout`,
        fields: {
          merchant_id: config.merchantId,
          return_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          notify_url: request.notifyUrl,
          first_name: first,
          last_name: last,
          email: request.guest.email,
          // PayHere requires a phone and an address; a booking may have no phone and asks for no
          // address, so PayHere is told so in words (decision 124).
          phone: request.guest.phone || NOT_GIVEN,
          address: NOT_GIVEN,
          city: NOT_GIVEN,
          country: 'Sri Lanka',
          order_id: request.orderId,
          items: request.items,
          currency: request.currency,
          amount,
          hash: checkoutHash(
            {
              merchantId: config.merchantId,
              orderId: request.orderId,
              amountCents: request.amountCents,
              currency: request.currency,
            },
            config.merchantSecret,
          ),
        },
      };
    },

    readNotification(body) {
      const parsed = payhereNotificationSchema.safeParse(body);
      if (!parsed.success) return null;
      const n = parsed.data;
      const signed = notificationSigned(
        {
          merchantId: n.merchant_id,
          orderId: n.order_id,
          amount: n.payhere_amount,
          currency: n.payhere_currency,
          statusCode: n.status_code,
        },
        n.md5sig,
        config.merchantSecret,
      );
      const outcome = cardOutcome(n.status_code);
      if (!signed || !outcome) return null;
      return {
        merchantId: n.merchant_id,
        orderId: n.order_id,
        paymentId: n.payment_id,
        amountCents: centsOfGatewayAmount(n.payhere_amount),
        currency: n.payhere_currency,
        outcome,
        message: n.status_message ?? null,
      };
    },

    async paymentsOf(orderId) {
      const body = await withToken(
        `/merchant/v1/payment/search?order_id=${encodeURIComponent(orderId)}`,
      );
      if (!isRecord(body)) throw new Error('PayHere answered the search with no object');
      // -1: "No payments found". Only successful payments are listed (decision 123).
      if (!Array.isArray(body.data)) return [];
      const payments: GatewayPayment[] = [];
      for (const item of body.data as unknown[]) {
        if (!isRecord(item)) continue;
        const status = textOf(item.status);
        const outcome = Object.hasOwn(RETRIEVED_OUTCOMES, status)
          ? RETRIEVED_OUTCOMES[status as keyof typeof RETRIEVED_OUTCOMES]
          : null;
        const paymentId = textOf(item.payment_id);
        if (!outcome || !paymentId || textOf(item.order_id) !== orderId) continue;
        payments.push({
          paymentId,
          orderId,
          amountCents: centsOfRetrieved(item.amount),
          currency: textOf(item.currency),
          outcome,
        });
      }
      return payments;
    },

    async refund(paymentId, amountCents, reason): Promise<RefundAnswer> {
      const body = await withToken('/merchant/v1/payment/refund', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          payment_id: paymentId,
          description: reason,
          amount: gatewayAmount(amountCents),
        }),
      });
      if (isRecord(body) && body.status === 1) return { accepted: true };
      const words = isRecord(body) && typeof body.msg === 'string' ? body.msg : '';
      return { accepted: false, message: words || 'PayHere did not accept the refund.' };
    },
  };
}
