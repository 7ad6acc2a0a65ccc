import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatUsd } from '../../../domain/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { useInBrowser } from '../../lib/use-in-browser.ts';

/** Whether the panel is on screen; without IntersectionObserver, never (the bar always shows). */
function useOnScreen(target: HTMLElement | null): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setOnScreen(entry?.isIntersecting ?? false),
      {
        threshold: 0.15,
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [target]);
  return onScreen;
}

/**
 * On phones the price and 'Book Now' stay at the bottom of the screen (spec §2) until the panel
 * itself is in view. It is rendered at the end of the body, after a spacer of its own height, so it
 * never covers the footer's last line.
 */
export function MobileBookingBar({
  price,
  detail,
  panel,
  onBook,
}: {
  price: number;
  detail: string;
  panel: HTMLElement | null;
  onBook: () => void;
}) {
  const inBrowser = useInBrowser();
  const panelOnScreen = useOnScreen(panel);
  if (!inBrowser) return null;

  return createPortal(
    <div className="lg:hidden">
      <div aria-hidden="true" className="h-24" />
      <div
        className={`fixed inset-x-0 bottom-0 z-30 border-t border-sand-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-12px_32px_-16px_rgba(11,56,54,0.25)] backdrop-blur transition-transform duration-300 motion-reduce:transition-none ${
          panelOnScreen ? 'translate-y-full' : ''
        }`}
        inert={panelOnScreen}
      >
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-5 py-3">
          <div className="min-w-0">
            <p className="text-ink">
              <span className="font-display text-2xl text-teal-900">{formatUsd(price)}</span>
              <span className="text-sm text-ink-soft"> / night</span>
            </p>
            <p className="truncate text-xs text-ink-soft">{detail}</p>
          </div>
          <Button onClick={onBook} className="shrink-0">
            Book Now
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
