/**
 * What an upload becomes (issue 15 §3), at upload time: the photo turned upright by its EXIF
 * orientation, scaled down to at most 1600 px wide, and kept as a JPEG (the <img> fallback) and the
 * AVIF and WebP variants of its family (src/domain/image-variants.ts), as are made of the seed
 * photos (./own-images.ts), with the same encoder (./variants.ts). No file keeps any metadata: sharp writes
 * none unless asked, so a phone's GPS position, camera and date stay behind.
 *
 * HEIC (an iPhone's photos) is coded with HEVC, which sharp's prebuilt libvips cannot decode:
 * libheif compiled to WebAssembly (heic-decode) turns it into pixels first, applying the file's
 * own rotation as it does.
 */
import decodeHeic from 'heic-decode';
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
      const { width, height, data } = await decodeHeic({ buffer: bytes });
      if (width * height > MAX_INPUT_PIXELS) throw new Error('too many pixels');
      const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      return sharp(pixels, { raw: { width, height, channels: 4 } });
    }
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    await image.metadata();
    return image;
  } catch {
    throw new HttpError(400, UNREADABLE_PHOTO);
  }
}

/** The photo's files for the id it will have, or a 415/400 when it is no photo or unreadable. */
export async function processPhoto(id: string, bytes: Buffer): Promise<ProcessedPhoto> {
  const upright = await decode(bytes);
  let master: { data: Buffer; info: OutputInfo };
  try {
    // Once, to raw pixels on a white ground (a photo has no transparency to keep), that every
    // file is then made from.
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
  const pixels = () => sharp(master.data, { raw: { width, height, channels } });
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
