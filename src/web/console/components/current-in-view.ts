/**
 * A row of links that scrolls sideways on a phone (the console's rooms, a villa's sections) shows
 * the one marked `aria-current` whenever the address changes: a person who opened Audit log or
 * Calendar sync sees where they are, and that there is more on that side, rather than the row's
 * first links with theirs hidden past the edge.
 *
 * Only the row scrolls (its `scrollLeft`), never the page: `scrollIntoView` would also move the
 * page to the row when it has been scrolled away.
 */
import { useLayoutEffect, useRef } from 'react';

/** Room beside the current link, so its neighbour shows a little and says the row goes on. */
const MARGIN_PX = 32;

export function useCurrentInView<T extends HTMLElement>(location: string) {
  const row = useRef<T>(null);
  useLayoutEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current]');
    if (!list || !current) return;
    const box = list.getBoundingClientRect();
    const { left, right } = current.getBoundingClientRect();
    if (left < box.left) list.scrollLeft -= box.left - left + MARGIN_PX;
    else if (right > box.right) list.scrollLeft += right - box.right + MARGIN_PX;
  }, [location]);
  return row;
}
