/**
 * One way to write a form, for the public site and the console alike (decision 068): a real
 * <form> with named fields, read with FormData; the domain's zod schema checks it in the browser,
 * the same schema on the server; each field shows the schema's own words (or the server's, for a
 * refused call) and an alert region sums up what to do. This module holds the state such a form
 * keeps and the small functions that fill it; it imports no zod at run time, so a page pays for
 * the schema only where a form uses one.
 */
import type { ZodError } from 'zod';
import { ApiError } from '#web/lib/api-client.ts';

/** One message about one field, as zod and the server's 400 both give it. */
export interface Issue {
  path: readonly PropertyKey[] | string;
  message: string;
}

export interface FormState<K extends string> {
  /** What was typed (passwords excepted), drawn again after the form resets. */
  values: Partial<Record<K, string>>;
  fields: Partial<Record<K, string>>;
  alert: string | null;
}

export const emptyForm = <K extends string>(): FormState<K> => ({
  values: {},
  fields: {},
  alert: null,
});

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

/** The field an issue is about: the first part of its path ('' for the whole form). */
export const issueField = (issue: Issue): string =>
  typeof issue.path === 'string' ? (issue.path.split('.')[0] ?? '') : String(issue.path[0] ?? '');

/** The schema's (or the server's) messages by field, the first of each, for the named fields. */
export function fieldErrors<K extends string>(
  issues: readonly Issue[],
  names: readonly K[],
): Partial<Record<K, string>> {
  const fields: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const key = issueField(issue) as K;
    if (names.includes(key) && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}

/** Messages by their whole path ('highlights.2', 'locationDetails.latitude'), the first of each. */
export function issuesByPath(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

export const fromSchema = <K extends string>(error: ZodError, names: readonly K[]) =>
  fieldErrors(error.issues, names);

/** The message a person reads for a failed call. */
export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.';

/** A refused call: its message in the alert, and beside the fields it names (a 400's issues). */
export function fromServer<K extends string>(
  error: unknown,
  names: readonly K[],
): Pick<FormState<K>, 'fields' | 'alert'> {
  const issues = error instanceof ApiError ? (error.issues ?? []) : [];
  return { fields: fieldErrors(issues, names), alert: messageOf(error) };
}
