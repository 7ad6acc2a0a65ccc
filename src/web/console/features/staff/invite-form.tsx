import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STAFF_ROLES, staffCreateSchema } from '#domain/schemas/staff.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { card, primaryButton, secondaryButton } from '#web/console/components/classes.ts';
import { formatDateTime } from '#web/console/components/format.ts';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { ROLE_LABELS } from '#web/console/lib/me-api.ts';
import { FormAlertRegion } from '#web/components/form/form-alert.tsx';
import { useFormAction } from '#web/components/form/use-form-action.ts';
import { inviteStaff, staffQuery, type StaffInvited } from '#web/console/lib/staff-api.ts';

const FIELDS = { name: 'Name', email: 'E-mail', role: 'Role' } as const;

/**
 * Invites a person: the server makes the account and e-mails them a link to set their password.
 * The link is shown here too, for a colleague whose mail is slow or lost, to send another way.
 */
export function InviteForm() {
  const queryClient = useQueryClient();
  const { state, props, pending } = useFormAction({
    labels: FIELDS,
    check: staffCreateSchema,
    send: inviteStaff,
    // The messages beside the fields say it all; the alert is for a refused invitation.
    checkAlert: () => null,
    done: () => queryClient.invalidateQueries({ queryKey: staffQuery.queryKey }),
  });

  return (
    <section aria-labelledby="invite-heading" className={card}>
      <h2 id="invite-heading" className="text-2xl">
        Invite someone
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        They receive an e-mail with a link to choose their password.
      </p>
      <form {...props} className="mt-4 space-y-4">
        <FormAlertRegion message={state.alert} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={FIELDS.name}
            name="name"
            autoComplete="off"
            required
            defaultValue={state.values.name ?? ''}
            error={state.fields.name}
          />
          <TextField
            label={FIELDS.email}
            name="email"
            type="email"
            autoComplete="off"
            required
            defaultValue={state.values.email ?? ''}
            error={state.fields.email}
          />
          <SelectField
            label={FIELDS.role}
            name="role"
            required
            defaultValue={state.values.role ?? 'manager'}
            error={state.fields.role}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
        </div>
        <button type="submit" disabled={pending} className={`${primaryButton} w-full sm:w-auto`}>
          {pending ? 'Sending the invitation…' : 'Send invitation'}
        </button>
      </form>
      <InviteSent invited={state.answer} />
    </section>
  );
}

/** After an invitation: where it went, and its link to copy. Always in the page, to be announced. */
function InviteSent({ invited }: { invited: StaffInvited | null }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(url);
    } catch {
      // No clipboard (an old browser, a page not allowed to write it): the link stays selectable.
      setCopied(null);
    }
  };
  return (
    <div className="mt-4 space-y-3">
      <div role="status" aria-atomic="true">
        {invited && (
          <p className="rounded-xl border border-teal-800/30 bg-sand-100 px-4 py-3 text-sm text-teal-900">
            We e-mailed an invitation to {invited.email}. You can also send them this link:{' '}
            <span className="font-medium break-all">{invited.inviteUrl}</span> (it works until{' '}
            {formatDateTime(invited.inviteExpiresAt)}).
          </p>
        )}
      </div>
      {invited && (
        <button
          type="button"
          onClick={() => void copy(invited.inviteUrl)}
          className={`${secondaryButton} w-full sm:w-auto`}
        >
          {copied === invited.inviteUrl ? 'Link copied' : 'Copy the link'}
        </button>
      )}
    </div>
  );
}
