import { startTransition, Suspense, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actEnvironment } from '#web/test/act-environment.ts';

type EarlyTaps = typeof import('./early-taps.ts');

/** A fresh copy of the module for each test: it keeps whether React listens, as a page does. */
let taps: EarlyTaps;
let stopRecording: () => void;
let container: HTMLDivElement;

beforeEach(async () => {
  vi.resetModules();
  taps = await import('./early-taps.ts');
  stopRecording = taps.recordTaps();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  stopRecording();
  container.remove();
});

/** A button as the server sent it, with no handler yet, and what its handler (once there) saw. */
function serverButton(html = '<button type="button">Menu</button>') {
  container.innerHTML = html;
  const button = container.querySelector('button');
  if (!button) throw new Error('No button');
  const clicks = vi.fn<() => void>();
  const handlerArrives = () => button.addEventListener('click', clicks);
  return { button, clicks, handlerArrives };
}

/**
 * What React does to a tap on HTML it cannot take over yet: stops it before the button. Returns
 * the moment React has taken it over.
 */
function stopTapsLikeReact(element: Element): () => void {
  const stop = (event: Event) => event.stopPropagation();
  element.addEventListener('click', stop, { capture: true });
  return () => element.removeEventListener('click', stop, { capture: true });
}

/** Releases the taps of `element` and waits for the task in which they are made again. */
async function release(element: Element) {
  taps.releaseTaps(element);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('taps before the app', () => {
  it('clicks a button tapped before the app again, once, when the page is taken over', async () => {
    const { button, clicks, handlerArrives } = serverButton();
    button.click();
    // A second tap before the app is the same wish, not a toggle back.
    button.click();
    handlerArrives();
    taps.appListens();
    await release(container);
    expect(clicks).toHaveBeenCalledTimes(1);
    await release(container);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('counts a key press on a focused button (a click event) as a tap', async () => {
    const { button, clicks, handlerArrives } = serverButton();
    // What a browser dispatches for Enter or Space on a focused button.
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    handlerArrives();
    await release(container);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('does not click a button removed or disabled meanwhile', async () => {
    container.innerHTML = '<button type="button">Gone</button><button type="button">Off</button>';
    const [gone, off] = [...container.querySelectorAll('button')];
    if (!gone || !off) throw new Error('No buttons');
    const clicks = vi.fn<() => void>();
    gone.click();
    off.click();
    // On the container, as React's handlers are on its root.
    container.addEventListener('click', clicks);
    gone.remove();
    off.disabled = true;
    await release(container);
    expect(clicks).not.toHaveBeenCalled();
  });

  it("leaves a form's submit button to the browser: the form is posted once", async () => {
    container.innerHTML = '<form method="post"><button>Send Message</button></form>';
    const form = container.querySelector('form');
    const submits = vi.fn<(event: Event) => void>((event) => event.preventDefault());
    form?.addEventListener('submit', submits);
    container.querySelector('button')?.click();
    taps.appListens();
    await release(container);
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it('does not click again a tap its handler received', async () => {
    const { button, clicks, handlerArrives } = serverButton();
    taps.appListens();
    handlerArrives();
    button.click();
    await release(container);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('keeps only the latest tap of a button: one received since is not made again', async () => {
    const { button, clicks, handlerArrives } = serverButton();
    button.click();
    taps.appListens();
    handlerArrives();
    button.click();
    await release(container);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('clicks a tap React stopped (a part still waiting for its code) when the part is taken over', async () => {
    const { button, clicks, handlerArrives } = serverButton(
      '<section><button type="button">Check-in</button></section>',
    );
    const part = container.querySelector('section');
    if (!part) throw new Error('No part');
    const takenOver = stopTapsLikeReact(part);
    button.click();
    taps.appListens();
    // The page is React's, the part not yet: the tap made again is stopped again, and waits.
    await release(container);
    expect(clicks).not.toHaveBeenCalled();

    takenOver();
    handlerArrives();
    await release(part);
    expect(clicks).toHaveBeenCalledTimes(1);
    await release(container);
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});

/** A toggle, as the site's header menu; it counts its presses. */
function Toggle({ label }: { label: string }) {
  const [presses, setPresses] = useState(0);
  return (
    <button
      type="button"
      aria-expanded={presses % 2 === 1}
      data-presses={presses}
      onClick={() => setPresses((count) => count + 1)}
    >
      {label}
    </button>
  );
}

describe('taps while React takes the page over', () => {
  let root: Root | undefined;
  beforeEach(() => {
    // React's own scheduling, as in a browser: the race under test is between its tasks.
    actEnvironment.leave();
  });
  afterEach(() => {
    root?.unmount();
    actEnvironment.restore();
  });

  /** As app.tsx: once the page is React's, the taps made before are clicked again. */
  function Page() {
    const [awake, setAwake] = useState(false);
    useEffect(() => {
      taps.releaseTaps(container);
      setAwake(true);
    }, []);
    // The page in a Suspense boundary, as the site's are: React takes it over after the shell.
    return (
      <main data-awake={awake ? '' : undefined}>
        <Toggle label="Menu" />
        <Suspense fallback={null}>
          <Toggle label="Photos" />
        </Suspense>
      </main>
    );
  }

  const serve = () => {
    container.innerHTML = renderToString(<Page />);
  };
  const hydrate = () => {
    taps.appListens();
    startTransition(() => {
      root = hydrateRoot(container, <Page />);
    });
  };
  const buttons = () => [...container.querySelectorAll('button')];
  // Not `click()`: the browser ignores a `click()` made while one is under way, a guest's tap
  // (a dispatched event) it does not.
  const tapEach = () => {
    for (const button of buttons())
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  };
  /** Each toggle pressed once: open, not opened and closed again. */
  const expectEachOpenedOnce = async () => {
    expect(buttons()).toHaveLength(2);
    for (const button of buttons()) {
      await vi.waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
      expect(button).toHaveAttribute('data-presses', '1');
    }
  };
  const awake = () => expect(container.querySelector('main')).toHaveAttribute('data-awake');

  it('acts on buttons tapped before the app, in the shell and in the page', async () => {
    serve();
    tapEach();
    hydrate();
    await vi.waitFor(awake);
    await expectEachOpenedOnce();
  });

  it('does not act twice on a tap React replays itself', async () => {
    serve();
    hydrate();
    // React has not taken the button over yet: it does so at once for the tap, and runs the
    // handler itself.
    tapEach();
    await vi.waitFor(awake);
    await expectEachOpenedOnce();
  });
});
