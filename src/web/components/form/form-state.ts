/**
 * One way to write a form, for the public site and the console alike (decisions 068 and 079): a
 * real <form> with named fields, read with FormData; the domain's zod schema checks it in the
 * browser, the same schema on the server; each field shows the schema's words (or the server's,
 * for a refused call) in the words of its label, and an alert region sums up what to do. This
 * module holds the state such a form keeps and the one function that puts issues beside fields;
 * it imports no zod at run time, so a page pays for the schema only where a form uses one. The
 * hook that runs a form is use-form-action.ts.
 */
import { ApiError } from '#web/lib/api-client.ts';

/** One message about one field, as zod and the server's 400 both give it. */
export interface Issue {
  path: readonly PropertyKey[] | string;
  message: string;
}

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
export const issueField = (path: Issue['path']): string =>
  typeof path === 'string' ? (path.split('.')[0] ?? '') : String(path[0] ?? '');

/** An issue's whole path as the form names fields ('highlights.2', 'locationDetails.latitude'). */
export const issuePath = (path: Issue['path']): string =>
  typeof path === 'string' ? path : path.map(String).join('.');

/**
 * A form's fields and what each is called beside its messages: its label ('Full name'); '' to
 * drop the field's key from a message and start it with a capital ('Must be a phone number');
 * null to keep the schema's words as they are. A function answers for forms whose fields are
 * made as they go (a list's rows): undefined for a name that is not a field of the form.
 */
export type FieldLabels<K extends string> =
  Readonly<Record<K, string | null>> | ((field: string) => string | null | undefined);

/**
 * A message in the words of its field's label. Schemas and the server name a field by its key
 * ('villaName is required', 'guests must be a whole number') or not at all ('must be a valid
 * e-mail address'); beside the field a person reads its label instead. A message that starts
 * with a capital says it already ('The reason is required').
 */
export function inFieldWords(field: string, label: string | null, message: string): string {
  if (label === null) return message;
  const key = field.slice(field.lastIndexOf('.') + 1);
  const rest = message.startsWith(`${key} `)
    ? message.slice(key.length + 1)
    : /^[a-z]/.test(message)
      ? message
      : null;
  if (rest === null) return message;
  return label ? `${label} ${rest}` : `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

/**
 * The one way issues reach a form (the schema's in the browser, a 400's `issues` from the
 * server): each field's first message in its label's words, and the messages of no field of
 * the form, for its alert. The honeypot's (decision 004) is never shown. `fieldOf` says which
 * field a path is about: by default its first part, so 'pricing.weekday' is the field 'pricing'.
 */
export function fieldMessages<K extends string>(
  issues: readonly Issue[],
  labels: FieldLabels<K>,
  fieldOf: (path: Issue['path']) => string = issueField,
): { fields: Partial<Record<K, string>>; other: string[] } {
  const fields: Partial<Record<K, string>> = {};
  const other: string[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    const label =
      typeof labels === 'function'
        ? labels(field)
        : Object.hasOwn(labels, field)
          ? labels[field as K]
          : undefined;
    if (label !== undefined) fields[field as K] ??= inFieldWords(field, label, issue.message);
    else if (field !== 'website') other.push(issue.message);
  }
  return { fields, other };
}

/** The message a person reads for a failed call. */
export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.';

/** A refused call's field issues (a 400's `issues`); none for any other failure. */
export const issuesOf = (error: unknown): readonly Issue[] =>
  error instanceof ApiError ? (error.issues ?? []) : [];
