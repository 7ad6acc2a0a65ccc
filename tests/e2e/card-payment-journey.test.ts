/**
 * Issue 38's journey in Chromium, on the built site with a fake PayHere (tests/helpers/
 * fake-payhere.ts) and mail going to an SMTP server in the test: the owner turns card payment on;
 * a guest requests a stay and the manager confirms it; the confirmation e-mail offers the deposit
 * by card; on a phone the guest opens the booking from it, pays the deposit on PayHere's page and
 * comes back to "Payment received"; the receipt arrives with its PDF; the manager sees the card
 * payment on the console's booking page, cancels the booking and sends the deposit back to the
 * card; the guest receives the refund's receipt; the Payments room lists the try. PayHere's
 * notification comes after the guest is back, so the pay page waits and asks again by itself.
 * axe checks the booking page with the card buttons, the pay page, its waiting state and the room.
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToDollarsText, formatCents } from '#domain/money.ts';
import type { AccountView } from '#domain/schemas/payment.ts';
import { formatStayDate } from '#web/lib/calendar-dates.ts';
import { startFakePayHere, type FakePayHere } from '../helpers/fake-payhere.ts';
import { villaWithFreeStays } from '../helpers/free-stays.ts';
import { expectAccessible, openPage, visit, VIEWPORTS, waitForApp } from './site.ts';
import { linkIn, siteWithMail } from './mail-site.ts';
import { ownerSetsPayments, signedInStaff } from './staff.ts';

const SHOTS = path.join(os.tmpdir(), 'card-payment-journey');
const PASSWORD = 'lagoon heron mango';
const GUEST = { guestName: 'Amara Silva', guestEmail: 'amara.silva@example.com' };
const ACCOUNT = {
  merchantId: '1211149',
  merchantSecret: 'a-sandbox-secret-of-our-own',
  appId: '4OVx0000',
  appSecret: 'an-app-secret-of-our-own',
};
/** Back from PayHere, the pay page asks again every 3 s until the notification is in (issue 38 §1). */
const RECEIVED_WITHIN_MS = 15_000;

/**
 * The headings in the brand font, which the app brings once it has started (decision 014): a
 * screenshot taken sooner shows the device's serif.
 */
async function readyForShot(page: Page) {
  await waitForApp(page);
  await expect
    .poll(() => page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily))
    .toMatch(/^"Cormorant Garamond/);
}

