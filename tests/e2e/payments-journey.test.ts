/**
 * Issue 26's journey in Chromium, on the built site with mail going to an SMTP server in the test:
 * a guest requests a stay; the manager confirms it; the guest's confirmation e-mail shows the
 * deposit, its due date and the bank details the owner keeps; the manager records the deposit on
 * a phone (the booking page's form, in its sheet); the guest receives the receipt with its PDF;
 * the guest's page shows the balance due; the guest cancels more than 7 days before arrival and
 * more than 24 hours after booking, and is offered the policy's 50% of what was paid; the team
 * records that refund, and the guest receives its receipt. axe checks the booking page with each
 * form open.
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, type IsoDate, resortToday } from '#domain/dates.ts';
import { centsToDollarsText, formatCents } from '#domain/money.ts';
import type { AccountView } from '#domain/schemas/payment.ts';
import type { Availability, Villa } from '#domain/schemas/villa.ts';
import { bookings } from '#server/db/schema.ts';
import { dateLabel } from '#server/mail/format.ts';
import { formatStayDate } from '#web/lib/calendar-dates.ts';
import { expectAccessible, openPage, VIEWPORTS } from './site.ts';
import { linkIn, siteWithMail } from './mail-site.ts';
import { ownerSetsPayments, signedInStaff } from './staff.ts';

const SHOTS = path.join(os.tmpdir(), 'payments-journey');
const PASSWORD = 'lagoon heron mango';
const GUEST = { guestName: 'Amara Silva', guestEmail: 'amara.silva@example.com' };
const BANK = 'Commercial Bank of Ceylon, Galle branch\nAccount 8001 2345 6789\nSWIFT CCEYLKLX';

/**
 * The first nights of the villa, at least `from` days ahead, that nobody holds: the stay starts
 * more than 7 days out, so a cancellation then gives back half of what was paid.
 */
function freeStayFrom(availability: Availability, nights: number, from: number) {
  const taken = (day: IsoDate) =>
    availability.blockedDates.some((range) => range.startDate <= day && day <= range.endDate);
  for (let start = from; start < from + 60; start++) {
    const checkInDate = addDays(resortToday(), start);
    const days = Array.from({ length: nights }, (_, i) => addDays(checkInDate, i));
    if (!days.some(taken)) return { checkInDate, checkOutDate: addDays(checkInDate, nights) };
  }
  throw new Error('No free stay in two months');
}

