/**
 * The API takes JSON and nothing else: a text/plain body is answered 415 rather than parsed as a
 * string. An empty JSON body means "no body" (POST /bookings/{id}/cancel without a reason, spec
 * §7); anything else goes through Fastify's parser with prototype-poisoning protection. The forms
 * posted to pages take their own bodies in their own plugin (pages/form-posts.ts).
 */
import fp from 'fastify-plugin';

export const jsonBodies = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      void parseJson(request, text, done);
    });
  },
  { name: 'json-bodies' },
);
