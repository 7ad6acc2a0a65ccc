/**
 * What the console's account forms share (sign in, set up, accept an invitation): each is a real
 * <form> whose action (React 19's useActionState) checks the fields with the domain's schema, then
 * calls the server. Errors show beside their fields and, summed up, in an alert region; focus moves
 * to the first field in error.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useActionState, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { ZodError, ZodType } from 'zod';
import { siteSettings } from '#domain/site-settings.ts';
import { primaryButton, secondaryButton } from '#web/console/components/classes.ts';
import { ApiError, messageOf } from '#web/console/lib/console-api.ts';
import { meQuery } from './api.ts';

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

/** The form's text fields by name. */
export function readForm<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

export const CHECK_THE_FIELDS = 'Some fields need your attention.';

/** The schema's messages by field (the first of each). */
export function fieldErrors<K extends string>(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
  names: readonly K[],
): Partial<Record<K, string>> {
  const fields: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const key = (typeof issue.path === 'string' ? issue.path : String(issue.path[0] ?? '')) as K;
    if (names.includes(key) && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}

export const fromSchema = <K extends string>(error: ZodError, names: readonly K[]) =>
  fieldErrors(error.issues, names);

/** A refused call: its message in the alert, and beside the fields it names (a 400's issues). */
export function fromServer<K extends string>(
  error: unknown,
  names: readonly K[],
): Pick<FormState<K>, 'fields' | 'alert'> {
  const issues = error instanceof ApiError ? (error.issues ?? []) : [];
  return { fields: fieldErrors(issues, names), alert: messageOf(error) };
}

/** Moves focus to the first field in error each time the form comes back with errors. */
export function useFocusFirstError(state: FormState<string>) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(state.fields).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);
  return form;
}

/**
 * The form's alert region: always in the page, so a screen reader announces what appears in it.
 */
export function FormAlertRegion({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-atomic="true">
      {message && (
        <p className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * The end of a room's form: its alert region, then its submit button (which says what it is
 * doing while the request runs) and, when the form can be left, Cancel.
 */
export function FormFooter({
  alert,
  pending,
  submit,
  onCancel,
}: {
  alert: string | null;
  pending: boolean;
  submit: { label: string; pending: string };
  onCancel?: () => void;
}) {
  return (
    <>
      <FormAlertRegion message={alert} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? submit.pending : submit.label}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={secondaryButton}>
            Cancel
          </button>
        )}
      </div>
    </>
  );
}

export const submitClasses =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-teal-800 px-6 py-3 text-sm font-medium tracking-wide text-sand-50 transition-colors hover:bg-teal-900 disabled:cursor-not-allowed disabled:opacity-60';

/** A page of its own for the forms a signed-out person sees: the company's name and one card. */
export function AccountPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-sand-100 px-4 py-10 sm:py-16">
      <title>{`${title} · Console`}</title>
      <p className="font-display text-2xl text-teal-900">{siteSettings.companyName}</p>
      <main className="mt-6 w-full max-w-md rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl">{title}</h1>
        {intro && <div className="mt-2 text-ink-soft">{intro}</div>}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}

/**
 * The action of an account form (sign in, set up, join): reads `fields`, checks them with
 * `schema` (the server's own rules), sends them; on success forgets who was signed in before and
 * goes to `next`, unless `stay` says the answer asks for more on this page (a sign-in's second
 * step). After an error the fields in `kept` (never a password) are typed back, each field shows
 * its error and the alert region says what to do.
 */
export function useAccountForm<K extends string, T>({
  fields,
  kept,
  schema,
  send,
  next,
  stay,
}: {
  fields: readonly K[];
  kept: readonly K[];
  schema: ZodType<T>;
  send: (data: T) => Promise<unknown>;
  next: string;
  stay?: (answer: unknown) => boolean;
}) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [state, formAction, pending] = useActionState(
    async (_previous: FormState<K>, form: FormData): Promise<FormState<K>> => {
      const typed = readForm(form, fields);
      const values: Partial<Record<K, string>> = {};
      for (const name of kept) values[name] = typed[name];
      const parsed = schema.safeParse(typed);
      if (!parsed.success) {
        return { values, fields: fromSchema(parsed.error, fields), alert: CHECK_THE_FIELDS };
      }
      let answer: unknown;
      try {
        answer = await send(parsed.data);
      } catch (error) {
        return { values, ...fromServer(error, fields) };
      }
      if (stay?.(answer)) return { values, fields: {}, alert: null };
      queryClient.removeQueries({ queryKey: meQuery.queryKey });
      navigate(next, { replace: true });
      return emptyForm();
    },
    emptyForm<K>(),
  );
  const form = useFocusFirstError(state);
  return { state, formAction, pending, form };
}
