/**
 * The team's console in Chromium (issue 14 §6), on the built site with mail going to an SMTP
 * server in the test: the first start's link makes the owner, who invites a manager by e-mail; the
 * manager confirms a guest's request from a phone and the guest's page and inbox say so; a decline
 * frees the dates on the public calendar; an approved review shows on the villa page; housekeeping
 * reads arrivals without anyone's e-mail address; a session left idle past its limit is sent to
 * the sign-in page; a form on another site cannot act in the console. axe checks every console
 * page at a phone's and a laptop's width.
 *
 * The first start's link exists only while there is no account at all, so that journey has a site
 * of its own. The others share a second site, and each signs in accounts of its own and makes the
 * bookings it reads: any one runs alone (`-t`) or in any order (`--sequence.shuffle`).
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Availability } from '#domain/schemas/villa.ts';
import { staffSessions, staffUsers } from '#server/db/schema.ts';
import { announceSetupLink } from '#server/staff/setup-link.ts';
import { addStaff } from '#server/staff/service.ts';
import { villaWithFreeStays, type FreeStays } from '../helpers/free-stays.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../helpers/smtp-test-server.ts';
import {
  expectAccessible,
  followInApp,
  releaseBrowser,
  workerBrowser,
  openPage,
  startSite,
  VIEWPORTS,
  type Site,
} from './site.ts';
import { goToRoom, joinedStaff, signedInStaff, type NewStaff } from './staff.ts';

const OWNER = { name: 'Nadia Perera', email: 'nadia@villas.test', password: 'lagoon heron mango' };
const MANAGER = { name: 'Ravi Fernando', email: 'ravi@villas.test', password: 'teal pepper kayak' };
const GUEST = { guestName: 'Amara Silva', guestEmail: 'amara.silva@example.com' };

/** A fetch of a signed-out page shows as a 401 in the browser's console: expected there. */
const SIGNED_OUT_NOISE = [/status of 401/];

/** A site whose mail goes to an SMTP server in the test, a browser, and a villa's free stays. */
function siteWithMail() {
  const started: { site?: Site; smtp?: SmtpTestServer; browser?: Browser; stays?: FreeStays } = {};
  beforeAll(async () => {
    const smtp = await startSmtpTestServer();
    const [site, browser] = await Promise.all([
      startSite({ env: { SMTP_URL: smtp.url, TEAM_EMAIL: 'team@villas.test' }, realMailer: true }),
      workerBrowser(),
    ]);
    Object.assign(started, { site, smtp, browser, stays: await villaWithFreeStays(site.app) });
  });
  afterAll(async () => {
    await releaseBrowser(started.browser);
    await started.site?.close();
    await started.smtp?.stop();
  });
  const get = <K extends keyof typeof started>(key: K): NonNullable<(typeof started)[K]> => {
    const value = started[key];
    if (value === undefined) throw new Error('The site starts before the first test');
    return value;
  };

  /** The newest message to this address whose subject matches, once it has arrived. */
  async function mailTo(address: string, subject: RegExp) {
    const find = () =>
      get('smtp')
        .received.filter(
          (m) => m.envelopeTo.includes(address) && subject.test(m.parsed.subject ?? ''),
        )
        .at(-1);
    await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
    const mail = find();
    if (!mail) throw new Error(`No mail to ${address}`);
    return mail;
  }

  /** A guest's request, made as the site's booking modal makes it. */
  async function guestRequest(context: BrowserContext) {
    const stays = get('stays');
    const stay = stays.freshStay();
    const res = await context.request.post('/api/bookings', {
      data: { villaId: stays.villa.id, ...GUEST, ...stay, adults: 2 },
    });
    expect(res.status()).toBe(201);
    const booking = (await res.json()) as { id: string; reference: string };
    return { ...booking, ...stay };
  }

  return {
    get site() {
      return get('site');
    },
    get browser() {
      return get('browser');
    },
    get stays() {
      return get('stays');
    },
    mailTo,
    guestRequest,
  };
}

