/**
 * Issue 12: nothing a guest types is lost, whenever the app starts (decision 019). Each public
 * form is filled in while the app's script is held back (as on a slow phone, or by a browser's
 * autofill), then the app is let through and the form sent: what reaches the server is exactly
 * what was typed. And each simple form works with JavaScript off: the page answers the post with
 * the success message, or with the field errors and the typed values kept.
 */
import { desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, resortToday } from '#domain/dates.ts';
import { contactInquiries, reviews, testimonials, transportRequests } from '#server/db/schema.ts';
import { HYDRATED_ATTRIBUTE } from '#web/app/hydrated.ts';
import { holdTheApp, openPage, siteAndBrowser, VIEWPORTS, waitForApp } from './site.ts';

/** A date safely ahead of today in both the visitor's and the resort's time zone. */
const inTwoWeeks = addDays(resortToday(), 14);

/** The JSON body the app sends to `path`, once it does. */
const sentBody = (page: Page, path: string) =>
  page
    .waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(path))
    .then((request) => request.postDataJSON() as Record<string, unknown>);

describe('forms filled in before the app starts', () => {
  const e2e = siteAndBrowser();

  it('contact: what was typed before the app started is sent, and the form empties after', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    const app = await holdTheApp(page);
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Ines Duarte');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('ines@example.com');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('+351 912 345 678');
    await page
      .getByRole('combobox', { name: 'Inquiry Type' })
      .selectOption({ label: 'Special Events' });
    await page.getByRole('textbox', { name: 'Subject' }).fill('A wedding in March');
    await page.getByRole('textbox', { name: 'Message' }).fill('Forty guests, a beach ceremony.');
    // Typing asked the app to start; it was held back all along.
    await app.asked;
    expect(await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).count()).toBe(0);

    app.release();
    await waitForApp(page);
    const sent = sentBody(page, '/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await sent).toMatchObject({
      name: 'Ines Duarte',
      email: 'ines@example.com',
      phone: '+351 912 345 678',
      inquiryType: 'EVENTS',
      subject: 'A wedding in March',
      message: 'Forty guests, a beach ceremony.',
      website: '',
    });
    await page.getByText('Message Sent Successfully!').waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('');
    expect(await page.getByText('Full name is required').count()).toBe(0);
    const rows = await e2e.site.database.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.email, 'ines@example.com'));
    expect(rows).toHaveLength(1);
    watched.expectClean();
  });

  it('transport: a request filled in the page before the app started is sent as typed', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    const app = await holdTheApp(page);
    await page.goto('/transport?request=book&service=AIRPORT_TRANSFER#request');
    const form = page.locator('#request');
    await form
      .getByRole('combobox', { name: 'From' })
      .fill('Bandaranaike International Airport (CMB)');
    await form.getByRole('combobox', { name: 'To' }).fill('Ahangama Villa, Ahangama');
    await form.getByLabel('Date').fill(inTwoWeeks);
    await form.getByLabel('Time (optional)').fill('06:30');
    await form.getByRole('combobox', { name: 'Passengers' }).selectOption('3');
    await form.getByRole('radio', { name: /^Van/ }).check();
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Tomas Berg');
    await form.getByRole('textbox', { name: 'Email Address' }).fill('tomas@example.com');
    await form.getByRole('textbox', { name: 'Notes (optional)' }).fill('Flight UL 504');
    expect(await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).count()).toBe(0);

    app.release();
    await waitForApp(page);
    // The app follows the choices it found: the van's price shows.
    await form.getByText('$80', { exact: true }).waitFor();
    const sent = sentBody(page, '/api/transport/book');
    await form.getByRole('button', { name: 'Request Booking' }).click();
    expect(await sent).toMatchObject({
      service: 'AIRPORT_TRANSFER',
      from: 'Bandaranaike International Airport (CMB)',
      to: 'Ahangama Villa, Ahangama',
      date: inTwoWeeks,
      time: '06:30',
      passengers: 3,
      vehicleType: 'VAN',
      name: 'Tomas Berg',
      email: 'tomas@example.com',
      notes: 'Flight UL 504',
    });
    await form.getByText('Transport request received').waitFor();
    const [row] = await e2e.site.database.db
      .select()
      .from(transportRequests)
      .where(eq(transportRequests.email, 'tomas@example.com'));
    expect(row).toMatchObject({ kind: 'BOOKING', vehicleType: 'VAN', passengers: 3 });
    watched.expectClean();
  });

  it('review: the villa page keeps the stars and words given before the app started', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    const app = await holdTheApp(page);
    await page.goto('/villa/villa-river-breeze');
    const form = page.getByRole('region', { name: 'Review your stay' });
    // The form comes when asked for (decision 117): before the app, the button opens the page with it.
    await form.getByRole('button', { name: 'Write a review' }).click();
    await page.waitForURL(/\?review=write#write-review$/);
    await form.locator('label', { hasText: '4 stars' }).click();
    await form.getByRole('textbox', { name: 'Name' }).fill('Lotte Vermeer');
    await form.getByRole('textbox', { name: 'Your review' }).fill('The river at dawn was magic.');
    expect(await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).count()).toBe(0);

    app.release();
    await waitForApp(page);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await form.getByText('Thank you', { exact: true }).waitFor();
    const [row] = await e2e.site.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.name, 'Lotte Vermeer'));
    expect(row).toMatchObject({
      rating: 4,
      comment: 'The river at dawn was magic.',
      status: 'PENDING',
    });
    watched.expectClean();
  });

  it('testimonial: the home page keeps what was typed before the app started', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    const app = await holdTheApp(page);
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Share your experience' });
    await form.locator('label', { hasText: '5 stars' }).click();
    await form.getByRole('textbox', { name: 'Name' }).fill('Aarav Mehta');
    await form.getByRole('textbox', { name: 'Location' }).fill('Pune, India');
    await form
      .getByRole('textbox', { name: 'Your experience' })
      .fill('Our hosts made every evening feel like a celebration.');
    expect(await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).count()).toBe(0);

    app.release();
    await waitForApp(page);
    await form.getByRole('button', { name: 'Share Your Experience' }).click();
    await form.getByText('Thank you for sharing', { exact: true }).waitFor();
    const [row] = await e2e.site.database.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.name, 'Aarav Mehta'));
    expect(row).toMatchObject({ rating: 5, location: 'Pune, India', status: 'PENDING' });
    watched.expectClean();
  });

  it('villa search: words typed before the app started are searched for', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    const app = await holdTheApp(page);
    await page.goto('/villas');
    await page.getByRole('searchbox', { name: 'Search villas' }).fill('Ahangama');
    expect(await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).count()).toBe(0);

    app.release();
    await waitForApp(page);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Ahangama');
    expect(await page.getByRole('searchbox', { name: 'Search villas' }).inputValue()).toBe(
      'Ahangama',
    );
    await page.getByRole('status').getByText('1 villa', { exact: true }).waitFor();
    watched.expectClean();
  });
});

