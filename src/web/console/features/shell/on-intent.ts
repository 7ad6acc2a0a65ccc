/**
 * A room link's handlers for a person about to follow it: pointing at it, touching it or focusing
 * it starts fetching the room's code, so the room is drawn at once when the link is followed (the
 * site's own parts do the same: src/web/lib/lazy.tsx preloadOnIntent).
 */
export const onIntent = (start: () => void) => ({
  onPointerEnter: start,
  onPointerDown: start,
  onFocus: start,
});