const linkIn = (text: string, path: string) => {
  const found = text.match(new RegExp(`https?://[^\\s>"]+${path}[^\\s>"]*`));
  if (!found) throw new Error(`No ${path} link in: ${text}`);
  return found[0].replace(/&amp;/g, '&');
};
const relative = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('the console, from the first start to a confirmed stay', () => {
  // The first start's link is printed only while there is no account: a site of its own.
  const run = siteWithMail();

  it('takes a new owner from the first-start link to a manager confirming a request on a phone', async () => {
    const { site, browser, mailTo } = run;
    // The first start prints the link, as an operator sees it.
    let printed = '';
    await announceSetupLink(site.database.db, site.app.config, (line) => (printed = line));
    const setupLink = linkIn(printed, '/console/setup');

    const owner = await openPage(browser, site, VIEWPORTS.phone);
    await owner.page.goto(relative(setupLink));
    await expectAccessible(owner.page, 'the set-up page at 390 px');
    await owner.page.getByLabel('Your name').fill(OWNER.name);
    await owner.page.getByLabel('E-mail').fill(OWNER.email);
    await owner.page.getByLabel('Password').fill(OWNER.password);
    await owner.page.getByRole('button', { name: 'Create the account' }).click();
    await expect
      .poll(() => owner.page.getByRole('heading', { level: 1 }).textContent())
      .toContain(OWNER.name);

    // The owner invites a manager, who gets the link by e-mail.
    await goToRoom(owner.page, 'Staff');
    await owner.page.getByRole('textbox', { name: 'Name', exact: true }).fill(MANAGER.name);
    await owner.page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(MANAGER.email);
    await owner.page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('manager');
    await owner.page.getByRole('button', { name: 'Send invitation' }).click();
    const invitation = await mailTo(MANAGER.email, /invit/i);
    const inviteLink = linkIn(invitation.parsed.text ?? '', '/console/invite');

    const manager = await openPage(browser, site, VIEWPORTS.phone);
    await manager.page.goto(relative(inviteLink));
    await expectAccessible(manager.page, 'the invitation page at 390 px');
    await manager.page.getByLabel('Your name').fill(MANAGER.name);
    await manager.page.getByLabel('Password').fill(MANAGER.password);
    await manager.page.getByRole('button', { name: 'Join the console' }).click();
    await expect
      .poll(() => manager.page.getByRole('heading', { level: 1 }).textContent())
      .toContain(MANAGER.name);

    // A guest asks for a stay; their e-mail holds the link to their booking's page.
    const guest = await openPage(browser, site, VIEWPORTS.phone);
    const request = await run.guestRequest(guest.context);
    const received = await mailTo(GUEST.guestEmail, /received your booking request/i);
    const guestLink = linkIn(received.parsed.text ?? '', '/booking/');

    // The manager finds it among the requests and confirms it.
    await manager.page.getByRole('link', { name: 'Requests' }).click();
    await manager.page.getByRole('link', { name: new RegExp(request.reference) }).click();
    await manager.page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await manager.page
      .getByLabel('Message to the guest (optional)')
      .fill('We look forward to welcoming you.');
    await manager.page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect
      .poll(() => manager.page.getByRole('status').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/confirmed/i)]));

    const confirmation = await mailTo(GUEST.guestEmail, / is confirmed$/);
    expect(confirmation.parsed.text).toContain('We look forward to welcoming you.');
    await guest.page.goto(relative(guestLink));
    await expect.poll(() => guest.page.getByText(/your stay is confirmed/i).count()).toBe(1);

    owner.expectClean();
    manager.expectClean();
    guest.expectClean();
    await guest.context.close();
  });
});

