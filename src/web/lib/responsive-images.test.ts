import { describe, expect, it } from 'vitest';
import {
  AVATAR_FAMILY,
  imageFamily,
  PHOTO_FAMILY,
  PORTRAIT_CROP,
  variantPath,
} from '#domain/image-variants.ts';
import { IMAGE_SIZES, imagePreloadLinks, responsiveImage } from './responsive-images.ts';

const VILLA = '/images/villas/villa-river-breeze/aerial.jpg';

describe('imageFamily', () => {
  it('knows our photos, the placeholder and the avatars', () => {
    expect(imageFamily(VILLA)).toBe(PHOTO_FAMILY);
    expect(imageFamily('/images/placeholder-villa.jpg')).toBe(PHOTO_FAMILY);
    expect(imageFamily('/images/villas/x/photo.JPEG')).toBe(PHOTO_FAMILY);
    expect(imageFamily('/images/avatars/mei-tanaka.jpg')).toBe(AVATAR_FAMILY);
  });

  it('leaves every other image alone', () => {
    for (const src of [
      'https://cdn.example.com/images/villas/a.jpg',
      '//cdn.example.com/images/a.jpg',
      'images/villas/a.jpg',
      '/img/villas/a.jpg',
      '/images/villas/a.png',
      '/images/villas/a.jpg?v=2',
      '/images/villas/a b.jpg',
      '/images/villas/a,b.jpg',
      '/images/../secret.jpg',
      '/images/villas/..jpg',
      'data:image/jpeg;base64,AAAA',
      '',
    ]) {
      expect(imageFamily(src), src).toBeNull();
    }
  });

  it('lists ascending widths, none above the original (never upscaled)', () => {
    for (const family of [PHOTO_FAMILY, AVATAR_FAMILY, PORTRAIT_CROP]) {
      expect([...family.widths].sort((a, b) => a - b)).toEqual(family.widths);
      expect(Math.max(...family.widths)).toBeLessThanOrEqual(family.width);
    }
  });
});

describe('variantPath', () => {
  it('names a variant beside its original', () => {
    expect(variantPath(VILLA, 800, 'avif')).toBe(
      '/images/villas/villa-river-breeze/aerial-800.avif',
    );
    expect(variantPath('/images/a.jpeg', 400, 'webp')).toBe('/images/a-400.webp');
    expect(variantPath(VILLA, 600, 'avif', 'portrait')).toBe(
      '/images/villas/villa-river-breeze/aerial-portrait-600.avif',
    );
  });
});

describe('responsiveImage', () => {
  it('gives the AVIF then the WebP srcset and the intrinsic size of a villa photo', () => {
    expect(responsiveImage(VILLA)).toEqual({
      src: VILLA,
      width: 1600,
      height: 1067,
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/images/villas/villa-river-breeze/aerial-400.avif 400w, ' +
            '/images/villas/villa-river-breeze/aerial-800.avif 800w, ' +
            '/images/villas/villa-river-breeze/aerial-1200.avif 1200w, ' +
            '/images/villas/villa-river-breeze/aerial-1600.avif 1600w',
        },
        {
          type: 'image/webp',
          srcSet:
            '/images/villas/villa-river-breeze/aerial-400.webp 400w, ' +
            '/images/villas/villa-river-breeze/aerial-800.webp 800w, ' +
            '/images/villas/villa-river-breeze/aerial-1200.webp 1200w, ' +
            '/images/villas/villa-river-breeze/aerial-1600.webp 1600w',
        },
      ],
    });
  });

  it('puts the portrait crop first, for upright phones, when its sizes are given', () => {
    const sources = responsiveImage(VILLA, IMAGE_SIZES.heroPortrait)?.sources;
    expect(sources?.map(({ type, media, sizes }) => ({ type, media, sizes }))).toEqual([
      { type: 'image/avif', media: PORTRAIT_CROP.media, sizes: IMAGE_SIZES.heroPortrait },
      { type: 'image/webp', media: PORTRAIT_CROP.media, sizes: IMAGE_SIZES.heroPortrait },
      { type: 'image/avif', media: undefined, sizes: undefined },
      { type: 'image/webp', media: undefined, sizes: undefined },
    ]);
    expect(sources?.[1]?.srcSet).toBe(
      '/images/villas/villa-river-breeze/aerial-portrait-450.webp 450w, ' +
        '/images/villas/villa-river-breeze/aerial-portrait-600.webp 600w',
    );
    // Avatars have no crop: the sizes change nothing.
    expect(responsiveImage('/images/avatars/mei-tanaka.jpg', '48px')?.sources).toHaveLength(2);
  });

  it('gives avatars their small sizes only', () => {
    const avatar = responsiveImage('/images/avatars/mei-tanaka.jpg');
    expect(avatar).toMatchObject({ width: 256, height: 256 });
    expect(avatar?.sources[0]?.srcSet).toBe(
      '/images/avatars/mei-tanaka-48.avif 48w, /images/avatars/mei-tanaka-96.avif 96w, ' +
        '/images/avatars/mei-tanaka-144.avif 144w',
    );
  });

  it('returns null for an image from elsewhere', () => {
    expect(responsiveImage('https://example.com/villa.jpg')).toBeNull();
  });
});

describe('imagePreloadLinks', () => {
  it('preloads the AVIF candidate the picture will choose, without an href', () => {
    expect(imagePreloadLinks(VILLA, IMAGE_SIZES.hero)).toEqual([
      {
        rel: 'preload',
        as: 'image',
        imageSrcSet: responsiveImage(VILLA)?.sources[0]?.srcSet,
        imageSizes: IMAGE_SIZES.hero,
        type: 'image/avif',
        fetchPriority: 'high',
      },
    ]);
  });

  it('with a portrait crop, preloads the crop on upright phones and the photo everywhere else', () => {
    const links = imagePreloadLinks(VILLA, IMAGE_SIZES.hero, IMAGE_SIZES.heroPortrait);
    expect(links).toEqual([
      {
        rel: 'preload',
        as: 'image',
        imageSrcSet:
          '/images/villas/villa-river-breeze/aerial-portrait-450.avif 450w, ' +
          '/images/villas/villa-river-breeze/aerial-portrait-600.avif 600w',
        imageSizes: IMAGE_SIZES.heroPortrait,
        type: 'image/avif',
        media: PORTRAIT_CROP.media,
        fetchPriority: 'high',
      },
      {
        rel: 'preload',
        as: 'image',
        imageSrcSet: responsiveImage(VILLA)?.sources[0]?.srcSet,
        imageSizes: IMAGE_SIZES.hero,
        type: 'image/avif',
        media: `not all and ${PORTRAIT_CROP.media}`,
        fetchPriority: 'high',
      },
    ]);
  });

  it('preloads any other image by its href', () => {
    expect(imagePreloadLinks('https://example.com/v.jpg', '100vw', '100vw')).toEqual([
      {
        rel: 'preload',
        as: 'image',
        href: 'https://example.com/v.jpg',
        fetchPriority: 'high',
      },
    ]);
  });
});
