/**
 * The encoding of an image's AVIF and WebP variants, one for the site's own images
 * (./own-images.ts) and the photos the team uploads (./process.ts), so both are
 * made at the same widths (src/domain/image-variants.ts) with the same settings.
 */
import type { Sharp } from 'sharp';
import type { ImageFormat, ImageRegion } from '#domain/image-variants.ts';

/**
 * Chosen by eye on the seed photos (detail at 2x zoom) and by bytes: AVIF 50 keeps fine lines that
 * 40 smears, at about a third of the JPEG; effort 3 is within 5% of effort 4's size at a third of
 * its time. WebP (the fallback for browsers without AVIF) at 72 is about half the JPEG.
 */
export const ENCODERS = {
  avif: { quality: 50, effort: 3, chromaSubsampling: '4:2:0' },
  webp: { quality: 72, effort: 4 },
} as const satisfies Record<ImageFormat, object>;

/**
 * One variant: the image (or the region of it) scaled down to `width`, never up, in `format`.
 * `source` gives a fresh sharp pipeline of the image each time. sharp writes no metadata unless
 * asked (no EXIF, no GPS, no XMP), and converts to sRGB.
 */
export function encodeVariant(
  source: () => Sharp,
  width: number,
  format: ImageFormat,
  region?: ImageRegion,
): Promise<Buffer> {
  const image = source();
  if (region) image.extract(region);
  return image.resize({ width, withoutEnlargement: true })[format](ENCODERS[format]).toBuffer();
}
