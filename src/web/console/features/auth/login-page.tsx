import { useSearch } from 'wouter';
import { signInSchema } from '../../../../domain/schemas/staff-account.ts';
import { TextField } from '../../../components/ui/field.tsx';
import { pageAfterSignIn } from '../../paths.ts';
import { AccountPage, FormAlertRegion, submitClasses, useAccountForm } from './account-form.tsx';
import { signIn } from './api.ts';

const FIELDS = ['email', 'password'] as const;

/** /console/login: e-mail and password; then the page the person came from, or Today. */
export function LoginPage() {
  const next = pageAfterSignIn(new URLSearchParams(useSearch()).get('next'));
  // Whoever was known before (nobody, or another person) is asked for again.
  const { state, formAction, pending, form } = useAccountForm({
    fields: FIELDS,
    kept: ['email'],
    schema: signInSchema,
    send: signIn,
    next,
  });

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
