/**
 * What holds a page's place while its code comes (decision 084): each console page is a chunk of
 * its own, fetched when it is opened. The layout (header, rooms) stays; a short skeleton of a page
 * stands where the page will be, and a page whose code cannot be fetched (offline, or a new
 * release replaced the files) says so and offers to reload, never a blank screen.
 */
import { Component, Suspense, type ReactNode } from 'react';

/** A heading's and a few lines' grey shapes, and words for a screen reader. */
export function PageSkeleton() {
  return (
    <div role="status" className="animate-pulse">
      <span className="sr-only">Loading the page…</span>
      <div aria-hidden="true" className="space-y-4">
        <div className="h-9 w-2/3 max-w-sm rounded-lg bg-sand-200" />
        <div className="h-4 w-full max-w-xl rounded bg-sand-200" />
        <div className="h-4 w-5/6 max-w-lg rounded bg-sand-200" />
        <div className="h-24 w-full rounded-xl bg-sand-200" />
      </div>
    </div>
  );
}

interface BoundaryProps {
  /** Where the console is: a move elsewhere clears a failure, so another page can be tried. */
  location: string;
  /** What the skeleton and the failure stand in (the page's own frame); the layout's by default. */
  frame?: (inside: ReactNode) => ReactNode;
  children: ReactNode;
}

const asIs = (inside: ReactNode) => inside;

/** A page that could not be drawn (its code did not come): a message and a way to reload. */
class PageFailure extends Component<BoundaryProps, { failed: boolean; at: string }> {
  override state = { failed: false, at: this.props.location };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; at: string }) {
    return props.location === state.at ? null : { failed: false, at: props.location };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const frame = this.props.frame ?? asIs;
    return frame(
      <div role="alert" className="max-w-md space-y-4">
        <h1 className="text-3xl">This page could not be loaded</h1>
        <p>Check your connection, then reload the page.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-full bg-teal-800 px-6 text-sm font-medium text-sand-50"
        >
          Reload the page
        </button>
      </div>,
    );
  }
}

/** A lazy page inside: the skeleton while its code comes, the failure if it does not. */
export function PageLoading({ location, frame = asIs, children }: BoundaryProps) {
  return (
    <PageFailure location={location} frame={frame}>
      <Suspense fallback={frame(<PageSkeleton />)}>{children}</Suspense>
    </PageFailure>
  );
}
