import { describe, expect, it } from 'vitest';
import {
  cutsOf,
  imageFamily,
  PHOTO_FAMILY,
  photoFamily,
  PORTRAIT_CROP,
  uploadedPhotoSrc,
  variantPath,
} from './image-variants.ts';

const ID = '0123456789abcdef01234567';

describe('photo families', () => {
  it('makes of a 1600 x 1067 photo what the build always made of the seed photos', () => {
    expect(PHOTO_FAMILY).toEqual({
      width: 1600,
      height: 1067,
      widths: [400, 800, 1200, 1600],
      portrait: PORTRAIT_CROP,
    });
    expect(PORTRAIT_CROP).toMatchObject({ width: 600, height: 1067, widths: [450, 600] });
    expect(cutsOf(PHOTO_FAMILY)[1]?.region).toEqual({
      left: 500,
      top: 0,
      width: 600,
      height: 1067,
    });
  });

  it('gives an uploaded photo the widths below its own, and its own, never more', () => {
    expect(photoFamily(1000, 750)).toMatchObject({
      widths: [400, 800, 1000],
      portrait: { width: 422, height: 750, widths: [422] },
    });
    expect(photoFamily(300, 200).widths).toEqual([300]);
    // An upright photo as tall as 9:16 or taller needs no portrait crop.
    expect(photoFamily(900, 1600).portrait).toBeUndefined();
    expect(photoFamily(1200, 1600)).toMatchObject({
      widths: [400, 800, 1200],
      portrait: { width: 900, height: 1600, widths: [450, 600] },
    });
  });

  it('reads an uploaded photo’s family from its address', () => {
    const src = uploadedPhotoSrc(ID, 1200, 1600);
    expect(src).toBe(`/photos/${ID}-1200x1600.jpg`);
    expect(imageFamily(src)).toEqual(photoFamily(1200, 1600));
    expect(variantPath(src, 800, 'avif')).toBe(`/photos/${ID}-1200x1600-800.avif`);
    expect(variantPath(src, 450, 'webp', 'portrait')).toBe(
      `/photos/${ID}-1200x1600-portrait-450.webp`,
    );
    expect(imageFamily(`/photos/${ID}-1700x1000.jpg`)).toBeNull();
    expect(imageFamily(`/photos/${ID}-0x10.jpg`)).toBeNull();
    expect(imageFamily(`/photos/../${ID}-100x100.jpg`)).toBeNull();
  });
});
