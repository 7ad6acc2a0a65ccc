/**
 * The review link's page, `/review?token=` (issue 27 §2, decision 092): the site's own page
 * (src/web/app/routes/review-link.tsx), rendered for this one request with the stay the link is
 * for in its data, so the form opens with the guest's name and stay filled in. Never kept, never
 * indexed; a link that cannot be used answers its page with the reason and its 4xx status.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReviewLinkState } from '#domain/schemas/review.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { privateBooking } from '#server/plugins/private-answers.ts';
import { HTML_CONTENT_TYPE, renderForOneRequest } from '#server/pages/render.ts';
import { REVIEW_LINK_REFUSED } from './invites.ts';

/** The page's query key (src/web/features/reviews/review-link-api.ts `reviewLinkQuery`). */
export const reviewLinkQueryKey = (token: string) => ['reviews', 'link', token] as const;

/** Any text: a malformed token is answered by the page, with the reason, not by a bare 400. */
const pageQuerySchema = z.object({ token: z.string().optional() });

/**
 * The stay of a link, or why it cannot be used, with the status its page answers; also read by
 * the form's post without the app (pages/form-posts.ts), before the review uses the link.
 */
export async function reviewLinkState(
  app: FastifyInstance,
  token: string,
): Promise<{ state: ReviewLinkState; status: number }> {
  if (!token || token.length > 100) {
    return { state: { refused: REVIEW_LINK_REFUSED.unknown }, status: 404 };
  }
  try {
    return { state: { invite: await app.reviewService.findReviewInvite(token) }, status: 200 };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      return { state: { refused: error.message }, status: error.statusCode };
    }
    throw error;
  }
}

export const reviewPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const render = app.renderPage;
  app.addHook('onSend', privateBooking);

  app.get(
    '/review',
    { schema: { hide: true, querystring: pageQuerySchema } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const { state, status } = await reviewLinkState(app, token);
      if (!render) {
        return reply
          .code(state.refused ? status : 503)
          .type('text/plain; charset=utf-8')
          .send(
            state.refused ??
              'The website is not built yet: run `npm run build` (npm start does it for you).',
          );
      }
      const rendered = await renderForOneRequest(
        render,
        `/review?token=${encodeURIComponent(token)}`,
        { data: [{ queryKey: reviewLinkQueryKey(token), data: state }] },
      );
      if (rendered.kind === 'redirect') return reply.redirect(rendered.location, 303);
      return reply.code(status).type(HTML_CONTENT_TYPE).send(rendered.html);
    },
  );
};
