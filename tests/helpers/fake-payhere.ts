/**
 * PayHere on localhost, as its documentation describes it (issue 38 §5, decision 123): the hosted
 * checkout, the notification it sends to `notify_url` signed with `md5sig`, the retrieval API
 * behind an OAuth token, and the refund API. The tests of card payments start one; nothing of it
 * runs in the site. Its signatures are made here from the formulas PayHere documents, not with the
 * site's own code, so a mistake in either shows as a refusal.
 *
 * A test can hold the notifications (to come back before PayHere answers, or to have none at all),
 * send one again, send a charge-back, and refuse refunds.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { centsOfGatewayAmount } from '#domain/card-payments.ts';

export interface FakePayHereOptions {
  merchantId: string;
  merchantSecret: string;
  /** The retrieval and refund APIs' credentials (an API key's App ID and App Secret). */
  appId: string;
  appSecret: string;
  /**
   * How a notification reaches `notify_url`: by default an HTTP POST; an API test hands it to its
   * app in the same process (`app.inject`), as its public address is not on this machine.
   * Resolves to the status the site answered.
   */
  deliver?: (notifyUrl: string, form: string) => Promise<number>;
  /** The port to listen on (`npm run payhere:local`); any free one by default. */
  port?: number;
}

/** A notification as PayHere POSTs it, every value a string. */
export type Notification = Record<string, string>;

export interface FakePayment {
  paymentId: string;
  orderId: string;
  amount: string;
  currency: string;
  /** The retrieval API's words: RECEIVED, REFUNDED, CHARGEBACKED. */
  status: string;
  refundedCents: number;
  notifyUrl: string;
}

export interface FakePayHere {
  /** `http://127.0.0.1:port`: the checkout is `${url}/pay/checkout`, the APIs `${url}/merchant/v1`. */
  url: string;
  /** Every notification made, in order, whether sent or held. */
  notifications: { notifyUrl: string; body: Notification; sent: boolean; answer?: number }[];
  payments: FakePayment[];
  /** While true, notifications are made and kept, not sent (`sendHeld` sends them). */
  holdNotifications: boolean;
  /** While true, the refund API refuses. */
  refuseRefunds: boolean;
  /** Sends the held notifications, in order; answers the site's status codes. */
  sendHeld(): Promise<number[]>;
  /** Sends a notification made before once more, as it was. */
  sendAgain(index: number): Promise<number>;
  /** Charges a payment back: its status becomes CHARGEBACKED and a notification (-3) is sent. */
  chargeBack(paymentId: string): Promise<number>;
  close(): Promise<void>;
}

const upperMd5 = (text: string) =>
  createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/** The checkout's required fields (PayHere's Checkout API). */
const REQUIRED = [
  'merchant_id',
  'return_url',
  'cancel_url',
  'notify_url',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'city',
  'country',
  'order_id',
  'items',
  'currency',
  'amount',
  'hash',
] as const;

/** A checkout form PayHere takes: every required field, and the optional ones it echoes. */
type Checkout = Record<(typeof REQUIRED)[number], string> & {
  custom_1?: string;
  custom_2?: string;
};

