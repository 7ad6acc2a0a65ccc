/**
 * Taps on buttons that no handler could receive, clicked again once the handler is there. The
 * server sends each page complete and the app starts late (src/web/boot.ts), parts of a page later
 * still (deferred-part.tsx): until React has taken a button over, a tap on it reaches nothing.
 * boot.ts records taps from its first moment; once React has taken the page over (app.tsx) or a
 * deferred part, the buttons tapped meanwhile and not since are clicked again, once each. A
 * keyboard's Enter or Space on a button is a click too. See docs/decisions/020-no-tap-lost-before-the-app-starts.md.
 *
 * In boot.ts's chunk (vite.config.ts keeps it out of `app`): it must listen before anything else.
 */

interface Tap {
  button: HTMLButtonElement;
  /**
   * Once React listens, a tap on HTML it has yet to take over makes it take that HTML over at once
   * and run the handler; where it cannot (a deferred part waiting for its code) it stops the tap
   * before the button. React runs `onClick` only after the tap has got through to the button, so
   * a tap that got there while React listened has been (or is being) handled.
   */
  received: boolean;
}

let taps: Tap[] = [];
/** Set by main.tsx right before `hydrateRoot`, from which React listens. */
let listening = false;

/**
 * On the window, in the capture phase: before React (on the document) can stop the tap. The clicks
 * made again are recorded too: one React stops (a part still waiting for its code) waits for it.
 */
function record(event: Event): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  // A button's new tap stands for its earlier ones: two taps before the app open the menu.
  taps = taps.filter((tap) => !tap.received && tap.button !== button);
  // A form's submit (or reset) button works without the app: left to the browser, as links are.
  if (!button || (button.form && button.type !== 'button')) return;
  const tap: Tap = { button, received: false };
  const reached = (arrived: Event) => {
    if (arrived === event) tap.received = listening;
  };
  button.addEventListener('click', reached, { once: true });
  taps.push(tap);
}

/** Starts recording taps (boot.ts, as the page's script starts); returns the stop. */
export function recordTaps(): () => void {
  addEventListener('click', record, true);
  return () => removeEventListener('click', record, true);
}

/** React listens from now on (main.tsx, right before it starts taking the page over). */
export function appListens(): void {
  listening = true;
}

/**
 * React has taken `element` over: the buttons inside it tapped before, and not since, are clicked
 * again.
 *
 * In a task of its own, not in the effect that calls this: React is still committing there, and a
 * click on HTML it has left for later (it takes a page's Suspense boundaries over after the rest)
 * would be stopped instead of making React take that HTML over at once. And a tap that itself made
 * React take a part over, and run the effect that releases it, gets through to its button first.
 */
export function releaseTaps(element: Element): void {
  setTimeout(() => {
    const due = taps.filter((tap) => !tap.received && element.contains(tap.button));
    taps = taps.filter((tap) => !due.includes(tap));
    // A button disabled meanwhile ignores `click()`; one removed is outside React's root.
    for (const { button } of due) button.click();
  });
}
