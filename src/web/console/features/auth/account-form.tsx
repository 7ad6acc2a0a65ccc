/**
 * What the console's account forms share (sign in, set up, accept an invitation): each is a real
 * <form> run by the one form hook (useFormAction): its action checks the fields with the domain's
 * schema, then calls the server. Errors show beside their fields and, summed up, in an alert
 * region; focus moves to the first field in error. The form's parts are every form's
 * (src/web/components/form/); the account pages' own frame, action, form and the fields they
 * ask for (a name, an e-mail, a password), each written once, live here.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { ZodType } from 'zod';
import { COMPANY_NAME } from '#domain/site-settings.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { fieldProps, useFormAction, type FormCheck } from '#web/components/form/use-form-action.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { meQuery } from '#web/console/lib/me-api.ts';

const submitClasses =
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
      <p className="font-display text-2xl text-teal-900">{COMPANY_NAME}</p>
      <main className="mt-6 w-full max-w-md rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl">{title}</h1>
        {intro && <div className="mt-2 text-ink-soft">{intro}</div>}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}

/**
 * A form's domain schema fetched when the form is first sent, not with the page (the sign-in page
 * is the console's first load, and zod is a third of it: decision 084). Offline, the server's
 * check stands alone, as on the public forms (form-controls.tsx).
 */
export function schemaOnDemand<T>(load: () => Promise<ZodType<T>>): FormCheck<T> {
  return {
    safeParse: async (input) => {
      const schema = await load().catch(() => null);
      return schema ? schema.safeParse(input) : { success: true, data: input as T };
    },
  };
}

/**
 * The action of an account form (sign in, set up, join), on the one form hook: reads `fields`,
 * checks them with `schema` (the server's own rules), sends them; on success forgets who was
 * signed in before and goes to `next`, unless `stay` says the answer asks for more on this page
 * (a sign-in's second step). After an error the fields in `kept` (never a password) are typed
 * back, each field shows its error and the alert region says what to do.
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
  schema: FormCheck<T>;
  send: (data: T) => Promise<unknown>;
  next: string;
  stay?: (answer: unknown) => boolean;
}) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { state, props, pending, form } = useFormAction({
    // The account schemas' messages name their fields already ('E-mail is required').
    labels: Object.fromEntries(fields.map((name) => [name, null])) as Record<K, null>,
    kept,
    check: schema,
    send,
    done: (answer) => {
      if (stay?.(answer)) return 'keep';
      queryClient.removeQueries({ queryKey: meQuery.queryKey });
      navigate(next, { replace: true });
    },
  });
  return { state, props, pending, form };
}

/** What an account form shows: what was typed back, each field's message, the alert. */
interface ShownState {
  values: Partial<Record<string, string>>;
  fields: Partial<Record<string, string>>;
  alert: string | null;
}

/**
 * An account form: the alert, its fields, and the button, which says what it is doing while the
 * form is sent (`submit`: the button's words, then its words while sending).
 */
export function AccountForm({
  form: { state, props, pending },
  submit: [idle, busy],
  children,
}: {
  form: { state: ShownState; props: ReturnType<typeof useAccountForm>['props']; pending: boolean };
  submit: readonly [idle: string, busy: string];
  children: ReactNode;
}) {
  return (
    <form {...props} className="space-y-5">
      <FormAlertRegion message={state.alert} />
      {children}
      <button type="submit" className={submitClasses} disabled={pending}>
        {pending ? busy : idle}
      </button>
    </form>
  );
}

/** The name the team sees; `known` when the form starts with one (an invitation's). */
export function NameField({ state, known = '' }: { state: ShownState; known?: string }) {
  return (
    <TextField
      label="Your name"
      {...fieldProps(state, 'name', known)}
      autoComplete="name"
      required
    />
  );
}

/** The e-mail a person signs in with. */
export function EmailField({ state }: { state: ShownState }) {
  return (
    <TextField
      label="E-mail"
      {...fieldProps(state, 'email')}
      type="email"
      autoComplete="username"
      required
    />
  );
}

/**
 * The password, never typed back; a new one comes with its `rule` under it (the domain's, passed
 * in: the sign-in page does not load the account schemas with the page, decision 084).
 */
export function PasswordField({ state, rule }: { state: ShownState; rule?: string }) {
  return (
    <TextField
      label="Password"
      name="password"
      type="password"
      autoComplete={rule ? 'new-password' : 'current-password'}
      required
      hint={rule}
      error={state.fields.password}
    />
  );
}