describe('forms with JavaScript off', () => {
  const e2e = siteAndBrowser();

  async function openWithoutJavaScript() {
    const context = await e2e.browser.newContext({
      baseURL: e2e.site.baseUrl,
      javaScriptEnabled: false,
      viewport: VIEWPORTS.phone,
    });
    return { context, page: await context.newPage() };
  }

  it('contact: a valid post shows the thanks; a bad one names the fields and keeps the words', async () => {
    const { context, page } = await openWithoutJavaScript();
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Noor Haddad');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('noor@example');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Quiet week in May');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    expect(refused.headers()['cache-control']).toBe('no-store');
    await page.getByText('Email address must be a valid e-mail address').waitFor();
    await page.getByText('Message is required').waitFor();
    expect(await page.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('Noor Haddad');
    expect(await page.getByRole('textbox', { name: 'Email Address' }).inputValue()).toBe(
      'noor@example',
    );
    expect(await page.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(
      'Quiet week in May',
    );
    expect(
      await e2e.site.database.db
        .select()
        .from(contactInquiries)
        .where(eq(contactInquiries.name, 'Noor Haddad')),
    ).toEqual([]);

    await page.getByRole('textbox', { name: 'Email Address' }).fill('noor@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('Two of us, one week, no plans.');
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(sent.status()).toBe(200);
    expect(sent.headers()['cache-control']).toBe('no-store');
    await page.getByText('Message Sent Successfully!').waitFor();
    await page
      .getByText("Thank you for contacting us. We'll get back to you within 24 hours.")
      .waitFor();
    expect(await page.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('');
    const rows = await e2e.site.database.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.email, 'noor@example.com'));
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Noor Haddad', subject: 'Quiet week in May' }),
    ]);
    // The answer was for this guest alone: the page itself is as it was.
    await page.goto('/contact');
    expect(await page.getByText('Message Sent Successfully!').count()).toBe(0);
    await context.close();
  });

  it('transport: the page buttons lead to the form, which books a ride or names what is wrong', async () => {
    const { context, page } = await openWithoutJavaScript();
    await page.goto('/transport');
    await page.getByRole('button', { name: 'Book a transfer' }).click();
    await page.waitForURL(/\/transport\?request=book&service=AIRPORT_TRANSFER#request$/);
    const form = page.locator('#request');
    await form.getByRole('heading', { name: 'Book Transport' }).waitFor();
    await form
      .getByRole('combobox', { name: 'From' })
      .fill('Bandaranaike International Airport (CMB)');
    await form.getByRole('combobox', { name: 'To' }).fill('Villa River Breeze, Weligama');
    await form.getByRole('combobox', { name: 'Passengers' }).selectOption('6');
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Yuki Tanaka');
    await form.getByRole('textbox', { name: 'Email Address' }).fill('yuki@example.com');
    await form.getByRole('button', { name: 'Request Booking' }).click();
    await form.getByText('Please choose a date.').waitFor();
    expect(await form.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('Yuki Tanaka');
    expect(await form.getByRole('combobox', { name: 'Passengers' }).inputValue()).toBe('6');

    await form.getByLabel('Date').fill(inTwoWeeks);
    await form.getByRole('radio', { name: /^Van/ }).check();
    await form.getByRole('button', { name: 'Request Booking' }).click();
    const reference = page.getByText(/^TR-[0-9A-Z]{6}$/);
    await reference.waitFor();
    const [row] = await e2e.site.database.db
      .select()
      .from(transportRequests)
      .where(eq(transportRequests.reference, (await reference.textContent()) ?? ''));
    expect(row).toMatchObject({
      kind: 'BOOKING',
      service: 'AIRPORT_TRANSFER',
      passengers: 6,
      vehicleType: 'VAN',
      date: inTwoWeeks,
      email: 'yuki@example.com',
      priceCents: 8000,
    });
    await context.close();
  });

  it('transport: the server holds the vehicle rule: six passengers do not fit the car', async () => {
    const { context, page } = await openWithoutJavaScript();
    await page.goto('/transport?request=quote&service=TOUR#request');
    const form = page.locator('#request');
    await form.getByRole('combobox', { name: 'From' }).fill('Galle');
    await form.getByRole('combobox', { name: 'To' }).fill('Ella');
    await form.getByLabel('Date').fill(inTwoWeeks);
    await form.getByRole('combobox', { name: 'Passengers' }).selectOption('6');
    await form.getByRole('radio', { name: /^Sedan Car/ }).check();
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Mara Quist');
    await form.getByRole('textbox', { name: 'Email Address' }).fill('mara@example.com');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Request Quote' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await page
      .getByText('A car seats at most 4 passengers; please choose the van for 6.')
      .waitFor();
    expect(
      await e2e.site.database.db
        .select()
        .from(transportRequests)
        .where(eq(transportRequests.email, 'mara@example.com')),
    ).toEqual([]);
    await context.close();
  });

  it('review: a post from the villa page is stored; a bad one keeps the words and says why', async () => {
    const { context, page } = await openWithoutJavaScript();
    await page.goto('/villa/villa-ahangama');
    let form = page.getByRole('region', { name: 'Review your stay' });
    await form.getByRole('button', { name: 'Write a review' }).click();
    await page.waitForURL(/\?review=write#write-review$/);
    await form.getByRole('textbox', { name: 'Name' }).fill('Olu Adeyemi');
    await form.getByRole('textbox', { name: 'Your review' }).fill('Lovely.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    form = page.getByRole('region', { name: 'Review your stay' });
    await form.getByText('Please choose a rating from 1 to 5 stars.').waitFor();
    await form.getByText('Review must be at least 10 characters').waitFor();
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Olu Adeyemi');
    expect(await form.getByRole('textbox', { name: 'Your review' }).inputValue()).toBe('Lovely.');

    await form.locator('label', { hasText: '5 stars' }).click();
    await form.getByRole('textbox', { name: 'Your review' }).fill('Lovely, every single day.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page
      .getByText(
        'Thank you for sharing your experience. It will appear on the site once our team has approved it.',
      )
      .waitFor();
    const [row] = await e2e.site.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.name, 'Olu Adeyemi'))
      .orderBy(desc(reviews.createdAt));
    expect(row).toMatchObject({ rating: 5, comment: 'Lovely, every single day.' });
    await context.close();
  });

  it('testimonial: a post from the home page is stored; a missing field is named', async () => {
    const { context, page } = await openWithoutJavaScript();
    await page.goto('/');
    let form = page.getByRole('region', { name: 'Share your experience' });
    await form.locator('label', { hasText: '4 stars' }).click();
    await form.getByRole('textbox', { name: 'Name' }).fill('Freya Lund');
    await form
      .getByRole('textbox', { name: 'Your experience' })
      .fill('Sunsets, curry and the kindest staff.');
    await form.getByRole('button', { name: 'Share Your Experience' }).click();
    form = page.getByRole('region', { name: 'Share your experience' });
    await form.getByText('Location is required').waitFor();
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Freya Lund');
    expect(await form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);

    await form.getByRole('textbox', { name: 'Location' }).fill('Bergen, Norway');
    await form.getByRole('button', { name: 'Share Your Experience' }).click();
    await page.getByText('Thank you for sharing', { exact: true }).waitFor();
    const [row] = await e2e.site.database.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.name, 'Freya Lund'));
    expect(row).toMatchObject({ rating: 4, location: 'Bergen, Norway', status: 'PENDING' });
    await context.close();
  });

  it('villa search: a GET form to /villas that lists what matches', async () => {
    const { context, page } = await openWithoutJavaScript();
    await page.goto('/villas');
    await page.getByRole('searchbox', { name: 'Search villas' }).fill('Ahangama');
    await page.getByRole('searchbox', { name: 'Search villas' }).press('Enter');
    await page.waitForURL(/\/villas\?q=Ahangama/);
    await page.getByRole('status').getByText('1 villa', { exact: true }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search villas' }).inputValue()).toBe(
      'Ahangama',
    );
    await context.close();
  });
});
