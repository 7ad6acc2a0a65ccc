/**
 * Decision 044: on a PostgreSQL server every app instance serves every photo. Two instances on one
 * database, as behind a load balancer: a photo uploaded through one is served by the other, and
 * gone from both once deleted. Needs TEST_DATABASE_URL (the embedded database has one instance).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resortToday } from '#domain/dates.ts';
import type { VillaPhotos } from '#domain/schemas/photo.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { consoleCall, signedInAs } from '#tests/helpers/console-session.ts';
import { phonePhoto, uploadPhoto } from '#tests/helpers/photo-upload.ts';
import { freshPostgres, instanceOn, type TestApp } from '#tests/helpers/test-app.ts';

describe.skipIf(
  !process.env.TEST_DATABASE_URL /* skipped without TEST_DATABASE_URL: needs a PostgreSQL server */,
)('two app instances on one PostgreSQL', () => {
  const instances: TestApp[] = [];
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const server = await freshPostgres();
    drop = server.drop;
    // One after the other: the first seeds the empty database, the second finds it seeded.
    for (const name of ['a', 'b']) {
      instances.push(
        await instanceOn(server.url, name, {
          poolSize: 4,
          seedIfEmpty: (db) => seedDatabase(db, { today: resortToday() }),
        }),
      );
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await drop();
  });

  it('serves a photo uploaded on one instance from the other', async () => {
    const [a, b] = instances as [TestApp, TestApp];
    const owner = await signedInAs(a, 'owner');
    const [villa] = (await b.app.inject({ url: '/api/villas' })).json<Villa[]>();
    if (!villa) throw new Error('no villa');
    const res = await uploadPhoto(a, owner, villa.id, {
      alt: 'The terrace at noon',
      file: { name: 'terrace.jpg', type: 'image/jpeg', bytes: await phonePhoto('jpeg') },
    });
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json<VillaPhotos>().photos.at(-1);
    if (!photo) throw new Error('no photo');

    const fromB = await b.app.inject({ url: photo.src.replace('.jpg', '-400.avif') });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/avif');
    const fromA = await a.app.inject({ url: photo.src.replace('.jpg', '-400.avif') });
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);

    // The other instance's console sees it too, and deletes it for both.
    const list = await consoleCall(b, owner, 'GET', `/api/console/villas/${villa.id}/photos`);
    expect(list.json<VillaPhotos>().photos.map((p) => p.id)).toContain(photo.id);
    const removed = await consoleCall(
      b,
      owner,
      'DELETE',
      `/api/console/villas/${villa.id}/photos/${photo.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await a.app.inject({ url: photo.src })).statusCode).toBe(404);
  });
});
