/**
 * Issue 36 §4: a HEIC's size is read from its header before it is decoded, and one over the
 * 100-megapixel limit is refused in the words of any other unreadable photo, without a pixel of it
 * decoded (a small file can claim dimensions whose pixels would take gigabytes).
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNREADABLE_PHOTO } from '#domain/photo-files.ts';
import { heic } from './heic.ts';
import { processPhoto } from './process.ts';

const PHONE_PHOTO = readFileSync('tests/fixtures/phone-photo.heic');

/** The phone's photo with its header (the `ispe` box) claiming `width` by `height`. */
function claiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(PHONE_PHOTO);
  const box = bytes.indexOf('ispe');
  if (box < 0) throw new Error('The fixture has no ispe box');
  // The box: size, 'ispe', version and flags (4 bytes), then the width and height.
  bytes.writeUInt32BE(width, box + 8);
  bytes.writeUInt32BE(height, box + 12);
  return bytes;
}

describe('a HEIC upload', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is refused over 100 megapixels before it is decoded, in the words of any other', async () => {
    const pixels = vi.spyOn(heic, 'pixels');
    const bomb = claiming(12_000, 9_000);
    expect(await heic.size(bomb)).toEqual({ width: 12_000, height: 9_000 });
    await expect(processPhoto('a'.repeat(24), bomb)).rejects.toMatchObject({
      statusCode: 400,
      message: UNREADABLE_PHOTO,
    });
    expect(pixels).not.toHaveBeenCalled();

    // A PNG claiming as much is refused with the same words.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    png.writeUInt32BE(12_000, 16);
    png.writeUInt32BE(9_000, 20);
    await expect(processPhoto('b'.repeat(24), png)).rejects.toMatchObject({
      statusCode: 400,
      message: UNREADABLE_PHOTO,
    });
  });

  it('is decoded once when its size is within the limit', async () => {
    const pixels = vi.spyOn(heic, 'pixels');
    const photo = await processPhoto('c'.repeat(24), PHONE_PHOTO);
    expect([photo.width, photo.height]).toEqual([480, 320]);
    expect(pixels).toHaveBeenCalledTimes(1);
  });
});
