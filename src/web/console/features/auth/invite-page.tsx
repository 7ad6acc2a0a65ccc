import {
  invitationAcceptSchema,
  STAFF_PASSWORD_RULE,
} from '../../../../domain/schemas/staff-account.ts';
import { TextField } from '../../../components/ui/field.tsx';
import { consolePaths } from '../../paths.ts';
import { AccountPage, FormAlertRegion, submitClasses, useAccountForm } from './account-form.tsx';
import { acceptInvitation } from './api.ts';
import { useLinkToken } from './use-link-token.ts';

const FIELDS = ['name', 'password'] as const;

const TITLE = 'Join the console';

export const NO_INVITATION_LINK =
  'This page opens from the link in your invitation e-mail. Open that link again.';

/** /console/invite?token=: an invited person chooses the name they go by and a password. */
export function InvitePage() {
  const token = useLinkToken();
  if (!token) {
    return (
      <AccountPage title={TITLE}>
        <FormAlertRegion message={NO_INVITATION_LINK} />
      </AccountPage>
    );
  }
  return <InvitationForm token={token} />;
}

function InvitationForm({ token }: { token: string }) {
  const { state, formAction, pending, form } = useAccountForm({
    fields: FIELDS,
    kept: ['name'],
    schema: invitationAcceptSchema,
    send: (data) => acceptInvitation({ token, ...data }),
    next: consolePaths.today,
  });

  return (
    <AccountPage title={TITLE} intro="Choose the name the team will see and your password.">
      <form ref={form} action={formAction} noValidate className="space-y-5">
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
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={STAFF_PASSWORD_RULE}
          error={state.fields.password}
        />
        <button type="submit" className={submitClasses} disabled={pending}>
          {pending ? 'Joining…' : 'Join the console'}
        </button>
      </form>
    </AccountPage>
  );
}
