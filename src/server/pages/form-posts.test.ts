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
import { addDays, todayIn } from '../../domain/dates.ts';
import type { FormOutcome } from '../../domain/forms/form.ts';
import { createTestApp, engines, type TestApp } from '../../../tests/helpers/test-app.ts';
import {
  contactInquiries,
  outbox,
  reviews,
  testimonials,
  transportRequests,
} from '../db/schema.ts';
import { registerErrorHandlers } from '../errors.ts';
import { formPostRoutes } from './form-posts.ts';
import type { RenderPage } from './render.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const inTwoWeeks = addDays(todayIn('Asia/Colombo'), 14);

describe.each(engines)('forms posted to their pages on %s', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  /** The pages rendered, with what each was handed. */
  const rendered: { url: string; form: FormOutcome | undefined }[] = [];
  const render: RenderPage = (url, options) => {
    rendered.push({ url, form: options?.form });
    return Promise.resolve({
      kind: 'page',
      status: 200,
      pipe: (out) => out.end(JSON.stringify(options?.form ?? null)),
    });
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', t.config);
    app.decorate('db', t.database.db);
    registerErrorHandlers(app, 100 * 1024);
    await app.register(formPostRoutes, { render, mailQueued: () => undefined });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const post = async (url: string, fields: Record<string, string>) => {
    const answer = await app.inject({
      method: 'POST',
      url,
      headers: FORM,
      payload: new URLSearchParams(fields).toString(),
    });
    return { answer, outcome: JSON.parse(answer.payload) as FormOutcome };
  };
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
        { path: 'message', message: 'message is required' },
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
    expect(await count(outbox)).toBe(mails + 1);
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

  it('review: the villa is the page posted to; an unknown villa answers 404', async () => {
    const review = { rating: '5', name: 'Ada Lovel', comment: 'Quiet, green and kind.' };
    const { answer } = await post('/villa/villa-ahangama', review);
    expect(answer.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.name, 'Ada Lovel'));
    expect(row).toMatchObject({ rating: 5, status: 'PENDING' });
    const missing = await post('/villa/no-such-villa', review);
    expect(missing.answer.statusCode).toBe(404);
  });

  it('testimonial: a missing rating is named in words', async () => {
    const { answer, outcome } = await post('/', {
      name: 'Kim Ode',
      location: 'Oslo',
      comment: 'The best week of our year.',
    });
    expect(answer.statusCode).toBe(400);
    expect(outcome.issues).toContainEqual({
      path: 'rating',
      message: 'Please choose a rating from 1 to 5 stars.',
    });
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
