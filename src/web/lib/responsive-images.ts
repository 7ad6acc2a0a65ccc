/**
 * Responsive images: the one place that knows which of our images have AVIF and WebP variants, at
 * which widths, under which names, and how large they are.
 *
 * The rule is a convention, checked at build time: every JPEG under `public/images` has variants
 * `{name}-{width}.avif` and `{name}-{width}.webp` beside it in the build (e.g.
 * `/images/villas/villa-river-breeze/aerial-800.avif`), made by scripts/vite-responsive-images.ts
 * from the families below; the build fails when an image's size does not match its family, so the
 * numbers here stay true. The original JPEG stays as the fallback. Anything else (an https URL a
 * villa might carry, a path with unusual characters) has no variants and renders as a plain <img>.
 *
 * Pure and free of DOM and Node APIs: the browser, the server renderer and the build plugin share it.
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

/** Villa photographs, the placeholder and every other picture: 1600 x 1067 (3:2). */
export const PHOTO_FAMILY: ImageFamily = {
  width: 1600,
  height: 1067,
  widths: [400, 800, 1200, 1600],
  portrait: PORTRAIT_CROP,
};

/** Guest avatars, 256 x 256, shown at 48 CSS px: one variant for each of 1x, 2x and 3x screens. */
export const AVATAR_FAMILY: ImageFamily = { width: 256, height: 256, widths: [48, 96, 144] };

/** Ours: a root-relative JPEG under /images/ with a plain name (no query, spaces, commas or ..). */
const OWN_IMAGE =
  /^\/images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.jpe?g$/i;

