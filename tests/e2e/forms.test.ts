import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import { contactInquiries, transportRequests } from '#server/db/schema.ts';
import { SITEMAP_PAGES } from '#server/pages/seo.ts';
import {
  expectAccessible,
  followInApp,
  openPage,
  siteAndBrowser,
  VIEWPORTS,
  visit,
} from './site.ts';

/** The sitemap's pages without data lists (home and the villa list have browse.test.ts). */
const STATIC_PAGES = SITEMAP_PAGES.filter((path) => path !== '/' && path !== '/villas');

/** A date safely ahead of today in both the visitor's and the resort's time zone. */
const inTwoWeeks = addDays(resortToday(), 14);

describe('the static pages and their forms', () => {
  const e2e = siteAndBrowser();

  it('a guest writes to the team: the message is sent, stored and the form is empty again', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    await visit(page, '/contact');
    await expect.poll(() => page.title()).toMatch(/^Contact Us/);

    const name = page.getByRole('textbox', { name: 'Full Name' });
    const email = page.getByRole('textbox', { name: 'Email Address' });
    const type = page.getByRole('combobox', { name: 'Inquiry Type' });
    await name.fill('Margot Lindqvist');
    await email.fill('margot@example.com');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('+46 70 123 45 67');
    await type.selectOption({ label: 'Special Events' });
    await page.getByRole('textbox', { name: 'Subject' }).fill('A 40th birthday in February');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Twelve friends, one long dinner on the beach. Is Ahangama Villa free?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByText('Message Sent Successfully!').waitFor();
    await page
      .getByText("Thank you for contacting us. We'll get back to you within 24 hours.")
      .waitFor();
    expect(await name.inputValue()).toBe('');
    expect(await email.inputValue()).toBe('');
    expect(await type.inputValue()).toBe('GENERAL');

    const rows = await e2e.site.database.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.email, 'margot@example.com'));
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Margot Lindqvist',
        phone: '+46 70 123 45 67',
        subject: 'A 40th birthday in February',
        inquiryType: 'EVENTS',
        status: 'NEW',
      }),
    ]);
    watched.expectClean();
  });

  it('the contact form names what is missing and sends nothing', async () => {
    const watched = await openPage(e2e.browser, e2e.site);
    const { page } = watched;
    const stored = async () => (await e2e.site.database.db.select().from(contactInquiries)).length;
    const before = await stored();
    await visit(page, '/contact');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('not-an-address');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Full name is required').waitFor();
    await page
      .getByText('Email address must be a valid e-mail address, like name@example.com')
      .waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('textbox', { name: 'Full Name' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    expect(await stored()).toBe(before);
    watched.expectClean();
  });

  it('a guest asks for a transport quote and gets a reference; the request is stored', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    await visit(page, '/transport');
    await page.getByRole('button', { name: 'Get Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get a Quote' });
    await dialog.waitFor();

    await dialog.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'Local Tour' });
    await dialog.getByRole('combobox', { name: 'From' }).fill('Villa River Breeze, Weligama');
    await dialog.getByRole('combobox', { name: 'To' }).fill('Yala National Park');
    await dialog.getByLabel('Date').fill(inTwoWeeks);
    await dialog.getByRole('combobox', { name: 'Passengers' }).selectOption('6');
    // Six passengers do not fit the sedan: the van is chosen.
    expect(await dialog.getByRole('radio', { name: /^Sedan Car/ }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('radio', { name: /^Van/ }).isChecked()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Kai Nakamura');
    await dialog.getByRole('textbox', { name: 'Email Address' }).fill('kai@example.com');
    await dialog.getByRole('textbox', { name: 'Notes (optional)' }).fill('Early start, please');
    await dialog.getByRole('button', { name: 'Request Quote' }).click();

    const reference = dialog.getByText(/^TR-[0-9A-Z]{6}$/);
    await reference.waitFor();
    const shown = (await reference.textContent()) ?? '';
    await dialog.getByText(`Thank you, your reference is ${shown}.`, { exact: false }).waitFor();

    const [row] = await e2e.site.database.db
      .select()
      .from(transportRequests)
      .where(eq(transportRequests.reference, shown));
    expect(row).toMatchObject({
      kind: 'QUOTE',
      service: 'TOUR',
      fromPlace: 'Villa River Breeze, Weligama',
      toPlace: 'Yala National Park',
      date: inTwoWeeks,
      passengers: 6,
      vehicleType: 'VAN',
      email: 'kai@example.com',
      priceCents: null,
    });

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    watched.expectClean();
  });

  it('Book Transport opens a booking with the live airport-transfer price', async () => {
    const watched = await openPage(e2e.browser, e2e.site);
    const { page } = watched;
    await visit(page, '/transport');
    await page.getByRole('button', { name: 'Book Transport' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Book Transport' });
    await dialog.getByText('Airport transfer by sedan car, per direction').waitFor();
    expect(await dialog.getByText('$50', { exact: true }).count()).toBe(1);
    await dialog.getByRole('radio', { name: /^Van/ }).check();
    await dialog.getByText('$80', { exact: true }).waitFor();
    await expectAccessible(page, 'the transport booking dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    watched.expectClean();
  });

  for (const [label, viewport] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const) {
    it(`the static pages pass axe on a ${label}, with a transport dialog open too`, async () => {
      const watched = await openPage(e2e.browser, e2e.site, viewport);
      const { page } = watched;
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      // The first page is loaded, the others opened as the site's links open them (decision 125);
      // each page's first load is in server-rendering.test.ts and smoke.test.ts.
      const heading = page.getByRole('heading', { level: 1 });
      let before: string | null = null;
      for (const [index, path] of STATIC_PAGES.entries()) {
        if (index === 0) await visit(page, path);
        else await followInApp(page, path);
        await expect.poll(() => new URL(page.url()).pathname).toBe(path);
        // Each page has a heading of its own: the page checked is the one just opened.
        await expect.poll(() => heading.textContent()).not.toBe(before);
        before = await heading.textContent();
        await expectAccessible(page, `${path} at ${viewport.width} px`);
        expect(await overflow(), `${path} overflows at ${viewport.width} px`).toBe(0);
        if (viewport === VIEWPORTS.phone) {
          // The narrowest phones we design for: nothing may widen the page. The page is laid out
          // again at their width rather than loaded again (decision 125).
          await page.setViewportSize(VIEWPORTS.small);
          expect(await page.evaluate(() => window.innerWidth)).toBe(VIEWPORTS.small.width);
          expect(await overflow(), `${path} overflows at ${VIEWPORTS.small.width} px`).toBe(0);
          await page.setViewportSize(viewport);
        }
      }
      await visit(page, '/transport');
      await page.getByRole('button', { name: 'Custom Itinerary' }).click();
      await page.getByRole('dialog', { name: 'Custom Itinerary' }).waitFor();
      await expectAccessible(page, `the quote dialog at ${viewport.width} px`);
      watched.expectClean();
    });
  }
});
