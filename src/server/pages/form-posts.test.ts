/**
 * The public forms posted to their pages without JavaScript (decision 019): checked with the same
 * spec and schema as the browser, sent through the API's own services, answered per request. The
 * page renderer is stood in for by one that writes the outcome it was handed, so these run without
 * a build; tests/e2e/forms-before-and-without-the-app.test.ts walks the real pages.
 */
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  firstRefusedYear,
  MS_PER_DAY,
  resortInstant,
  resortToday,
} from '#domain/dates.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { FormOutcome } from '#domain/forms/form.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { villaWithFreeStays } from '#tests/helpers/free-stays.ts';
import {
  bookings,
  contactInquiries,
  outbox,
  reviews,
  testimonials,
  transportRequests,
} from '../db/schema.ts';
import { bookingLinksPlugin } from '#server/bookings/booking-links.ts';
import { bookingServices } from '#server/bookings/plugin.ts';
import { contactServices } from '#server/contact/plugin.ts';
import { errorHandlers } from '#server/plugins/errors.ts';
import { instance } from '#server/plugins/instance.ts';
import { mailContext } from '#server/plugins/mail-context.ts';
import { rateLimits } from '#server/plugins/rate-limit.ts';
import { makeReviewLink } from '#server/reviews/invite-repository.ts';
import { reviewServices } from '#server/reviews/plugin.ts';
import { testimonialServices } from '#server/testimonials/plugin.ts';
import { transportServices } from '#server/transport/plugin.ts';
import { formPostRoutes } from './form-posts.ts';
import type { RenderPage } from './render.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const inTwoWeeks = addDays(resortToday(), 14);

/** A page renderer that writes, as the page, the outcome it was handed; it notes each page. */
function outcomeWriter() {
  const rendered: { url: string; form: FormOutcome | undefined; data: unknown }[] = [];
  const render: RenderPage = (url, options) => {
    rendered.push({ url, form: options?.form, data: options?.data });
    return Promise.resolve({
      kind: 'page',
      status: 200,
      pipe: (out) => out.end(JSON.stringify(options?.form ?? null)),
    });
  };
  return { rendered, render };
}

/**
 * The form posts alone, as app.ts registers them: error handler, rate limit, the services the
 * forms send to, routes; the renderer and the background jobs stood in for.
 */
async function formPostApp(t: TestApp, render: RenderPage, rateLimitPerMinute = 0) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(instance, { config: t.config, database: t.database });
  await app.register(errorHandlers, { bodyLimitBytes: 100 * 1024 });
  await app.register(rateLimits, { rateLimitPerMinute, redisUrl: undefined });
  app.decorate('renderPage', render);
  const never = () => Promise.reject(new Error('no background jobs in this app'));
  app.decorate('jobs', {
    kickMail: () => undefined,
    schedule: () => ({ runNow: never, runUnleased: never }),
  });
  await app.register(mailContext);
  await app.register(bookingLinksPlugin);
  await app.register(bookingServices);
  await app.register(reviewServices);
  await app.register(testimonialServices);
  await app.register(contactServices);
  await app.register(transportServices);
  await app.register(formPostRoutes);
  await app.ready();
  return app;
}

const postForm = async (app: FastifyInstance, url: string, fields: Record<string, string>) => {
  const answer = await app.inject({
    method: 'POST',
    url,
    headers: FORM,
    payload: new URLSearchParams(fields).toString(),
  });
  return { answer, outcome: JSON.parse(answer.payload) as FormOutcome };
};

