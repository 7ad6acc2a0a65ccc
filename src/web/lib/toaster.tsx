/**
 * sonner's Toaster with the site's settings, and the one way a toast is raised. Only toast.tsx
 * imports this file, on demand: sonner stays off the first load.
 */
import { useEffect, type CSSProperties } from 'react';
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
  return (
    <Toaster
      position="bottom-left"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      offset={{ bottom: 'var(--toast-bottom)', left: '1.5rem' }}
      mobileOffset={{ bottom: 'var(--toast-bottom)', left: '1rem', right: '1rem' }}
      className={TOAST_PLACE}
      style={SITE_STYLE}
    />
  );
}

/**
 * At the foot of the screen, clear of the header and of a dialog's title. Below lg they sit
 * above what is fixed to the bottom there (the phone's booking bar, a full-screen dialog's
 * buttons); from lg nothing is, and 18rem wide (SITE_STYLE) they fit left of the centred
 * booking dialog from 1280 px (its buttons are on its right).
 */
const TOAST_PLACE =
  '[--toast-bottom:calc(6rem+env(safe-area-inset-bottom))] lg:[--toast-bottom:1.5rem]';

/** sonner's colours from the site's theme (styles.css) rather than its own mint and pink. */
const SITE_STYLE = {
  fontFamily: 'inherit',
  '--width': '18rem',
  '--border-radius': '1rem',
  '--normal-bg': 'var(--color-sand-50)',
  '--normal-border': 'var(--color-sand-300)',
  '--normal-text': 'var(--color-ink)',
  '--success-bg': 'var(--color-teal-900)',
  '--success-border': 'var(--color-teal-800)',
  '--success-text': 'var(--color-sand-50)',
  '--error-bg': 'var(--color-sand-50)',
  '--error-border': 'var(--color-danger)',
  '--error-text': 'var(--color-danger)',
} as CSSProperties;

/** Raises a toast once a Toaster listens: one raised before would never show. */
export async function raise(kind: ToastKind, title: string, options?: ToastOptions) {
  if (listening === 0) await new Promise<void>((resolve) => waiting.push(resolve));
  toast[kind](title, options);
}
