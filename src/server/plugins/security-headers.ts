/**
 * Security headers on every answer (Content-Security-Policy, HSTS, X-Content-Type-Options, ...),
 * as @fastify/helmet makes them from the options below.
 *
 * @fastify/helmet builds its middleware again for every request, which cost as much as the rest
 * of a cached answer together (decision 008). Our headers are the same for every answer (no CSP
 * nonces, no per-route options), so the plugin computes them once, on a probe app at start-up,
 * and each request only copies them: the same headers, made once.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

/** Map tiles are the one thing the site may load from another host (README, VITE_MAP_TILE_URL). */
export const TILE_HOSTS = ['https://*.tile.openstreetmap.org'];

/**
 * The SHA-256 of the page's one inline script, STYLESHEET_WAIT_SCRIPT in src/web/app/document.tsx
 * (decision 018), which does nothing and only makes the parser wait for the stylesheet. The
 * server's build does not include the web's code, so it is written out here; a fast test
 * (tests/inline-script-csp.test.ts) hashes the inline scripts of the rendered document and fails
 * unless the policy allows exactly those, and the server-rendering test (tests/e2e) checks every
 * built page's policy.
 */
export const STYLESHEET_WAIT_SCRIPT_HASH = "'sha256-DeSWcB4Xz4vVVAqNoxdEbFetnCke4+J8zXlPeelOTF8='";

/**
 * The SHA-256 of React's own inline script in a console room the server drew with a form in it
 * (decision 095): it keeps a form sent before the app has taken the page over, and React sends
 * it once it has. The same text in every page of one React version; tests/inline-script-csp.test.ts
 * renders such a form and fails when the text (a new React) no longer has this hash.
 */
export const FORM_REPLAY_SCRIPT_HASH = "'sha256-CwHpiObGc0Kj6qtRFzUVGqk0apwmCrylJaQU+RajuJ0='";

export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      imgSrc: ["'self'", 'data:', ...TILE_HOSTS],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'", STYLESHEET_WAIT_SCRIPT_HASH, FORM_REPLAY_SCRIPT_HASH],
      // Toasts and dialogs set styles at run time (decision 006); scripts stay 'self' only.
      styleSrc: ["'self'", "'unsafe-inline'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The options with `origins` added to `form-action`: the card gateway's checkout, where the pay
 * page's form goes (issue 38), when the server has one.
 */
export function withFormActions(origins: readonly string[]): FastifyHelmetOptions {
  if (origins.length === 0) return HELMET_OPTIONS;
  const csp = HELMET_OPTIONS.contentSecurityPolicy;
  if (typeof csp !== 'object') return HELMET_OPTIONS;
  const directives = csp.directives ?? {};
  return {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      ...csp,
      directives: { ...directives, formAction: ["'self'", ...origins] },
    },
  };
}

/** The headers @fastify/helmet adds to an answer with these options, by name. */
export async function helmetHeaders(
  options: FastifyHelmetOptions = HELMET_OPTIONS,
): Promise<[string, string][]> {
  const answerOf = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', () => 'probe');
    try {
      return (await probe.inject({ url: '/' })).headers;
    } finally {
      await probe.close();
    }
  };
  const [plain, secured] = await Promise.all([answerOf(false), answerOf(true)]);
  const added: [string, string][] = [];
  for (const [name, value] of Object.entries(secured)) {
    if (name in plain || value === undefined) continue;
    added.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  if (!added.some(([name]) => name === 'content-security-policy')) {
    throw new Error('@fastify/helmet set no Content-Security-Policy on the probe answer');
  }
  return added;
}

/**
 * Sets the security headers on every answer, errors, not-found and static files included. They go
 * on the raw response, as helmet's do, so an answer written to it directly has them too.
 */
export const securityHeaders = fp<{ formActions?: readonly string[] }>(
  async (app, { formActions = [] }) => {
    const headers = await helmetHeaders(withFormActions(formActions));
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
