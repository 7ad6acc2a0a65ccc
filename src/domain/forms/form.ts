/**
 * The public forms as the browser and the server both read them (decision 019): a form's fields
 * (FormData in the browser, an urlencoded body on the server when JavaScript is off) become the
 * body its API takes, and are checked the same way on both sides: the required fields in words
 * first, then the domain's zod schema. No zod here (a type only): the browser fetches a schema
 * only once the guest starts on a form. Each form's spec is a module of its own beside this one,
 * so a page loads only its own.
 */
import type { ZodType } from 'zod';
import { issueCodeOf, type IssueCode, type IssueParams, type MissingIssue } from './issue-codes.ts';

export type { IssueCode, IssueParams, MissingIssue };

/** A form's fields by name, as posted: the first value of each. */
export type FormFields = Record<string, string>;

export interface Issue {
  path: string;
  /** In English: the server's answers and the console show it as it is. */
  message: string;
  /** What is wrong, for a page in another language to say in its words (issue-codes.ts). */
  code?: IssueCode;
  params?: IssueParams;
}

/** The forms that post to a page when the app's script is not running. */
export type PageFormId =
  'contact' | 'transport-quote' | 'transport-book' | 'review' | 'testimonial' | 'lost-link';

/**
 * What the server hands a page rendered after a form's post: the fields as typed and either their
 * issues (and a message about the whole form) or the sent form's receipt.
 */
export interface FormOutcome {
  form: PageFormId;
  values: FormFields;
  issues: Issue[];
  /** A refusal that names no field (a date in the past, a car too small, too many requests). */
  message: string | null;
  /** The API's answer to the sent form. */
  receipt: unknown;
}

/** Shown for a rating left unchosen, in the browser and in the server's answer alike. */
export const CHOOSE_RATING = 'Please choose a rating from 1 to 5 stars.';

/** The rating's message when no star is chosen, with its code. */
export const RATING_MISSING: MissingIssue = { message: CHOOSE_RATING, code: 'rating' };

export const field = (fields: FormFields, name: string) => (fields[name] ?? '').trim();
export const orNull = (value: string) => value || null;
/** Radios and selects post their value; a missing or non-numeric one is 0, refused by the schema. */
export const whole = (value: string) => (/^\d{1,3}$/.test(value) ? Number(value) : 0);

export interface FormSpec<Body> {
  toBody: (fields: FormFields) => Body;
  /** Fields whose absence is named in words, before the schema's own messages. */
  required: readonly string[];
  /** A required field's own message (and code) when it is missing (else 'X is required'). */
  missing?: Record<string, MissingIssue>;
}

/** The domain schema's verdict on a body, as issues. */
export function schemaIssues(schema: ZodType, body: unknown): Issue[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
    ...issueCodeOf(issue),
  }));
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === 0 ||
  (typeof value === 'string' && !value.trim());

/**
 * A form's issues: its required fields that are missing, in words ('name is required', or the
 * form's own message), then the schema's (null when its code could not be fetched: the server's
 * check then stands alone). `labels` names the fields in the 'X is required' message.
 */
export function formIssues(
  spec: FormSpec<Record<string, unknown>>,
  body: Record<string, unknown>,
  schema: ZodType | null,
): Issue[] {
  const missing = spec.required
    .filter((key) => isBlank(body[key]))
    .map((key): Issue =>
      spec.missing?.[key]
        ? { path: key, ...spec.missing[key] }
        : { path: key, message: `${key} is required`, code: 'required' },
    );
  return [...missing, ...(schema ? schemaIssues(schema, body) : [])];
}
