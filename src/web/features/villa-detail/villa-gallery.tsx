import { Images } from 'lucide-react';
import { useRef, useState, type MouseEvent } from 'react';
import type { Villa } from '#domain/schemas/villa.ts';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { lazyPart, openWhenLoaded, preloadOnIntent } from '#web/lib/lazy.tsx';
import { IMAGE_SIZES } from '#web/lib/responsive-images.ts';
import { m } from '#web/i18n/messages.ts';

// The full-screen lightbox (and the Radix dialog) loads once a guest reaches for a photo.
const PhotoLightbox = lazyPart(() =>
  import('./photo-lightbox.tsx').then((module) => module.PhotoLightbox),
);

/** Shown when a villa has no photos, or a photo fails to load (spec §2). */
export const PLACEHOLDER_IMAGE = '/images/placeholder-villa.jpg';
/** Large screens show the cover and up to four more photos: thumbnail slots 2-5 (spec §9). */
const THUMBNAIL_SLOTS = 4;

/** A photo's alt text: the team's own words for it, or for a photo without them its place. */
export const photoAlt = (villaName: string, index: number, total: number, alt?: string) =>
  alt || m.villa_photo_alt({ villa: villaName, number: index + 1, total });

/** A photo of the villa: its address and the team's words for it ('' where it has none). */
export type Photo = Villa['photos'][number];

/** The villa's photos in order, the first being the cover; the placeholder when there are none. */
export function galleryPhotos(villa: Pick<Villa, 'photos' | 'image'>): Photo[] {
  return villa.photos.length > 0
    ? villa.photos
    : [{ src: villa.image || PLACEHOLDER_IMAGE, alt: '' }];
}

/** Grid placement of the thumbnails, by how many there are, so the mosaic never has holes. */
const THUMB_LAYOUT: Record<number, string[]> = {
  1: ['lg:col-span-2 lg:row-span-2'],
  2: ['lg:col-span-2', 'lg:col-span-2'],
  3: ['lg:col-span-2', '', ''],
  4: ['', '', '', ''],
};
/** The width each thumbnail is drawn at, in the same layouts (IMAGE_SIZES). */
const THUMB_SIZES: Record<number, string[]> = {
  1: [IMAGE_SIZES.galleryThumbLarge],
  2: [IMAGE_SIZES.galleryThumbWide, IMAGE_SIZES.galleryThumbWide],
  3: [IMAGE_SIZES.galleryThumbWide, IMAGE_SIZES.galleryThumb, IMAGE_SIZES.galleryThumb],
  4: Array.from({ length: 4 }, () => IMAGE_SIZES.galleryThumb),
};

/** The `sizes` of the cover: beside thumbnails it is half the mosaic, alone the whole of it. */
export const galleryCoverSizes = (imageCount: number) =>
  imageCount > 1 ? IMAGE_SIZES.galleryCover : IMAGE_SIZES.galleryCoverAlone;

function GalleryPhoto({
  src,
  alt,
  sizes,
  cover = false,
  className = '',
}: {
  src: string;
  alt: string;
  sizes: string;
  cover?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <ResponsiveImage
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      sizes={sizes}
      // The cover is the page's largest paint: fetch it first; the rest wait until needed.
      loading={cover ? 'eager' : 'lazy'}
      fetchPriority={cover ? 'high' : 'auto'}
      onError={() => {
        if (!failed) setFailed(true);
      }}
      className={`h-full w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100 ${className}`}
    />
  );
}

export function VillaGallery({ villa }: { villa: Villa }) {
  const photos = galleryPhotos(villa);
  const total = photos.length;
  const thumbnails = photos.slice(1, 1 + THUMBNAIL_SLOTS);
  const [lightbox, setLightbox] = useState<{ open: boolean; index: number }>({
    open: false,
    index: 0,
  });
  const openerRef = useRef<HTMLElement | null>(null);

  const openAt = (index: number) => (event: MouseEvent<HTMLElement>) => {
    openerRef.current = event.currentTarget;
    openWhenLoaded(PhotoLightbox, () => setLightbox({ open: true, index }));
  };
  const preload = preloadOnIntent(PhotoLightbox);

  const tile =
    'group relative block h-full w-full overflow-hidden bg-sand-200 focus-visible:z-10 focus-visible:outline-offset-[-3px]';

  return (
    // Edge to edge on phones, where the photo is the page; framed from sm up.
    <div className="relative -mx-5 sm:mx-0">
      <div
        className={`grid gap-2 overflow-hidden sm:rounded-3xl lg:h-[min(36rem,70vh)] lg:grid-rows-2 ${
          thumbnails.length > 0 ? 'lg:grid-cols-4' : ''
        }`}
      >
        <button
          type="button"
          onClick={openAt(0)}
          {...preload}
          aria-label={m.villa_open_photo({ number: 1, total })}
          className={`${tile} aspect-[4/3] sm:aspect-[16/10] lg:col-span-2 lg:row-span-2 lg:aspect-auto`}
        >
          <GalleryPhoto
            src={photos[0]?.src ?? PLACEHOLDER_IMAGE}
            alt={photoAlt(villa.name, 0, total, photos[0]?.alt)}
            sizes={galleryCoverSizes(total)}
            cover
          />
        </button>
        {thumbnails.map(({ src, alt }, i) => (
          <button
            key={`${src}-${i}`}
            type="button"
            onClick={openAt(i + 1)}
            {...preload}
            aria-label={m.villa_open_photo({ number: i + 2, total })}
            className={`${tile} hidden lg:block ${THUMB_LAYOUT[thumbnails.length]?.[i] ?? ''}`}
          >
            <GalleryPhoto
              src={src}
              alt={photoAlt(villa.name, i + 1, total, alt)}
              sizes={THUMB_SIZES[thumbnails.length]?.[i] ?? IMAGE_SIZES.galleryThumb}
            />
          </button>
        ))}
      </div>

      <button
        type="button"
        onClick={openAt(0)}
        {...preload}
        className="absolute right-4 bottom-4 inline-flex items-center gap-2 rounded-full bg-white/95 px-4 py-2.5 text-sm font-medium text-teal-900 shadow-md backdrop-blur transition-colors hover:bg-white sm:right-6 sm:bottom-6 sm:px-5"
      >
        <Images aria-hidden="true" className="h-4 w-4" />
        {m.villa_view_photos()}
      </button>
      <p className="pointer-events-none absolute bottom-4 left-4 rounded-full bg-black/55 px-3 py-1.5 text-xs font-medium tracking-wide text-white sm:bottom-6 sm:left-6 lg:hidden">
        {m.villa_photos({ count: total })}
      </p>

      <PhotoLightbox
        photos={photos}
        index={lightbox.index}
        onIndexChange={(index) => setLightbox((state) => ({ ...state, index }))}
        open={lightbox.open}
        onClose={() => setLightbox((state) => ({ ...state, open: false }))}
        villaName={villa.name}
        returnFocusRef={openerRef}
      />
    </div>
  );
}
