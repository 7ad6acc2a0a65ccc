import type { ReactNode } from 'react';
import { IMAGE_SIZES } from '#web/lib/responsive-images.ts';
import { Container } from './container.tsx';
import { ResponsiveImage } from './responsive-image.tsx';

/**
 * The opening of a static page (about, transport, contact): one of our own photographs under a
 * deep teal veil, so white type reads on any crop. The image is the page's first paint on a phone,
 * so it loads eagerly and first; it is decoration, the heading says what the page is.
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  image,
  imagePosition = 'center',
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  image: string;
  imagePosition?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-teal-900 text-white">
      <ResponsiveImage
        src={image}
        alt=""
        sizes={IMAGE_SIZES.pageHero}
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
        style={{ objectPosition: imagePosition }}
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-b from-teal-900/70 via-teal-900/55 to-teal-900/85"
      />
      <Container className="flex min-h-[26rem] flex-col justify-end py-16 sm:min-h-[32rem] sm:py-24">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-400 uppercase">{eyebrow}</p>
        <h1 className="mt-4 max-w-3xl text-5xl leading-[1.05] text-white sm:text-6xl lg:text-7xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-sand-100 sm:text-xl">{intro}</p>
        {children && <div className="mt-10 flex flex-wrap gap-4">{children}</div>}
      </Container>
    </section>
  );
}
