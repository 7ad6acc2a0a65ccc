/**
 * The public forms posted to their pages, as a browser sends them without JavaScript or before the
 * app has started (decision 019; the review link's form too, decision 092): `application/x-www-form-urlencoded`, accepted on these paths
 * only (the API stays JSON-only). Each post is checked with the form's spec and domain schema, the
 * very check the browser runs, then goes to the same service as the API route (behind the same
 * rate limit and honeypot); the answer is the page itself, rendered with the form's outcome:
 * the success message, or the field errors with what the guest typed. Such a page belongs to one
 * guest: it is never cached.
 */
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { contactForm } from '#domain/forms/contact.ts';
import { lostLinkForm } from '#domain/forms/lost-link.ts';
import {
  formIssues,
  type FormFields,
  type FormOutcome,
  type FormSpec,
  type PageFormId,
} from '#domain/forms/form.ts';
import { reviewForm } from '#domain/forms/review.ts';
import { verifiedReviewForm } from '#domain/forms/verified-review.ts';
import { testimonialForm } from '#domain/forms/testimonial.ts';
import { transportForm } from '#domain/forms/transport.ts';
import { LOST_LINK_ANSWER, lostLinkSchema } from '#domain/schemas/booking.ts';
import { contactRequestSchema } from '#domain/schemas/contact.ts';
import { reviewRequestSchema } from '#domain/schemas/review.ts';
import { testimonialRequestSchema } from '#domain/schemas/testimonial.ts';
import { transportRequestSchema } from '#domain/schemas/transport.ts';
import { villaRefParamsSchema } from '#domain/schemas/villa.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { noStore } from '#server/plugins/private-answers.ts';
import { reviewLinkQueryKey, reviewLinkState } from '#server/reviews/page-routes.ts';
import { HTML_CONTENT_TYPE, renderForOneRequest, type RenderOptions } from './render.ts';

/** A posted form: each name once, or several times (the first one counts). */
const postedFormSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** The fields as posted; none when the body could not be read (a refusal before it was). */
function postedFields(request: FastifyRequest): FormFields {
  const posted = postedFormSchema.safeParse(request.body);
  if (!posted.success) return {};
  return Object.fromEntries(
    Object.entries(posted.data).map(([name, value]) => [
      name,
      Array.isArray(value) ? (value[0] ?? '') : value,
    ]),
  );
}

const transportQuerySchema = z.object({ request: z.enum(['book', 'quote']).default('quote') });
const transportKind = (request: FastifyRequest) =>
  transportQuerySchema.safeParse(request.query).data?.request ?? 'quote';

/** Which form a post is, the page that answers it (a path with its query) and its fields. */
interface PostedForm {
  form: PageFormId;
  page: string;
  fields: FormFields;
}

const reviewLinkQuerySchema = z.object({ token: z.string().max(100).default('') });
const reviewLinkToken = (request: FastifyRequest) =>
  reviewLinkQuerySchema.safeParse(request.query).data?.token ?? '';

/**
 * Per route, the form posted to it. Read by the route and by the error handler alike: a post
 * refused before its route ran (too many from one address) is still answered with its page.
 */
const POSTED_FORMS: Record<string, (request: FastifyRequest) => PostedForm> = {
  '/contact': (request) => ({ form: 'contact', page: '/contact', fields: postedFields(request) }),
  '/transport': (request) => {
    const kind = transportKind(request);
    const fields = postedFields(request);
    return {
      form: kind === 'book' ? 'transport-book' : 'transport-quote',
      page: `/transport?request=${kind}&service=${encodeURIComponent(fields.service ?? '')}`,
      fields,
    };
  },
  // The review is of the villa whose page it was posted to.
  '/villa/:ref': (request) => {
    const ref = (request.params as { ref?: string }).ref ?? '';
    return {
      form: 'review',
      page: `/villa/${encodeURIComponent(ref)}`,
      fields: { ...postedFields(request), villaId: ref },
    };
  },
  '/': (request) => ({ form: 'testimonial', page: '/', fields: postedFields(request) }),
  '/booking': (request) => ({ form: 'lost-link', page: '/booking', fields: postedFields(request) }),
  // A stay's review link (issue 27 §2): the review is of the stay whose link's page it was posted
  // to, whatever the fields say.
  '/review': (request) => {
    const token = reviewLinkToken(request);
    return {
      form: 'review',
      page: `/review?token=${encodeURIComponent(token)}`,
      fields: { ...postedFields(request), token },
    };
  },
};

/** The form posted with this request; undefined before routing (an address with no route). */
const postedForm = (request: FastifyRequest): PostedForm | undefined =>
  POSTED_FORMS[request.routeOptions.url ?? '']?.(request);

const TOO_LARGE_ON_THE_PAGE =
  'What you wrote is too long to send: please shorten it, then send it again.';

/** Refusals made before the form is checked, which a guest without the app sees as a page. */
const REFUSALS_SHOWN_ON_THE_PAGE = new Set([413, 429]);

interface FormCheck<Parsed> {
  spec: FormSpec<Record<string, unknown>>;
  schema: ZodType<Parsed>;
  send: (parsed: Parsed) => Promise<unknown>;
  /** Data the page needs for this request, read before the form is sent (the review link's stay). */
  pageData?: RenderOptions['data'];
}

/**
 * Takes no options (decision 069): the renderer is `app.renderPage` (pages/web-app.ts), and each
 * form goes to the service its API route calls, from the instance.
 */