/** The family of one of our images (`/images/...jpg`), or null when the image is not ours. */
export function imageFamily(src: string): ImageFamily | null {
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

/** A `srcset` value listing every width of one format. */
export function variantSrcSet(
  src: string,
  widths: readonly number[],
  format: ImageFormat,
  cut: ImageCut = 'whole',
): string {
  return widths.map((w) => `${variantPath(src, w, format, cut)} ${w}w`).join(', ');
}

export interface ImageSource {
  type: string;
  srcSet: string;
  /** Set on the portrait crop's sources, which come first: the screens they are for. */
  media?: string;
  /** Set on the portrait crop's sources: the crop's own `sizes`. */
  sizes?: string;
}

export interface ResponsiveImageData {
  /** The original JPEG: the <img> fallback. */
  src: string;
  width: number;
  height: number;
  /** One per format, best first; the portrait crop's first when it is asked for. */
  sources: ImageSource[];
}

/**
 * Everything a <picture> needs for one of our images; null for an image that is not ours. With
 * `portraitSizes` (the width the crop is drawn at), phones held upright get the portrait crop.
 */
export function responsiveImage(src: string, portraitSizes?: string): ResponsiveImageData | null {
  const family = imageFamily(src);
  if (!family) return null;
  const crop = portraitSizes === undefined ? undefined : family.portrait;
  /** One source per format, of one cut; `screens` limits them to some screens, with their sizes. */
  const sourcesOf = (
    widths: readonly number[],
    cut: ImageCut,
    screens?: Pick<ImageSource, 'media' | 'sizes'>,
  ): ImageSource[] =>
    IMAGE_FORMATS.map((format) => ({
      type: IMAGE_MIME_TYPES[format],
      srcSet: variantSrcSet(src, widths, format, cut),
      ...screens,
    }));
  return {
    src,
    width: family.width,
    height: family.height,
    sources: [
      ...(crop
        ? sourcesOf(crop.widths, 'portrait', { media: crop.media, sizes: portraitSizes })
        : []),
      ...sourcesOf(family.widths, 'whole'),
    ],
  };
}

/**
 * The attributes of `<link rel="preload" as="image">` for the page's largest image, as React props
 * (`<link {...link} />`, which React 19 hoists into <head>). For our images it preloads the AVIF
 * candidate the <picture> will pick: `imageSrcSet` and `imageSizes` without `href`, so a browser
 * that cannot read them fetches nothing rather than the wrong file, and a browser without AVIF
 * skips it (`type`). `sizes` (and `portraitSizes`) must be the very strings the image is rendered
 * with (take them from IMAGE_SIZES), or the browser downloads two candidates. With a portrait crop
 * there are two links, each for its own screens (`media`), so each screen preloads one file. Any
 * other image gets a plain `href` preload. With react-dom's `preload(href, options)`, pass the
 * JPEG as `href` (React drops it when `imageSrcSet` is set) and the rest as options.
 */
export function imagePreloadLinks(
  src: string,
  sizes: string,
  portraitSizes?: string,
): ImagePreloadLink[] {
  const data = responsiveImage(src, portraitSizes);
  if (!data) return [{ rel: 'preload', as: 'image', href: src, fetchPriority: 'high' }];
  const avif = data.sources.filter((source) => source.type === IMAGE_MIME_TYPES.avif);
  const portrait = avif.find((source) => source.media !== undefined);
  return avif.map((source) => ({
    rel: 'preload',
    as: 'image',
    imageSrcSet: source.srcSet,
    imageSizes: source.sizes ?? sizes,
    type: source.type,
    fetchPriority: 'high',
    ...(portrait && { media: source.media ?? `not all and ${portrait.media}` }),
  }));
}

export interface ImagePreloadLink {
  rel: 'preload';
  as: 'image';
  href?: string;
  imageSrcSet?: string;
  imageSizes?: string;
  type?: string;
  media?: string;
  fetchPriority: 'high';
}

/**
 * The `sizes` of each place a photo is shown: the width it is drawn at, at Tailwind's breakpoints
 * (sm 640, md 768, lg 1024, xl 1280 px) and the Container (max-w-7xl = 1280 px, padding 20 px on
 * phones, 32 px from sm). Where object-cover crops the 3:2 photo hard (a tall box), the width is
 * that of the whole scaled photo, not of the box, or the picture would be blurred; a mild crop is
 * ignored to save bytes. Keep these in step with the classes of the components that use them.
 */
export const IMAGE_SIZES = {
  /** Home hero: the whole screen, at least as tall as it; on a portrait screen the photo is scaled to
   * the height, so it is 1.5 x the height wide. */
  hero: '(max-aspect-ratio: 3/2) 150vh, 100vw',
  /** Home hero on an upright phone: the 9:16 crop, scaled to the height on a taller screen. */
  heroPortrait: '(max-aspect-ratio: 9/16) 56.25vh, 100vw',
  /** PageHero (about, contact, transport): full width, and on phones a box taller than wide. */
  pageHero: '(min-width: 768px) 100vw, 200vw',
  /** Villa card on /villas: one column, two from md, three from xl (gap 2rem). */
  villaCard:
    '(min-width: 1280px) 384px, (min-width: 768px) calc(50vw - 48px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)',
  /** Villa card on the home page: one column, two from md (gap 2rem, 2.5rem from lg); also on
   * /villas when two columns hold them all (its gap stays 2rem: 4 px wider, the same file). */
  featuredVillaCard:
    '(min-width: 1280px) 588px, (min-width: 1024px) calc(50vw - 52px), (min-width: 768px) calc(50vw - 48px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)',
  /** Villa page, the cover beside thumbnails: edge to edge on phones, framed from sm, half of a
   * min(36rem, 70vh) high mosaic from lg (cropped to the height: 36rem x 1.5). */
  galleryCover: '(min-width: 1024px) 864px, (min-width: 640px) calc(100vw - 64px), 100vw',
  /** Villa page, a cover without thumbnails: the whole mosaic. */
  galleryCoverAlone: '(min-width: 1280px) 1216px, (min-width: 640px) calc(100vw - 64px), 100vw',
  /** Mosaic thumbnails (shown from lg only): a quarter tile, a half-width tile, the whole right half. */
  galleryThumb: '432px',
  galleryThumbWide: '608px',
  galleryThumbLarge: '864px',
  /** The lightbox: the screen less the side padding, and from sm the two arrow buttons. */
  lightbox: '(min-width: 640px) calc(100vw - 192px), calc(100vw - 32px)',
  /** About page, the story photo: 4:5 on phones and from lg (half the Container), 4:3 between. */
  aboutStory:
    '(min-width: 1280px) 1065px, (min-width: 1024px) calc(94vw - 135px), (min-width: 640px) calc(113vw - 72px), calc(188vw - 75px)',
  /** Home, the photo beside the testimonial form (lg only): 5/12 of the Container, 4:3. */
  testimonialAside: '(min-width: 1280px) 540px, calc(47vw - 60px)',
  /** Home, the faint photo behind the closing call to action. */
  closingBackdrop: '100vw',
  /** A guest's avatar, 48 x 48. */
  avatar: '48px',
} as const;
