import { ownerSetupSchema, STAFF_PASSWORD_RULE } from '#domain/schemas/staff-account.ts';
import { consolePaths } from '#web/console/paths.ts';
import {
  AccountForm,
  AccountPage,
  EmailField,
  NameField,
  PasswordField,
  useAccountForm,
} from './account-form.tsx';
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
  const form = useAccountForm({
    fields: FIELDS,
    kept: ['name', 'email'],
    schema: ownerSetupSchema,
    send: (data) => createOwner({ token, ...data }),
    next: consolePaths.today,
  });

  return (
    <AccountPage title={TITLE} intro="Create the owner's account. You can invite the team later.">
      <AccountForm form={form} submit={['Create the account', 'Creating the account…']}>
        <NameField state={form.state} />
        <EmailField state={form.state} />
        <PasswordField state={form.state} rule={STAFF_PASSWORD_RULE} />
      </AccountForm>
    </AccountPage>
  );
}
