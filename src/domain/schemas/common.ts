/**
 * Building blocks shared by the API schemas. Limits are generous for people and tight enough that a
 * single request cannot fill the database.
 */
import { z } from 'zod';
import { dateOutOfRange, FIRST_ACCEPTED_DATE, firstRefusedYear, isValidIsoDate } from '../dates.ts';
import { PHONE_PATTERN, type IssueCode } from '../forms/issue-codes.ts';

/** A refinement's code, for a page to say it in its language (forms/issue-codes.ts). */
const coded = <P extends Record<string, string | number>>(code: IssueCode, params?: P) => ({
  params: { code, ...(params as P) },
});

/**
 * Control characters (C0, DEL and C1) have no place in what a person types: PostgreSQL refuses a
 * NUL outright (a 500 before this check), and the others hide text from the team, break e-mail
 * headers and forge log lines. So are the bidirectional controls (issue 36 §4): the marks
 * (U+061C, U+200E, U+200F), embeddings and overrides (U+202A-U+202E) and isolates
 * (U+2066-U+2069) turn the text after them around wherever it is shown (a subject, a statement,
 * the calendar: "Ann\u202egpj.exe" reads "Annexe.jpg"). A field of one line takes none of them.
 */
const CONTROL_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** A field of several lines (a message, a note) keeps its line breaks and tabs, nothing else. */
const CONTROL_CHARACTER_BUT_LINES =
  // eslint-disable-next-line no-control-regex -- as above
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export const hasNoControlCharacters = (value: string) => !CONTROL_CHARACTER.test(value);

/**
 * Half of a UTF-16 surrogate pair without its other half: no character at all, and no UTF-8 can
 * store it (PostgreSQL's jsonb refuses it, a text column would keep U+FFFD in its place). A
 * browser never sends one; a script may.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isWholeText = (value: string) => !LONE_SURROGATE.test(value);
const BROKEN_TEXT = 'must be text without broken characters';

/**
 * Any one-line string from outside (a field, a path parameter, a query parameter): no control
 * characters at all, line breaks included. Every string schema of the API starts here. Without a
 * label the messages read 'must be ...', and the error handler puts the field's name in front.
 */
export const lineString = (label?: string, typeError = 'must be text') => {
  const subject = label ? `${label} ` : '';
  return z
    .string({ error: `${subject}${typeError}` })
    .refine(hasNoControlCharacters, {
      error: `${subject}must be one line of text without control characters`,
      // The field's other rules (a date's form, an id's digits) would only repeat the complaint.
      abort: true,
      ...coded('text'),
    })
    .refine(isWholeText, { error: `${subject}${BROKEN_TEXT}`, abort: true, ...coded('text') });
};

/**
 * Text of several lines. A browser posts a textarea's line breaks as CRLF (and JavaScript sees LF):
 * both arrive as LF, so limits count the same characters either way and the team's view and mail
 * show one kind of line break.
 */
const multilineString = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .pipe(
      z
        .string()
        .refine((value) => !CONTROL_CHARACTER_BUT_LINES.test(value), {
          error: `${label} must be text without control characters (line breaks and tabs are fine)`,
          ...coded('text'),
        })
        .refine(isWholeText, { error: `${label} ${BROKEN_TEXT}`, ...coded('text') }),
    );

interface TextOptions {
  /** Messages, notes, reviews: line breaks and tabs allowed. Otherwise one line. */
  multiline?: boolean;
}

const textOf = (label: string, { multiline = false }: TextOptions) =>
  multiline ? multilineString(label) : lineString(label);

/**
 * Why a real date is outside the range the product takes (decision 059), or null: every date and
 * month schema below asks here, so the range and its words live once.
 */
function outOfRange(
  subject: string,
  date: string,
  what: 'date' | 'month',
): { message: string; params: { code: IssueCode; year: number } } | null {
  switch (dateOutOfRange(date)) {
    case 'early': {
      const year = Number(FIRST_ACCEPTED_DATE.slice(0, 4));
      return {
        message: `${subject}must be a ${what} in ${year} or later`,
        ...coded('date_early', { year }),
      };
    }
    case 'late': {
      const year = firstRefusedYear();
      return {
        message: `${subject}must be a ${what} before ${year}`,
        ...coded('date_late', { year }),
      };
    }
    default:
      return null;
  }
}

