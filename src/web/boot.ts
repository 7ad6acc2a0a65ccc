/**
 * The page's only script tag. The server sent the page complete (src/web/entry-server.tsx), so the
 * guest can read it before any script runs; the app (React and the page's code) is fetched only
 * once the page's largest image is on the screen, so on a slow phone connection that image and the
 * stylesheet have the line to themselves. A guest who touches, clicks or types first starts it at
 * once, and it never waits longer than BOOT_AT_THE_LATEST_MS. See docs/decisions/012-start-the-app-after-the-first-paint.md.
 * Taps on buttons meanwhile are kept and made again once the app is there (lib/early-taps.ts).
 */
import './styles.css';
import { BOOT_DATA_ELEMENT_ID } from './lib/boot-data-element.ts';
import { recordTaps } from './lib/early-taps.ts';

/** Past this (after the document is parsed) the app starts even if the image is still loading. */
const BOOT_AT_THE_LATEST_MS = 3000;

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Resolves once the page's largest image (the one fetched with high priority) has loaded or failed. */
function largestImageLoaded(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Resolves after the next frame is painted. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const firstIntent = () =>
  new Promise<void>((resolve) => {
    for (const type of INTENT_EVENTS) {
      addEventListener(type, () => resolve(), { once: true, capture: true, passive: true });
    }
  });

const atTheLatest = () =>
  new Promise<void>((resolve) => setTimeout(resolve, BOOT_AT_THE_LATEST_MS));

/** A macrotask boundary: the browser may paint and handle input before the next step. */
const nextTask = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's modules the server listed (main's and the page's), fetched side by side; each link in a
 * task of its own, as adding one starts its fetch (about a millisecond each on the bench machine).
 */
async function preloadAppModules(): Promise<void> {
  const json = document.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  const modules = json
    ? ((JSON.parse(json) as { assets?: { modules?: string[] } }).assets?.modules ?? [])
    : [];
  for (const href of modules) {
    await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

async function boot() {
  await Promise.race([largestImageLoaded().then(afterNextPaint), firstIntent(), atTheLatest()]);
  await preloadAppModules();
  // Each step in a task of its own (starting the downloads, React, the app): run in one go, they
  // would hold a phone's main thread (and the guest's taps) for one long stretch.
  await nextTask();
  await import('./react-client.ts');
  await nextTask();
  await import('./main.tsx');
}

// From the first moment: a tap on a button before the app is there is clicked again once it is.
recordTaps();
void boot();
