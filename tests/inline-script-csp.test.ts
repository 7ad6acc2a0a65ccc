/**
 * The page's one inline script, Document's stylesheet wait (decision 018), and React's script in a
 * console room drawn with a form (decision 095), run only because the server's
 * Content-Security-Policy names their SHA-256, written out in src/server/security-headers.ts (the
 * server may not import the web's code). Here, without a build
 * or a browser, the page's document is rendered and every inline script in it hashed: the policy
 * must allow exactly those, so a change to the script's text without its hash, or a hash left
 * behind for a script that is gone, fails at once rather than only in the browser suite.
 */
import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Document } from '#web/app/document.tsx';
import { serializeBootData } from '#web/lib/boot-data.ts';
import { parsePolicy, SHA256_SOURCE, sourcesFor } from './helpers/content-security-policy.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Script types a browser runs (HTML's JavaScript MIME types, and module); JSON is only data. */
const runs = (script: HTMLScriptElement) =>
  script.type === '' || script.type === 'module' || /javascript|ecmascript/i.test(script.type);

const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe("the page's inline script and the Content-Security-Policy", () => {
  let t: TestApp;
  let policy: Map<string, string[]>;
  let inlineScripts: string[];

  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: false });
    const answer = await t.app.inject({ url: '/api/health' });
    policy = parsePolicy(String(answer.headers['content-security-policy']));
    const html = renderToStaticMarkup(
      createElement(Document, {
        styles: ['/assets/index.css'],
        bootData: serializeBootData({
          queries: { queries: [], mutations: [] },
          publicUrl: 'https://villas.test',
          languages: ['en'],
          assets: { styles: ['/assets/index.css'], modules: ['/assets/main.js'] },
        }),
        children: createElement('main', null, 'A villa'),
      }),
    );
    // A console room the server draws with a form whose action is a function (decision 095):
    // React adds its script that keeps a form sent before the app takes the page over.
    const room = renderToString(
      createElement('form', { action: () => undefined }, createElement('button', null, 'Save')),
    );
    inlineScripts = [html, room].flatMap((markup) =>
      [...new JSDOM(markup).window.document.querySelectorAll('script:not([src])')]
        .filter((script) => runs(script as HTMLScriptElement))
        .map((script) => script.textContent),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it("has two inline scripts that run: the stylesheet wait, and React's form replay", () => {
    expect(inlineScripts).toHaveLength(2);
  });

  it("allows that script by its hash, and no inline script the page doesn't have", () => {
    const allowed = sourcesFor(policy, 'script-src').filter((source) => SHA256_SOURCE.test(source));
    expect(allowed.sort()).toEqual(inlineScripts.map(sha256Source).sort());
  });
});