describe.each(engines)('forms posted to their pages on %s', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  /** The pages rendered, with what each was handed. */
  const { rendered, render } = outcomeWriter();

  beforeAll(async () => {
    t = await createTestApp(engine);
    app = await formPostApp(t, render);
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const post = (url: string, fields: Record<string, string>) => postForm(app, url, fields);
  const count = async (table: typeof contactInquiries | typeof outbox) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? -1;

  it('contact: bad fields answer 400 with their issues and the values as typed; nothing is stored', async () => {
    const before = await count(contactInquiries);
    const { answer, outcome } = await post('/contact', {
      name: 'Hana Novak',
      email: 'hana@',
      subject: 'Villa for six',
      message: '',
      website: '',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(outcome.form).toBe('contact');
    expect(outcome.values).toMatchObject({ name: 'Hana Novak', email: 'hana@' });
    expect(outcome.issues).toEqual(
      expect.arrayContaining([
        // Each issue carries its code beside the words (decision 133).
        expect.objectContaining({ path: 'message', message: 'message is required' }),
        expect.objectContaining({ path: 'email' }),
      ]),
    );
    expect(rendered.at(-1)?.url).toBe('/contact');
    expect(await count(contactInquiries)).toBe(before);
  });

  it('contact: a valid post is stored and mailed like the API, and answered with the receipt', async () => {
    const mails = await count(outbox);
    const { answer, outcome } = await post('/contact', {
      name: 'Hana Novak',
      email: 'Hana@Example.com',
      phone: '',
      subject: 'Villa for six',
      message: 'Six of us in April.',
      inquiryType: 'BOOKING',
      website: '',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(outcome).toMatchObject({ issues: [], values: {}, receipt: { status: 'NEW' } });
    expect((outcome.receipt as { message: string }).message).toMatch(/within 24 hours/);
    const [row] = await t.database.db
      .select()
      .from(contactInquiries)
      .where(eq(contactInquiries.email, 'hana@example.com'));
    expect(row).toMatchObject({ name: 'Hana Novak', phone: null, inquiryType: 'BOOKING' });
    expect(await count(outbox)).toBe(mails + 2); // the team's copy and the guest's receipt
  });

  it('the honeypot refuses a filled form with a message about the form; nothing is stored', async () => {
    const before = await count(contactInquiries);
    const { answer, outcome } = await post('/contact', {
      name: 'Bot',
      email: 'bot@example.com',
      subject: 'Offer',
      message: 'Cheap links',
      website: 'https://spam.example',
    });
    expect(answer.statusCode).toBe(400);
    expect(outcome.message).toMatch(/looks automated/);
    expect(await count(contactInquiries)).toBe(before);
  });

  it('transport: the vehicle rule and the date rule of the service answer 400 with their words', async () => {
    const ride = {
      service: 'TOUR',
      from: 'Galle',
      to: 'Ella',
      date: inTwoWeeks,
      passengers: '6',
      vehicleType: 'CAR',
      name: 'Ravi Shah',
      email: 'ravi@example.com',
    };
    const car = await post('/transport?request=quote', ride);
    expect(car.answer.statusCode).toBe(400);
    expect(car.outcome.message).toBe(
      'A car seats at most 4 passengers; please choose the van for 6.',
    );
    expect(car.outcome.values).toMatchObject({ passengers: '6', name: 'Ravi Shah' });
    expect(rendered.at(-1)?.url).toBe('/transport?request=quote&service=TOUR');

    const past = await post('/transport?request=book', { ...ride, date: '2001-01-01' });
    expect(past.answer.statusCode).toBe(400);
    expect(past.outcome.message).toMatch(/past/);
    expect(
      await t.database.db
        .select()
        .from(transportRequests)
        .where(eq(transportRequests.email, 'ravi@example.com')),
    ).toEqual([]);

    const booked = await post('/transport?request=book', { ...ride, vehicleType: 'VAN' });
    expect(booked.answer.statusCode).toBe(200);
    expect(booked.outcome.form).toBe('transport-book');
    expect(booked.outcome.receipt).toMatchObject({ kind: 'BOOKING', vehicleType: 'VAN' });
  });

  it.each([
    ['9999-12-31', `must be a date before ${firstRefusedYear()}`],
    ['0000-01-01', 'must be a date in 2000 or later'],
  ])(
    'transport: a date in the year of %s is answered with the form and its words, not a 500',
    async (date, words) => {
      const { answer, outcome } = await post('/transport?request=book', {
        service: 'AIRPORT_TRANSFER',
        from: 'Airport',
        to: 'Villa River Breeze',
        date,
        passengers: '2',
        name: 'Ravi Shah',
        email: 'ravi.years@example.com',
      });
      expect(answer.statusCode).toBe(400);
      expect(outcome.form).toBe('transport-book');
      // The page puts the field's label in front: 'Date must be a date before 2031'.
      expect(outcome.issues).toEqual([expect.objectContaining({ path: 'date', message: words })]);
      expect(outcome.values).toMatchObject({ date });
      expect(
        await t.database.db
          .select()
          .from(transportRequests)
          .where(eq(transportRequests.email, 'ravi.years@example.com')),
      ).toEqual([]);
    },
  );

  it('review: the villa is the page posted to; an unknown villa answers 404', async () => {
    const review = { rating: '5', name: 'Ada Lovel', comment: 'Quiet, green and kind.' };
    const { answer } = await post('/villa/villa-ahangama', review);
    expect(answer.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.name, 'Ada Lovel'));
    expect(row).toMatchObject({ rating: 5, status: 'PENDING' });
    const missing = await post('/villa/no-such-villa', review);
    expect(missing.answer.statusCode).toBe(404);
  });

  it("review link: the stay's review, bound to it, answered with the page and the stay; once only", async () => {
    const { bookFreshStay } = await villaWithFreeStays(t.app);
    const stay = (await bookFreshStay({ guestName: 'Amara Perera' })).json<BookingCreated>();
    await t.database.db
      .update(bookings)
      .set({ status: 'CONFIRMED' })
      .where(eq(bookings.id, stay.id));
    const afterStay = new Date(resortInstant(stay.checkOutDate, 12).getTime() + MS_PER_DAY);
    const made = await t.database.db.transaction((tx) =>
      makeReviewLink(tx, stay.id, afterStay, t.config.publicUrl),
    );
    if (!('link' in made)) throw new Error(made.skip);
    const url = `/review?token=${new URL(made.link).searchParams.get('token') ?? ''}`;
    const fields = {
      villaId: stay.villaId,
      name: 'Amara P.',
      rating: '5',
      comment: 'The river at dawn, and breakfast on the terrace.',
      website: '',
    };

    const { answer, outcome } = await post(url, fields);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(outcome.form).toBe('review');
    expect(typeof (outcome.receipt as { message?: unknown }).message).toBe('string');
    // The page is drawn with the stay read before the review used the link.
    const token = new URL(made.link).searchParams.get('token');
    const pageData = () => rendered.at(-1)?.data as { queryKey: unknown; data: unknown }[];
    expect(rendered.at(-1)?.url).toBe(url);
    expect(pageData()).toHaveLength(1);
    expect(pageData()[0]?.queryKey).toEqual(['reviews', 'link', token]);
    expect(pageData()[0]?.data).toMatchObject({ invite: { guestName: 'Amara Perera' } });
    const [saved] = await t.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.bookingId, stay.id));
    expect(saved).toMatchObject({ status: 'PENDING', name: 'Amara P.' });

    // Used: the page says why, and nothing more is stored.
    const again = await post(url, fields);
    expect(again.answer.statusCode).toBe(410);
    expect((pageData()[0]?.data as { refused?: string }).refused).toMatch(/already been used/);
    expect(
      await t.database.db.select().from(reviews).where(eq(reviews.bookingId, stay.id)),
    ).toHaveLength(1);
    // No link, or one not ours: the page, with the reason, and 404.
    expect((await post('/review', fields)).answer.statusCode).toBe(404);
    expect((await post('/review?token=not-ours', fields)).answer.statusCode).toBe(404);
  });

  it('testimonial: a missing rating is named in words', async () => {
    const { answer, outcome } = await post('/', {
      name: 'Kim Ode',
      location: 'Oslo',
      comment: 'The best week of our year.',
    });
    expect(answer.statusCode).toBe(400);
    expect(outcome.issues).toContainEqual(
      expect.objectContaining({
        path: 'rating',
        message: 'Please choose a rating from 1 to 5 stars.',
      }),
    );
    expect(
      await t.database.db.select().from(testimonials).where(eq(testimonials.name, 'Kim Ode')),
    ).toEqual([]);
  });

  it('a page takes forms only: JSON posted to it is refused with 415', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/contact',
      payload: { name: 'Json' },
    });
    expect(answer.statusCode).toBe(415);
  });
});

