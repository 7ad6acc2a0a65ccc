import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { staffCreateSchema } from '#domain/schemas/staff.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { AddCard } from '#web/console/components/add-card.tsx';
import { secondaryButton } from '#web/console/components/classes.ts';
import { formatDateTime } from '#web/console/components/format.ts';
import { SelectField } from '#web/components/form/form-controls.tsx';
import { fieldProps, useFormAction } from '#web/components/form/use-form-action.ts';
import { inviteStaff, staffQuery, type StaffInvited } from '#web/console/lib/staff-api.ts';
import { RoleOptions } from './role-options.tsx';

const FIELDS = { name: 'Name', email: 'E-mail', role: 'Role' } as const;

/**
 * Invites a person: the server makes the account and e-mails them a link to set their password.
 * The link is shown here too, for a colleague whose mail is slow or lost, to send another way.
 */
export function InviteForm() {
  const queryClient = useQueryClient();
  const form = useFormAction({
    labels: FIELDS,
    check: staffCreateSchema,
    send: inviteStaff,
    // The messages beside the fields say it all; the alert is for a refused invitation.
    checkAlert: () => null,
    done: () => queryClient.invalidateQueries({ queryKey: staffQuery.queryKey }),
  });
  const { state } = form;

  return (
    <AddCard
      headingId="invite-heading"
      title="Invite someone"
      intro="They receive an e-mail with a link to choose their password."
      form={form}
      submit={['Send invitation', 'Sending the invitation…']}
      after={<InviteSent invited={state.answer} />}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={FIELDS.name} {...fieldProps(state, 'name')} autoComplete="off" required />
        <TextField
          label={FIELDS.email}
          {...fieldProps(state, 'email')}
          type="email"
          autoComplete="off"
          required
        />
        <SelectField label={FIELDS.role} {...fieldProps(state, 'role', 'manager')} required>
          <RoleOptions />
        </SelectField>
      </div>
    </AddCard>
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
