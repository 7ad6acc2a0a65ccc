/**
 * The prices form's words and numbers (issue 15 §4): what the owner typed (dollars, days ticked,
 * seasons added) read from the <form> into PricingRules in cents, checked with the one schema of
 * the rules (src/domain/schemas/pricing.ts), and every problem put beside its field. The same
 * field names take the server's 400: its issue paths count seasons by position
 * ('seasons.1.nightlyRate'), the form names each season by a key of its own that survives a
 * removal ('seasons.s3.nightlyRate').
 */
import { centsToDollarsText, parseDollars } from '#domain/money.ts';
import type { PricingRules, Weekday } from '#domain/pricing.ts';
import { pricingRulesSchema, WEEKDAYS } from '#domain/schemas/pricing.ts';
import { fieldMessages, type Issue } from '#web/components/form/form-state.ts';

/** The keys of the form's repeated rows, in the order shown. */
export interface RowKeys {
  seasons: readonly string[];
  discounts: readonly string[];
}

/** A problem by field name ('baseRate', 'seasons.s3.lastNight'); '' for one of no field. */
export type FieldErrors = Partial<Record<string, string>>;

export interface Draft {
  /** Null while some field is not right. */
  rules: PricingRules | null;
  errors: FieldErrors;
}

/** The form's field of a schema or server issue path, or '' when it names no field we show. */
export function fieldOfPath(path: Issue['path'], keys: RowKeys): string {
  const parts = typeof path === 'string' ? path.split('.').filter(Boolean) : path.map(String);
  const [top, index, field] = parts;
  if (top === 'seasons' || top === 'lengthDiscounts') {
    const rowKeys = top === 'seasons' ? keys.seasons : keys.discounts;
    const key = index === undefined ? undefined : rowKeys[Number(index)];
    // The list as a whole (too many seasons) has no field of its own.
    if (key === undefined || field === undefined) return '';
    return `${top}.${key}.${field}`;
  }
  // The check-in days' own entries ('checkInDays.0') are shown on the group.
  return top ?? '';
}

/**
 * The rules' issues (the schema's, or the server's 400) by the form's field, the first of each,
 * in their own words (every message of the rules names its field already): the one way issues
 * reach a form (`fieldMessages`), reading paths with `fieldOfPath`.
 */
export const pricingErrors = (issues: readonly Issue[], keys: RowKeys): FieldErrors =>
  fieldMessages(
    issues,
    () => null,
    (path) => fieldOfPath(path, keys),
  ).fields;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** A whole number typed, or NaN (which the schema refuses in its own words); blank is absent. */
const count = (form: FormData, name: string) => {
  const typed = text(form, name);
  if (!typed) return undefined;
  return /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
};

/** The days ticked: every day is "any day" (null), none is none. */
const weekdays = (form: FormData, name: string): Weekday[] | null => {
  const days = form
    .getAll(name)
    .map(Number)
    .filter((day): day is Weekday => (WEEKDAYS as readonly number[]).includes(day));
  return days.length === WEEKDAYS.length ? null : days;
};

/**
 * Reads the prices form. Amounts are typed in dollars: one that is not an amount gets its own
 * message; everything else is the schema's to judge.
 */
export function readPricingForm(form: FormData, keys: RowKeys): Draft {
  const typingErrors: FieldErrors = {};
  const dollars = (name: string, label: string, optional: boolean) => {
    const typed = text(form, name);
    if (!typed) {
      if (!optional) typingErrors[name] = `Type ${label} in dollars, like 450.`;
      return optional ? null : undefined;
    }
    const cents = parseDollars(typed);
    if (cents === null) {
      typingErrors[name] = `Type ${label} in dollars, like 450 or 450.50.`;
      return undefined;
    }
    return cents;
  };

  const includedGuests = text(form, 'extraGuest.includedGuests');
  const extraFee = text(form, 'extraGuest.perNight');
  const raw = {
    baseRate: dollars('baseRate', 'the nightly rate', false),
    weekendRate: dollars('weekendRate', 'the weekend rate', true),
    minimumNights: count(form, 'minimumNights'),
    checkInDays: weekdays(form, 'checkInDays'),
    seasons: keys.seasons.map((key) => {
      const name = (field: string) => `seasons.${key}.${field}`;
      return {
        name: text(form, name('name')),
        firstNight: text(form, name('firstNight')),
        lastNight: text(form, name('lastNight')),
        nightlyRate: dollars(name('nightlyRate'), 'the season’s nightly rate', false),
        weekendRate: dollars(name('weekendRate'), 'the season’s weekend rate', true),
        minimumNights: count(form, name('minimumNights')),
        checkInDays: weekdays(form, name('checkInDays')),
      };
    }),
    lengthDiscounts: keys.discounts.map((key) => ({
      minimumNights: count(form, `lengthDiscounts.${key}.minimumNights`),
      percent: count(form, `lengthDiscounts.${key}.percent`),
    })),
    // Both left blank: no fee for extra guests.
    extraGuest:
      includedGuests || extraFee
        ? {
            includedGuests: count(form, 'extraGuest.includedGuests'),
            perNight: dollars('extraGuest.perNight', 'the fee per extra guest', false),
          }
        : null,
  };

  const parsed = pricingRulesSchema.safeParse(raw);
  const errors = parsed.success ? {} : pricingErrors(parsed.error.issues, keys);
  // A typing slip says what to type, rather than the schema's word for a missing amount.
  Object.assign(errors, typingErrors);
  const clean = parsed.success && Object.keys(typingErrors).length === 0;
  return { rules: clean ? parsed.data : null, errors };
}

/** What a field shows for an amount in cents; blank for none. */
export const dollarsField = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : centsToDollarsText(cents);
