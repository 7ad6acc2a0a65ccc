import { Link } from 'wouter';
import { invitationAcceptSchema, STAFF_PASSWORD_RULE } from '#domain/schemas/staff-account.ts';
import { secondaryButton } from '#web/console/components/classes.ts';
import { ApiError, messageOf } from '#web/console/lib/console-api.ts';
import { consolePaths } from '#web/console/paths.ts';
import {
  AccountForm,
  AccountPage,
  NameField,
  PasswordField,
  useAccountForm,
} from './account-form.tsx';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { acceptInvitation, inviteLinkQuery, type InviteLink } from './api.ts';
import { CheckedLink } from './checked-link.tsx';

const FIELDS = ['name', 'password'] as const;

const TITLE = 'Join the console';

export const NO_INVITATION_LINK =
  'This page opens from the link in your invitation e-mail. Open that link again.';

/** A token the server would not even read (cut short in a copy, say): it says why in its terms. */
export const BROKEN_INVITATION_LINK =
  'This link is not complete. Open the link in your invitation e-mail again, exactly as it is.';

/**
 * /console/invite?token=: an invited person (or one whose password was reset) chooses the name
 * they go by and a password. The link is checked first, as the set-up page does: a link that was
 * used, has run out or never was says so, and what to do, with no form to fill in for nothing
 * (issue 23 §3.5); a good one greets the person by the name the owner gave.
 */
export function InvitePage() {
  return (
    <CheckedLink
      title={TITLE}
      noLink={NO_INVITATION_LINK}
      check={inviteLinkQuery}
      failed={(error, retry) => <RefusedInvitation error={error} retry={retry} />}
    >
      {(token, invited) => <InvitationForm token={token} invited={invited} />}
    </CheckedLink>
  );
}

/**
 * A link the server refused (400: cut short; 404: used, run out or never was) says how to get a
 * new one or sign in; any other failure offers to check again.
 */
function RefusedInvitation({ error, retry }: { error: Error; retry: () => void }) {
  const refused = error instanceof ApiError && [400, 404].includes(error.status);
  return (
    <>
      <FormAlertRegion
        message={
          error instanceof ApiError && error.status === 400
            ? BROKEN_INVITATION_LINK
            : messageOf(error)
        }
      />
      {refused ? (
        <div className="mt-4 space-y-3 text-ink-soft">
          <p>
            The owner sends a new invitation from the console&apos;s Staff page. Each link works
            once.
          </p>
          <p>
            Joined already?{' '}
            <Link href={consolePaths.login()} className="text-teal-800 underline">
              Sign in
            </Link>{' '}
            with your e-mail and password.
          </p>
        </div>
      ) : (
        <button type="button" onClick={retry} className={`${secondaryButton} mt-4`}>
          Try again
        </button>
      )}
    </>
  );
}

function InvitationForm({ token, invited }: { token: string; invited: InviteLink }) {
  const form = useAccountForm({
    fields: FIELDS,
    kept: ['name'],
    schema: invitationAcceptSchema,
    send: (data) => acceptInvitation({ token, ...data }),
    next: consolePaths.today,
  });

  return (
    <AccountPage
      title={TITLE}
      intro={
        <>
          <p className="font-medium text-ink">Welcome, {invited.name}.</p>
          <p className="mt-1">
            You sign in as <span className="break-all text-ink">{invited.email}</span>. Choose the
            name the team will see and your password.
          </p>
        </>
      }
    >
      <AccountForm form={form} submit={['Join the console', 'Joining…']}>
        <NameField state={form.state} known={invited.name} />
        <PasswordField state={form.state} rule={STAFF_PASSWORD_RULE} />
      </AccountForm>
    </AccountPage>
  );
}
