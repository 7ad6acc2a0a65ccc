import type { ReactNode } from 'react';

/**
 * A form's alert region: always in the page, so a screen reader announces what appears in it.
 */
export function FormAlertRegion({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-atomic="true">
      {message && (
        <p className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

/** A message about the whole form (not one field), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm">
      {children}
    </p>
  );
}
