import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';

/** Every path and method of the API (spec §7 and DESIGN.md decision 5), as OpenAPI writes them. */
const API: Record<string, string[]> = {
  '/api/health': ['get'],
  '/api/health/live': ['get'],
  '/api/villas': ['get'],
  '/api/villas/search': ['get'],
  '/api/villas/slug/{slug}': ['get'],
  '/api/villas/{ref}': ['get'],
  '/api/villas/{ref}/availability': ['get'],
  '/api/villas/{ref}/check-availability': ['get'],
  '/api/bookings': ['post'],
  '/api/bookings/{id}': ['get', 'put'],
  '/api/bookings/{id}/cancel': ['post'],
  '/api/bookings/email/{email}': ['get'],
  '/api/testimonials': ['get', 'post'],
  '/api/reviews': ['post'],
  '/api/reviews/villa/{ref}': ['get'],
  '/api/contact': ['post'],
  '/api/transport/quote': ['post'],
  '/api/transport/book': ['post'],
};

interface OpenApi {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

describe.each(engines)('health and docs on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 200 while the database is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 with database down once the database is gone', async () => {
    const broken = await createTestApp(engine);
    const closeDatabase = broken.database.close.bind(broken.database);
    try {
      await closeDatabase();
      // close() below closes the app and drops the test database; the database itself is closed.
      broken.database.close = () => Promise.resolve();
      const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'down' });
      // Liveness does not ask the database: the process itself is fine.
      const live = await broken.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
    } finally {
      await broken.close();
    }
  });

  it('publishes an OpenAPI 3 document with every API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json<OpenApi>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBeTruthy();
    for (const [path, methods] of Object.entries(API)) {
      expect(Object.keys(doc.paths), path).toContain(path);
      expect(Object.keys(doc.paths[path] ?? {}).sort(), path).toEqual([...methods].sort());
    }
    // Internal and page routes stay out of the API document.
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
    expect(Object.keys(doc.paths)).not.toContain('/api/docs');
    // Clients learn the error shape from the document too.
    expect(Object.keys(doc.paths['/api/bookings']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400']),
    );
  });
});