describe("the console's rooms, each journey with accounts and bookings of its own", () => {
  const run = siteWithMail();
  let count = 0;
  /** A new account of `role` for one test, with an address no other test uses. */
  const newStaff = (role: NewStaff['role'], name: string): NewStaff => {
    count += 1;
    return { name, email: `${role}.${count}@villas.test`, role, password: OWNER.password };
  };

  const blockedNights = async (villaId: string) => {
    const answer = await run.site.app.inject({ url: `/api/villas/${villaId}/availability` });
    return answer.json<Availability>().blockedDates;
  };

  it('frees the dates on the public calendar when the manager declines a request', async () => {
    const { site, browser, stays } = run;
    const manager = await signedInStaff(browser, site, newStaff('manager', MANAGER.name));
    const guest = await openPage(browser, site, VIEWPORTS.desktop);
    const request = await run.guestRequest(guest.context);
    expect((await blockedNights(stays.villa.id)).map((b) => b.startDate)).toContain(
      request.checkInDate,
    );

    await manager.page.goto(`/console/bookings/${request.id}`);
    await manager.page.getByRole('button', { name: 'Decline', exact: true }).click();
    await manager.page
      .getByRole('textbox', { name: 'Message to the guest', exact: true })
      .fill('The villa is closed for repairs that week; we are sorry.');
    await manager.page.getByRole('button', { name: 'Decline request' }).click();
    await expect
      .poll(() => manager.page.getByRole('status').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/declined/i)]));

    // The calendar the villa page reads has the nights free again, and a new guest can take them.
    expect((await blockedNights(stays.villa.id)).map((b) => b.startDate)).not.toContain(
      request.checkInDate,
    );
    const again = await guest.context.request.post('/api/bookings', {
      data: {
        villaId: stays.villa.id,
        guestName: 'Second Guest',
        guestEmail: 'second@example.com',
        checkInDate: request.checkInDate,
        checkOutDate: request.checkOutDate,
        adults: 2,
      },
    });
    expect(again.status()).toBe(201);
    const declined = await run.mailTo(GUEST.guestEmail, /could not be confirmed/);
    expect(declined.parsed.text).toContain('closed for repairs');
    await guest.context.close();
    await manager.context.close();
  });

  it('shows a review on the villa page once the owner approves it', async () => {
    const { site, browser, stays } = run;
    const owner = await signedInStaff(browser, site, newStaff('owner', OWNER.name));
    const comment = 'The sunrise over the river from the deck was unforgettable.';
    const posted = await site.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { villaId: stays.villa.id, name: 'Lena Becker', rating: 5, comment },
    });
    expect(posted.statusCode).toBe(201);
    const villaPage = `/villa/${stays.villa.slug}`;
    expect((await site.app.inject({ url: villaPage })).body).not.toContain(comment);

    await owner.page.goto('/console/moderation');
    await owner.page.getByRole('button', { name: 'Approve the review by Lena Becker' }).click();
    await expect
      .poll(() => owner.page.getByRole('status').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringMatching(/approved/i)]));

    const visitor = await openPage(browser, site, VIEWPORTS.phone);
    await visitor.page.goto(villaPage);
    await expect.poll(() => visitor.page.getByText(comment).count()).toBeGreaterThan(0);
    await visitor.context.close();
    await owner.context.close();
  });

  it('shows housekeeping the arrivals by name, with no e-mail address anywhere', async () => {
    const { site, browser } = run;
    const guest = await openPage(browser, site, VIEWPORTS.phone);
    const request = await run.guestRequest(guest.context);
    await guest.context.close();
    const housekeeping = await joinedStaff(browser, site, {
      name: 'Kumari',
      email: 'kumari@villas.test',
      role: 'housekeeping',
      password: 'coconut palm shade',
    });

    await housekeeping.page.goto(`/console/calendar?from=${request.checkInDate}`);
    await expect
      .poll(() => housekeeping.page.getByText(GUEST.guestName).count())
      .toBeGreaterThan(0);
    const text = await housekeeping.page.locator('body').innerText();
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
    expect(text).not.toMatch(/\$\s?\d/);
    const rooms = await housekeeping.page.getByRole('navigation', { name: 'Console' }).innerText();
    expect(rooms).not.toMatch(/Requests|Bookings|Messages|Moderation|Staff|Audit/);
    await expectAccessible(housekeeping.page, 'the calendar for housekeeping at 390 px');
    housekeeping.expectClean();
    await housekeeping.context.close();
  });

  it('sends a session idle past its limit to the sign-in page', async () => {
    const { site, browser } = run;
    const staff = newStaff('manager', MANAGER.name);
    const manager = await signedInStaff(browser, site, staff);
    const [account] = await site.database.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, staff.email));
    await site.database.db
      .update(staffSessions)
      .set({ updatedAt: sql`now() - interval '13 hours'` })
      .where(eq(staffSessions.userId, account?.id ?? ''));

    // The phone is picked up again the next morning.
    await manager.page.goto('/console/requests');
    await expect.poll(() => new URL(manager.page.url()).pathname).toBe('/console/login');
    expect(new URL(manager.page.url()).searchParams.get('next')).toBe('/requests');
    await expect.poll(() => manager.page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    manager.expectClean(SIGNED_OUT_NOISE);
    await manager.context.close();
  });

  it('refuses a form on another site that posts to the console', async () => {
    const { site, browser } = run;
    const owner = await signedInStaff(browser, site, newStaff('owner', OWNER.name));
    const before = await site.database.db.select({ id: staffUsers.id }).from(staffUsers);
    const attacker = owner.context;
    await attacker.route('http://evil.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><form method="post" enctype="text/plain"
          action="${site.baseUrl}/api/console/staff">
          <input name='{"email":"mallory@evil.test","name":"Mallory","role":"owner","x":"' value='"}'>
          </form><script>document.forms[0].submit()</script>`,
      }),
    );
    const page = await attacker.newPage();
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/console/staff'));
    await page.goto('http://evil.test/');
    expect((await answer).status()).toBe(403);
    const after = await site.database.db.select({ id: staffUsers.id }).from(staffUsers);
    expect(after.length).toBe(before.length);
    await page.close();
    await owner.context.close();
  });

  it.each([
    ['phone', VIEWPORTS.phone],
    ['laptop', VIEWPORTS.desktop],
  ] as const)(
    'has no accessibility violations on any console page at %s width',
    async (_, size) => {
      const { site, browser } = run;
      // An owner's account to sign in with, and a stay the team has confirmed.
      const owner = newStaff('owner', OWNER.name);
      const account = await signedInStaff(browser, site, owner, size);
      const confirmed = await run.guestRequest(account.context);
      const confirming = await account.context.request.post(
        `/api/console/bookings/${confirmed.id}/confirm`,
        { data: {}, headers: { origin: site.baseUrl } },
      );
      expect(confirming.ok()).toBe(true);
      await account.context.close();

      const seen = await openPage(browser, site, size);
      // The pages of one-time links: an invitation, and a set-up link already used.
      const { link } = await addStaff(
        site.database.db,
        { id: null, name: 'test', ip: null },
        { email: `axe.${size.width}@villas.test`, name: 'Sanjeewa', role: 'housekeeping' },
        site.app.config.publicUrl,
      );
      await seen.page.goto(relative(link.url));
      await seen.page.getByRole('button', { name: 'Join the console' }).waitFor();
      await expectAccessible(seen.page, `the invitation page at ${size.width} px`);
      await seen.page.goto('/console/setup?token=already-used');
      await expect.poll(() => seen.page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await seen.page.waitForLoadState('networkidle');
      await expectAccessible(seen.page, `a spent set-up link at ${size.width} px`);

      await seen.page.goto('/console/login');
      await seen.page.getByLabel('E-mail').fill(owner.email);
      await seen.page.getByLabel('Password').fill(owner.password);
      await expectAccessible(seen.page, `the sign-in page at ${size.width} px`);
      await seen.page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => new URL(seen.page.url()).pathname).toBe('/console/');

      const contact = await site.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Jonas Weber',
          email: 'jonas@example.com',
          subject: 'A surfing lesson for two',
          message: 'Can you arrange a beginners lesson at Weligama bay?',
        },
      });
      expect(contact.statusCode).toBe(201);
      const pages = [
        '/console/',
        '/console/calendar',
        '/console/requests',
        '/console/bookings',
        `/console/bookings/${confirmed.id}`,
        '/console/payments?list=due',
        '/console/payments/settings',
        '/console/currencies',
        '/console/moderation',
        '/console/messages',
        '/console/messages/templates',
        `/console/messages/contact/${contact.json<{ id: string }>().id}`,
        '/console/staff',
        '/console/audit',
        '/console/sessions',
      ];
      // The console signed in at /console/; each room is then opened as its links open it.
      await seen.page.waitForLoadState('networkidle');
      const heading = seen.page.getByRole('heading', { level: 1 });
      let before: string | null = null;
      for (const address of pages) {
        await followInApp(seen.page, address);
        await expect.poll(() => seen.page.url()).toBe(`${site.baseUrl}${address}`);
        await expect.poll(() => heading.count()).toBe(1);
        // Each room has a heading of its own: the room checked is the one just opened.
        await expect.poll(() => heading.textContent()).not.toBe(before);
        before = await heading.textContent();
        await expectAccessible(seen.page, `${address} at ${size.width} px`);
      }
      // The spent set-up link: its check answers 404, which the page explains.
      seen.expectClean([/status of 404.*\/api\/console\/setup/]);
      await seen.context.close();
    },
    // Seventeen pages, each loaded, settled and checked: about 65 s alone, twice that on a
    // machine busy with another run.
    240_000,
  );
});
