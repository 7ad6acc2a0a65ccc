/**
 * The one way issues reach a form's fields (decision 079): zod's in the browser and a 400's
 * `issues` from the server alike. A module of its own, without the rest of the form state, since
 * every public page with a form loads it first (decision 068's budgets).
 *
 * Messages come in English. On a page in another language an issue that carries a code (the
 * domain's, forms/issue-codes.ts) is said in the page's words; one without a code, or with a code
 * this module does not know, keeps its English words (the server's answers are English).
 */
import { getLocale, m } from '#web/i18n/messages.ts';

/** One message about one field, as zod and the server's 400 both give it. */
export interface Issue {
  path: readonly PropertyKey[] | string;
  message: string;
  /** What is wrong (forms/issue-codes.ts), when the domain says it. */
  code?: string | undefined;
  params?: Readonly<Record<string, unknown>> | undefined;
}

/** The language a browser build was made for; undefined on the server and in tests. */
const BUILD_LOCALE = (globalThis as { __PARAGLIDE_STATIC_LOCALE__?: string })
  .__PARAGLIDE_STATIC_LOCALE__;

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));

/** Each code in the page's words; `field` is the field's label, '' when it goes unnamed. */
const IN_WORDS: Record<
  string,
  (params: Readonly<Record<string, unknown>>, field: string) => string
> = {
  required: (_, field) => (field ? m.form_required({ field }) : m.form_required_unnamed()),
  email: () => m.form_email(),
  phone: () => m.form_phone(),
  too_long: (p) => m.form_too_long({ max: numberOf(p.max) }),
  too_short: (p) => m.form_too_short({ min: numberOf(p.min) }),
  too_small: (p) => m.form_too_small({ min: numberOf(p.min) }),
  too_big: (p) => m.form_too_big({ max: numberOf(p.max) }),
  rating: () => m.form_rating(),
  date_required: () => m.form_date_required(),
  date: () => m.form_date(),
  date_past: () => m.form_date_past(),
  date_early: (p) => m.form_date_early({ year: numberOf(p.year) }),
  date_late: (p) => m.form_date_late({ year: numberOf(p.year) }),
  text: () => m.form_text(),
  reference_required: () => m.form_reference_required(),
  email_required: () => m.form_email_required(),
};

/**
 * An issue in the page's language when it is not English and the issue's code is known; else
 * null (the English words stand). `label` as in `FieldLabels`: null and '' leave the field unnamed.
 */
export function issueInLanguage(issue: Pick<Issue, 'code' | 'params'>, label?: string | null) {
  // An English build (the English site's, the console's) fixes its language at build time
  // (decision 129): the words above are then dead code, and stay out of its files.
  if (BUILD_LOCALE === 'en' || getLocale() === 'en' || !issue.code) return null;
  const say = IN_WORDS[issue.code];
  return say ? say(issue.params ?? {}, label ?? '') : null;
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
  for (const issue of issues) {
    const { path, message } = issue;
    const field = fieldOf(path) as K;
    const label = typeof labels === 'function' ? labels(field) : labels[field];
    if (label !== undefined) {
      fields[field] ??= issueInLanguage(issue, label) ?? inFieldWords(field, label, message);
    } else if (field !== 'website') other.push(issueInLanguage(issue) ?? message);
  }
  return { fields, other };
}
