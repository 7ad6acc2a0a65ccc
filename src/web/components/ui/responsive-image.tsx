import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { preload } from 'react-dom';
import { PHOTO_FAMILY } from '#domain/image-variants.ts';
import { imagePreloadLinks, responsiveImage } from '#web/lib/responsive-images.ts';

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height'
> {
  /** As stored in the data: `/images/...jpg` (gets AVIF and WebP sources) or any other URL. */
  src: string;
  /** Required: '' for a decorative picture. */
  alt: string;
  /** The width the picture is drawn at, per breakpoint; take it from IMAGE_SIZES. */
  sizes: string;
  /** For a picture that fills an upright phone's screen: the width its portrait crop is drawn at
   * there (IMAGE_SIZES); such phones then load the crop instead of the whole photo. */
  portraitSizes?: string;
  /** The intrinsic size of an image that is not ours (ours have theirs); default 1600 x 1067. */
  width?: number;
  height?: number;
  /** 'lazy' below the fold; the default 'eager' for what is on screen at once. */
  loading?: 'eager' | 'lazy';
  /** 'high' for the page's largest picture on first view, and only for it. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Class of the <picture>; by default it takes no box (display: contents), so the <img> lays out
   * exactly as if it stood alone. */
  pictureClassName?: string;
}

/**
 * A photo as a <picture>: AVIF and WebP at several widths for the browser to choose from by
 * `sizes`, and the original JPEG in the <img> for any browser that takes neither. The width and
 * height are always set, so the space is reserved before it loads. Should a variant fail to load
 * (a build without them), the photo is shown again from the JPEG alone; `onError` is called only
 * when that fails too. Images that are not ours render as a plain <img>.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  portraitSizes,
  width,
  height,
  loading = 'eager',
  fetchPriority,
  decoding = 'async',
  pictureClassName = 'contents',
  onError,
  ...rest
}: ResponsiveImageProps) {
  // The src whose variants failed; a new src gets its variants again.
  const [variantsFailedFor, setVariantsFailedFor] = useState<string | null>(null);
  const data = variantsFailedFor === src ? null : responsiveImage(src, portraitSizes);
  // The page's largest picture is asked for from the head of the server's HTML, before the
  // stylesheet and scripts are read (React writes the preload there).
  if (fetchPriority === 'high') {
    for (const link of imagePreloadLinks(src, sizes, portraitSizes)) {
      const { href = src, rel: _rel, as, ...options } = link;
      preload(href, { as, ...options });
    }
  }

  const img = (
    <img
      {...rest}
      src={src}
      alt={alt}
      sizes={data ? sizes : undefined}
      width={data?.width ?? width ?? PHOTO_FAMILY.width}
      height={data?.height ?? height ?? PHOTO_FAMILY.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding={decoding}
      ref={replayEarlyError}
      onError={(event: SyntheticEvent<HTMLImageElement>) => {
        if (data) setVariantsFailedFor(src);
        else onError?.(event);
      }}
    />
  );
  if (!data) return img;
  return (
    <picture className={pictureClassName}>
      {data.sources.map((source) => (
        <source
          key={`${source.media ?? ''} ${source.type}`}
          media={source.media}
          type={source.type}
          srcSet={source.srcSet}
          sizes={source.sizes ?? sizes}
        />
      ))}
      {img}
    </picture>
  );
}

/**
 * A server-rendered image may fail before React hydrates the page and listens, and that error event
 * is lost: seen from the ref (hydration), an image that is done (`complete`) with nothing decoded
 * (`naturalWidth` 0) but did try a file (`currentSrc`; a lazy one not yet due has none) failed, so
 * its error is dispatched again for onError to handle.
 */
function replayEarlyError(img: HTMLImageElement | null) {
  if (img?.complete && img.naturalWidth === 0 && img.currentSrc) {
    img.dispatchEvent(new Event('error'));
  }
}

/**
 * Fetches, ahead of showing it, the file the browser will pick for `src` drawn at `sizes` (the
 * lightbox's next photo): a detached <picture> chooses among the same sources as the rendered one.
 */
export function prefetchResponsiveImage(src: string, sizes: string): void {
  const data = responsiveImage(src);
  const img = new Image();
  if (data) {
    const picture = document.createElement('picture');
    for (const { type, srcSet } of data.sources) {
      const source = document.createElement('source');
      source.type = type;
      source.srcset = srcSet;
      source.sizes = sizes;
      picture.append(source);
    }
    picture.append(img);
  }
  img.src = src;
}
