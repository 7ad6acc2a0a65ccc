/**
 * The public forms posted to their pages, as a browser sends them without JavaScript or before the
 * app has started (decision 019): `application/x-www-form-urlencoded`, accepted on these paths
 * only (the API stays JSON-only). Each post is checked with the form's spec and domain schema, the
 * very check the browser runs, then goes to the same service as the API route (behind the same
 * rate limit and honeypot); the answer is the page itself, rendered with the form's outcome:
 * the success message, or the field errors with what the guest typed. Such a page belongs to one
 * guest: it is never cached.
 */
import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { contactForm } from '../../domain/forms/contact.ts';
import {
  formIssues,
  type FormFields,
  type FormOutcome,
  type FormSpec,
  type PageFormId,
} from '../../domain/forms/form.ts';
import { reviewForm } from '../../domain/forms/review.ts';
import { testimonialForm } from '../../domain/forms/testimonial.ts';
import { transportForm } from '../../domain/forms/transport.ts';
import { contactRequestSchema } from '../../domain/schemas/contact.ts';
import { reviewRequestSchema } from '../../domain/schemas/review.ts';
import { testimonialRequestSchema } from '../../domain/schemas/testimonial.ts';
import { transportRequestSchema } from '../../domain/schemas/transport.ts';
import { villaRefParamsSchema } from '../../domain/schemas/villa.ts';
import { sendContactMessage } from '../contact/service.ts';
import { HttpError } from '../errors.ts';
import { noStore } from '../private-answers.ts';
import { createReview } from '../reviews/service.ts';
import { createTestimonial } from '../testimonials/service.ts';
import { requestTransport } from '../transport/service.ts';
import { HTML_CONTENT_TYPE, renderForOneRequest, type RenderPage } from './render.ts';

/** A posted form: each name once, or several times (the first one counts). */
const postedFormSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

const firstValues = (posted: z.infer<typeof postedFormSchema>): FormFields =>
  Object.fromEntries(
    Object.entries(posted).map(([name, value]) => [
      name,
      Array.isArray(value) ? (value[0] ?? '') : value,
    ]),
  );

interface PageForm<Parsed> {
  form: PageFormId;
  spec: FormSpec<Record<string, unknown>>;
  schema: ZodType<Parsed>;
  send: (parsed: Parsed) => Promise<unknown>;
  /** The page to answer with (a path with its query string). */
  page: string;
}

export const formPostRoutes: FastifyPluginAsyncZod<{
  render: RenderPage | null;
  mailQueued: () => void;
}> = async (app, { render, mailQueued }) => {
  await app.register(formbody);
  // A page answering a post holds what one guest typed: never kept, nor a refusal.
  app.addHook('onSend', noStore);
  // Forms only: a JSON body (or any other) posted to a page is refused with 415.
  app.removeContentTypeParser('application/json');
  const { db, config } = app;
  const mailDeps = { db, teamEmail: config.teamEmail, mailQueued };

  async function answer<Parsed>(
    request: FastifyRequest,
    reply: FastifyReply,
    fields: FormFields,
    { form, spec, schema, send, page }: PageForm<Parsed>,
  ) {
    const body = spec.toBody(fields);
    const issues = formIssues(spec, body, schema);
    let outcome: FormOutcome;
    let status: number;
    if (issues.length > 0) {
      // The honeypot's message names no field the guest can see: it is said about the form.
      const unseen = issues.filter((issue) => issue.path === 'website');
      outcome = {
        form,
        values: fields,
        issues,
        message: unseen.map((issue) => issue.message).join(' ') || null,
        receipt: null,
      };
      status = 400;
    } else {
      try {
        const receipt = await send(schema.parse(body));
        outcome = { form, values: {}, issues: [], message: null, receipt };
        status = 200;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        outcome = {
          form,
          values: fields,
          issues: (error.issues ?? []).filter((issue) => issue.path !== ''),
          message: error.message,
          receipt: null,
        };
        status = error.statusCode;
      }
    }
    if (!render) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The website is not built yet: run `npm run build` (npm start does it for you).');
    }
    const rendered = await renderForOneRequest(render, page, { form: outcome });
    if (rendered.kind === 'redirect') return reply.redirect(rendered.location, 303);
    request.log.debug({ form, status }, 'form posted without the app');
    return reply.code(status).type(HTML_CONTENT_TYPE).send(rendered.html);
  }

  app.post('/contact', { schema: { hide: true, body: postedFormSchema } }, (request, reply) =>
    answer(request, reply, firstValues(request.body), {
      form: 'contact',
      spec: contactForm,
      schema: contactRequestSchema,
      send: (parsed) => sendContactMessage(mailDeps, parsed),
      page: '/contact',
    }),
  );

  app.post(
    '/transport',
    {
      schema: {
        hide: true,
        body: postedFormSchema,
        querystring: z.object({ request: z.enum(['book', 'quote']).default('quote') }),
      },
    },
    (request, reply) => {
      const kind = request.query.request;
      const fields = firstValues(request.body);
      const service = encodeURIComponent(fields.service ?? '');
      return answer(request, reply, fields, {
        form: kind === 'book' ? 'transport-book' : 'transport-quote',
        spec: transportForm,
        schema: transportRequestSchema,
        send: (parsed) => requestTransport(mailDeps, kind === 'book' ? 'BOOKING' : 'QUOTE', parsed),
        page: `/transport?request=${kind}&service=${service}`,
      });
    },
  );

  app.post(
    '/villa/:ref',
    { schema: { hide: true, body: postedFormSchema, params: villaRefParamsSchema } },
    (request, reply) => {
      const { ref } = request.params;
      // The review is of the villa whose page it was posted to.
      return answer(
        request,
        reply,
        { ...firstValues(request.body), villaId: ref },
        {
          form: 'review',
          spec: reviewForm,
          schema: reviewRequestSchema,
          send: (parsed) => createReview(db, parsed),
          page: `/villa/${encodeURIComponent(ref)}`,
        },
      );
    },
  );

  app.post('/', { schema: { hide: true, body: postedFormSchema } }, (request, reply) =>
    answer(request, reply, firstValues(request.body), {
      form: 'testimonial',
      spec: testimonialForm,
      schema: testimonialRequestSchema,
      send: (parsed) => createTestimonial(db, parsed),
      page: '/',
    }),
  );
};
