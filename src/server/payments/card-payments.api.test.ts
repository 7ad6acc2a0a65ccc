/**
 * Issue 38 §1-§3, on both engines, against the fake PayHere (tests/helpers/fake-payhere.ts): a
 * guest pays the deposit by card and it is recorded once, however often and however concurrently
 * PayHere's notification arrives, or when it never comes and the reconciliation asks; a
 * notification not signed by our merchant, or not matching the try, records nothing and is
 * counted; a failure leaves the guest free to try again; a charge-back is reversed and the team
 * told; two tabs paying at once both count, the extra as credit.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatCents } from '#domain/money.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { CardTryView } from '#domain/schemas/card-payment.ts';
import type { GuestPayments, PaymentSettingsView } from '#domain/schemas/payment.ts';
import { startFakePayHere, type FakePayHere } from '#tests/helpers/fake-payhere.ts';
import { consoleCall, signedInAs } from '#tests/helpers/console-session.ts';
import { moneyDesk } from '#tests/helpers/money-desk.ts';
import { createTestApp, engines } from '#tests/helpers/test-app.ts';
import { cardTries, ledgerEntries, outbox, paymentSettings } from '../db/schema.ts';
import { reconcileCardTries, RECONCILE_AFTER_MS } from './card-settle.ts';

const ACCOUNT = {
  merchantId: '1211149',
  merchantSecret: 'a-sandbox-secret-of-our-own',
  appId: '4OVx0000',
  appSecret: 'an-app-secret-of-our-own',
};

const upperMd5 = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();

/** A notification as PayHere signs it, made by the test itself (for codes the fake never sends). */
function signed(fields: Record<string, string>, secret = ACCOUNT.merchantSecret) {
  const text =
    (fields.merchant_id ?? '') +
    (fields.order_id ?? '') +
    (fields.payhere_amount ?? '') +
    (fields.payhere_currency ?? '') +
    (fields.status_code ?? '') +
    upperMd5(secret);
  return { ...fields, md5sig: upperMd5(text) };
}

