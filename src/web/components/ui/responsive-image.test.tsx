import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PORTRAIT_CROP } from '#domain/image-variants.ts';
import { ResponsiveImage } from './responsive-image.tsx';

const VILLA = '/images/villas/villa-ahangama/aerial.jpg';

describe('ResponsiveImage', () => {
  it('renders a picture: AVIF, then WebP, then the JPEG with its size', () => {
    const { container } = render(
      <ResponsiveImage src={VILLA} alt="Aerial view" sizes="100vw" fetchPriority="high" />,
    );
    const picture = container.querySelector('picture');
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('sizes', '100vw');
    expect(sources[0]?.getAttribute('srcset')).toContain(
      '/images/villas/villa-ahangama/aerial-800.avif 800w',
    );
    expect(sources[1]?.getAttribute('srcset')).toContain(
      '/images/villas/villa-ahangama/aerial-1600.webp 1600w',
    );
    const img = picture?.querySelector('img');
    expect(img).toHaveAttribute('src', VILLA);
    expect(img).toHaveAttribute('alt', 'Aerial view');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1067');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('gives upright phones the portrait crop first, with its own sizes', () => {
    const { container } = render(
      <ResponsiveImage src={VILLA} alt="" sizes="150vh" portraitSizes="56.25vh" />,
    );
    const sources = [...container.querySelectorAll('source')].map((s) => ({
      media: s.getAttribute('media'),
      type: s.getAttribute('type'),
      sizes: s.getAttribute('sizes'),
    }));
    expect(sources).toEqual([
      { media: PORTRAIT_CROP.media, type: 'image/avif', sizes: '56.25vh' },
      { media: PORTRAIT_CROP.media, type: 'image/webp', sizes: '56.25vh' },
      { media: null, type: 'image/avif', sizes: '150vh' },
      { media: null, type: 'image/webp', sizes: '150vh' },
    ]);
    expect(container.querySelector('source')?.getAttribute('srcset')).toContain(
      '/images/villas/villa-ahangama/aerial-portrait-600.avif 600w',
    );
  });

  it('renders an image from elsewhere as a plain img, still with a size', () => {
    const { container } = render(
      <ResponsiveImage src="https://example.com/v.jpg" alt="" sizes="100vw" loading="lazy" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://example.com/v.jpg');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1067');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to the JPEG when a variant fails, and reports only when that fails too', () => {
    const onError = vi.fn();
    const { container } = render(
      <ResponsiveImage src={VILLA} alt="" sizes="100vw" onError={onError} />,
    );
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', VILLA);
    expect(onError).not.toHaveBeenCalled();

    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('tries the variants again for a new src', () => {
    const { container, rerender } = render(<ResponsiveImage src={VILLA} alt="" sizes="100vw" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('picture')).toBeNull();
    rerender(<ResponsiveImage src="/images/placeholder-villa.jpg" alt="" sizes="100vw" />);
    expect(container.querySelector('picture')).not.toBeNull();
  });
});
