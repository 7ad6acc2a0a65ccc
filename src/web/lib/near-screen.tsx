import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Preloadable } from './lazy.tsx';

/** Start loading what an element needs this far before it scrolls into view. */
const PRELOAD_MARGIN = '400px';

/**
 * True once the element comes near the screen (always true where IntersectionObserver is missing),
 * so the code of a part far down the page is fetched only for guests who scroll to it.
 */
export function useNearScreen(
  ref: RefObject<HTMLElement | null>,
  margin: string = PRELOAD_MARGIN,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}

/**
 * A box for a lazy part far down the page: the part's code loads as the box comes near the screen.
 * Give `className` an `empty:min-h-*` of about the part's height, so the page does not jump when
 * it appears.
 */
export function NearScreen({
  part,
  className,
  children,
}: {
  part: Preloadable;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  useEffect(() => {
    if (!near) return;
    part.preload().catch((error: unknown) => {
      console.warn('This part of the page could not be loaded.', error);
    });
  }, [near, part]);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
