/**
 * The console page's only script (decision 095): the server sent the page drawn (a room with its
 * layout and heading, or the sign-in page's frame), so it paints with the HTML and the stylesheet.
 * The app's code (the files the page names in its boot JSON) is fetched, side by side, and run once
 * that first paint is on the screen, or at the first touch or key: on a slow line the stylesheet
 * has the line to itself, and a phone shows the page first, then takes it over (the app's first
 * run is a few hundred milliseconds of a phone's main thread). As the site does (decision 012).
 * Taps on buttons before the app takes the page over are kept and made again once it has
 * (#web/lib/early-taps.ts, as on the site: decision 020).
 */
import './console.css';
import { recordTaps } from '#web/lib/early-taps.ts';
import { readConsoleBoot } from './lib/console-boot.ts';

/** Past this the app starts even if no first paint was reported (a browser that reports none). */
const START_AT_THE_LATEST_MS = 1000;

/**
 * Resolves once the server's page is on the screen: the browser's first contentful paint, which
 * it reports once the frame is shown (not merely painted on the main thread). At once when the
 * server drew nothing (nobody known: the app draws the page); a browser that reports no paints
 * starts it after START_AT_THE_LATEST_MS.
 */
function pageOnScreen(): Promise<void> {
  if (!document.getElementById('root')?.hasChildNodes()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, START_AT_THE_LATEST_MS);
  });
}

/** A touch, a click or a key before the page is on the screen starts the app at once. */
const firstIntent = () =>
  new Promise<void>((resolve) => {
    for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const) {
      addEventListener(type, () => resolve(), { once: true, capture: true, passive: true });
    }
  });

/** The page's code fetched side by side: the files the server named, each preloaded. */
function fetchAppCode(): void {
  for (const href of readConsoleBoot().modules ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

// From the first moment: a tap on a button before the app is there is clicked again once it is.
recordTaps();
void Promise.race([pageOnScreen(), firstIntent()]).then(() => {
  fetchAppCode();
  return import('./main.tsx');
});
