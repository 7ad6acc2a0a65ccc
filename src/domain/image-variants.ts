/**
 * Our images and their variants: which of them get AVIF and WebP copies, at which widths, under
 * which names, and how large they are. Two kinds (issue 15 §3):
 * - the site's own JPEGs under `public/images`, whose variants `{name}-{width}.{avif,webp}` the
 *   server makes when first asked for (src/server/photos/own-images.ts, decision 066); the build
 *   fails when an image's size does not match its family, so the numbers here stay true;
 * - photos the team uploads in the console, kept by the server at `/photos/{id}-{width}x{height}.jpg`
 *   with their variants beside them under the same names, made at upload time (src/server/photos/),
 *   at the widths and in the cuts made of an own image of that size.
 * The JPEG stays as the fallback. Anything else (an https URL a villa might carry, a path with
 * unusual characters) has no variants.
 *
 * Pure: the browser (src/web/lib/responsive-images.ts), the server and the build plugin share it.
 */

export type ImageFormat = 'avif' | 'webp';

/** The formats made for each image, best first: a <picture> lists its sources in this order. */
export const IMAGE_FORMATS: readonly ImageFormat[] = ['avif', 'webp'];

export const IMAGE_MIME_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** A family of our own images: their intrinsic size and the widths the build makes of them. */
export interface ImageFamily {
  readonly width: number;
  readonly height: number;
  /** Ascending, none above `width`: variants are never upscaled. */
  readonly widths: readonly number[];
  /** A tall crop of each image for phones held upright, where the image fills the screen. */
  readonly portrait?: ImageCrop;
}

/** The middle of an image, cut to another shape, with widths of its own. */
export interface ImageCrop {
  /** The crop's size in the original, centred in it. */
  readonly width: number;
  readonly height: number;
  /** Ascending, none above `width`. */
  readonly widths: readonly number[];
  /** The screens it is for. */
  readonly media: string;
}

/**
 * The middle of a 3:2 photo at 9:16, for a picture that fills a phone's upright screen (the home
 * page's hero): there `object-cover` shows only this middle third of the photo, so the crop keeps
 * every pixel that is seen, at about a third of the bytes. Phones only: a portrait tablet is wide
 * enough to want the whole photo's detail.
 */
export const PORTRAIT_CROP: ImageCrop = {
  width: 600,
  height: 1067,
  widths: [450, 600],
  media: '(max-aspect-ratio: 3/4) and (max-width: 767px)',
};

/** The widths made of a photo, up to its own: as wide as the largest place it is shown, 1600 px. */
const PHOTO_WIDTHS = [400, 800, 1200, 1600] as const;
/** The widest a photo is kept: an uploaded photo is scaled down to it (PHOTO_WIDTHS). */
export const MAX_PHOTO_WIDTH = 1600;

/**
 * The family of a photo of this size: PHOTO_WIDTHS below its width and its own width; and, where the
 * photo is wider than 9:16, the portrait crop of its middle at that shape, full height (for the
 * seed's 1600 x 1067 exactly PORTRAIT_CROP).
 */
export function photoFamily(width: number, height: number): ImageFamily {
  const widthsUpTo = (limit: number, widths: readonly number[]) => [
    ...widths.filter((w) => w < limit),
    limit,
  ];
  const cropWidth = Math.round((height * 9) / 16);
  return {
    width,
    height,
    widths: widthsUpTo(width, PHOTO_WIDTHS),
    ...(cropWidth < width && {
      portrait: {
        ...PORTRAIT_CROP,
        width: cropWidth,
        height,
        widths: widthsUpTo(Math.min(cropWidth, 600), PORTRAIT_CROP.widths),
      },
    }),
  };
}

/** Villa photographs, the placeholder and every other picture: 1600 x 1067 (3:2). */
export const PHOTO_FAMILY: ImageFamily = photoFamily(1600, 1067);

/** Guest avatars, 256 x 256, shown at 48 CSS px: one variant for each of 1x, 2x and 3x screens. */
export const AVATAR_FAMILY: ImageFamily = { width: 256, height: 256, widths: [48, 96, 144] };

/** Ours: a root-relative JPEG under /images/ with a plain name (no query, spaces, commas or ..). */
const OWN_IMAGE =
  /^\/images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.jpe?g$/i;

/** An uploaded photo's JPEG: its id, and the size it was kept at (uploadedPhotoSrc). */
const UPLOADED_PHOTO = /^\/photos\/[0-9a-f]{24}-([1-9]\d{0,4})x([1-9]\d{0,4})\.jpg$/;

/** The address of an uploaded photo's JPEG, which names its size: its family follows from it. */
export function uploadedPhotoSrc(id: string, width: number, height: number): string {
  return `/photos/${id}-${width}x${height}.jpg`;
}

/**
 * The family of one of our images (`/images/...jpg`, `/photos/...jpg`), or null when the image is
 * not ours.
 */
export function imageFamily(src: string): ImageFamily | null {
  const uploaded = UPLOADED_PHOTO.exec(src);
  if (uploaded) {
    const width = Number(uploaded[1]);
    return width <= MAX_PHOTO_WIDTH ? photoFamily(width, Number(uploaded[2])) : null;
  }
  if (!OWN_IMAGE.test(src) || src.includes('..')) return null;
  return src.startsWith('/images/avatars/') ? AVATAR_FAMILY : PHOTO_FAMILY;
}

/** What a variant is cut from: the whole image, or its portrait crop. */
export type ImageCut = 'whole' | 'portrait';

/**
 * The URL of one variant: `/images/a/b.jpg`, 800, 'avif' -> `/images/a/b-800.avif`; of the
 * portrait crop, `/images/a/b-portrait-600.avif`.
 */
export function variantPath(
  src: string,
  width: number,
  format: ImageFormat,
  cut: ImageCut = 'whole',
): string {
  const base = src.replace(/\.jpe?g$/i, '');
  return `${base}${cut === 'portrait' ? '-portrait' : ''}-${width}.${format}`;
}

/** A part of an image, in pixels of the original. */
export interface ImageRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What is made of a family's images: the whole image, and its portrait crop (centred) if it has one. */
export function cutsOf(
  family: ImageFamily,
): { cut: ImageCut; widths: readonly number[]; region?: ImageRegion }[] {
  const crop = family.portrait;
  if (!crop) return [{ cut: 'whole', widths: family.widths }];
  const region = {
    left: Math.round((family.width - crop.width) / 2),
    top: Math.round((family.height - crop.height) / 2),
    width: crop.width,
    height: crop.height,
  };
  return [
    { cut: 'whole', widths: family.widths },
    { cut: 'portrait', widths: crop.widths, region },
  ];
}
