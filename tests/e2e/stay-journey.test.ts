/**
 * Issue 27's journey in Chromium, on the built site with mail going to an SMTP server in the test:
 * the manager confirms a request on a phone, and its "a week before arrival" message shows as
 * scheduled on the booking; the stay is moved and the message moves with it; the job's clock is
 * moved on (its injected `now`) and the guest receives the getting-there e-mail, then, after the
 * stay, the thank-you with the stay's review link; the guest follows it and sends a review; the
 * owner approves it in Moderation, where it is marked a verified stay, and the villa page says
 * "Verified stay". The stay's turnover followed its move. (Housekeeping's day, a turnover's
 * checklist, its problem photos and Today's warnings have their own journey on a phone:
 * console-turnovers.test.ts.)
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, MS_PER_DAY, resortInstant } from '#domain/dates.ts';
import { stayedInLabel, stayedInMonth } from '#domain/review-invites.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import { resortTimeLabel } from '#domain/resort-time-label.ts';
import type { BookingMessages } from '#domain/schemas/guest-message.ts';
import { turnoverTasks } from '#server/db/schema.ts';
import { villaWithFreeStays } from '../helpers/free-stays.ts';
import { expectAccessible, openPage, TILE_ERRORS, visit, VIEWPORTS } from './site.ts';
import { linkIn, siteWithMail } from './mail-site.ts';
import { signedInStaff } from './staff.ts';

const GUEST = { guestName: 'Amara Silva', guestEmail: 'amara.silva@example.com' };
const PASSWORD = 'lagoon heron mango';
const GETTING_THERE = 'Getting there, a week before arrival';

describe('the stay itself: messages on time, a verified review, the villa made ready', () => {
  const { started, mailTo } = siteWithMail();
  const mailToGuest = (subject: RegExp) => mailTo(GUEST.guestEmail, subject);

  it('schedules, moves and sends the messages, takes a verified review, and lists the turnover', async () => {
    const { site, browser } = started();

    // A request three weeks out, so "a week before arrival" is still ahead.
    const { bookFreshStay } = await villaWithFreeStays(site.app);
    const requested = await bookFreshStay(GUEST);
    expect(requested.statusCode).toBe(201);
    const booking = requested.json<BookingCreated>();

    // The manager confirms it on a phone; the booking lists the week-before message, scheduled.
    const manager = await signedInStaff(browser, site, {
      name: 'Ravi Fernando',
      email: 'ravi.stay@villas.test',
      role: 'manager',
      password: PASSWORD,
    });
    const { page } = manager;
    await visit(page, `/console/bookings/${booking.id}`);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const messages = page.getByRole('list', { name: 'Messages to the guest' });
    const gettingThere = messages.getByRole('listitem').filter({ hasText: GETTING_THERE });
    await gettingThere.waitFor();
    const scheduled = async () => {
      const answer = await page.request.get(`/api/console/bookings/${booking.id}/messages`);
      const { messages: all } = (await answer.json()) as BookingMessages;
      return all.find((message) => message.templateName === GETTING_THERE);
    };
    const first = await scheduled();
    expect(first?.status).toBe('scheduled');
    await expect
      .poll(() => gettingThere.textContent())
      .toContain(resortTimeLabel(first?.dueAt ?? ''));
    await expectAccessible(page, "a confirmed booking's messages on a phone");

    // The stay moves a week later, in the booking's "Change the stay" form: the form prices the
    // new dates before anything is saved, and the message moves with the stay.
    const moved = {
      checkInDate: addDays(booking.checkInDate, 7),
      checkOutDate: addDays(booking.checkOutDate, 7),
    };
    await page.getByRole('button', { name: 'Change the stay' }).click();
    const change = page.getByRole('dialog', { name: 'Change the stay' });
    // Check-in first: in between, the stay ends before it begins, which is no stay to price.
    await change.getByLabel('Check-in').fill(moved.checkInDate);
    await change.getByLabel('Check-out').fill(moved.checkOutDate);
    const priced = change.getByRole('region', { name: 'The stay priced again' });
    await expect.poll(() => priced.textContent()).toContain('New total');
    await change.getByLabel(/Reason/).fill('The guest asked for the week after');
    await expectAccessible(page, 'Change the stay, priced again, on a phone');
    await change.getByRole('button', { name: 'Change the stay' }).click();
    await change.waitFor({ state: 'detached' });
    const second = await scheduled();
    expect(second?.status).toBe('scheduled');
    expect(new Date(second?.dueAt ?? 0).getTime() - new Date(first?.dueAt ?? 0).getTime()).toBe(
      7 * MS_PER_DAY,
    );
    await page.reload();
    await expect
      .poll(() => gettingThere.textContent())
      .toContain(resortTimeLabel(second?.dueAt ?? ''));

    // The job's clock, moved on: the week before arrival, then the day after departure.
    await site.app.guestMessageService.sendDue(
      new Date(new Date(second?.dueAt ?? 0).getTime() + 60_000),
    );
    const pre = await mailToGuest(/getting there/i);
    expect(pre.parsed.text).toContain('Villa River Breeze');
    const afterStay = new Date(resortInstant(moved.checkOutDate, 12).getTime() + 2 * MS_PER_DAY);
    await site.app.guestMessageService.sendDue(afterStay);
    const thanks = await mailToGuest(/^Thank you for staying/);
    const reviewLink = linkIn(thanks.parsed.text ?? '', '/review?token=');

    // The guest follows the link, sends a review of their stay.
    const guest = await openPage(browser, site, VIEWPORTS.phone);
    await visit(guest.page, reviewLink.replace(site.baseUrl, ''));
    expect(await guest.page.getByLabel('Name').inputValue()).toBe(GUEST.guestName);
    await guest.page.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await guest.page.getByLabel('Your review').fill('Dawn over the river, and a chef to remember.');
    await guest.page.getByRole('button', { name: 'Submit Review' }).click();
    await expect
      .poll(() => guest.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Thank you for your review');

    // The owner approves it in Moderation, marked a verified stay.
    const owner = await signedInStaff(browser, site, {
      name: 'Nadee Perera',
      email: 'nadee.stay@villas.test',
      role: 'owner',
      password: PASSWORD,
    });
    await visit(owner.page, '/console/moderation');
    const card = owner.page.getByRole('article').filter({ hasText: 'Dawn over the river' });
    await expect.poll(() => card.textContent()).toContain('Verified stay');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => card.count()).toBe(0);
    site.app.readCache.invalidate();

    await visit(guest.page, '/villa/villa-river-breeze');
    const review = guest.page
      .locator('#guest-reviews article')
      .filter({ hasText: GUEST.guestName });
    await expect.poll(() => review.textContent()).toContain('Verified stay');
    expect(await review.textContent()).toContain(stayedInLabel(stayedInMonth(moved.checkInDate)));

    // The stay's turnover followed it: due from its new departure, never made twice.
    const tasks = await site.database.db
      .select()
      .from(turnoverTasks)
      .where(eq(turnoverTasks.bookingId, booking.id));
    expect(tasks.map((task) => [task.departureOn, task.status])).toEqual([
      [moved.checkOutDate, 'open'],
    ]);

    // While the dates were typed one after the other, the stay in between may be one the villa
    // refuses (too short, say): the form shows the server's words, and Chromium logs the 400.
    manager.expectClean([/change\/preview/]);
    guest.expectClean([...TILE_ERRORS]);
    owner.expectClean();
    await Promise.all([manager, guest, owner].map((w) => w.context.close()));
  });
});
