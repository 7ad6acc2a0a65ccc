/**
 * sonner's Toaster with the site's settings, and the one way a toast is raised. Only toast.tsx
 * imports this file, on demand: sonner stays off the first load.
 */
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';

/** Toasts stay 5 s (spec §8, §9). */
export const TOAST_DURATION_MS = 5000;

export type ToastKind = 'success' | 'error';
export interface ToastOptions {
  description?: string;
}

/** Toasters on screen and subscribed already, and the toasts waiting for one. */
let listening = 0;
let waiting: (() => void)[] = [];

export function SiteToaster() {
  // Runs after the Toaster's own effects (children first), so it has subscribed by now.
  useEffect(() => {
    listening += 1;
    for (const resolve of waiting) resolve();
    waiting = [];
    return () => {
      listening -= 1;
    };
  }, []);
  return <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />;
}

/** Raises a toast once a Toaster listens: one raised before would never show. */
export async function raise(kind: ToastKind, title: string, options?: ToastOptions) {
  if (listening === 0) await new Promise<void>((resolve) => waiting.push(resolve));
  toast[kind](title, options);
}
