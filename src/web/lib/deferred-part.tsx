/**
 * Parts of a page that arrive in the server's HTML, complete, but whose code the browser fetches
 * (and whose HTML React takes over) only as the guest scrolls near them, or touches or focuses
 * something inside. Guests read them at once; phones download and run only the code of what is on
 * the screen while the page starts. See docs/decisions/012-start-the-app-after-the-first-paint.md.
 *
 * How: the part sits in its own Suspense boundary. While React takes over the server's page, a
 * boundary that suspends keeps the server's HTML as it is and is hydrated later, when it stops
 * suspending; the part waits on a gate that opens on the screen, then on its code. A part rendered
 * after the app has started (a page opened by a link) waits for nothing but its code. A button
 * tapped inside the part before React has taken it over is clicked again once it has
 * (early-taps.ts, which boot.ts starts: React does not replay a tap on HTML it cannot take over).
 * A form sent there once the app runs is held and sent again once the part is awake (decision 082).
 * A part's `data` is fetched beside its code before React takes its HTML over: the page leaves what
 * only the part shows out of its boot data (the route's `partQueries`, decision 117), and the part
 * must render what the server rendered.
 */
import {
  lazy,
  memo,
  Suspense,
  use,
  useContext,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import { QueryClientContext, type QueryExecuteOptions } from '@tanstack/react-query';
import { releaseTaps } from './early-taps.ts';
import { useNearScreen } from './near-screen.tsx';
import { useInBrowser } from './use-in-browser.ts';

const isServer = () => typeof document === 'undefined';

interface Gate {
  opened: Promise<void>;
  open: () => void;
  /** Set once React has taken the part over. */
  awake: boolean;
  /** The element around the part, set once the part has been asked to wake. */
  element: HTMLElement | null;
  /** While a modal dialog covers the part before it is awake: resolves when the dialog is gone. */
  uncovered: Promise<void> | null;
  /** Sends again a form of the part that was sent before it was awake. */
  held?: () => void;
  /** Fetches the data the part shows that the page's boot data leaves out (`data`). */
  fetch: () => unknown;
}

function createGate(fetch: Gate['fetch']): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open, awake: false, element: null, uncovered: null, fetch };
}

/**
 * Rendered beside the part, inside its boundary: its effects run once React has taken the server's
 * HTML over; then the buttons a guest tapped meanwhile are clicked again, so no tap is lost.
 */
function WhenAwake({ gate }: { gate: Gate | null }) {
  useLayoutEffect(() => {
    if (gate) gate.awake = true;
  }, [gate]);
  useEffect(() => {
    if (gate?.element) releaseTaps(gate.element);
    // In a task of its own, as the taps: React may still be committing other parts.
    if (gate?.held) setTimeout(gate.held);
  }, [gate]);
  return null;
}

/**
 * A modal dialog (Radix, through the aria-hidden package) marks what lies behind it `aria-hidden`,
 * tagging each element it marks `data-aria-hidden`, and removes the marks when it closes. The
 * server's HTML has no such marks: a part taken over under them would not match it.
 */
const DIALOG_MARK = 'data-aria-hidden';

const isCovered = (element: HTMLElement) =>
  element.closest(`[${DIALOG_MARK}]`) !== null ||
  element.querySelector(`[${DIALOG_MARK}]`) !== null;

/** Null when no mark is on the part, inside it or around it; else resolves when none is. */
function whileCovered(gate: Gate, element: HTMLElement): Promise<void> | null {
  if (!isCovered(element)) return null;
  gate.uncovered ??= new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (isCovered(element)) return;
      observer.disconnect();
      gate.uncovered = null;
      resolve();
    });
    observer.observe(document.body, { subtree: true, attributeFilter: [DIALOG_MARK] });
  });
  return gate.uncovered;
}

/**
 * Suspends until the gate opens, then renders `children`; and while a modal dialog covers the part
 * it has yet to take over. That is checked as React renders the part, not when the gate opens: a
 * dialog can open after the gate has opened and before React has come to the part. Not a sibling
 * of the part: React would render a suspended component's siblings anyway (to start their
 * downloads early).
 */
