/**
 * Issue 36 §4 on both engines: a turnover keeps at most 12 photos however many are sent at once
 * (counted under the task's lock, in the transaction that inserts), and an upload makes only the
 * JPEG it keeps, never the AVIF and WebP sizes of a villa photo.
 */
import { eq } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { ApiError } from '#domain/schemas/common.ts';
import { MAX_TURNOVER_PHOTOS } from '#domain/schemas/turnover.ts';
import { consoleCall, signedInAs, type ConsoleSession } from '#tests/helpers/console-session.ts';
import { villaWithFreeStays, type FreeStays } from '#tests/helpers/free-stays.ts';
import { multipartBody } from '#tests/helpers/photo-upload.ts';
import { createTestApp, engines, type TestApp } from '#tests/helpers/test-app.ts';
import { newId } from '#server/lib/ids.ts';
import { turnoverPhotos, turnoverTasks } from '../db/schema.ts';

describe.each(engines)("a turnover's photos on %s", (engine) => {
  let t: TestApp;
  let stays: FreeStays;
  let manager: ConsoleSession;
  let housekeeper: ConsoleSession;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp(engine);
    stays = await villaWithFreeStays(t.app);
    manager = await signedInAs(t, 'manager');
    housekeeper = await signedInAs(t, 'housekeeping');
    photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A confirmed stay's turnover task, with `photos` photos already on it. */
  async function taskWith(photos: number): Promise<string> {
    const made = await stays.bookFreshStay({});
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json<BookingCreated>();
    const confirmed = await consoleCall(
      t,
      manager,
      'POST',
      `/api/console/bookings/${booking.id}/confirm`,
      {},
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [task] = await t.database.db
      .select({ id: turnoverTasks.id })
      .from(turnoverTasks)
      .where(eq(turnoverTasks.bookingId, booking.id));
    if (!task) throw new Error('No turnover for the confirmed stay');
    for (let i = 0; i < photos; i += 1) {
      await t.database.db
        .insert(turnoverPhotos)
        .values({ id: newId(), taskId: task.id, width: 900, height: 600 });
    }
    return task.id;
  }

  const upload = (taskId: string) => {
    const { body, contentType } = multipartBody({
      file: { name: 'leak.png', type: 'image/png', bytes: photo },
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/console/turnovers/${taskId}/photos`,
      headers: {
        cookie: housekeeper.cookie,
        origin: 'https://villas.test',
        'content-type': contentType,
      },
      payload: body,
    });
  };
  const kept = async (taskId: string) =>
    (await t.database.db.select().from(turnoverPhotos).where(eq(turnoverPhotos.taskId, taskId)))
      .length;

  it('keeps 12 when 8 are sent at once to a turnover with 9, and refuses the rest in words', async () => {
    const taskId = await taskWith(9);
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(taskId)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json<ApiError>().message).toBe(
        `A turnover keeps at most ${MAX_TURNOVER_PHOTOS} photos.`,
      );
    }
    expect(await kept(taskId)).toBe(MAX_TURNOVER_PHOTOS);
  });

  it('makes only the JPEG it keeps', async () => {
    const taskId = await taskWith(0);
    // Every pipeline's encoders, watched (not replaced) for this one upload.
    const proto = (sharp as unknown as { prototype: Sharp }).prototype;
    const avif = vi.spyOn(proto, 'avif');
    const webp = vi.spyOn(proto, 'webp');
    const jpeg = vi.spyOn(proto, 'jpeg');
    const res = await upload(taskId);
    expect(res.statusCode, res.body).toBe(201);
    expect({ avif: avif.mock.calls.length, webp: webp.mock.calls.length }).toEqual({
      avif: 0,
      webp: 0,
    });
    expect(jpeg).toHaveBeenCalledTimes(1);
  });
});
