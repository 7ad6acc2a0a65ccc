/**
 * HEIC (an iPhone's photos) is coded with HEVC, which sharp's prebuilt libvips cannot decode:
 * libheif compiled to WebAssembly (heic-decode) turns it into pixels, applying the file's own
 * rotation as it does. Its size is read first, from the file's header (sharp reads HEIF's `ispe`
 * box without decoding), so a small file that claims enormous dimensions is refused before any
 * memory is set aside for its pixels (issue 36 §4). One object, so a test can watch the decoding.
 */
import decodeHeic from 'heic-decode';
import sharp from 'sharp';

export const heic = {
  /** The width and height the file's header declares. */
  async size(bytes: Buffer): Promise<{ width: number; height: number }> {
    const { width, height } = await sharp(bytes).metadata();
    return { width, height };
  },

  /** The decoded image as RGBA pixels. */
  async pixels(bytes: Buffer): Promise<{ width: number; height: number; data: Buffer }> {
    const { width, height, data } = await decodeHeic({ buffer: bytes });
    return { width, height, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
  },
};
