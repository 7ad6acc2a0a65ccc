/**
 * What is wrong with a field, beside the English words of the message: a code and its numbers
 * (issue 39 §4). The server's answers and the console read the English message; a page in another
 * language says the code in its own words (web/components/form/issue-messages.ts), and a code it
 * does not know keeps the message. A module of its own, without zod: the form specs load it first.
 */

export type IssueCode =
  /** A required field left empty. */
  | 'required'
  /** Not an e-mail address. */
  | 'email'
  /** Not a phone number. */
  | 'phone'
  /** Text longer than `max` characters, or shorter than `min`. */
  | 'too_long'
  | 'too_short'
  /** A number under `min`, or over `max`. */
  | 'too_small'
  | 'too_big'
  /** No star chosen. */
  | 'rating'
  /** No date chosen; not a real date; before the visitor's today; outside the years taken. */
  | 'date_required'
  | 'date'
  | 'date_past'
  | 'date_early'
  | 'date_late'
  /** Control or broken characters in a text. */
  | 'text'
  /** The lost-link form's own words for its two fields. */
  | 'reference_required'
  | 'email_required';

/** The numbers an issue's words need ('at most {max} characters'). */
export type IssueParams = Record<string, string | number>;

/** A required field's own message when it is missing, and its code. */
export interface MissingIssue {
  message: string;
  code: IssueCode;
}

/** A guest's phone: digits with spaces, dashes, dots, brackets, a leading + (schemas/common.ts). */
export const PHONE_PATTERN = /^(\+?[0-9][0-9 ().-]{5,28})?$/;

/** What zod says about an issue, as far as a code needs it (no zod import here). */
export interface ZodIssueLike {
  code: string;
  origin?: string;
  format?: string;
  pattern?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  params?: Record<string, unknown>;
}

const asNumber = (value: number | bigint | undefined) => Number(value ?? 0);

/**
 * A zod issue's code: a refinement names its own (`params: { code }`), zod's checks are read from
 * what they are (a string's `min(1)` is 'required', its `max` is 'too_long').
 */
export function issueCodeOf(issue: ZodIssueLike): { code?: IssueCode; params?: IssueParams } {
  if (issue.code === 'custom' && typeof issue.params?.code === 'string') {
    const { code, ...params } = issue.params;
    return { code: code as IssueCode, params: params as IssueParams };
  }
  if (issue.origin === 'string' && issue.code === 'too_small' && asNumber(issue.minimum) === 1) {
    return { code: 'required' };
  }
  if (issue.origin === 'string' && issue.code === 'too_small') {
    return { code: 'too_short', params: { min: asNumber(issue.minimum) } };
  }
  if (issue.origin === 'string' && issue.code === 'too_big') {
    return { code: 'too_long', params: { max: asNumber(issue.maximum) } };
  }
  if (issue.origin === 'number' && issue.code === 'too_small') {
    return { code: 'too_small', params: { min: asNumber(issue.minimum) } };
  }
  if (issue.origin === 'number' && issue.code === 'too_big') {
    return { code: 'too_big', params: { max: asNumber(issue.maximum) } };
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return { code: 'email' };
  if (issue.code === 'invalid_format' && issue.pattern === String(PHONE_PATTERN)) {
    return { code: 'phone' };
  }
  return {};
}