/**
 * A calendar date 'YYYY-MM-DD' that exists (2027-02-30 does not), within the years the product
 * takes (2000 to a few years ahead, decision 059). Without a label the messages read 'must be ...'
 * and the error handler names the field; with one ('The first day') they name it themselves.
 */
export const dateSchema = (label?: string) => {
  const subject = label ? `${label} ` : '';
  return lineString(label, 'must be a date written as YYYY-MM-DD')
    .refine(isValidIsoDate, {
      error: `${subject}must be a real calendar date written as YYYY-MM-DD`,
      abort: true,
      ...coded('date'),
    })
    .superRefine((date, ctx) => {
      const refused = outOfRange(subject, date, 'date');
      if (refused) ctx.addIssue({ code: 'custom', ...refused, input: date });
    });
};

/** Every date field of the API: see `dateSchema`. */
export const isoDateSchema = dateSchema();

/** A month, 'YYYY-MM'. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month 'YYYY-MM' within the same years as every date (decision 059). */
export const monthSchema = (label: string) =>
  lineString(label)
    .regex(MONTH_PATTERN, { error: `${label} must be a month written as YYYY-MM`, abort: true })
    .superRefine((month, ctx) => {
      const refused = outOfRange(`${label} `, `${month}-01`, 'month');
      if (refused) ctx.addIssue({ code: 'custom', ...refused, input: month });
    });

/** Trimmed text; `max` keeps one request from storing a novel. */
export const text = (max: number, label = 'This field', options: TextOptions = {}) =>
  textOf(label, options).pipe(
    z
      .string()
      .trim()
      .min(1, { error: `${label} is required` })
      .max(max, { error: `${label} must be at most ${max} characters` }),
  );

/** Optional text: absent, null and blank all mean "not given". */
export const optionalText = (max: number, label = 'This field', options: TextOptions = {}) =>
  textOf(label, options)
    .pipe(
      z
        .string()
        .trim()
        .max(max, { error: `${label} must be at most ${max} characters` }),
    )
    .nullish()
    .transform((value) => (value ? value : null));

/** RFC 5321 caps an address at 254 characters. Stored lower-cased so one guest is one address. */
export const emailSchema = lineString(undefined, 'must be an e-mail address')
  .trim()
  .max(254, { error: 'must be at most 254 characters' })
  .pipe(z.email({ error: 'must be a valid e-mail address, like name@example.com' }))
  .transform((value) => value.toLowerCase());

/** International numbers from guests abroad: digits with spaces, dashes, dots, brackets, a leading +. */
export const phoneSchema = lineString(undefined, 'must be a phone number')
  .trim()
  .max(30, { error: 'must be at most 30 characters' })
  .regex(PHONE_PATTERN, {
    error: 'must be a phone number of digits, spaces and an optional leading +',
  })
  .nullish()
  .transform((value) => (value ? value : null));

export const ratingSchema = z
  .number({ error: 'must be a whole number from 1 to 5' })
  .int({ error: 'must be a whole number from 1 to 5' })
  .min(1, { error: 'must be at least 1' })
  .max(5, { error: 'must be at most 5' });

/**
 * Honeypot: a field the public forms hide from people. Browsers leave it empty; bots that fill every
 * field give themselves away (decision 004).
 */
export const honeypotSchema = lineString('website')
  .max(200)
  .optional()
  .refine((value) => !value, {
    error: 'website must be left empty: this submission looks automated and was not accepted',
  });

/** 24 lowercase hexadecimal characters (DESIGN.md decision 2). */
export const entityIdSchema = lineString()
  .regex(/^[0-9a-f]{24}$/i, { error: 'must be an id of 24 hexadecimal characters' })
  .transform((value) => value.toLowerCase());

export const MAX_PAGE_SIZE = 50;

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int({ error: 'page must be a whole number' })
    .min(0, { error: 'page starts at 0' })
    .max(100_000)
    .default(0),
  size: z.coerce
    .number({ error: 'size must be a whole number' })
    .int({ error: 'size must be a whole number' })
    .min(1, { error: 'size must be at least 1' })
    .max(MAX_PAGE_SIZE, { error: `size must be at most ${MAX_PAGE_SIZE}` })
    .default(10),
});

/** Query-string booleans arrive as text. */
export const queryBooleanSchema = z
  .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
  .transform((value) => value === 'true');

/** Paged answers (DESIGN.md decision 14). `number` is the zero-based page index. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
  });

export type Paged<T> = {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
};

/** Every error answer (DESIGN.md decision 15). */
export const errorSchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;