const relative = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe("a booking's money, from the confirmation to the refund", () => {
  const { started, mailTo, expectReceipt: receiptTo } = siteWithMail();
  /** The newest message to the guest whose subject matches, once it has arrived. */
  const mailToGuest = (subject: RegExp) => mailTo(GUEST.guestEmail, subject);
  /** The guest's receipt mail and its PDF. */
  const expectReceipt = (number: string, amountCents: number) =>
    receiptTo(GUEST.guestEmail, number, amountCents);
  beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true });
  });

  it('confirms, records the deposit on a phone, cancels at 50% of what was paid, and refunds it', async () => {
    const { site, browser } = started();

    // The owner keeps the bank details, and the balance is due 7 days before arrival, so a stay
    // two weeks ahead has a deposit and a balance (issue 26 §1).
    await ownerSetsPayments(browser, site, {
      bankDetails: BANK,
      paymentInstructions: 'Please write your booking reference on the transfer.',
    });

    // A guest asks for a stay that starts two weeks or more ahead.
    const villa = (await site.app.inject({ url: '/api/villas/villa-river-breeze' })).json<Villa>();
    const availability = (
      await site.app.inject({ url: `/api/villas/${villa.id}/availability` })
    ).json<Availability>();
    const stay = freeStayFrom(availability, villa.minimumNights, 14);
    const guest = await openPage(browser, site, VIEWPORTS.phone);
    const requested = await guest.context.request.post('/api/bookings', {
      data: { villaId: villa.id, ...GUEST, ...stay, adults: 2 },
    });
    expect(requested.status()).toBe(201);
    const booking = (await requested.json()) as { id: string; reference: string };
    const received = await mailToGuest(/received your booking request/i);
    const guestLink = relative(linkIn(received.parsed.text ?? '', '/booking/'));

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
    const confirmed = await account();
    const [deposit, balance] = confirmed.installments;
    expect(deposit?.kind).toBe('deposit');
    expect(balance?.kind).toBe('balance');
    if (!deposit || !balance) throw new Error('No deposit');

    // The guest's confirmation: the deposit, its due date and the bank details.
    const confirmation = await mailToGuest(/ is confirmed$/);
    const mailed = confirmation.parsed.text ?? '';
    expect(mailed).toMatch(new RegExp(`Deposit,( due)? by ${dateLabel(deposit.dueOn)}`));
    expect(mailed).toContain(formatCents(deposit.amountCents));
    expect(mailed).toMatch(new RegExp(`Balance,( due)? by ${dateLabel(balance.dueOn)}`));
    expect(mailed).toContain('Account 8001 2345 6789');
    expect(mailed).toContain('SWIFT CCEYLKLX');

    // The manager records the deposit on the phone: the sheet suggests it, with a number keypad.
    await money.getByRole('button', { name: 'Record a payment' }).click();
    const form = page.getByRole('dialog', { name: 'Record a payment' });
    const amount = form.getByRole('textbox', { name: /Amount received/ });
    expect(await amount.inputValue()).toBe(centsToDollarsText(deposit.amountCents));
    expect(await amount.getAttribute('inputmode')).toBe('decimal');
    await form.getByRole('combobox', { name: /How it was paid/ }).selectOption('bank_transfer');
    await form.getByRole('textbox', { name: /Reference/ }).fill('HNB 4471');
    await expectAccessible(page, 'the booking page with the payment form open at 390 px');
    const sheet = await form.boundingBox();
    expect(sheet && sheet.y + sheet.height).toBeCloseTo(VIEWPORTS.phone.height, -1);
    await page.screenshot({ path: path.join(SHOTS, 'record-payment-phone.png') });
    await form.getByRole('button', { name: 'Record payment' }).click();
    await form.waitFor({ state: 'detached' });
    const status = money.getByRole('status');
    await expect.poll(() => status.textContent()).toMatch(/recorded as R-\d{4}-\d{4}/);
    const paymentReceipt = /R-\d{4}-\d{4}/.exec((await status.textContent()) ?? '')?.[0] ?? '';
    expect(await status.textContent()).toContain(
      `Payment of ${formatCents(deposit.amountCents)} recorded as ${paymentReceipt}`,
    );
    await money.getByRole('link', { name: paymentReceipt }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'deposit-recorded-phone.png'), fullPage: true });

    // The guest receives the receipt, with its PDF.
    await expectReceipt(paymentReceipt, deposit.amountCents);

    // The guest's page shows what was paid and the balance due.
    await guest.page.goto(guestLink);
    const main = guest.page.locator('main');
    await expect
      .poll(() => main.textContent())
      .toContain(
        `Paid ${formatCents(deposit.amountCents)} of ${formatCents(confirmed.totalCents)}; ${formatCents(confirmed.totalCents - deposit.amountCents)} still to pay.`,
      );
    await main.getByRole('link', { name: new RegExp(paymentReceipt) }).waitFor();
    // What is owed next comes first, under the status, with the ways to pay (issue 38 §1).
    const next = main.getByRole('region', {
      name: `Next: the balance of ${formatCents(balance.amountCents)} by ${formatStayDate(balance.dueOn)}`,
    });
    await next.getByText('SWIFT CCEYLKLX', { exact: false }).waitFor();
    expect(
      await next.evaluate((section) => {
        const stay = [...document.querySelectorAll('h2')].find(
          (h) => h.textContent === 'Your stay',
        );
        return Boolean(
          stay && section.compareDocumentPosition(stay) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      }),
    ).toBe(true);

    // Booked more than 24 hours ago (the 100% window is over), and more than 7 days before arrival.
    await site.database.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 3 * 24 * 3_600_000) })
      .where(eq(bookings.id, booking.id));
    await guest.page.reload();
    const half = Math.round(deposit.amountCents / 2);
    await guest.page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = guest.page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect
      .poll(() => dialog.getByTestId('refund-amount').textContent())
      .toBe(formatCents(half));
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Our flights changed');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.waitFor({ state: 'detached' });
    await main.getByRole('heading', { name: 'Cancelled' }).waitFor();

    // The team records the refund: the sheet suggests the refund due.
    await page.reload();
    await money.getByRole('button', { name: 'Record a refund' }).click();
    const refundForm = page.getByRole('dialog', { name: 'Record a refund' });
    const refundAmount = refundForm.getByRole('textbox', { name: /Amount sent back/ });
    expect(await refundAmount.inputValue()).toBe(centsToDollarsText(half));
    await refundForm.getByRole('textbox', { name: /Reference/ }).fill('HNB OUT 0912');
    await expectAccessible(page, 'the booking page with the refund form open at 390 px');
    await page.screenshot({ path: path.join(SHOTS, 'record-refund-phone.png') });
    await refundForm.getByRole('button', { name: 'Record refund' }).click();
    await refundForm.waitFor({ state: 'detached' });
    await expect.poll(() => status.textContent()).toMatch(/Refund of .* recorded as R-\d{4}-\d{4}/);
    const refundReceipt = /R-\d{4}-\d{4}/.exec((await status.textContent()) ?? '')?.[0] ?? '';
    expect(refundReceipt).not.toBe(paymentReceipt);
    const after = await account();
    expect(after.refundedCents).toBe(half);
    expect(after.creditCents).toBe(0);

    // The guest gets the refund's receipt.
    const refundMail = await expectReceipt(refundReceipt, half);
    expect(refundMail.parsed.text).toContain('We have sent you a refund');

    manager.expectClean();
    guest.expectClean();
    await manager.context.close();
    await guest.context.close();
  }, 300_000);
});
