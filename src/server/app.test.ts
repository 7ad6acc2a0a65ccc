import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { PLUGIN_TIMEOUT_MS } from './app.ts';

describe('buildApp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a plugin a minute to start, not Fastify’s 10 s: the page renderer loads slowly on a busy machine', () => {
    expect(PLUGIN_TIMEOUT_MS).toBe(60_000);
    expect(t.app.initialConfig.pluginTimeout).toBe(PLUGIN_TIMEOUT_MS);
  });
});