export const formPostRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formbody);
  // A page answering a post holds what one guest typed: never kept, nor a refusal.
  app.addHook('onSend', noStore);
  // Forms only: a JSON body (or any other) posted to a page is refused with 415.
  app.removeContentTypeParser('application/json');
  const render = app.renderPage;

  /** The page with the form's outcome, as the guest's browser shows it. */
  async function answerWithPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: string,
    outcome: FormOutcome,
    status: number,
    data?: RenderOptions['data'],
  ) {
    if (!render) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The website is not built yet: run `npm run build` (npm start does it for you).');
    }
    const rendered = await renderForOneRequest(render, page, {
      form: outcome,
      ...(data ? { data } : {}),
    });
    if (rendered.kind === 'redirect') return reply.redirect(rendered.location, 303);
    request.log.debug({ form: outcome.form, status }, 'form posted without the app');
    return reply.code(status).type(HTML_CONTENT_TYPE).send(rendered.html);
  }

  // Too many posts from one address (the rate limit, app.ts) or a body too large: the page, with
  // what was typed where the body could be read. Anything else goes to the app's error handler.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const posted = postedForm(request);
    if (!posted || !REFUSALS_SHOWN_ON_THE_PAGE.has(error.statusCode ?? 500)) throw error;
    const { form, page, fields } = posted;
    const message = error.statusCode === 413 ? TOO_LARGE_ON_THE_PAGE : error.message;
    const outcome = { form, values: fields, issues: [], message, receipt: null };
    return answerWithPage(request, reply, page, outcome, error.statusCode ?? 400);
  });

  async function answer<Parsed>(
    request: FastifyRequest,
    reply: FastifyReply,
    { spec, schema, send, pageData }: FormCheck<Parsed>,
  ) {
    const posted = postedForm(request);
    if (!posted) throw new Error(`No form is posted to ${request.routeOptions.url}`);
    const { form, page, fields } = posted;
    const body = spec.toBody(fields);
    const issues = formIssues(spec, body, schema);
    if (issues.length > 0) {
      // The honeypot's message names no field the guest can see: it is said about the form.
      const unseen = issues.filter((issue) => issue.path === 'website');
      const message = unseen.map((issue) => issue.message).join(' ') || null;
      return answerWithPage(
        request,
        reply,
        page,
        {
          form,
          values: fields,
          issues,
          message,
          receipt: null,
        },
        400,
        pageData,
      );
    }
    try {
      const receipt = await send(schema.parse(body));
      const outcome = { form, values: {}, issues: [], message: null, receipt };
      return await answerWithPage(request, reply, page, outcome, 200, pageData);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const outcome = {
        form,
        values: fields,
        issues: (error.issues ?? []).filter((issue) => issue.path !== ''),
        message: error.message,
        receipt: null,
      };
      return answerWithPage(request, reply, page, outcome, error.statusCode, pageData);
    }
  }

  const schema = { hide: true, body: postedFormSchema };
  // Messages, requests, waiting reviews and testimonials, a fresh link: nothing a cached answer
  // shows (decision 030).
  const writes = { cacheWrites: 'none' } as const;

  app.post('/contact', { schema, config: writes }, (request, reply) =>
    answer(request, reply, {
      spec: contactForm,
      schema: contactRequestSchema,
      send: (parsed) => app.contactService.sendContactMessage(parsed),
    }),
  );

  app.post(
    '/transport',
    { schema: { ...schema, querystring: transportQuerySchema }, config: writes },
    (request, reply) => {
      const kind = request.query.request === 'book' ? 'BOOKING' : 'QUOTE';
      return answer(request, reply, {
        spec: transportForm,
        schema: transportRequestSchema,
        send: (parsed) => app.transportService.requestTransport(kind, parsed),
      });
    },
  );

  app.post(
    '/villa/:ref',
    { schema: { ...schema, params: villaRefParamsSchema }, config: writes },
    (request, reply) =>
      answer(request, reply, {
        spec: reviewForm,
        schema: reviewRequestSchema,
        send: (parsed) => app.reviewService.createReview(parsed),
      }),
  );

  // "Lost your link?" (decision 025): the same answer whether or not a booking matched.
  app.post('/booking', { schema, config: writes }, (request, reply) =>
    answer(request, reply, {
      spec: lostLinkForm,
      schema: lostLinkSchema,
      send: async (parsed) => {
        await app.bookingService.sendFreshLink(parsed);
        return { message: LOST_LINK_ANSWER };
      },
    }),
  );

  // A stay's review link (issue 27 §2): its page needs the stay, read before the review uses the
  // link; a link that cannot be used answers with its page and the reason, as its GET does.
  app.post(
    '/review',
    { schema: { ...schema, querystring: reviewLinkQuerySchema }, config: writes },
    async (request, reply) => {
      const { state, status } = await reviewLinkState(app, request.query.token);
      const pageData = [{ queryKey: reviewLinkQueryKey(request.query.token), data: state }];
      if (!state.invite) {
        const outcome = {
          form: 'review' as const,
          values: {},
          issues: [],
          message: null,
          receipt: null,
        };
        return answerWithPage(
          request,
          reply,
          postedForm(request)?.page ?? '/review',
          outcome,
          status,
          pageData,
        );
      }
      return answer(request, reply, {
        spec: verifiedReviewForm,
        schema: reviewRequestSchema,
        send: (parsed) => app.reviewService.createReview(parsed),
        pageData,
      });
    },
  );

  app.post('/', { schema, config: writes }, (request, reply) =>
    answer(request, reply, {
      spec: testimonialForm,
      schema: testimonialRequestSchema,
      send: (parsed) => app.testimonialService.createTestimonial(parsed),
    }),
  );
};
