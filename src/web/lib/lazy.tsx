/**
 * Parts of a page that only a guest's action shows (a dialog, a popover, the toasts), or that sit
 * far down the page (the feedback forms), are fetched when wanted, not with the page: guests on
 * slow mobile networks get the page first.
 *
 * `lazyPart(load)` is such a part. It renders nothing until its code is here: on the server and at
 * hydration too, so the page's HTML never differs. `preloadOnIntent(part)` goes on the control that
 * opens it, starting the download as the guest points at, touches or focuses it, and
 * `openWhenLoaded(part, open)` is its click: it opens the part once the code is here (most often
 * already), so the part never opens half-drawn. `<NearScreen part>` (near-screen.tsx) loads a part
 * as the guest scrolls towards it.
 */
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

export interface Preloadable {
  /** Fetches the code (once); a failed download may be tried again. */
  preload: () => Promise<unknown>;
}

export interface LazyPart<P> extends Preloadable {
  (props: P): ReactNode;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  const preload = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function Lazy(props: P) {
    const Component = useSyncExternalStore(
      subscribe,
      () => Loaded,
      () => null,
    );
    return Component ? <Component {...props} /> : null;
  }
  return Object.assign(Lazy, { preload });
}

/** Starts fetching the parts; a failed download shows when the guest opens one (openWhenLoaded). */
export function preload(...parts: Preloadable[]): void {
  for (const part of parts) part.preload().catch(() => undefined);
}

/** The opening control's handlers: pointing at, touching or focusing it fetches the parts. */
export function preloadOnIntent(...parts: Preloadable[]) {
  const start = () => preload(...parts);
  return { onPointerEnter: start, onPointerDown: start, onFocus: start };
}

/** Calls `open` once the part's code is here. Without it (offline) the click does nothing. */
export function openWhenLoaded(part: Preloadable, open: () => void): void {
  part.preload().then(open, (error: unknown) => {
    console.warn('This part of the page could not be loaded; try again.', error);
  });
}
