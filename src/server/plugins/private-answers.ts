import type { onSendHookHandler } from 'fastify';

/**
 * For a plugin whose every answer belongs to one guest (or carries their token), errors included:
 * no browser, proxy or CDN may keep a copy for the next person at that address (DESIGN.md
 * targets). `app.addHook('onSend', noStore)` inside the plugin, so it covers refusals made before
 * a handler runs (a bad id, a missing token) as well.
 */
export const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('Cache-Control', 'no-store');
  done(null, payload);
};

/**
 * For the guest's booking (its page and its API): never kept, never indexed, and the address is
 * never sent on as a Referer from a link it holds (decision 024).
 */
export const privateBooking: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('Cache-Control', 'no-store');
  reply.header('X-Robots-Tag', 'noindex, nofollow');
  reply.header('Referrer-Policy', 'no-referrer');
  done(null, payload);
};