/** Bodies are small forms and JSON: anything longer is refused unread. */
const MAX_BODY = 64 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(response: ServerResponse, status: number, title: string, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  );
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakePayHere(options: FakePayHereOptions): Promise<FakePayHere> {
  const secretDigest = upperMd5(options.merchantSecret);
  const checkouts = new Map<string, Checkout>();
  const tokens = new Map<string, number>();
  let nextPaymentId = 320_025_071_278;

  const sign = (n: Notification) =>
    upperMd5(
      [n.merchant_id, n.order_id, n.payhere_amount, n.payhere_currency, n.status_code]
        .map((value) => value ?? '')
        .join('') + secretDigest,
    );

  const post =
    options.deliver ??
    ((notifyUrl: string, form: string) =>
      fetch(notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      }).then(
        (res) => res.status,
        () => 0,
      ));

  async function deliver(entry: FakePayHere['notifications'][number]): Promise<number> {
    const answer = await post(entry.notifyUrl, new URLSearchParams(entry.body).toString());
    entry.sent = true;
    entry.answer = answer;
    return answer;
  }

  async function notify(notifyUrl: string, fields: Omit<Notification, 'md5sig'>): Promise<void> {
    const body: Notification = { ...fields };
    body.md5sig = sign(body);
    const entry = { notifyUrl, body, sent: false };
    fake.notifications.push(entry);
    if (!fake.holdNotifications) await deliver(entry);
  }

  /** The form's fields when PayHere would take them: every required one, signed by our merchant. */
  function validCheckout(fields: Record<string, string>): Checkout | null {
    if (REQUIRED.some((name) => !fields[name])) return null;
    const form = fields as Checkout;
    const expected = upperMd5(
      form.merchant_id + form.order_id + form.amount + form.currency + secretDigest,
    );
    const signed =
      form.merchant_id === options.merchantId &&
      form.hash === expected &&
      centsOfGatewayAmount(form.amount) !== null &&
      ['LKR', 'USD'].includes(form.currency);
    return signed ? form : null;
  }

  function checkout(received: Record<string, string>, response: ServerResponse): void {
    const fields = validCheckout(received);
    if (!fields) {
      page(response, 400, 'Unauthorized Payment Request', '<p>Something went wrong.</p>');
      return;
    }
    const id = randomUUID();
    checkouts.set(id, fields);
    page(
      response,
      200,
      'PayHere checkout (test)',
      `<p>${escapeHtml(fields.items)}: ${escapeHtml(fields.currency)} ${escapeHtml(fields.amount)}</p>` +
        `<form method="post" action="/pay/${id}/pay"><button name="outcome" value="paid">Pay</button>` +
        `<button name="outcome" value="failed">Pay with a card that is declined</button></form>` +
        `<form method="post" action="/pay/${id}/cancel"><button>Cancel</button></form>`,
    );
  }

  async function pay(id: string, outcome: string, response: ServerResponse): Promise<void> {
    const fields = checkouts.get(id);
    if (!fields) return page(response, 404, 'No such checkout', '');
    checkouts.delete(id);
    const paymentId = String(nextPaymentId++);
    const paid = outcome === 'paid';
    if (paid) {
      fake.payments.push({
        paymentId,
        orderId: fields.order_id,
        amount: fields.amount,
        currency: fields.currency,
        status: 'RECEIVED',
        refundedCents: 0,
        notifyUrl: fields.notify_url,
      });
    }
    await notify(fields.notify_url, {
      merchant_id: options.merchantId,
      order_id: fields.order_id,
      payment_id: paymentId,
      payhere_amount: fields.amount,
      payhere_currency: fields.currency,
      status_code: paid ? '2' : '-2',
      custom_1: fields.custom_1 ?? '',
      custom_2: fields.custom_2 ?? '',
      method: 'VISA',
      status_message: paid ? 'Successfully received the VISA payment' : 'Do not honor',
      card_holder_name: `${fields.first_name} ${fields.last_name}`,
      card_no: '************1292',
      card_expiry: '1230',
    });
    // PayHere sends the customer back to return_url whatever happened (no status on it).
    response.writeHead(302, { location: fields.return_url });
    response.end();
  }

  function bearer(request: IncomingMessage): boolean {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    const until = tokens.get(token);
    return until !== undefined && until > Date.now();
  }

  async function api(request: IncomingMessage, url: URL, response: ServerResponse): Promise<void> {
    if (url.pathname === '/merchant/v1/oauth/token' && request.method === 'POST') {
      const expected = `Basic ${Buffer.from(`${options.appId}:${options.appSecret}`).toString('base64')}`;
      const form = new URLSearchParams(await readBody(request));
      if (
        request.headers.authorization !== expected ||
        form.get('grant_type') !== 'client_credentials'
      ) {
        return json(response, 401, {
          error: 'invalid_client',
          error_description: 'Bad client credentials',
        });
      }
      const token = randomUUID();
      tokens.set(token, Date.now() + 599_000);
      return json(response, 200, {
        access_token: token,
        token_type: 'bearer',
        expires_in: 599,
        scope: 'SANDBOX',
      });
    }
    if (!bearer(request)) {
      return json(response, 401, {
        error: 'invalid_token',
        error_description: 'Invalid access token',
      });
    }
    if (url.pathname === '/merchant/v1/payment/search' && request.method === 'GET') {
      const orderId = url.searchParams.get('order_id') ?? '';
      const found = fake.payments.filter((payment) => payment.orderId === orderId);
      if (found.length === 0)
        return json(response, 200, { status: -1, msg: 'No payments found', data: null });
      return json(response, 200, {
        status: 1,
        msg: `Payments with order_id:${orderId}`,
        data: found.map((payment) => ({
          payment_id: Number(payment.paymentId),
          order_id: payment.orderId,
          date: '2026-11-29 10:00:00',
          description: 'Booking payment',
          status: payment.status,
          currency: payment.currency,
          amount: Number(payment.amount),
          payment_method: {
            method: 'VISA',
            card_customer_name: 'Guest',
            card_no: '************1292',
          },
          items: null,
        })),
      });
    }
    if (url.pathname === '/merchant/v1/payment/refund' && request.method === 'POST') {
      const body = JSON.parse(await readBody(request)) as {
        payment_id?: unknown;
        amount?: unknown;
      };
      // The retrieval API answers payment ids as numbers; a refund may send either.
      const paymentId =
        typeof body.payment_id === 'number' || typeof body.payment_id === 'string'
          ? String(body.payment_id)
          : '';
      const payment = fake.payments.find((p) => p.paymentId === paymentId);
      const paidCents = payment ? (centsOfGatewayAmount(payment.amount) ?? 0) : 0;
      const cents =
        body.amount === undefined
          ? paidCents - (payment?.refundedCents ?? 0)
          : typeof body.amount === 'string'
            ? centsOfGatewayAmount(body.amount)
            : null;
      if (
        fake.refuseRefunds ||
        !payment ||
        payment.status !== 'RECEIVED' ||
        cents === null ||
        cents < 1 ||
        payment.refundedCents + cents > paidCents
      ) {
        return json(response, 200, {
          status: -1,
          msg: 'Refund could not be processed',
          data: null,
        });
      }
      payment.refundedCents += cents;
      if (payment.refundedCents === paidCents) payment.status = 'REFUNDED';
      return json(response, 200, {
        status: 1,
        msg: 'Successfully processed the refund',
        data: randomUUID(),
      });
    }
    json(response, 404, { status: -1, msg: 'Not found', data: null });
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const handled = (async () => {
      if (url.pathname === '/pay/checkout' && request.method === 'POST') {
        return checkout(Object.fromEntries(new URLSearchParams(await readBody(request))), response);
      }
      const [, pay_, id, action] = url.pathname.split('/');
      if (pay_ === 'pay' && id && request.method === 'POST' && action === 'pay') {
        const form = new URLSearchParams(await readBody(request));
        return pay(id, form.get('outcome') ?? 'paid', response);
      }
      if (pay_ === 'pay' && id && request.method === 'POST' && action === 'cancel') {
        const fields = checkouts.get(id);
        checkouts.delete(id);
        if (!fields) return page(response, 404, 'No such checkout', '');
        response.writeHead(302, { location: fields.cancel_url });
        return response.end();
      }
      if (url.pathname.startsWith('/merchant/v1/')) return api(request, url, response);
      page(response, 404, 'Not found', '');
    })();
    handled.catch(() => {
      if (!response.headersSent)
        json(response, 400, { status: -1, msg: 'Bad request', data: null });
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakePayHere = {
    url: `http://127.0.0.1:${port}`,
    notifications: [],
    payments: [],
    holdNotifications: false,
    refuseRefunds: false,
    async sendHeld() {
      const answers: number[] = [];
      for (const entry of fake.notifications) if (!entry.sent) answers.push(await deliver(entry));
      return answers;
    },
    async sendAgain(index) {
      const entry = fake.notifications[index];
      if (!entry) throw new Error(`No notification ${index}`);
      return deliver(entry);
    },
    async chargeBack(paymentId) {
      const payment = fake.payments.find((p) => p.paymentId === paymentId);
      if (!payment) throw new Error(`No payment ${paymentId}`);
      payment.status = 'CHARGEBACKED';
      const before = fake.notifications.length;
      const held = fake.holdNotifications;
      fake.holdNotifications = true;
      await notify(payment.notifyUrl, {
        merchant_id: options.merchantId,
        order_id: payment.orderId,
        payment_id: payment.paymentId,
        payhere_amount: payment.amount,
        payhere_currency: payment.currency,
        status_code: '-3',
        method: 'VISA',
        status_message: 'Payment charged back',
      });
      fake.holdNotifications = held;
      return fake.sendAgain(before);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
