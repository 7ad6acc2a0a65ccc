import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actEnvironment } from '#web/test/act-environment.ts';
import { deferredPart } from './deferred-part.tsx';
import { appListens, recordTaps } from './early-taps.ts';

/** A part that says when React has taken it over, and counts presses and sends from then on. */
function Counter({ label }: { label: string }) {
  const [awake, setAwake] = useState(false);
  const [presses, setPresses] = useState(0);
  const [sent, setSent] = useState(0);
  useEffect(() => setAwake(true), []);
  return (
    <section data-awake={awake ? '' : undefined}>
      <button type="button" onClick={() => setPresses((count) => count + 1)}>
        {label}
      </button>
      <output>{presses}</output>
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          setSent((count) => count + 1);
        }}
      >
        <output name="sent">{sent}</output>
      </form>
    </section>
  );
}

/** The server's HTML of the part: rendered as on the server, where there is no document. */
async function serverHtml(label: string): Promise<string> {
  const OnServer = deferredPart(() => Promise.resolve(Counter));
  vi.stubGlobal('document', undefined);
  try {
    const { prelude } = await prerender(<OnServer label={label} />);
    return await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
  }
}

/** Lets every queued promise callback run (React renders only in a later task). */
async function settlePromises() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 20));

/** What a modal dialog does to everything behind it (Radix, through the aria-hidden package). */
function coverWithDialog(element: Element) {
  for (const each of [element, ...element.querySelectorAll('*')]) {
    each.setAttribute('data-aria-hidden', 'true');
    each.setAttribute('aria-hidden', 'true');
  }
}

function uncover(element: Element) {
  for (const each of [element, ...element.querySelectorAll('*')]) {
    each.removeAttribute('data-aria-hidden');
    each.removeAttribute('aria-hidden');
  }
}

describe('deferredPart', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;
  let releaseCode: () => void;
  let codeRequested: ReturnType<typeof vi.fn<() => void>>;
  let Deferred: ReturnType<typeof deferredPart<{ label: string }>>;
  let stopRecording: () => void;

  beforeEach(async () => {
    // As in a page: boot.ts records taps from the start, and each test here hydrates.
    stopRecording = recordTaps();
    appListens();
    // React's own scheduling, as in a browser: the races under test happen between its tasks.
    actEnvironment.leave();
    container = document.createElement('div');
    container.innerHTML = await serverHtml('Press');
    document.body.append(container);
    const code = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    codeRequested = vi.fn<() => void>();
    Deferred = deferredPart(() => {
      codeRequested();
      return code.then(() => Counter);
    });
  });

  afterEach(() => {
    stopRecording();
    root?.unmount();
    container.remove();
    actEnvironment.restore();
  });

  const element = (selector: string) => {
    const found = container.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`No ${selector} in the part`);
    return found;
  };
  const section = () => element('section');
  const press = () => element('button');

  it("keeps the server's HTML until its code is here, then takes it over", async () => {
    expect(section()).toHaveTextContent('Press0');
    root = hydrateRoot(container, <Deferred label="Press" />);
    // Without IntersectionObserver (jsdom) the part is near the screen at once.
    await vi.waitFor(() => expect(codeRequested).toHaveBeenCalled());
    await nextTask();
    expect(section()).not.toHaveAttribute('data-awake');
    expect(section()).toHaveTextContent('Press0');

    releaseCode();
    await vi.waitFor(() => expect(section()).toHaveAttribute('data-awake'));
    press().click();
    await vi.waitFor(() => expect(section()).toHaveTextContent('Press1'));
  });

  it('clicks again, once awake, a button the guest clicked while it was asleep', async () => {
    root = hydrateRoot(container, <Deferred label="Press" />);
    await vi.waitFor(() => expect(codeRequested).toHaveBeenCalled());
    press().click();
    releaseCode();
    await vi.waitFor(() => expect(section()).toHaveTextContent('Press1'));
  });

  it('holds a form sent while it was asleep (the app running), and sends it again once awake', async () => {
    root = hydrateRoot(container, <Deferred label="Press" />);
    await vi.waitFor(() => expect(codeRequested).toHaveBeenCalled());
    const sending = new Event('submit', { bubbles: true, cancelable: true });
    element('form').dispatchEvent(sending);
    // Not posted to the page, which would load it anew: the app sends it once it is awake.
    expect(sending.defaultPrevented).toBe(true);
    releaseCode();
    await vi.waitFor(() => expect(element('output[name="sent"]')).toHaveTextContent('1'));
    await nextTask();
    expect(element('output[name="sent"]')).toHaveTextContent('1');
  });

  it('waits while a dialog covers it, and takes it over when the dialog closes', async () => {
    root = hydrateRoot(container, <Deferred label="Press" />);
    await vi.waitFor(() => expect(codeRequested).toHaveBeenCalled());
    coverWithDialog(container);
    releaseCode();
    await nextTask();
    expect(section()).not.toHaveAttribute('data-awake');

    uncover(container);
    await vi.waitFor(() => expect(section()).toHaveAttribute('data-awake'));
    // No hydration mismatch was reported (the test set-up fails on any console.error).
  });

  it('waits for a dialog that opens after its code has come, before React reaches it', async () => {
    root = hydrateRoot(container, <Deferred label="Press" />);
    await vi.waitFor(() => expect(codeRequested).toHaveBeenCalled());
    releaseCode();
    // The code is here and nothing covers the part; React has yet to render it (a task away)
    // when the dialog opens.
    await settlePromises();
    expect(section()).not.toHaveAttribute('data-awake');
    coverWithDialog(container);
    await nextTask();
    expect(section()).not.toHaveAttribute('data-awake');

    uncover(container);
    await vi.waitFor(() => expect(section()).toHaveAttribute('data-awake'));
  });
});
