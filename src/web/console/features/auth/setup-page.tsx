import { ownerSetupSchema, STAFF_PASSWORD_RULE } from '#domain/schemas/staff-account.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { consolePaths } from '#web/console/paths.ts';
import { AccountPage, submitClasses, useAccountForm } from './account-form.tsx';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { CheckedLink } from './checked-link.tsx';
import { createOwner, setupLinkQuery } from './api.ts';

const FIELDS = ['name', 'email', 'password'] as const;

const TITLE = 'Set up the console';

export const NO_SETUP_LINK =
  'This page opens from the set-up link. Open the link again, exactly as it was given to you.';

/** /console/setup?token=: the owner's account, made once with the set-up link. */
export function SetupPage() {
  return (
    <CheckedLink title={TITLE} noLink={NO_SETUP_LINK} check={setupLinkQuery}>
      {(token) => <OwnerForm token={token} />}
    </CheckedLink>
  );
}

function OwnerForm({ token }: { token: string }) {
  const { state, props, pending } = useAccountForm({
    fields: FIELDS,
    kept: ['name', 'email'],
    schema: ownerSetupSchema,
    send: (data) => createOwner({ token, ...data }),
    next: consolePaths.today,
  });

  return (
    <AccountPage title={TITLE} intro="Create the owner's account. You can invite the team later.">
      <form {...props} className="space-y-5">
        <FormAlertRegion message={state.alert} />
        <TextField
          label="Your name"
          name="name"
          autoComplete="name"
          required
          defaultValue={state.values.name ?? ''}
          error={state.fields.name}
        />
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
          autoComplete="new-password"
          required
          hint={STAFF_PASSWORD_RULE}
          error={state.fields.password}
        />
        <button type="submit" className={submitClasses} disabled={pending}>
          {pending ? 'Creating the account…' : 'Create the account'}
        </button>
      </form>
    </AccountPage>
  );
}
