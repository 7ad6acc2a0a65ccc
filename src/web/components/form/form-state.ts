/**
 * One way to write a form, for the public site and the console alike (decisions 068 and 079): a
 * real <form> with named fields, read with FormData; the domain's zod schema checks it in the
 * browser, the same schema on the server; each field shows the schema's words (or the server's,
 * for a refused call) in the words of its label (issue-messages.ts), and an alert region sums up
 * what to do. This module holds the small functions around a form's state; it imports no zod at
 * run time, so a page pays for the schema only where a form uses one. The hook that runs a form
 * is use-form-action.ts.
 */
import { getLocale, m } from '#web/i18n/messages.ts';
import { ApiError } from '#web/lib/api-client.ts';

export {
  fieldMessages,
  inFieldWords,
  issueField,
  issuePath,
  type FieldLabels,
  type Issue,
} from './issue-messages.ts';
import type { Issue } from './issue-messages.ts';

/** The form's text fields by name (a missing or file field reads as ''). */
export function readForm<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

export const CHECK_THE_FIELDS = 'Some fields need your attention.';

/** The alert after a check that failed, in the page's language. */
export const checkTheFields = (): string => m.form_check_the_fields();

/**
 * The message a person reads for a failed call: the server's (English for now), or on a page in
 * another language its own words when the call brought none.
 */
export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message
    ? error.message
    : getLocale() === 'en'
      ? 'Something went wrong. Try again.'
      : m.form_something_went_wrong();

/** A refused call's field issues (a 400's `issues`); none for any other failure. */
export const issuesOf = (error: unknown): readonly Issue[] =>
  error instanceof ApiError ? (error.issues ?? []) : [];
