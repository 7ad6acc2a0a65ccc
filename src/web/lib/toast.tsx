/**
 * The site's toasts. Their code (sonner, in toaster.tsx) is fetched only when a toast is near: a
 * guest starting on a form or reaching for 'Book Entire Villa' preloads `Toasts`, and a toast
 * raised before it is here waits for it. Toasts follow a network answer, so the download hides
 * behind it.
 */
import { lazyPart } from './lazy.tsx';
import type { ToastKind, ToastOptions } from './toaster.tsx';

const loadToaster = () => import('./toaster.tsx');

/** Where toasts appear (once, in the root layout); nothing until their code is here. */
export const Toasts = lazyPart(() => loadToaster().then((module) => module.SiteToaster));

async function show(kind: ToastKind, title: string, options?: ToastOptions) {
  try {
    await Toasts.preload(); // mounts the Toaster
    const { raise } = await loadToaster();
    await raise(kind, title, options);
  } catch (error) {
    // Without its code (the network has gone) the toast cannot show: say so in the console.
    console.warn('A toast could not be shown.', title, error);
  }
}

/** `toast.success(title, { description })` and `toast.error(...)`, as sonner's. */
export const toast = {
  success: (title: string, options?: ToastOptions) => void show('success', title, options),
  error: (title: string, options?: ToastOptions) => void show('error', title, options),
};
