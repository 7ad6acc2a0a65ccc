/**
 * The guest messages' screenshots (issue 27 §1), for `npm run screenshots`: the templates, the
 * editor of the week-before message with its preview filled with a real stay, an unknown variable
 * refused beside the message, and a booking's messages (sent, scheduled, skipped with the reason)
 * with "Send now" asking first. Its data: a stay ten days ahead with an airport pickup, confirmed
 * by the owner (which schedules its messages), one of them skipped with a reason.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { stayCrossesBlocked } from '#domain/calendar.ts';
import { addDays, resortToday } from '#domain/dates.ts';
import type { BookingMessages } from '#domain/schemas/guest-message.ts';
import type { Availability, Villa } from '#domain/schemas/villa.ts';
import type { Site } from '../tests/helpers/demo-site.ts';

const VILLA = 'villa-river-breeze';

/** The stay the booking's messages are of: made once, for both widths. */
let stayId: string | null = null;

/** A free stay of the villa's minimum nights, starting `daysAhead` days from today or later. */
async function freeStay(site: Site, daysAhead: number) {
  const villa = (await site.app.inject({ url: `/api/villas/${VILLA}` })).json<Villa>();
  const { blockedDates } = (
    await site.app.inject({ url: `/api/villas/${villa.id}/availability` })
  ).json<Availability>();
  let checkIn = addDays(resortToday(), daysAhead);
  while (stayCrossesBlocked(checkIn, addDays(checkIn, villa.minimumNights), blockedDates)) {
    checkIn = addDays(checkIn, 1);
  }
  return { villaId: villa.id, checkIn, checkOut: addDays(checkIn, villa.minimumNights) };
}

/** A stay confirmed by the owner signed in on `page`, its day-before message skipped. */
async function confirmedStay(page: Page, site: Site): Promise<string> {
  const call = async <T>(url: string, data: object | null, status: number) => {
    const answer = data
      ? await page.request.post(url, { data, headers: { origin: site.baseUrl } })
      : await page.request.get(url);
    if (answer.status() !== status) throw new Error(`${url}: ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const stay = await freeStay(site, 10);
  const { id } = await call<{ id: string }>(
    '/api/bookings',
    {
      villaId: stay.villaId,
      guestName: 'Hannah Müller',
      guestEmail: 'hannah@example.com',
      checkInDate: stay.checkIn,
      checkOutDate: stay.checkOut,
      adults: 2,
      airportPickup: true,
      vehicleType: 'CAR',
    },
    201,
  );
  await call(`/api/console/bookings/${id}/confirm`, {}, 200);
  const { messages } = await call<BookingMessages>(
    `/api/console/bookings/${id}/messages`,
    null,
    200,
  );
  const dayBefore = messages.find(
    (message) => message.status === 'scheduled' && message.timing.includes('day before'),
  );
  if (dayBefore) {
    await call(
      `/api/console/bookings/${id}/messages/${dayBefore.id}/skip`,
      { reason: 'Hannah asked us to call her the day before instead.' },
      200,
    );
  }
  return id;
}

export async function guestMessageShots(page: Page, site: Site, width: number, outDir: string) {
  const shot = (name: string, fullPage = false) =>
    page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage });
  stayId ??= await confirmedStay(page, site);

  await page.goto('/console/messages/templates');
  await page.getByRole('list', { name: 'Templates' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shot('console-guest-messages', true);

  await page.getByRole('link', { name: /^Edit Getting there/ }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByText(/^Filled with/).waitFor();
  await page.waitForTimeout(300);
  await shot('console-guest-message-editor');
  // A frame is drawn blank in a full-page shot: the preview is shot where it stands, on a
  // laptop beside the message being written.
  const body = page.getByRole('textbox', { name: /^Message/ });
  await (width < 700 ? preview : body).evaluate((element) =>
    element.scrollIntoView({ block: 'start' }),
  );
  await page.waitForTimeout(300);
  await shot('console-guest-message-preview');

  // An unknown variable, refused beside the message with its name.
  await body.press('ControlOrMeta+Home');
  await body.pressSequentially('Hello {guest_name}, ');
  await page.getByRole('button', { name: 'Save the template' }).click();
  const refusal = page.getByText(/^The message uses \{guest_name\}/);
  await refusal.waitFor();
  await refusal.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  await shot('console-guest-message-error');

  await page.goto(`/console/bookings/${stayId}`);
  const messages = page.getByRole('region', { name: 'Guest messages' });
  await messages.getByRole('list', { name: 'Messages to the guest' }).waitFor();
  await page.waitForLoadState('networkidle');
  await messages.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.waitForTimeout(300);
  await shot('console-booking-messages');
  await messages
    .getByRole('button', { name: /^Send now/ })
    .first()
    .click();
  await messages.getByRole('button', { name: 'Send it now' }).waitFor();
  await page.waitForTimeout(300);
  await shot('console-booking-message-send');
}
