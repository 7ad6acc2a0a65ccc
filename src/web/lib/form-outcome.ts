/**
 * A form's outcome when the page was rendered after the form posted to it (JavaScript off, or the
 * guest sent it before the app started): the server puts it in the page's query cache under this
 * key, so it travels with the page's data in the boot data and the browser hydrates the very page
 * the server rendered (decision 019).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FormOutcome, PageFormId } from '#domain/forms/form.ts';

export const FORM_OUTCOME_KEY = ['form-outcome'] as const;

/**
 * This form's outcome from the server, read once as the form mounts. It is then taken out of the
 * cache, so the form shows empty when the guest comes back to the page by a link.
 */
export function useFormOutcome(form: PageFormId): FormOutcome | null {
  const queryClient = useQueryClient();
  const [outcome] = useState(() => {
    const sent = queryClient.getQueryData<FormOutcome>(FORM_OUTCOME_KEY);
    return sent?.form === form ? sent : null;
  });
  useEffect(() => {
    if (outcome) queryClient.removeQueries({ queryKey: FORM_OUTCOME_KEY, exact: true });
  }, [outcome, queryClient]);
  return outcome;
}