describe.each(engines)('card payments through PayHere on %s', (engine) => {
  let fake: FakePayHere | undefined;
  const payhere = () => {
    if (!fake) throw new Error('The fake PayHere starts before the first test');
    return fake;
  };
  beforeAll(async () => {
    fake = await startFakePayHere({
      ...ACCOUNT,
      // The site's public address is not on this machine: its notifications go in through inject.
      deliver: async (notifyUrl, form) =>
        (
          await desk.t.app.inject({
            method: 'POST',
            url: new URL(notifyUrl).pathname,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: form,
          })
        ).statusCode,
    });
  });
  afterAll(async () => {
    await fake?.close();
  });
  const payhereEnv = () => ({
    PAYHERE_MERCHANT_ID: ACCOUNT.merchantId,
    PAYHERE_MERCHANT_SECRET: ACCOUNT.merchantSecret,
    PAYHERE_APP_ID: ACCOUNT.appId,
    PAYHERE_APP_SECRET: ACCOUNT.appSecret,
    PAYHERE_BASE_URL: payhere().url,
  });
  const desk = moneyDesk(engine, { env: payhereEnv });
  const db = () => desk.t.database.db;

  beforeAll(async () => {
    await db().update(paymentSettings).set({ cardPayments: true });
  });

  const asGuest = (b: BookingCreated, method: 'GET' | 'POST', url: string, payload?: object) =>
    desk.t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${b.accessToken}` },
      ...(payload ? { payload } : {}),
    });
  const money = async (b: BookingCreated) => {
    const res = await asGuest(b, 'GET', `/api/bookings/${b.id}/payments`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<GuestPayments>();
  };
  const start = async (b: BookingCreated, pays: 'next' | 'rest' = 'next') => {
    const res = await asGuest(b, 'POST', `/api/bookings/${b.id}/card-payments`, { pays });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ orderId: string; amountCents: number; payPath: string }>();
  };
  const tryOf = async (b: BookingCreated, orderId: string) => {
    const res = await asGuest(b, 'GET', `/api/bookings/${b.id}/card-payments/${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CardTryView>();
  };
  /** The guest's browser on PayHere: posts our form, then pays (or is declined) on its page. */
  const payOnPayHere = async (view: CardTryView, outcome: 'paid' | 'failed' = 'paid') => {
    if (!view.checkout) throw new Error('The try has no checkout form');
    const page = await fetch(view.checkout.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(view.checkout.fields).toString(),
    });
    const html = await page.text();
    expect(page.status, html).toBe(200);
    const action = /action="(\/pay\/[^"/]+\/pay)"/.exec(html)?.[1];
    if (!action) throw new Error(`No pay form on PayHere's page: ${html}`);
    const back = await fetch(`${payhere().url}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}`,
      redirect: 'manual',
    });
    expect(back.status).toBe(302);
    return back.headers.get('location');
  };
  const cardEntries = (b: BookingCreated) =>
    db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, b.id), eq(ledgerEntries.method, 'card_online')));
  const tryRow = async (orderId: string) => {
    const [row] = await db().select().from(cardTries).where(eq(cardTries.id, orderId));
    if (!row) throw new Error(`No try ${orderId}`);
    return row;
  };
  const mailsTo = async (to: string, template: string) =>
    (await db().select().from(outbox).where(eq(outbox.recipient, to))).filter(
      (row) => row.template === template,
    );
  const lastNotification = () => {
    const entry = payhere().notifications.at(-1);
    if (!entry) throw new Error('PayHere sent nothing');
    return entry;
  };
  const notify = (
    body: Record<string, string> | string,
    contentType = 'application/x-www-form-urlencoded',
  ) =>
    desk.t.app.inject({
      method: 'POST',
      url: '/api/payhere/notify',
      headers: { 'content-type': contentType },
      payload: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
    });

  it('takes the deposit by card: one entry, its receipt and e-mail, the try paid', async () => {
    const booking = await desk.confirmed();
    const before = await money(booking);
    const deposit = before.installments[0]?.owedCents ?? 0;
    expect(before.card?.choices).toEqual([
      { kind: 'next', amountCents: deposit, pays: ['deposit'] },
      { kind: 'rest', amountCents: before.balanceCents, pays: ['deposit', 'balance'] },
    ]);

    // The confirmation offers it too, with the link to the booking's page.
    const confirmation = await vi.waitFor(() => {
      const mail = desk.t.sentMail.find(
        (m) => m.to === booking.guestEmail && m.subject.includes('is confirmed'),
      );
      if (!mail) throw new Error('no confirmation yet');
      return mail;
    });
    expect(confirmation.text).toContain(`Pay ${formatCents(deposit)} by card`);
    expect(confirmation.html).toContain(`/booking/${booking.id}?token=`);

    const started = await start(booking);
    expect(started.orderId).toMatch(/^[0-9a-f]{24}$/);
    expect(started).toEqual({
      orderId: started.orderId,
      amountCents: deposit,
      payPath: `/booking/${booking.id}?pay=${started.orderId}`,
    });
    const view = await tryOf(booking, started.orderId);
    expect(view).toMatchObject({ state: 'started', amountCents: deposit, currency: 'USD' });
    expect(view.checkout?.action).toBe(`${payhere().url}/pay/checkout`);
    expect(view.checkout?.fields).toMatchObject({
      merchant_id: ACCOUNT.merchantId,
      order_id: started.orderId,
      currency: 'USD',
      notify_url: 'https://villas.test/api/payhere/notify',
      return_url: `https://villas.test/booking/${booking.id}/pay/${started.orderId}/back`,
      cancel_url: `https://villas.test/booking/${booking.id}/pay/${started.orderId}/cancelled`,
      email: booking.guestEmail,
    });
    // The secret never reaches the page: only its digest, inside the hash.
    expect(JSON.stringify(view)).not.toContain(ACCOUNT.merchantSecret);

    const back = await payOnPayHere(view);
    expect(back).toBe(`https://villas.test/booking/${booking.id}/pay/${started.orderId}/back`);
    expect(lastNotification().answer).toBe(200);

    const [entry, ...more] = await cardEntries(booking);
    expect(more).toEqual([]);
    const paymentId = lastNotification().body.payment_id;
    expect(entry).toMatchObject({
      kind: 'payment',
      amountCents: deposit,
      reference: paymentId,
      recordedBy: 'PayHere',
      idempotencyKey: `payhere:${paymentId}`,
    });
    expect(await tryRow(started.orderId)).toMatchObject({
      state: 'paid',
      paymentId,
      ledgerEntryId: entry?.id,
    });
    expect(await tryOf(booking, started.orderId)).toMatchObject({ state: 'paid', checkout: null });
    const after = await money(booking);
    expect(after.paidCents).toBe(deposit);
    expect(after.installments[0]?.status).toBe('paid');
    expect(after.card?.choices).toEqual([
      { kind: 'next', amountCents: after.balanceCents, pays: ['balance'] },
    ]);
    await vi.waitFor(() =>
      expect(
        desk.t.sentMail.filter((m) => m.subject.includes(entry?.receiptNumber ?? '-')),
      ).toHaveLength(1),
    );
  });

  it('records a paid notification once, sent three times, two at once, or after the reconciliation', async () => {
    const booking = await desk.confirmed();
    const started = await start(booking);
    await payOnPayHere(await tryOf(booking, started.orderId));
    const index = payhere().notifications.length - 1;

    expect(await payhere().sendAgain(index)).toBe(200);
    const twice = await Promise.all([payhere().sendAgain(index), payhere().sendAgain(index)]);
    expect(twice).toEqual([200, 200]);
    expect(
      await reconcileCardTries(cardDepsOf(), new Date(Date.now() + RECONCILE_AFTER_MS + 60_000)),
    ).toBe(0);

    expect(await cardEntries(booking)).toHaveLength(1);
    expect(await mailsTo(booking.guestEmail, 'payment-receipt-guest')).toHaveLength(1);
  });

  it('settles a try whose notification never came when the reconciliation asks PayHere, once', async () => {
    const booking = await desk.confirmed();
    const started = await start(booking);
    payhere().holdNotifications = true;
    try {
      await payOnPayHere(await tryOf(booking, started.orderId));
    } finally {
      payhere().holdNotifications = false;
    }
    expect(await cardEntries(booking)).toHaveLength(0);
    // Not before 30 minutes: the notification may still come.
    expect(await reconcileCardTries(cardDepsOf(), new Date())).toBe(0);
    expect((await tryRow(started.orderId)).state).toBe('started');

    const later = new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);
    expect(await reconcileCardTries(cardDepsOf(), later)).toBe(1);
    expect(await cardEntries(booking)).toHaveLength(1);
    expect((await tryRow(started.orderId)).state).toBe('paid');

    // The notification arrives after all: answered, recorded nothing more.
    expect(await payhere().sendHeld()).toEqual([200]);
    expect(await cardEntries(booking)).toHaveLength(1);
    expect(await mailsTo(booking.guestEmail, 'payment-receipt-guest')).toHaveLength(1);
  });

  it('records once when two instances reconcile the same try at the same moment', async () => {
    const booking = await desk.confirmed();
    const started = await start(booking);
    payhere().holdNotifications = true;
    try {
      await payOnPayHere(await tryOf(booking, started.orderId));
    } finally {
      payhere().holdNotifications = false;
    }
    // A second instance on the same database, as behind a load balancer: each asks PayHere and
    // settles what it finds, under the booking's and the try's row locks.
    const shared = { ...desk.t.database, close: async () => undefined };
    const other = await createTestApp(engine, { database: shared, seed: false, env: payhereEnv() });
    try {
      const later = new Date(Date.now() + RECONCILE_AFTER_MS + 60_000);
      const settled = await Promise.all([
        reconcileCardTries(cardDepsOf(desk.t.app), later),
        reconcileCardTries(cardDepsOf(other.app), later),
      ]);
      expect(settled.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      await other.close();
    }
    expect(await cardEntries(booking)).toHaveLength(1);
    expect(await mailsTo(booking.guestEmail, 'payment-receipt-guest')).toHaveLength(1);
    expect(await payhere().sendHeld()).toEqual([200]);
    expect(await cardEntries(booking)).toHaveLength(1);
  });

  it('fails a declined try, records nothing, and lets the guest try again', async () => {
    const booking = await desk.confirmed();
    const first = await start(booking);
    await payOnPayHere(await tryOf(booking, first.orderId), 'failed');
    expect(lastNotification().answer).toBe(200);
    expect(await tryOf(booking, first.orderId)).toMatchObject({
      state: 'failed',
      message: 'Do not honor',
      checkout: null,
    });
    expect(await cardEntries(booking)).toHaveLength(0);

    const second = await start(booking);
    expect(second.orderId).not.toBe(first.orderId);
    await payOnPayHere(await tryOf(booking, second.orderId));
    expect(await cardEntries(booking)).toHaveLength(1);
  });

  it('keeps a pending try waiting, and the guest coming back waits too', async () => {
    const booking = await desk.confirmed();
    const started = await start(booking);
    const view = await tryOf(booking, started.orderId);
    const pending = signed({
      merchant_id: ACCOUNT.merchantId,
      order_id: started.orderId,
      payment_id: '320025000001',
      payhere_amount: view.checkout?.fields.amount ?? '',
      payhere_currency: 'USD',
      status_code: '0',
    });
    expect((await notify(pending)).statusCode).toBe(200);
    expect((await tryRow(started.orderId)).state).toBe('waiting');
    expect(await cardEntries(booking)).toHaveLength(0);
    // Then cancelled on PayHere's side (-1): failed, nothing recorded, the guest may try again.
    const cancelled = signed({ ...pending, status_code: '-1', status_message: 'Cancelled' });
    expect((await notify(cancelled)).statusCode).toBe(200);
    expect(await tryRow(started.orderId)).toMatchObject({
      state: 'failed',
      statusMessage: 'Cancelled',
    });
    expect(await cardEntries(booking)).toHaveLength(0);

    const other = await start(booking);
    const back = await desk.t.app.inject({
      url: `/booking/${booking.id}/pay/${other.orderId}/back`,
      headers: { cookie: `booking_${booking.id}=${booking.accessToken}` },
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(other.payPath);
    expect((await tryRow(other.orderId)).state).toBe('waiting');
    // Without the booking's cookie nothing changes.
    const third = await start(booking);
    await desk.t.app.inject({ url: `/booking/${booking.id}/pay/${third.orderId}/cancelled` });
    expect((await tryRow(third.orderId)).state).toBe('started');
  });

  it('refuses, records nothing and counts what is not signed or does not match the try', async () => {
    const booking = await desk.confirmed();
    const started = await start(booking);
    const view = await tryOf(booking, started.orderId);
    const amount = view.checkout?.fields.amount ?? '';
    const good = {
      merchant_id: ACCOUNT.merchantId,
      order_id: started.orderId,
      payment_id: '320025000002',
      payhere_amount: amount,
      payhere_currency: 'USD',
      status_code: '2',
    };
    const refused = [
      // Signed with another secret.
      signed(good, 'not-our-secret-at-all'),
      // Our signature, then a field changed.
      { ...signed(good), payhere_amount: '1.00' },
      // Signed, but not what we asked for: another amount, currency or merchant.
      signed({ ...good, payhere_amount: '1.00' }),
      signed({ ...good, payhere_currency: 'LKR' }),
      signed({ ...good, merchant_id: '1211150' }),
      // Missing fields, NUL bytes, an undocumented status.
      (({ md5sig: _sig, ...rest }) => rest)(signed(good)),
      signed({ ...good, payment_id: '3200\u000025000002' }),
      signed({ ...good, status_code: '3' }),
    ];
    for (const body of refused) {
      const res = await notify(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('This notification was not accepted.');
    }
    // An unknown order, JSON instead of a form, 100 KB.
    expect((await notify(signed({ ...good, order_id: 'f'.repeat(24) }))).statusCode).toBe(400);
    expect((await notify(JSON.stringify(signed(good)), 'application/json')).statusCode).toBe(415);
    expect(
      (await notify(`${new URLSearchParams(signed(good)).toString()}&pad=${'x'.repeat(100_000)}`))
        .statusCode,
    ).toBe(413);

    expect(await cardEntries(booking)).toHaveLength(0);
    expect(await tryRow(started.orderId)).toMatchObject({
      state: 'started',
      refusedNotifications: refused.length,
    });
    // The real one still counts.
    expect((await notify(signed(good))).statusCode).toBe(200);
    expect(await cardEntries(booking)).toHaveLength(1);
  });

  it('records two tabs paying at once, the extra as credit, and tells the team', async () => {
    const booking = await desk.confirmed();
    const one = await start(booking, 'rest');
    const two = await start(booking, 'rest');
    const [viewOne, viewTwo] = await Promise.all([
      tryOf(booking, one.orderId),
      tryOf(booking, two.orderId),
    ]);
    await Promise.all([payOnPayHere(viewOne), payOnPayHere(viewTwo)]);

    expect(await cardEntries(booking)).toHaveLength(2);
    const after = await money(booking);
    expect(after.paidCents).toBe(one.amountCents * 2);
    expect(after).toMatchObject({ balanceCents: 0, creditCents: one.amountCents });
    const [told, ...more] = await mailsTo('team@villas.test', 'card-payment-team');
    expect(more).toEqual([]);
    expect(told?.props).toMatchObject({ event: 'credit', creditCents: one.amountCents });
  });

  it('reverses a charged-back payment and tells the team', async () => {
    const booking = await desk.confirmed();
    const started = await start(booking);
    await payOnPayHere(await tryOf(booking, started.orderId));
    const paymentId = lastNotification().body.payment_id ?? '';

    expect(await payhere().chargeBack(paymentId)).toBe(200);
    expect(await payhere().sendAgain(payhere().notifications.length - 1)).toBe(200);

    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.bookingId, booking.id));
    expect(entries.map((e) => e.kind)).toEqual(['payment', 'reversal']);
    expect((await money(booking)).paidCents).toBe(0);
    expect((await tryRow(started.orderId)).state).toBe('charged_back');
    const told = await mailsTo('team@villas.test', 'card-payment-team');
    expect(told.filter((row) => JSON.stringify(row.props).includes('charged-back'))).toHaveLength(
      1,
    );
  });

  it('offers nothing, and starts nothing, while the owner has card payment off', async () => {
    const booking = await desk.confirmed();
    await db().update(paymentSettings).set({ cardPayments: false });
    try {
      expect((await money(booking)).card).toBeNull();
      const res = await asGuest(booking, 'POST', `/api/bookings/${booking.id}/card-payments`, {
        pays: 'next',
      });
      expect(res.statusCode).toBe(409);
    } finally {
      await db().update(paymentSettings).set({ cardPayments: true });
    }
  });

  it('sends a refund back to the card once PayHere accepts it, and records nothing when it refuses', async () => {
    const booking = await desk.confirmed();
    const started = await start(booking);
    await payOnPayHere(await tryOf(booking, started.orderId));
    const [card] = await cardEntries(booking);
    if (!card) throw new Error('The card payment was not recorded');
    const cancelled = await desk.call('POST', `/api/console/bookings/${booking.id}/cancel`, {
      reason: 'The guest cannot travel.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refund = (amountCents: number, entryId = card.id) =>
      desk.call('POST', `/api/console/bookings/${booking.id}/card-refunds`, {
        entryId,
        amountCents,
        note: 'Cancelled: refund as the policy gives.',
        idempotencyKey: crypto.randomUUID(),
      });
    const refunds = () =>
      db()
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.bookingId, booking.id), eq(ledgerEntries.kind, 'refund')));

    payhere().refuseRefunds = true;
    try {
      const refused = await refund(10_000);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(
        'PayHere did not accept the refund: Refund could not be processed Nothing was refunded or recorded.',
      );
    } finally {
      payhere().refuseRefunds = false;
    }
    expect(await refunds()).toEqual([]);

    const tooMuch = await refund(card.amountCents + 1);
    expect(tooMuch.statusCode).toBe(400);
    expect(await refunds()).toEqual([]);

    const sent = await refund(10_000);
    expect(sent.statusCode, sent.body).toBe(201);
    const rest = await refund(card.amountCents - 10_000);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await refunds()).toEqual([
      expect.objectContaining({
        amountCents: 10_000,
        method: 'card_online',
        reference: card.reference,
      }),
      expect.objectContaining({ amountCents: card.amountCents - 10_000, method: 'card_online' }),
    ]);
    const atPayHere = payhere().payments.find((p) => p.paymentId === card.reference);
    expect(atPayHere).toMatchObject({ status: 'REFUNDED', refundedCents: card.amountCents });
    // Nothing is left of it to send back.
    const again = await refund(1);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toBe(
      'Nothing paid is left to refund on this booking.',
    );
  });

  it('sends back to a card only a payment made by card online', async () => {
    const booking = await desk.confirmed();
    const transfer = await desk.call(
      'POST',
      `/api/console/bookings/${booking.id}/payments`,
      desk.payment(20_000),
    );
    const entryId = transfer.json<{ entry: { id: string } }>().entry.id;
    const res = await desk.call('POST', `/api/console/bookings/${booking.id}/card-refunds`, {
      entryId,
      amountCents: 5_000,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'Only a payment made by card online, not reversed, goes back to its card.',
    );
    expect(payhere().payments.every((p) => p.refundedCents === 0 || p.status === 'REFUNDED')).toBe(
      true,
    );
  });

  it('lets the owner switch card payment off and on, named by its gateway', async () => {
    const owner = await signedInAs(desk.t, 'owner');
    const read = await consoleCall(desk.t, owner, 'GET', '/api/console/payment-settings');
    const view = read.json<PaymentSettingsView>();
    expect(view).toMatchObject({ cardPayments: true, cardGateway: 'PayHere' });
    const { version, cardGateway: _gateway, ...values } = view;
    const off = await consoleCall(
      desk.t,
      owner,
      'PUT',
      '/api/console/payment-settings',
      { ...values, cardPayments: false },
      { 'if-match': `"${version}"` },
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<PaymentSettingsView>().cardPayments).toBe(false);
    // Left out of a save, it stays as it was.
    const { cardPayments: _card, ...withoutCard } = values;
    const kept = await consoleCall(
      desk.t,
      owner,
      'PUT',
      '/api/console/payment-settings',
      withoutCard,
    );
    expect(kept.json<PaymentSettingsView>().cardPayments).toBe(false);
    const on = await consoleCall(desk.t, owner, 'PUT', '/api/console/payment-settings', {
      ...values,
      cardPayments: true,
    });
    expect(on.json<PaymentSettingsView>().cardPayments).toBe(true);
  });

  it("refuses another guest's try, a bad choice, and a request not confirmed", async () => {
    const booking = await desk.confirmed();
    const other = await desk.confirmed();
    const started = await start(booking);
    expect(
      (await asGuest(other, 'GET', `/api/bookings/${booking.id}/card-payments/${started.orderId}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await asGuest(other, 'GET', `/api/bookings/${other.id}/card-payments/${started.orderId}`))
        .statusCode,
    ).toBe(404);
    const bad = await asGuest(booking, 'POST', `/api/bookings/${booking.id}/card-payments`, {
      pays: 'everything',
    });
    expect(bad.statusCode).toBe(400);
    const pending = await desk.request();
    const res = await asGuest(pending, 'POST', `/api/bookings/${pending.id}/card-payments`, {
      pays: 'next',
    });
    expect(res.statusCode).toBe(409);
  });

  /** The service's dependencies as the app binds them, for the reconciliation at a chosen time. */
  function cardDepsOf(app = desk.t.app) {
    return { db: app.db, mail: app.mailContext, links: app.bookingLinks, gateway: app.cardGateway };
  }
});
