import { useQueryClient } from '@tanstack/react-query';
import { useActionState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { signInSchema } from '../../../../domain/schemas/staff-account.ts';
import { TextField } from '../../../components/ui/field.tsx';
import { pageAfterSignIn } from '../../paths.ts';
import {
  AccountPage,
  CHECK_THE_FIELDS,
  emptyForm,
  FormAlertRegion,
  fromSchema,
  fromServer,
  readForm,
  submitClasses,
  useFocusFirstError,
  type FormState,
} from './account-form.tsx';
import { meQuery, signIn } from './api.ts';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** /console/login: e-mail and password; then the page the person came from, or Today. */
export function LoginPage() {
  const [, navigate] = useLocation();
  const next = pageAfterSignIn(new URLSearchParams(useSearch()).get('next'));
  const queryClient = useQueryClient();

  const [state, formAction, pending] = useActionState(
    async (_previous: FormState<Field>, form: FormData): Promise<FormState<Field>> => {
      const typed = readForm(form, FIELDS);
      const values = { email: typed.email };
      const parsed = signInSchema.safeParse(typed);
      if (!parsed.success) {
        return { values, fields: fromSchema(parsed.error, FIELDS), alert: CHECK_THE_FIELDS };
      }
      try {
        await signIn(parsed.data);
      } catch (error) {
        return { values, ...fromServer(error, FIELDS) };
      }
      // Whoever was known before (nobody, or another person) is asked for again.
      queryClient.removeQueries({ queryKey: meQuery.queryKey });
      navigate(next, { replace: true });
      return emptyForm();
    },
    emptyForm<Field>(),
  );
  const form = useFocusFirstError(state);

  return (
    <AccountPage title="Sign in">
      <form ref={form} action={formAction} noValidate className="space-y-5">
        <FormAlertRegion message={state.alert} />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.values.email ?? ''}
          error={state.fields.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={state.fields.password}
        />
        <button type="submit" className={submitClasses} disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </AccountPage>
  );
}
