import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type RefObject, type TouchEvent } from 'react';
import { prefetchResponsiveImage, ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { IMAGE_SIZES } from '#web/lib/responsive-images.ts';
import { m } from '#web/i18n/messages.ts';
import { photoAlt, type Photo } from './villa-gallery.tsx';

/** The gallery's index wraps at both ends (spec §4). */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

/** A horizontal swipe this long (px) turns the photo; shorter ones are taps or wobbles. */
const SWIPE_DISTANCE = 50;

export interface PhotoLightboxProps {
  photos: readonly Photo[];
  /** The photo shown, 0-based; the parent owns it so it can open the lightbox at any photo. */
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onClose: () => void;
  /** Names the dialog and the photos' alternative text. */
  villaName: string;
  /** Focus goes back here on close: the control that opened the lightbox. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * Full-screen photos (spec §2): previous and next buttons, an 'n of total' counter, Arrow Right and
 * Arrow Left to move, Escape to close, swipe on touch screens. Radix keeps focus inside while open.
 */
export function PhotoLightbox({
  photos,
  index,
  onIndexChange,
  open,
  onClose,
  villaName,
  returnFocusRef,
}: PhotoLightboxProps) {
  const total = photos.length;
  const current = wrapIndex(index, total);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const go = (step: number) => onIndexChange(wrapIndex(current + step, total));

  // Fetch the neighbours ahead, so the next photo is there when the guest swipes.
  useEffect(() => {
    if (!open || total < 2) return;
    for (const step of [1, -1]) {
      const photo = photos[wrapIndex(current + step, total)];
      if (photo) prefetchResponsiveImage(photo.src, IMAGE_SIZES.lightbox);
    }
  }, [open, current, photos, total]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  const photo = photos[current];
  const navButton =
    'flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/25 focus-visible:outline-gold-400 disabled:opacity-30';

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        {/* It covers the page, so the page keeps its pointer-events (styles.css, decision 089). */}
        <Dialog.Overlay data-page-cover="" className="fixed inset-0 z-50 bg-[#081a19]" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            // No Radix trigger: hand focus back to whichever control opened the lightbox.
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-8 sm:py-5">
            <div className="min-w-0">
              <Dialog.Title className="truncate font-display text-xl text-white sm:text-2xl">
                {villaName}
              </Dialog.Title>
              <Dialog.Description className="sr-only">{m.villa_gallery_help()}</Dialog.Description>
            </div>
            <Dialog.Close className={navButton} aria-label={m.villa_close_photos()}>
              <X aria-hidden="true" className="h-6 w-6" />
            </Dialog.Close>
          </div>

          {/* Phones: the photo full width, with previous, counter and next under it, in reach of a
              thumb. Larger screens: the arrows flank the photo, the counter sits beneath. */}
          <div
            className="grid min-h-0 flex-1 grid-cols-[auto_minmax(0,1fr)_auto] grid-rows-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-5 px-4 pb-6 sm:gap-x-6 sm:px-6 sm:pb-8"
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          >
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={m.villa_previous_photo()}
              className={`${navButton} col-start-1 row-start-2 sm:row-start-1`}
              disabled={total < 2}
            >
              <ChevronLeft aria-hidden="true" className="h-6 w-6" />
            </button>
            <div className="col-span-3 col-start-1 row-start-1 flex h-full min-h-0 items-center justify-center sm:col-span-1 sm:col-start-2">
              {photo && (
                <ResponsiveImage
                  key={photo.src}
                  src={photo.src}
                  alt={photoAlt(villaName, current, total, photo.alt)}
                  sizes={IMAGE_SIZES.lightbox}
                  draggable={false}
                  className="h-auto max-h-full w-auto max-w-full rounded-lg object-contain select-none"
                />
              )}
            </div>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={m.villa_next_photo()}
              className={`${navButton} col-start-3 row-start-2 justify-self-end sm:row-start-1`}
              disabled={total < 2}
            >
              <ChevronRight aria-hidden="true" className="h-6 w-6" />
            </button>
            <p
              aria-live="polite"
              aria-atomic="true"
              className="col-start-2 row-start-2 text-center text-sm tracking-[0.15em] text-white/90"
            >
              {m.villa_photo_counter({ number: current + 1, total })}
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
