/**
 * Responsive images in the page: the <picture> sources, the preload of the largest image and the
 * `sizes` of each place a photo is shown, for every image src/domain/image-variants.ts knows the
 * variants of (the site's own and the team's uploaded photos).
 *
 * Pure and free of DOM and Node APIs: the browser and the server renderer share it.
 */
import {
  imageFamily,
  IMAGE_FORMATS,
  IMAGE_MIME_TYPES,
  variantPath,
  type ImageCut,
  type ImageFormat,
} from '#domain/image-variants.ts';

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
