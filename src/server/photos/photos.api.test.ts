/**
 * Issue 15 §3: the team's photos of a villa, through the console's API, on both engines. The type
 * is read from the content; every file the site serves is upright and carries no metadata (no
 * GPS); alt text is required; the order (the cover first) and deletions show on the site at once.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_PHOTO, PHOTO_TOO_LARGE } from '#domain/photo-files.ts';
import { ALT_REQUIRED, type VillaPhotos } from '#domain/schemas/photo.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { filesOfPhoto, phonePhoto, uploadPhoto } from '#tests/helpers/photo-upload.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { auditLog } from '../db/schema.ts';
import { like } from 'drizzle-orm';

const HEIC = readFileSync('tests/fixtures/phone-photo.heic');

describe.each(engines)('villa photos on %s', (engine) => {
  let t: TestApp;
  let dataDir: string;
  let manager: ConsoleSession;
  let villa: Villa;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'villa-photos-'));
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir } });
    manager = await signedInAs(t, 'manager');
    const villas = (await t.app.inject({ url: '/api/villas' })).json<Villa[]>();
    villa = villas.find((v) => v.slug === 'villa-ahangama') as Villa;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const list = async () => {
    const res = await consoleCall(t, manager, 'GET', `/api/console/villas/${villa.id}/photos`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<VillaPhotos>();
  };
  const publicVilla = async () =>
    (await t.app.inject({ url: `/api/villas/${villa.id}` })).json<Villa>();
  const upload = async (alt: string, name: string, type: string, bytes: Buffer) => {
    const res = await uploadPhoto(t, manager, villa.id, { alt, file: { name, type, bytes } });
    expect(res.statusCode, res.body).toBe(201);
    const photos = res.json<VillaPhotos>().photos;
    const added = photos.at(-1);
    if (!added) throw new Error('no photo');
    expect(added.alt).toBe(alt);
    return added;
  };

  it('lists the seed photos as rows with their alt text, as the public answer shows them', async () => {
    const { villa: head, photos } = await list();
    expect(head).toEqual({ id: villa.id, name: villa.name, slug: villa.slug });
    expect(photos.map((p) => p.src)).toEqual(villa.images);
    expect(photos.map((p) => p.position)).toEqual(photos.map((_, i) => i));
    expect(villa.image).toBe(villa.images[0]);
    expect(villa.photos).toEqual(photos.map(({ src, alt }) => ({ src, alt })));
    expect(villa.photos[0]?.alt).toBe('The pool at the edge of the beach');
  });

  it('turns a phone photo upright and serves every variant without any metadata', async () => {
    const bytes = await phonePhoto('jpeg', { width: 600, height: 400, orientation: 6 });
    expect(exifReader((await sharp(bytes).metadata()).exif as Buffer).GPSInfo).toBeDefined();
    // Stored 600 x 400, to be shown turned a quarter clockwise: 400 x 600.
    const photo = await upload('The beach at dawn', 'IMG_0042.JPG', 'image/jpeg', bytes);
    expect([photo.width, photo.height]).toEqual([400, 600]);
    expect(photo.src).toBe(`/photos/${photo.id}-400x600.jpg`);

    const files = filesOfPhoto(photo.src);
    // The JPEG; 400 wide in AVIF and WebP; the 338 x 600 portrait crop in both.
    expect(files.length).toBe(5);
    for (const file of files) {
      const res = await t.app.inject({ url: file.url });
      expect(res.statusCode, file.url).toBe(200);
      expect(res.headers['content-type']).toBe(file.type);
      expect(res.headers['cache-control']).toContain('immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.exif, `${file.url} keeps EXIF`).toBeUndefined();
      expect(meta.xmp, `${file.url} keeps XMP`).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
    }
    // The red block of the stored top-left corner is now top-right: turned, not just relabelled.
    const jpeg = await t.app.inject({ url: photo.src });
    const { data, info } = await sharp(jpeg.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const [r, g] = pixel(info.width - 20, 20);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(80);
    const [r2] = pixel(20, 20);
    expect(r2).toBeLessThan(120);
  });

  it('takes PNG, WebP and HEIC by their content, whatever their name or declared type', async () => {
    const png = await upload('A PNG', 'holiday.jpg', 'image/jpeg', await phonePhoto('png'));
    const webp = await upload(
      'A WebP',
      'holiday.png',
      'application/octet-stream',
      await phonePhoto('webp'),
    );
    const heic = await upload('An iPhone photo', 'IMG_1234.HEIC', 'image/heic', HEIC);
    expect([heic.width, heic.height]).toEqual([480, 320]);
    for (const photo of [png, webp, heic]) {
      for (const file of filesOfPhoto(photo.src)) {
        const res = await t.app.inject({ url: file.url });
        expect(res.statusCode, file.url).toBe(200);
        expect((await sharp(res.rawPayload).metadata()).exif, file.url).toBeUndefined();
      }
    }
  });

  it('refuses a renamed text file and a file over 25 MB, in words', async () => {
    const text = await uploadPhoto(t, manager, villa.id, {
      alt: 'Not a photo',
      file: {
        name: 'sunset.jpg',
        type: 'image/jpeg',
        bytes: Buffer.from('Dear team,\nhere is the photo you asked for.\n'),
      },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json<{ message: string }>().message).toBe(NOT_A_PHOTO);

    const big = Buffer.alloc(30 * 1024 * 1024, 7);
    (await phonePhoto('jpeg')).copy(big);
    const tooLarge = await uploadPhoto(t, manager, villa.id, {
      alt: 'Too large',
      file: { name: 'huge.jpg', type: 'image/jpeg', bytes: big },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ message: string }>().message).toBe(PHOTO_TOO_LARGE);

    const notMultipart = await consoleCall(
      t,
      manager,
      'POST',
      `/api/console/villas/${villa.id}/photos`,
      { alt: 'x' },
    );
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json<{ message: string }>().message).toMatch(/multipart\/form-data/);
  });

  it('requires alt text, on upload and on every change', async () => {
    const before = (await list()).photos.length;
    for (const alt of [undefined, '', '   ']) {
      const res = await uploadPhoto(t, manager, villa.id, {
        ...(alt === undefined ? {} : { alt }),
        file: { name: 'a.jpg', type: 'image/jpeg', bytes: await phonePhoto('jpeg') },
      });
      expect(res.statusCode, String(alt)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(ALT_REQUIRED);
    }
    expect((await list()).photos.length).toBe(before);

    const [first] = (await list()).photos;
    const url = `/api/console/villas/${villa.id}/photos/${first?.id}`;
    const blank = await consoleCall(t, manager, 'PATCH', url, { alt: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ message: string }>().message).toContain(ALT_REQUIRED);
    const changed = await consoleCall(t, manager, 'PATCH', url, {
      alt: 'The pool, seen from the beach',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await publicVilla()).photos[0]?.alt).toBe('The pool, seen from the beach');
  });

  it('makes a photo the cover, reorders and deletes, and the site shows it at once', async () => {
    await publicVilla(); // cached now
    const added = await upload(
      'The new cover',
      'cover.jpg',
      'image/jpeg',
      await phonePhoto('jpeg'),
    );
    const ids = (await list()).photos.map((p) => p.id);
    const order = [added.id, ...ids.filter((id) => id !== added.id)];
    const reordered = await consoleCall(
      t,
      manager,
      'PUT',
      `/api/console/villas/${villa.id}/photos/order`,
      { ids: order },
    );
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json<VillaPhotos>().photos.map((p) => p.id)).toEqual(order);

    const shown = await publicVilla();
    expect(shown.image).toBe(added.src);
    const cards = (await t.app.inject({ url: '/api/villas?featured=true' })).json<Villa[]>();
    expect(cards.find((v) => v.id === villa.id)?.image).toBe(added.src);

    // An order that leaves a photo out (or names another) is refused: the page was stale.
    const stale = await consoleCall(
      t,
      manager,
      'PUT',
      `/api/console/villas/${villa.id}/photos/order`,
      { ids: order.slice(1) },
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json<{ message: string }>().message).toMatch(/Reload the page/);

    const removed = await consoleCall(
      t,
      manager,
      'DELETE',
      `/api/console/villas/${villa.id}/photos/${added.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const after = removed.json<VillaPhotos>().photos;
    expect(after.map((p) => p.id)).toEqual(order.slice(1));
    expect(after.map((p) => p.position)).toEqual(after.map((_, i) => i));
    expect((await publicVilla()).image).toBe(after[0]?.src);
    for (const file of filesOfPhoto(added.src)) {
      expect((await t.app.inject({ url: file.url })).statusCode, file.url).toBe(404);
    }
    const again = await consoleCall(
      t,
      manager,
      'DELETE',
      `/api/console/villas/${villa.id}/photos/${added.id}`,
    );
    expect(again.statusCode).toBe(404);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'photo.%'));
    expect(new Set(audit.map((a) => a.action))).toEqual(
      new Set(['photo.upload', 'photo.alt', 'photo.order', 'photo.delete']),
    );
    expect(audit.every((a) => a.actorId === manager.id)).toBe(true);
  });

  it('keeps the files where decision 044 says', () => {
    expect(t.app.photoStore.kind).toBe(engine === 'postgres' ? 'database' : 'folder');
  });
});
