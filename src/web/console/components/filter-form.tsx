import type { ChangeEvent, ReactNode, SubmitEvent } from 'react';
import { TextField } from '../../components/ui/field.tsx';
import { secondaryButton } from './classes.ts';
import type { QueryPatch } from './url-query.ts';

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
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
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
      role="search"
      aria-label={label}
      onSubmit={submit}
      onChange={change}
      className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {children}
      <div>
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
