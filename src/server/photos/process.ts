/**
 * What an upload becomes (issue 15 §3), at upload time: the photo turned upright by its EXIF
 * orientation, scaled down to at most 1600 px wide, and kept as a JPEG (the <img> fallback) and the
 * AVIF and WebP variants of its family (src/domain/image-variants.ts), as are made of the seed
 * photos (./own-images.ts), with the same encoder (./variants.ts). A turnover's photo is kept as
 * the JPEG alone, so only that is made (`processJpeg`). No file keeps any metadata: sharp writes
 * none unless asked, so a phone's GPS position, camera and date stay behind. HEIC is decoded
 * apart (./heic.ts).
 */
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import {
  cutsOf,
  IMAGE_FORMATS,
  IMAGE_MIME_TYPES,
  MAX_PHOTO_WIDTH,
  photoFamily,
  uploadedPhotoSrc,
  variantPath,
} from '#domain/image-variants.ts';
import {
  NOT_A_PHOTO,
  photoFileType,
  PHOTO_SIGNATURE_BYTES,
  UNREADABLE_PHOTO,
} from '#domain/photo-files.ts';
import { HttpError } from '#server/plugins/errors.ts';
import { heic } from './heic.ts';
import type { PhotoFile } from './store.ts';
import { encodeVariant } from './variants.ts';

/** The fallback JPEG, for browsers that take neither AVIF nor WebP: as the seed's JPEGs. */
const FALLBACK_JPEG = { quality: 80, mozjpeg: true } as const;

/**
 * A camera's largest photos are about 50 megapixels; the limit keeps a small file that claims
 * enormous dimensions (a decompression bomb) from taking the server's memory.
 */
const MAX_INPUT_PIXELS = 100_000_000;

export interface ProcessedPhoto {
  src: string;
  width: number;
  height: number;
  files: PhotoFile[];
}

const basename = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** The upright pixels of the upload, or a 415/400 in words the team can act on. */
async function decode(bytes: Buffer): Promise<Sharp> {
  const type = photoFileType(bytes.subarray(0, PHOTO_SIGNATURE_BYTES));
  if (!type) throw new HttpError(415, NOT_A_PHOTO);
  try {
    if (type === 'heic') {
      // The size its header declares before a pixel is decoded (issue 36 §4), and the size
      // decoded after, should the two differ.
      const declared = await heic.size(bytes);
      if (declared.width * declared.height > MAX_INPUT_PIXELS) throw new Error('too many pixels');
      const { width, height, data } = await heic.pixels(bytes);
      if (width * height > MAX_INPUT_PIXELS) throw new Error('too many pixels');
      return sharp(data, { raw: { width, height, channels: 4 } });
    }
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    await image.metadata();
    return image;
  } catch {
    throw new HttpError(400, UNREADABLE_PHOTO);
  }
}

/**
 * The upload upright, at most 1600 px wide, as raw pixels on a white ground (a photo has no
 * transparency to keep), made once: every file is made from it. A 415/400 when it is no photo
 * or unreadable.
 */
async function uprightPixels(bytes: Buffer) {
  const upright = await decode(bytes);
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await upright
      .resize({ width: MAX_PHOTO_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(400, UNREADABLE_PHOTO);
  }
  const { width, height, channels } = master.info;
  return { width, height, pixels: () => sharp(master.data, { raw: { width, height, channels } }) };
}

/**
 * The upload as one JPEG (a turnover's photo, issue 27 §3, which keeps no other file): the same
 * JPEG processPhoto makes, without the AVIF and WebP sizes it would throw away (issue 36 §4).
 */
export async function processJpeg(
  bytes: Buffer,
): Promise<{ width: number; height: number; jpeg: Buffer }> {
  const { width, height, pixels } = await uprightPixels(bytes);
  return { width, height, jpeg: await pixels().jpeg(FALLBACK_JPEG).toBuffer() };
}

/** The photo's files for the id it will have, or a 415/400 when it is no photo or unreadable. */
export async function processPhoto(id: string, bytes: Buffer): Promise<ProcessedPhoto> {
  const { width, height, pixels } = await uprightPixels(bytes);
  const src = uploadedPhotoSrc(id, width, height);
  const family = photoFamily(width, height);

  const jobs: (() => Promise<PhotoFile>)[] = [
    async () => ({
      name: basename(src),
      contentType: 'image/jpeg',
      bytes: await pixels().jpeg(FALLBACK_JPEG).toBuffer(),
    }),
  ];
  for (const { cut, widths, region } of cutsOf(family)) {
    for (const w of widths) {
      for (const format of IMAGE_FORMATS) {
        jobs.push(async () => ({
          name: basename(variantPath(src, w, format, cut)),
          contentType: IMAGE_MIME_TYPES[format],
          bytes: await encodeVariant(pixels, w, format, region),
        }));
      }
    }
  }
  // Two at a time: sharp spreads each over the cores already; more would only queue.
  const files: PhotoFile[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (job) files.push(await job());
    }
  };
  await Promise.all([worker(), worker()]);
  return { src, width, height, files };
}
