/**
 * The security headers on the app's real answers, read for what they let a browser do: no script
 * but the site's own files and inline scripts named by their hash (tests/inline-script-csp.test.ts
 * checks those hashes against the page), no framing, no sniffing, HTTPS only. The policy's text
 * is not restated here; a change that lets more in fails.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePolicy, SHA256_SOURCE, sourcesFor } from '#tests/helpers/content-security-policy.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const HALF_A_YEAR_SECONDS = 182 * 24 * 3600;

describe('security headers', () => {
  let t: TestApp;
  let answers: { label: string; answer: LightMyRequestResponse }[];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const kinds: [string, InjectOptions][] = [
      ['cached JSON', { url: '/api/villas' }],
      ['health', { url: '/api/health' }],
      ['404 from a route', { url: '/api/villas/no-such-villa' }],
      ['no route', { url: '/api/nothing-here' }],
      ['400', { method: 'POST', url: '/api/bookings', payload: {} }],
      ['static file', { url: '/favicon.svg' }],
    ];
    answers = [];
    for (const [label, request] of kinds) {
      answers.push({ label, answer: await t.app.inject(request) });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const policyOf = (answer: LightMyRequestResponse) => {
    const header = answer.headers['content-security-policy'];
    expect(typeof header).toBe('string');
    return parsePolicy(String(header));
  };

  it('are on every kind of answer, the same on each', () => {
    const first = answers[0]?.answer;
    if (!first) throw new Error('no answers');
    for (const { label, answer } of answers) {
      for (const name of [
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'x-frame-options',
      ]) {
        expect(answer.headers[name], `${name} on ${label}`).toBeDefined();
        expect(answer.headers[name], `${name} on ${label}`).toBe(first.headers[name]);
      }
    }
  });

  it("run no script but the site's own files and inline scripts named by their hash", () => {
    for (const { label, answer } of answers) {
      const policy = policyOf(answer);
      const scriptDirectives = [...policy.keys()].filter((name) => name.startsWith('script-src'));
      expect(scriptDirectives, label).toContain('script-src');
      for (const directive of scriptDirectives) {
        const sources = sourcesFor(policy, directive);
        expect(sources, `${directive} on ${label}`).toContain("'self'");
        // No 'unsafe-inline', 'unsafe-eval', nonce, scheme or other host: only hashes.
        for (const source of sources.filter((s) => s !== "'self'")) {
          expect(source, `${directive} on ${label}`).toMatch(SHA256_SOURCE);
        }
      }
      expect(sourcesFor(policy, 'object-src'), label).toEqual(["'none'"]);
    }
  });

  it('keep every fetch on the site, but map tiles and inline images', () => {
    const first = answers[0]?.answer;
    if (!first) throw new Error('no answers');
    const policy = policyOf(first);
    for (const directive of ['default-src', 'connect-src', 'font-src', 'form-action', 'base-uri']) {
      expect(sourcesFor(policy, directive), directive).toEqual(["'self'"]);
    }
    const images = sourcesFor(policy, 'img-src');
    expect(images).toContain("'self'");
    for (const source of images.filter((s) => s !== "'self'" && s !== 'data:')) {
      expect(source).toMatch(/^https:\/\/[\w*.-]*\.tile\.openstreetmap\.org$/);
    }
  });

  it('let no other site frame the pages, sniff types, read the referrer or share the window', () => {
    for (const { label, answer } of answers) {
      expect(sourcesFor(policyOf(answer), 'frame-ancestors'), label).toEqual(["'none'"]);
      expect(answer.headers['x-frame-options'], label).toMatch(/^(DENY|SAMEORIGIN)$/);
      expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
      expect(answer.headers['referrer-policy'], label).toBe('no-referrer');
      expect(answer.headers['cross-origin-opener-policy'], label).toBe('same-origin');
    }
  });

  it('keep browsers on HTTPS for at least half a year', () => {
    for (const { label, answer } of answers) {
      const maxAge = /max-age=(\d+)/.exec(String(answer.headers['strict-transport-security']));
      expect(Number(maxAge?.[1]), label).toBeGreaterThanOrEqual(HALF_A_YEAR_SECONDS);
    }
  });
});