function AfterGate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) {
    use(gate.opened);
    const covered = !gate.awake && gate.element ? whileCovered(gate, gate.element) : null;
    if (covered) use(covered);
  }
  return children;
}

const INTERACTIONS = ['pointerdown', 'focusin', 'submit'] as const;

/**
 * A deferred part wakes when it reaches the screen, not before: it is already readable, and only
 * what a guest does inside it needs the code.
 */
const ON_SCREEN = '0px';

/** The element around a deferred part: the page may name it, style it and hold on to it. */
export interface WrapperProps {
  id?: string;
  className?: string;
  ref?: Ref<HTMLDivElement | null>;
}

export interface DeferredPartOptions<P> {
  /** The data the part shows that the page's boot data leaves out (the route's `partQueries`). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list holds every data type
  data?: (props: P) => QueryExecuteOptions<any, any, any, any, any>[];
}

export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { data }: DeferredPartOptions<P> = {},
) {
  const Part = lazy(async () => ({ default: await load() }));

  /**
   * Opens the gate once the part's code (and data) is here: the server's HTML is then taken over
   * in one go, as it was sent. Should either fail to load, the gate opens anyway and the part's
   * lazy load tries again (and reports), or the part shows its data's error.
   */
  function wake(gate: Gate, element: HTMLElement) {
    if (gate.element) return;
    gate.element = element;
    void Promise.all([load(), gate.fetch()]).then(gate.open, gate.open);
  }

  // Memoized: a boundary still waiting with the server's HTML that receives new props is thrown
  // away and drawn again from scratch (empty until the code arrives), so a parent's re-render must
  // not reach it while its props are the same.
  const Boundary = memo(
    function Boundary({ gate, props }: { gate: Gate | null; props: P }) {
      return (
        <Suspense fallback={null}>
          <AfterGate gate={gate}>
            <Part {...props} />
            <WhenAwake gate={gate} />
          </AfterGate>
        </Suspense>
      );
    },
    (before, after) => before.gate === after.gate && shallowEqual(before.props, after.props),
  );

  function Deferred({ id, className, ref: wrapperRef, ...props }: P & WrapperProps) {
    const ref = useRef<HTMLDivElement>(null);
    useImperativeHandle<HTMLDivElement | null, HTMLDivElement | null>(
      wrapperRef,
      () => ref.current,
      [],
    );
    const inBrowser = useInBrowser();
    // Read, not required: a part without `data` needs no query client.
    const queryClient = useContext(QueryClientContext);
    // The data of the props the part was drawn with (the server's), which a memoized boundary
    // keeps until it is awake; a failure stays in the cache, for the part to show.
    const [gate] = useState(() =>
      !inBrowser && !isServer()
        ? createGate(() =>
            Promise.all(
              (queryClient && data?.(props as P))?.map((options) =>
                queryClient.query(options).catch(() => undefined),
              ) ?? [],
            ),
          )
        : null,
    );
    const near = useNearScreen(ref, ON_SCREEN);
    useEffect(() => {
      if (near && gate && ref.current) wake(gate, ref.current);
    }, [near, gate]);
    useEffect(() => {
      const element = ref.current;
      if (!gate || !element) return;
      // On the window, first of all: React stops an event on HTML it cannot take over yet.
      const open = (event: Event) => {
        const { target } = event;
        if (!(target instanceof Node && element.contains(target))) return;
        wake(gate, element);
        // A form sent while the part's code is on its way (the app runs: a page load would be a
        // needless round trip) is held, and sent again by the app once the part is awake; by the
        // browser to its page, as without the app, should the code not come.
        if (event.type === 'submit' && !gate.awake) {
          event.preventDefault();
          event.stopPropagation();
          const form = target as HTMLFormElement;
          gate.held = () => form.requestSubmit((event as SubmitEvent).submitter);
          load().catch(() => form.submit());
        }
      };
      for (const type of INTERACTIONS) addEventListener(type, open, { capture: true });
      return () => {
        for (const type of INTERACTIONS) removeEventListener(type, open, { capture: true });
      };
    }, [gate]);
    return (
      <div ref={ref} id={id} className={className}>
        <Boundary gate={gate} props={props as P} />
      </div>
    );
  }
  return Deferred;
}

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
