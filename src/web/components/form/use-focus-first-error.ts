import { useLayoutEffect, useRef } from 'react';

/**
 * Moves focus to the first field in error (`aria-invalid="true"`, which every field of ours sets
 * with its message) each time the form comes back from a check with errors. `checked` is that
 * check's outcome: a new object each time, so the same mistake twice refocuses, while editing a
 * field (which takes its message away) does not move the focus.
 */
export function useFocusFirstError(checked: { fields: object } | null) {
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (!checked || Object.keys(checked.fields).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checked]);
  return form;
}