describe('too many posts from one address', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    app = await formPostApp(t, outcomeWriter().render, 1);
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('are answered with the page, the message and what the guest typed; nothing more is stored', async () => {
    const fields = {
      name: 'Hana Novak',
      email: 'hana@example.com',
      subject: 'Villa for six',
      message: 'Six of us in April.',
      inquiryType: 'BOOKING',
      website: '',
    };
    expect((await postForm(app, '/contact', fields)).answer.statusCode).toBe(200);
    const { answer, outcome } = await postForm(app, '/contact', {
      ...fields,
      message: 'And a cot, please.',
    });
    expect(answer.statusCode).toBe(429);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(outcome).toMatchObject({
      form: 'contact',
      values: { ...fields, message: 'And a cot, please.' },
      issues: [],
      receipt: null,
    });
    expect(outcome.message).toMatch(/^Too many requests from your address; please try again in/);
    expect(await t.database.db.select().from(contactInquiries)).toHaveLength(1);
  });

  it('the transport page answers with the form that was posted, booking or quote', async () => {
    const { answer, outcome } = await postForm(app, '/transport?request=book', {
      service: 'AIRPORT_PICKUP',
      name: 'Hana Novak',
    });
    expect(answer.statusCode).toBe(429);
    expect(outcome).toMatchObject({ form: 'transport-book', values: { name: 'Hana Novak' } });
  });

  it('a body too large for the server is answered with the page and a message, not JSON', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/contact',
      headers: FORM,
      remoteAddress: '10.9.9.9',
      payload: `name=Hana&message=${'x'.repeat(1_100_000)}`,
    });
    expect(big.statusCode).toBe(413);
    expect(big.headers['content-type']).toMatch(/^text\/html/);
    const outcome = JSON.parse(big.payload) as FormOutcome;
    expect(outcome).toMatchObject({ form: 'contact', issues: [], receipt: null });
    expect(outcome.message).toMatch(/too long to send/);
  });
});

describe('the API stays JSON-only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('a form body posted to the API is refused with 415 and stores nothing', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: FORM,
      payload: 'name=A&email=a%40example.com&subject=S&message=M',
    });
    expect(answer.statusCode).toBe(415);
    expect(await t.database.db.select().from(contactInquiries)).toEqual([]);
  });
});