const relative = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('a deposit paid by card through PayHere, and sent back to the card', () => {
  let fake: FakePayHere | undefined;
  const payhere = () => {
    if (!fake) throw new Error('The fake PayHere starts before the site');
    return fake;
  };
  // Before the site, which is given its address; closed after the site (after hooks run in reverse).
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    fake = await startFakePayHere(ACCOUNT);
  });
  afterAll(async () => {
    await fake?.close();
  });
  // PUBLIC_URL is the site's own loopback address (tests/helpers/demo-site.ts), so the fake's
  // notification reaches /api/payhere/notify over HTTP, as PayHere's would.
  const {
    started,
    mailTo,
    expectReceipt: receiptTo,
  } = siteWithMail({
    env: () => ({
      PAYHERE_MERCHANT_ID: ACCOUNT.merchantId,
      PAYHERE_MERCHANT_SECRET: ACCOUNT.merchantSecret,
      PAYHERE_APP_ID: ACCOUNT.appId,
      PAYHERE_APP_SECRET: ACCOUNT.appSecret,
      PAYHERE_BASE_URL: payhere().url,
    }),
  });
  const mailToGuest = (subject: RegExp) => mailTo(GUEST.guestEmail, subject);
  /** The guest's receipt mail and its PDF. */
  const expectReceipt = (number: string, amountCents: number) =>
    receiptTo(GUEST.guestEmail, number, amountCents);

  it('pays the deposit by card on a phone, and the team sends it back to the card', async () => {
    const { site, browser } = started();

    // The owner offers card payment beside the bank transfer (issue 38 §5).
    const settings = await ownerSetsPayments(browser, site, {
      bankDetails: 'Commercial Bank of Ceylon, Galle branch\nAccount 8001 2345 6789',
      paymentInstructions: '',
      cardPayments: true,
    });
    expect(settings.cardGateway).toBe('PayHere');

    // A guest asks for a stay a month or more ahead: a deposit now, the balance later.
    const { villa, freshStay } = await villaWithFreeStays(site.app);
    const guest = await openPage(browser, site, VIEWPORTS.phone);
    const requested = await guest.context.request.post('/api/bookings', {
      data: { villaId: villa.id, ...GUEST, ...freshStay(), adults: 2 },
    });
    expect(requested.status()).toBe(201);
    const booking = (await requested.json()) as { id: string };

    // The manager confirms it from a phone.
    const manager = await signedInStaff(browser, site, {
      name: 'Ravi Fernando',
      email: 'ravi@villas.test',
      role: 'manager',
      password: PASSWORD,
    });
    const { page } = manager;
    await page.goto(`/console/bookings/${booking.id}`);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const money = page.getByRole('region', { name: 'Payments' });
    await money.getByRole('button', { name: 'Record a payment' }).waitFor();
    const account = async () =>
      (await (
        await page.request.get(`/api/console/bookings/${booking.id}/account`)
      ).json()) as AccountView;
    const [deposit] = (await account()).installments;
    if (deposit?.kind !== 'deposit') throw new Error('No deposit');
    const depositText = formatCents(deposit.amountCents);

    // The confirmation offers the deposit by card, with the booking's own link.
    const confirmation = (await mailToGuest(/ is confirmed$/)).parsed.text ?? '';
    const payByCard = `Pay ${depositText} by card`;
    expect(confirmation).toContain(payByCard);
    const payLink = linkIn(confirmation.slice(confirmation.indexOf(payByCard)), '/booking/');
    expect(new URL(payLink).pathname).toBe(`/booking/${booking.id}`);

    // On the phone, what is owed comes first, with the card's buttons.
    await visit(guest.page, relative(payLink));
    const next = guest.page.getByRole('region', {
      name: `Next: the deposit of ${depositText} by ${formatStayDate(deposit.dueOn)}`,
    });
    const payButton = next.getByRole('button', { name: payByCard });
    await payButton.waitFor();
    await next.getByRole('button', { name: /^Pay everything left, \$[\d,]+, by card$/ }).waitFor();
    await expectAccessible(guest.page, 'the booking page with the card buttons at 390 px');
    await next.scrollIntoViewIfNeeded();
    await readyForShot(guest.page);
    await guest.page.screenshot({ path: path.join(SHOTS, 'booking-pay-buttons-phone.png') });

    // The same on a laptop.
    const laptop = await openPage(browser, site, { width: 1280, height: 800 });
    await visit(laptop.page, relative(payLink));
    const laptopNext = laptop.page.getByRole('region', { name: /^Next: the deposit/ });
    await laptopNext.getByRole('button', { name: payByCard }).waitFor();
    await laptopNext.scrollIntoViewIfNeeded();
    await readyForShot(laptop.page);
    await laptop.page.screenshot({ path: path.join(SHOTS, 'booking-pay-buttons-laptop.png') });

    // The guest pays the deposit: the pay page, PayHere's page, and back.
    await payButton.click();
    await guest.page.getByRole('heading', { level: 1, name: payByCard }).waitFor();
    await readyForShot(guest.page);
    const address = new URL(guest.page.url());
    expect(address.pathname).toBe(`/booking/${booking.id}`);
    expect(address.searchParams.get('pay')).toMatch(/^[0-9a-f]{24}$/);
    const payPage = guest.page.url();
    // PayHere needs a Referer of the checkout's form: this page sends our origin, and only that.
    const payAnswer = await guest.context.request.get(payPage);
    expect(payAnswer.headers()['referrer-policy']).toBe('strict-origin');
    await expectAccessible(guest.page, 'the pay page at 390 px');
    await guest.page.screenshot({ path: path.join(SHOTS, 'pay-page-phone.png') });
    await guest.page.getByRole('button', { name: 'Continue to PayHere' }).click();
    await guest.page.getByRole('heading', { name: 'PayHere checkout (test)' }).waitFor();
    // PayHere's notification is late: the guest is back first, and the page waits for it.
    payhere().holdNotifications = true;
    await guest.page.getByRole('button', { name: 'Pay', exact: true }).click();
    await guest.page
      .getByRole('heading', { name: "We are waiting for the card company's confirmation" })
      .waitFor();
    expect(guest.page.url()).toBe(payPage);
    await readyForShot(guest.page);
    await expectAccessible(guest.page, 'the pay page waiting at 390 px');
    await guest.page.screenshot({ path: path.join(SHOTS, 'payment-waiting-phone.png') });
    // The same page on the laptop, which holds the booking's cookie too.
    await visit(laptop.page, relative(payPage));
    await laptop.page
      .getByRole('heading', { name: "We are waiting for the card company's confirmation" })
      .waitFor();
    await readyForShot(laptop.page);
    await laptop.page.screenshot({ path: path.join(SHOTS, 'payment-waiting-laptop.png') });
    payhere().holdNotifications = false;
    expect(await payhere().sendHeld()).toEqual([200]);
    // The page asks again by itself, and says so once the server has PayHere's word.
    await guest.page
      .getByRole('heading', { name: 'Payment received, your receipt is on its way' })
      .waitFor({ timeout: RECEIVED_WITHIN_MS });
    await guest.page
      .getByRole('heading', { level: 1, name: `Your card payment of ${depositText}` })
      .waitFor();
    await readyForShot(guest.page);
    await guest.page.screenshot({ path: path.join(SHOTS, 'payment-received-phone.png') });
    await laptop.page
      .getByRole('heading', { name: 'Payment received, your receipt is on its way' })
      .waitFor({ timeout: RECEIVED_WITHIN_MS });
    await laptop.page.screenshot({ path: path.join(SHOTS, 'payment-received-laptop.png') });
    laptop.expectClean();
    await laptop.context.close();

    // An address with a payment that is not this booking's: the page says so, with a 404.
    const unknown = await guest.page.goto(`/booking/${booking.id}?pay=not-a-payment`);
    expect(unknown?.status()).toBe(404);
    await guest.page.getByText('We could not find this payment.').waitFor();

    // PayHere notified the site once, and the site recorded it: a receipt with its PDF.
    const [payment] = payhere().payments;
    expect(payhere().notifications.map((n) => n.answer)).toEqual([200]);
    if (!payment) throw new Error('PayHere took no payment');
    const paid = (await account()).entries.find((entry) => entry.kind === 'payment');
    expect(paid).toMatchObject({
      amountCents: deposit.amountCents,
      method: 'card_online',
      reference: payment.paymentId,
    });
    const receipt = paid?.receiptNumber ?? '';
    await expectReceipt(receipt, deposit.amountCents);

    // The manager sees it on the booking's page, paid by card online.
    await page.reload();
    const recorded = money.getByRole('list', { name: 'Payments and refunds recorded' });
    const entry = recorded.getByRole('listitem').filter({ hasText: receipt });
    await expect
      .poll(() => entry.textContent())
      .toContain(
        `${receipt} · Payment of ${depositText}, ${formatStayDate(paid?.receivedOn ?? '')} · Card online · ${payment.paymentId}`,
      );
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'console-card-payment-phone.png') });

    // The team cancels the booking, and sends the deposit back to the card (issue 38 §4).
    const cancelled = await page.request.post(`/api/console/bookings/${booking.id}/cancel`, {
      data: { reason: 'The villa is closed for repairs' },
      headers: { origin: site.baseUrl },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await page.reload();
    await entry.getByRole('button', { name: `Refund to the card ${receipt}` }).click();
    const sheet = page.getByRole('dialog', { name: 'Refund to the card' });
    await sheet
      .getByRole('textbox', { name: /Amount to send back/ })
      .fill(centsToDollarsText(deposit.amountCents));
    await page.screenshot({ path: path.join(SHOTS, 'console-refund-to-card-phone.png') });
    await sheet.getByRole('button', { name: 'Send back to the card' }).click();
    await sheet.waitFor({ state: 'detached' });
    const status = money.getByRole('status');
    await expect
      .poll(() => status.textContent())
      .toContain(`Refund of ${depositText} sent back to the card, recorded as R-`);
    const refundReceipt = /R-\d{4}-\d{4}/.exec((await status.textContent()) ?? '')?.[0] ?? '';
    expect(refundReceipt).not.toBe(receipt);
    expect(payment.refundedCents).toBe(deposit.amountCents);

    // The guest gets the refund's receipt.
    const refundMail = await expectReceipt(refundReceipt, deposit.amountCents);
    expect(refundMail.parsed.text).toContain('We have sent you a refund');

    // The Payments room lists the try, paid, with PayHere's payment id (issue 38 §3).
    await visit(page, '/console/payments?list=card');
    const tries = page.getByRole('main');
    await expect.poll(() => tries.textContent()).toContain(payment.paymentId);
    await expectAccessible(page, 'the Payments room card payments at 390 px');
    await page.screenshot({ path: path.join(SHOTS, 'room-card-payments-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => tries.textContent()).toContain(payment.paymentId);
    await page.screenshot({ path: path.join(SHOTS, 'room-card-payments-laptop.png') });

    manager.expectClean();
    // The address with a payment that is not this booking's answered 404, as it should.
    guest.expectClean([/\?pay=not-a-payment\)$/]);
    await manager.context.close();
    await guest.context.close();
  }, 300_000);
});
