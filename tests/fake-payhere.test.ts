/**
 * The fake PayHere the card payments' tests run against (tests/helpers/fake-payhere.ts) behaves as
 * PayHere documents itself (decision 123), and the site's signatures agree with its own: it takes
 * a checkout signed by the site's `checkoutHash` and refuses any other, and the site's
 * `notificationSigned` accepts what it sends.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutHash, notificationSigned } from '#server/payments/payhere-signature.ts';
import { startFakePayHere, type FakePayHere, type Notification } from './helpers/fake-payhere.ts';

const CREDENTIALS = {
  merchantId: '1211149',
  merchantSecret: 'a-sandbox-secret-of-our-own',
  appId: '4OVxzM5Zvaa4JFnJGzHz3O',
  appSecret: '8n4VJTkrkZm4JFnJGzHz3O8n4VJTkrkZm',
};

describe('the fake PayHere', () => {
  let fake: FakePayHere;
  let site: Server;
  let siteUrl = '';
  const received: Notification[] = [];

  beforeAll(async () => {
    fake = await startFakePayHere(CREDENTIALS);
    // The site's notify_url: it keeps what PayHere sends.
    site = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(Object.fromEntries(new URLSearchParams(body)));
        response.end('OK');
      });
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await fake.close();
    await new Promise<void>((resolve) => site.close(() => resolve()));
  });
  beforeEach(() => {
    received.length = 0;
    fake.holdNotifications = false;
    fake.refuseRefunds = false;
  });

  let orders = 0;
  /** A checkout form for a deposit of $1,276, signed as the site signs it. */
  function checkoutForm(overrides: Record<string, string> = {}) {
    const orderId = `try-${++orders}`;
    const fields: Record<string, string> = {
      merchant_id: CREDENTIALS.merchantId,
      return_url: `${siteUrl}/booking/b1/paid`,
      cancel_url: `${siteUrl}/booking/b1/pay`,
      notify_url: `${siteUrl}/api/payhere/notify`,
      first_name: 'Anna',
      last_name: 'Petrova',
      email: 'anna@example.com',
      phone: '+79161234567',
      address: 'Tverskaya 1',
      city: 'Moscow',
      country: 'Russia',
      order_id: orderId,
      items: 'Villa River Breeze, deposit',
      currency: 'USD',
      amount: '1276.00',
      hash: checkoutHash(
        { merchantId: CREDENTIALS.merchantId, orderId, amountCents: 127_600, currency: 'USD' },
        CREDENTIALS.merchantSecret,
      ),
    };
    return { ...fields, ...overrides };
  }

  const post = (path: string, form: Record<string, string>) =>
    fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });

  /** Opens the checkout and answers the address its Pay and Cancel forms post to. */
  async function openCheckout(form: Record<string, string>): Promise<string> {
    const answer = await post('/pay/checkout', form);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const start = html.indexOf('action="/pay/') + 'action="'.length;
    return html.slice(start, html.indexOf('/pay"', start));
  }

  const token = async (appSecret = CREDENTIALS.appSecret) =>
    fetch(`${fake.url}/merchant/v1/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${CREDENTIALS.appId}:${appSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });

  it('takes a checkout signed by the site, and refuses one with a field changed after signing', async () => {
    const good = checkoutForm();
    expect((await post('/pay/checkout', good)).status).toBe(200);
    const changes: Record<string, string>[] = [
      { amount: '1275.00' },
      { amount: '1276' },
      { currency: 'LKR' },
      { order_id: 'another' },
      { merchant_id: '1211150' },
      { hash: '' },
      { email: '' },
    ];
    for (const changed of changes) {
      const answer = await post('/pay/checkout', { ...good, ...changed });
      expect(answer.status, JSON.stringify(changed)).toBe(400);
      expect(await answer.text()).toContain('Unauthorized Payment Request');
    }
  });

  it('pays: notifies the site with a signature the site accepts, then sends the guest back', async () => {
    const form = checkoutForm();
    const session = await openCheckout(form);
    const answer = await post(`${session}/pay`, { outcome: 'paid' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(form.return_url);

    expect(received).toHaveLength(1);
    const [notification] = received;
    expect(notification).toMatchObject({
      merchant_id: CREDENTIALS.merchantId,
      order_id: form.order_id,
      payhere_amount: '1276.00',
      payhere_currency: 'USD',
      status_code: '2',
    });
    const fields = {
      merchantId: notification?.merchant_id ?? '',
      orderId: notification?.order_id ?? '',
      amount: notification?.payhere_amount ?? '',
      currency: notification?.payhere_currency ?? '',
      statusCode: notification?.status_code ?? '',
    };
    expect(notificationSigned(fields, notification?.md5sig ?? '', CREDENTIALS.merchantSecret)).toBe(
      true,
    );
    expect(notificationSigned(fields, notification?.md5sig ?? '', 'another secret')).toBe(false);
  });

  it('declines: notifies -2 and records no payment', async () => {
    const form = checkoutForm();
    const session = await openCheckout(form);
    await post(`${session}/pay`, { outcome: 'failed' });
    expect(received.map((n) => n.status_code)).toEqual(['-2']);
    expect(fake.payments.some((payment) => payment.orderId === form.order_id)).toBe(false);
  });

  it('cancels: sends the guest to cancel_url and notifies nothing', async () => {
    const form = checkoutForm();
    const session = await openCheckout(form);
    const answer = await post(`${session}/cancel`, {});
    expect(answer.headers.get('location')).toBe(form.cancel_url);
    expect(received).toEqual([]);
  });

  it('holds notifications when asked, sends them later, again, and a charge-back', async () => {
    fake.holdNotifications = true;
    const form = checkoutForm();
    await post(`${await openCheckout(form)}/pay`, { outcome: 'paid' });
    expect(received).toEqual([]);
    expect(await fake.sendHeld()).toEqual([200]);
    const index = fake.notifications.length - 1;
    expect(await fake.sendAgain(index)).toBe(200);
    expect(received).toHaveLength(2);
    expect(received[1]).toEqual(received[0]);

    const paymentId = received[0]?.payment_id ?? '';
    await fake.chargeBack(paymentId);
    expect(received[2]).toMatchObject({ payment_id: paymentId, status_code: '-3' });
  });

  it('answers the retrieval API behind a token: the payments of an order, or none', async () => {
    const form = checkoutForm();
    await post(`${await openCheckout(form)}/pay`, { outcome: 'paid' });
    expect((await token('wrong')).status).toBe(401);
    const { access_token } = (await (await token()).json()) as { access_token: string };
    const search = (orderId: string, bearer = access_token) =>
      fetch(`${fake.url}/merchant/v1/payment/search?order_id=${orderId}`, {
        headers: { authorization: `Bearer ${bearer}` },
      });

    const found = (await (await search(form.order_id ?? '')).json()) as {
      status: number;
      data: { order_id: string; status: string; amount: number; currency: string }[];
    };
    expect(found.status).toBe(1);
    expect(found.data).toMatchObject([
      { order_id: form.order_id, status: 'RECEIVED', amount: 1276, currency: 'USD' },
    ]);
    expect(await (await search('no-such-order')).json()).toEqual({
      status: -1,
      msg: 'No payments found',
      data: null,
    });
    expect((await search(form.order_id ?? '', 'not-a-token')).status).toBe(401);
  });

  it('refunds a payment once, in part or whole, and refuses when told to', async () => {
    const form = checkoutForm();
    await post(`${await openCheckout(form)}/pay`, { outcome: 'paid' });
    const paymentId = received[0]?.payment_id ?? '';
    const { access_token } = (await (await token()).json()) as { access_token: string };
    const refund = async (body: Record<string, string>) =>
      (await (
        await fetch(`${fake.url}/merchant/v1/payment/refund`, {
          method: 'POST',
          headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ payment_id: paymentId, description: 'Cancelled stay', ...body }),
        })
      ).json()) as { status: number };

    fake.refuseRefunds = true;
    expect((await refund({ amount: '100.00' })).status).toBe(-1);
    fake.refuseRefunds = false;
    expect((await refund({ amount: '100.00' })).status).toBe(1);
    expect((await refund({ amount: '1176.01' })).status).toBe(-1);
    expect((await refund({})).status).toBe(1);
    expect(fake.payments.find((payment) => payment.paymentId === paymentId)?.status).toBe(
      'REFUNDED',
    );
    expect((await refund({})).status).toBe(-1);
  });
});
