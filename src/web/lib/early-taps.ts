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
  /** React listened when the tap came (it calls `appListens` as it starts taking the page over). */
  listened: boolean;
  /** The tap got through to its button: React did not stop it. */
  reached: boolean;
  unwatch: () => void;
}

let taps: Tap[] = [];
let listening = false;
/** Elements React takes over later than the page (deferred parts): their taps wait for them. */
const held = new WeakSet<Element>();

/**
 * Once React listens, a tap on HTML it has yet to take over makes it take that HTML over at once
 * and then run the handler (so the tap is not to be clicked again); where it cannot (a deferred
 * part waiting for its code) it stops the tap before the button. React runs `onClick` only after
 * the tap has got through to the button, so whether it did is known before the handler runs.
 */
const received = (tap: Tap) => tap.listened && tap.reached;

/**
 * The button a click is on, unless it does its work without the app: a form's submit button
 * posts the form itself (and a link, not a button, follows itself).
 */
function buttonOf(event: Event): HTMLButtonElement | null {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || (button.form && (button.type === 'submit' || button.type === 'reset')))
    return null;
  return button;
}

function forget(which: (tap: Tap) => boolean): void {
  taps = taps.filter((tap) => {
    if (!which(tap)) return true;
    tap.unwatch();
    return false;
  });
}

/**
 * On the window, in the capture phase: before React (on the document) can stop the tap. The taps
 * made again are recorded too: one that React stops (a part it takes over later) waits for it.
 */
function record(event: Event): void {
  const button = buttonOf(event);
  // What the earlier taps came to is known by now; a button's new tap stands for its earlier ones.
  forget((tap) => received(tap) || tap.button === button);
  if (!button) return;
  const reach = (arrived: Event) => {
    if (arrived === event) tap.reached = true;
  };
  const tap: Tap = {
    button,
    listened: listening,
    reached: false,
    unwatch: () => button.removeEventListener('click', reach),
  };
  button.addEventListener('click', reach);
  taps.push(tap);
}

/** Starts recording taps (boot.ts, as the page's script starts); returns the stop. */
export function recordTaps(): () => void {
  addEventListener('click', record, { capture: true });
  return () => removeEventListener('click', record, { capture: true });
}

/** React listens from now on (main.tsx, right before it starts taking the page over). */
export function appListens(): void {
  listening = true;
}

const isHeld = (button: HTMLButtonElement, within: Element) => {
  for (let node: Element | null = button; node && node !== within; node = node.parentElement) {
    if (held.has(node)) return true;
  }
  return false;
};

/** Whether a button inside `element` was tapped and is still waiting to be clicked again. */
export const tappedWithin = (element: Element): boolean =>
  taps.some((tap) => !received(tap) && element.contains(tap.button));

/** Taps inside `element` wait for `releaseTaps(element)` (React takes it over later). */
export function holdTaps(element: Element): void {
  held.add(element);
}

/**
 * React has taken `element` over: the buttons inside it tapped before, and not since, are clicked
 * again (but not those inside a part still held, nor one removed or disabled meanwhile).
 *
 * In a task of its own, not in the effect that calls this: React is still committing there, and a
 * click on HTML it has left for later (it takes a page's Suspense boundaries over after the page)
 * would be stopped instead of making React take that HTML over at once. And a tap can itself make
 * React take a part over, and run the effect that releases it, before the tap has got through.
 */
export function releaseTaps(element: Element): Promise<void> {
  held.delete(element);
  return new Promise((resolve) => {
    setTimeout(() => {
      const due = taps.filter(
        (tap) => !received(tap) && element.contains(tap.button) && !isHeld(tap.button, element),
      );
      forget((tap) => received(tap) || due.includes(tap));
      for (const { button } of due) {
        if (button.isConnected && !button.matches(':disabled')) button.click();
      }
      resolve();
    }, 0);
  });
}
