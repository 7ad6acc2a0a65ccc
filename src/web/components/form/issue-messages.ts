/**
 * The one way issues reach a form's fields (decision 079): zod's in the browser and a 400's
 * `issues` from the server alike. A module of its own, without the rest of the form state, since
 * every public page with a form loads it first (decision 068's budgets).
 */

/** One message about one field, as zod and the server's 400 both give it. */
export interface Issue {
  path: readonly PropertyKey[] | string;
  message: string;
}

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
 * with a capital says it already ('The reason is required'). A field of a group is named by its
 * last part ('locationDetails.latitude': 'latitude').
 */
export function inFieldWords(field: string, label: string | null, message: string): string {
  const key = field.slice(field.lastIndexOf('.') + 1);
  const rest = message.startsWith(`${key} `)
    ? message.slice(key.length + 1)
    : /^[a-z]/.test(message)
      ? message
      : null;
  if (label === null || rest === null) return message;
  return label ? `${label} ${rest}` : rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * Each field's first message in its label's words, and the messages of no field of the form, for
 * its alert. The honeypot's (decision 004) is never shown. `fieldOf` says which field a path is
 * about: by default its first part, so 'pricing.weekday' is the field 'pricing'.
 */
export function fieldMessages<K extends string>(
  issues: readonly Issue[],
  labels: FieldLabels<K>,
  fieldOf: (path: Issue['path']) => string = issueField,
): { fields: Partial<Record<K, string>>; other: string[] } {
  const fields: Partial<Record<K, string>> = {};
  const other: string[] = [];
  for (const { path, message } of issues) {
    const field = fieldOf(path) as K;
    const label = typeof labels === 'function' ? labels(field) : labels[field];
    if (label !== undefined) fields[field] ??= inFieldWords(field, label, message);
    else if (field !== 'website') other.push(message);
  }
  return { fields, other };
}
