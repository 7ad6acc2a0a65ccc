import { useEffect, useRef, type ChangeEvent, type ReactNode, type SubmitEvent } from 'react';
import { TextField } from '#web/components/ui/field.tsx';
import { secondaryButton } from './classes.ts';
import type { QueryPatch } from './url-query.ts';

/**
 * The control that applied the filters, to be focused again in the form drawn from the new address
 * (pages key the form by the address, so that Back shows the filters of the page it returns to).
 * Without it, choosing a filter with the keyboard would drop the focus to the top of the page. The
 * console is rendered in the browser only: one person, one page, one value at a time.
 */
let focusAfterApply: string | null = null;

/**
 * A list's filters: a real form whose fields are named as the address's parameters. Submitting
 * puts them in the address (url-query.ts); a select shows its choice at once, as a person expects
 * of a filter, while text and dates wait for the button (each keystroke would load a page).
 */
export function FilterForm({
  label,
  names,
  apply,
  submitLabel = 'Search',
  children,
}: {
  label: string;
  names: readonly string[];
  apply: (patch: QueryPatch) => void;
  submitLabel?: string;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!focusAfterApply) return;
    form.current?.querySelector<HTMLElement>(focusAfterApply)?.focus();
    focusAfterApply = null;
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const active = document.activeElement;
    focusAfterApply =
      active instanceof HTMLSelectElement || active instanceof HTMLInputElement
        ? `[name="${active.name}"]`
        : 'button[type="submit"]';
    const form = new FormData(event.currentTarget);
    const patch: QueryPatch = {};
    for (const name of names) {
      const value = form.get(name);
      patch[name] = typeof value === 'string' ? value.trim() : null;
    }
    apply(patch);
  };
  const change = (event: ChangeEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLSelectElement) event.currentTarget.requestSubmit();
  };
  return (
    <form
      ref={form}
      role="search"
      aria-label={label}
      onSubmit={submit}
      onChange={change}
      className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {children}
      {/* Beside the fields, level with their boxes, a hint under one hanging below: a label's
          line (text-sm, 1.25rem) and gap (0.375rem) down, then centred on a 3.125rem box with
          its 2.75rem height: 1.625rem + 0.1875rem. */}
      <div className="sm:mt-[1.8125rem]">
        <button type="submit" className={`${secondaryButton} w-full sm:w-auto`}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** The free-text search of a list. */
export function SearchField({ defaultValue, hint }: { defaultValue: string; hint?: string }) {
  return (
    <TextField
      label="Search"
      name="q"
      type="search"
      maxLength={100}
      defaultValue={defaultValue}
      hint={hint}
    />
  );
}
