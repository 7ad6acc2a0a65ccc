/**
 * The foot of a long form (a villa's details, its prices): its alert region, anything to ask before
 * saving, the saved message and the save button, kept at the foot of the screen while the form is
 * on it (sticky), so a person many screens down a form on a phone can save, and sees what came of
 * it, without scrolling to the end. On a phone it stands on the tab bar, not under it; console.css
 * keeps focus moves from stopping under either.
 */
import type { ReactNode } from 'react';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { primaryButton } from './classes.ts';

export function SaveBar({
  form,
  alert,
  saved,
  pending,
  label,
  children,
}: {
  /** The id of the form it submits, when the bar stands outside it. */
  form?: string;
  alert: string | null;
  saved: string | null;
  pending: boolean;
  label: string;
  /** A question shown above the button (EditConflict). */
  children?: ReactNode;
}) {
  return (
    <div
      data-save-bar
      className="sticky bottom-(--console-tab-bar) z-10 -mx-4 mt-6 space-y-3 border-t border-sand-200 bg-sand-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6"
    >
      <FormAlertRegion message={alert} />
      {children}
      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:items-center sm:justify-between">
        <button
          type="submit"
          form={form}
          disabled={pending}
          className={`${primaryButton} w-full sm:w-auto`}
        >
          {pending ? 'Saving…' : label}
        </button>
        <p role="status" className="text-sm font-medium text-teal-800">
          {saved}
        </p>
      </div>
    </div>
  );
}
